/** Messages of a screen that could not be shown: a broken link, an unexpected error. */
import type { en } from '../en/screen';

export const de: Record<keyof typeof en, string> = {
  screenBrokenLink:
    'Dieser Link ist kaputt: Ein Teil davon ist unterwegs verloren gegangen. Lass ihn dir noch einmal schicken oder lies die Codes am anderen Handy.',
  screenFailed:
    'Diese Ansicht konnte nicht gezeigt werden. Nichts Gespeichertes geht verloren: Alle Partien, Abende und halb eingegebenen Spiele bleiben.',
  screenBackToStart: 'Zurück zum Start',
  screenNotReady:
    'Die App ist noch nicht fertig für die Nutzung ohne Internet: Dieser Teil ist auf diesem Handy noch nicht gespeichert. Er lädt von selbst, sobald das Handy wieder online ist. Nichts Gespeichertes geht verloren.',
  screenTryAgain: 'Noch einmal versuchen',
  tapNotStored:
    'Das ist auf diesem Handy noch nicht gespeichert und öffnet sich darum nicht ohne Internet. Noch einmal antippen, sobald das Handy online ist; nichts Gespeichertes geht verloren.',
};
