/** Messages of showing a game to the other phones: its QR codes, its link, its file. */
export const en = {
  showGame: '{players} · {date}',
  showInstruction:
    'On the other phone: Spatz → “Receive from another phone”, then hold its camera over this code.',
  showFrame: '{n} / {total}',
  showFrameLabel: 'QR code {n} of {total} of this game',
  showPause: 'Pause',
  showContinue: 'Continue',
  showPhone: 'This phone belongs to',
  showPhoneHint: 'Whose phone: the others see where their copy came from.',
  showPhonePlaceholder: 'e.g. Anna',
  showLoading: 'Making the codes …',
  showNotFound: 'This game is not stored on this device.',
  showFailed: 'Could not make the codes: {message}',
  showLink: 'Send as a link',
  showLinkHint: 'Where there is network: the link carries the game itself, no server sees it.',
  showLinkTitle: 'Spatz: {players}',
  showLinkShared: 'Link shared.',
  showLinkCopied: 'Link copied to the clipboard.',
  showLinkFailed: 'Could not share or copy the link.',
  showBack: 'Back to the game',
};
