/** Messages of a screen that could not be shown: a broken link, an unexpected error. */
export const en = {
  screenBrokenLink:
    'This link is broken: part of it was lost on the way. Ask for it to be sent again, or scan the codes on the other phone.',
  screenFailed:
    'This screen could not be shown. Nothing stored is lost: every game, evening and half-entered hand is kept.',
  screenBackToStart: 'Back to the start screen',
} as const;
