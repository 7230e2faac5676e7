/** Messages of showing a game to the other phones: its QR codes, its link, its file. */
import type { en } from '../en/show';

export const de: Record<keyof typeof en, string> = {
  showGame: '{players} · {date}',
  showInstruction:
    'Am anderen Handy: Öffne Spatz → „Vom anderen Handy empfangen“ und halte die Kamera auf diesen Code.',
  showFrame: '{n} / {total}',
  showFrameLabel: 'QR-Code {n} von {total} dieser Partie',
  showPause: 'Anhalten',
  showContinue: 'Weiter',
  showPhone: 'Dieses Handy gehört …',
  showPhoneHint: 'Wessen Handy: Die anderen sehen, woher ihre Kopie kommt.',
  showPhonePlaceholder: 'z. B. Anna',
  showLoading: 'Codes werden erstellt …',
  showNotFound: 'Diese Partie ist auf diesem Gerät nicht gespeichert.',
  showFailed: 'Die Codes konnten nicht erstellt werden: {message}',
  showLink: 'Als Link senden',
  showLinkHint: 'Wo es Netz gibt: Der Link trägt die Partie selbst, kein Server sieht sie.',
  showLinkTitle: 'Spatz: {players}',
  showLinkShared: 'Link geteilt.',
  showLinkCopied: 'Link in die Zwischenablage kopiert.',
  showLinkFailed: 'Der Link konnte weder geteilt noch kopiert werden.',
  showBack: 'Zurück zur Partie',
};
