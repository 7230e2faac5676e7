/** Messages of a screen that could not be shown: a broken link, an unexpected error. */
export const en = {
  screenBrokenLink:
    'This link is broken: part of it was lost on the way. Ask for it to be sent again, or scan the codes on the other phone.',
  screenFailed:
    'This screen could not be shown. Nothing stored is lost: every game, evening and half-entered hand is kept.',
  screenBackToStart: 'Back to the start screen',
  screenNotReady:
    'The app is not ready for use offline yet: this part is not stored on this phone yet. It loads by itself as soon as the phone is online again. Nothing stored is lost.',
  screenTryAgain: 'Try again',
  tapNotStored:
    'This is not stored on this phone yet, so it does not open without the internet. Tap again once the phone is online; nothing stored is lost.',
} as const;
