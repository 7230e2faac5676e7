/** Eine Partie von einem anderen Handy empfangen, und die Kopie eines fremden Blatts. */
import type { en } from '../en/receive';

export const de: Record<keyof typeof en, string> = {
  receiveHeading: 'Empfangene Partie',
  receiveFrom: 'Eine Kopie vom Handy von {from}, gesendet {time}.',
  receiveFromAnon: 'Eine Kopie von einem anderen Handy, gesendet {time}.',
  receiveNew:
    'Die Partie wird als Kopie zum Ansehen gespeichert; das Aufschreiben kannst du später übernehmen.',
  receiveUpdate: 'Damit kommt die Partie auf diesem Handy auf den neuen Stand.',
  receiveBoth:
    'Auf diesem Handy wurde die Partie seit der Übernahme geändert: Beide bleiben, das empfangene Blatt als Kopie neben deinem.',
  receiveConfirmUpdate: 'Auf den neuen Stand bringen',
  receiveConfirmOpen: 'Nichts Neues: zur Partie',
  receiveConfirmSave: 'Speichern: {what}',
  receiveButtonEveningNew: 'ein neuer Abend',
  receiveButtonPaid: 'der Abend wird bezahlt',
  receiveButtonOwed: 'der Abend wird offen',
  receiveButtonGames: '{n} weitere Partien ändern sich',
  receiveButtonGame: 'eine weitere Partie ändert sich',
  receiveSame: 'Dieses Handy hat die Partie genau so: Nichts ändert sich.',
  receiveOlder: 'Dieses Handy hat einen neueren Stand dieser Partie: Nichts ändert sich.',
  receiveNothing: 'Es wartet keine Partie auf den Empfang.',
  receiveOtherWays:
    'Scanne die Codes am Handy des Schreibers, öffne den geschickten Link oder importiere eine Partiedatei in den Einstellungen.',
  receiveScan: 'Codes scannen',
  receiveSettings: 'Einstellungen',
  receiveRefused: 'Diese Partie kann nicht empfangen werden; nichts wurde gespeichert:',
  receiveFailed: 'Nicht gespeichert: {message}',
  receiveDoneNew: 'Als Kopie gespeichert.',
  receiveDoneUpdate: 'Auf den neuen Stand gebracht.',
  receiveDoneBoth: 'Beide behalten: Das empfangene Blatt ist eine Kopie neben deinem.',
  receiveFileName: 'Partie von {from}',
  receiveFileNameAnon: 'Partie von einem anderen Handy',
  importWillUpdate: 'Wird aktualisiert:',
  importUpdateLine: '{hands} Spiele (hier bisher: {stored})',
};
