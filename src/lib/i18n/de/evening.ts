/** Der ganze Abend zwischen Handys: die Vorschau, wer aufschreibt, das Zurücknehmen. */
import type { en } from '../en/evening';

export const de: Record<keyof typeof en, string> = {
  receiveEveningHeading: 'Empfangener Abend',
  receiveEveningLine: 'Abend vom {date}{place}: {n} Partien',
  receiveEveningLineOne: 'Abend vom {date}{place}: 1 Partie',
  receiveChangesHeading: 'Was sich auf diesem Handy ändert, wenn du bestätigst:',
  receiveNothingChanges: 'Auf diesem Handy ändert sich nichts: Es hat das alles schon.',
  receiveEveningNew: 'Der Abend ist hier neu und wird mit seinen Partien gespeichert.',
  receiveGameNew: 'hier neu: wird als Kopie des Blatts von {keeper} gespeichert',
  receiveGameUpdate: 'bringt die Kopie hier auf den neuen Stand ({stored} → {hands} Spiele)',
  receiveGameUpdateKept:
    'übernimmt die Spiele vom Handy von {keeper} ({stored} → {hands}), das jetzt aufschreibt; deine bleiben alle, und du kannst das Aufschreiben zurücknehmen',
  receiveGameHanded: 'kein Spiel ändert sich; jetzt schreibt das Handy von {keeper} auf',
  receiveGameSame: 'hier genau so: nichts ändert sich',
  receiveGameOlder: 'dieses Handy hat einen neueren Stand: nichts ändert sich',
  receiveGameBoth:
    'auf beiden Handys geändert: beide bleiben. Deine ({stored} Spiele) bleibt, wie sie ist; das Blatt von {keeper} ({hands} Spiele) kommt als Kopie daneben',
  receiveGameBesideUpdate:
    'auf beiden Handys geändert: deine ({stored} Spiele) bleibt; die Kopie des Blatts von {keeper} daneben kommt auf den neuen Stand ({hands} Spiele)',
  receiveGameDeleted: 'am sendenden Handy gelöscht',
  receiveAnotherPhone: 'einem anderen Handy',
  receiveYourPhone: 'diesem Handy',
  receiveChange_stakePerPoint: 'Einsatz pro Punkt {from} → {to}',
  receiveChange_coin: 'Münze {from} → {to}',
  receiveChange_place: 'Ort {from} → {to}',
  receiveChange_date: 'Datum {from} → {to}',
  receiveNoValue: '–',
  receivePaidTheirs:
    'Bezahlt: {to} (die spätere Markierung, am anderen Handy gesetzt; hier bisher: {from})',
  receivePaidOurs: 'Bezahlt: deine bleibt, {from} (die spätere; das andere Handy sagt: {to})',
  receivePaidOn: 'bezahlt am {date}',
  receiveOwed: 'nicht bezahlt',
  receiveSentFuture:
    'Die Uhr des anderen Handys sagt {time}, später als die Uhr hier: zählt als jetzt.',
  receiveDoneEvening: 'Abend gespeichert.',
  receiveDoneNothing: 'Nichts geändert: Dieses Handy hat schon alles.',
  showEvening: 'Der ganze Abend: {n} Partien, mit Einsatz, Münze und Bezahlt.',
  showSingle: 'Nur diese Partie zeigen (für ein älteres Spatz)',
  showWholeEvening: 'Den ganzen Abend zeigen',
  showSingleNote: 'Nur diese Partie wird gezeigt.',
  eveningShowQr: 'Den Abend am Tisch zeigen',
  eveningPlace: 'Ort (optional)',
  placeExample: 'z. B. Gasthof Post',
  placeProblem: 'Der Ort {problem}.',
  placeEveningNote: 'Der Ort des Abends: Geändert gilt er für alle seine Partien.',
  fromClub: 'aus dem Verein',
};
