import type { Problem } from '../rules/types';

export type Lang = 'de' | 'en';
type Params = NonNullable<Problem['params']>;
type Catalogue = Record<Problem['code'], (p: Params) => string>;

const en: Catalogue = {
  notJson: () => 'cannot be read: it is not a game file or backup of this app',
  notObject: () => 'must be an object { … }',
  notArray: () => 'must be a list [ … ]',
  unknownKey: () => 'holds something this app does not know (a newer or another app’s file?)',
  missing: () => 'is missing',
  notString: (p) => `must be text, not ${p.value}`,
  notBoolean: (p) => `must be true or false, not ${p.value}`,
  notWhole: (p) => `must be a whole number, not ${p.value}`,
  notAtLeast: (p) => `${p.value} is less than ${p.min}`,
  notBetween: (p) => `${p.value} is not between ${p.min} and ${p.max}`,
  notOneOf: (p) => `${p.value} is not one of ${p.allowed}`,
  impossiblePoints: (p) => `${p.value} card points cannot occur with this pack`,
  emptyName: () => 'a player needs a name',
  duplicateName: (p) => `${p.name} sits at the table twice (seat ${p.seat} has the same name)`,
  playerCount: (p) => `${p.variant} needs ${p.min} to ${p.max} players, not ${p.count}`,
  noSuchSeat: (p) => `there is no seat ${p.value}; seats go from 0 to ${p.max}`,
  notForVariant: (p) => `is not part of ${p.variant}`,
  dealerSitsOutNeedsFour: (p) => `the dealer can only sit out at a table of 4, not ${p.count}`,
  announceNeedsHandGame: (p) => `only a hand game can announce, not ${p.contract}`,
  tooManyDoublings: (p) =>
    `${p.value} doublings are too many: at most ${p.max} here (${p.maxDoublings} in all, the hand game's own included)`,
  pointsBoth: (p) => `give the declarer's or the defenders' card points (${p.other}), not both`,
  pointsMissing: (p) => `card points missing: give these or ${p.other}`,
  pointsContradictTricks: (p) =>
    `${p.value} does not fit ${p.tricks === 'none' ? 'a Matsch' : p.tricks === 'all' ? 'all tricks to the declarer' : 'the tricks taken'}, which means ${p.expected}`,
  spatzImpossible: (p) =>
    `the ${p.side} cannot have ${p.result === 'won' ? 'won' : 'lost'} the Spatz: that side took no trick`,
  declarerSitsOut: (p) => `seat ${p.seat} deals this hand and sits it out, so cannot declare`,
  afterEnd: (p) => `the game already ended after hand ${Number(p.hand) + 1}; no hand may follow`,
  tooLarge: (p) => `is too large (${p.size}); at most ${p.max}`,
  tooManyHands: (p) =>
    `holds ${p.count} hands; one import takes at most ${p.max} (split it into several backups)`,
  numberTooLarge: (p) =>
    `${p.value} is too large${p.max === undefined ? '' : `; at most ${p.max}`}`,
  tooLong: (p) => `is ${p.length} characters long; at most ${p.max}`,
  controlCharacter: (p) => `must not hold a control character (${p.char})`,
  bidiControl: (p) =>
    `must not hold a mark that turns the writing direction (${p.char}): the text around it would read backwards`,
  tooDeep: (p) => `is nested more than ${p.max} levels deep`,
  repeatedId: (p) => repeatedEn(p),
  badId: () => 'is not an id this app made (a damaged backup?)',
  badTime: () => 'is not a time this app wrote (a damaged backup?)',
  badName: () => 'must be a name typed as text',
  badSessionDate: (p) => `${p.value} is not a calendar date`,
  badPlace: () => 'must be a place typed as text',
  badAmount: (p) => `${p.value} is not an amount of money above 0`,
  notNumber: (p) => `must be a number, not ${p.value}`,
  tooManyDecimals: (p) => `${p.value} has more than ${p.max} decimal places`,
  notCalendarDate: (p) => `${p.value} is not a day on the calendar (YYYY-MM-DD, e.g. 2026-11-30)`,
  notUtf8: () => 'is not UTF-8 text (saved in another encoding?); save it as UTF-8 and try again',
  nameTaken: (p) =>
    `${p.other} is already in the list of players. If ${p.current} and ${p.other} are the same person, merge the two instead`,
  storageFailed: (p) =>
    `could not be read (${p.detail}). The file was not judged and nothing was changed; try again, or restart the app`,
  sameGame: (p) =>
    p.keep === p.gone
      ? `${p.keep} cannot be merged into themselves`
      : `${p.keep} and ${p.gone} sat at the same table, so they are two people and cannot be merged`,
  allTricksOpen: () =>
    'all tricks announced: did the declarer take every trick? Tick “All tricks to the declarer”, or give the card points (or Matsch)',
  pointsNegative: () => 'card points are never below 0: type them without a minus',
  tooFewForTournament: (p) => `a tournament needs at least 3 players, not ${p.count}`,
  dobbmTableOfThree: (p) =>
    `${p.count} players make a table of 3, and Dobbm needs 4 or 5 at a table: add or remove a player`,
  noSuchRound: (p) => `round ${p.round} is not a round of this tournament`,
  sheetArrived: (p) =>
    `round ${p.round} cannot be drawn again: a table has already handed in its sheet`,
  sheetNotTournament: () => 'is a game that belongs to no tournament',
  sheetOtherTournament: () => 'is the sheet of another tournament',
  sheetOtherRound: (p) => `is a sheet of round ${p.round}, not of this round`,
  sheetOldDraw: (p) =>
    `is the sheet of table ${p.table} from a draw that was done again: that table must start from its new code`,
  sheetOtherPlayers: (p) => `does not have the players drawn for table ${p.table}`,
};

const de: Catalogue = {
  notJson: () => 'ist nicht lesbar: keine Partie- oder Sicherungsdatei dieser App',
  notObject: () => 'muss ein Objekt { … } sein',
  notArray: () => 'muss eine Liste [ … ] sein',
  unknownKey: () =>
    'enthält etwas, das diese App nicht kennt (Datei einer neueren oder anderen App?)',
  missing: () => 'fehlt',
  notString: (p) => `muss Text sein, nicht ${p.value}`,
  notBoolean: (p) => `muss true oder false sein, nicht ${p.value}`,
  notWhole: (p) => `muss eine ganze Zahl sein, nicht ${p.value}`,
  notAtLeast: (p) => `${p.value} ist kleiner als ${p.min}`,
  notBetween: (p) => `${p.value} liegt nicht zwischen ${p.min} und ${p.max}`,
  notOneOf: (p) => `${p.value} ist keiner der Werte ${p.allowed}`,
  impossiblePoints: (p) => `${p.value} Augen kann es mit diesem Blatt nicht geben`,
  emptyName: () => 'jeder Spieler braucht einen Namen',
  duplicateName: (p) => `${p.name} sitzt doppelt am Tisch (Platz ${p.seat} hat denselben Namen)`,
  playerCount: (p) => `${p.variant} braucht ${p.min} bis ${p.max} Spieler, nicht ${p.count}`,
  noSuchSeat: (p) => `Platz ${p.value} gibt es nicht; die Plätze gehen von 0 bis ${p.max}`,
  notForVariant: (p) => `gehört nicht zu ${p.variant}`,
  dealerSitsOutNeedsFour: (p) => `der Geber kann nur zu viert aussetzen, nicht zu ${p.count}`,
  announceNeedsHandGame: (p) => `nur ein Handspiel kann ansagen, nicht ${p.contract}`,
  tooManyDoublings: (p) =>
    `${p.value} Doppelungen sind zu viele: hier höchstens ${p.max} (${p.maxDoublings} insgesamt, die des Handspiels mitgezählt)`,
  pointsBoth: (p) => `gib die Augen des Spielers oder der Gegner (${p.other}) an, nicht beide`,
  pointsMissing: (p) => `Augen fehlen: gib diese oder ${p.other} an`,
  pointsContradictTricks: (p) =>
    `${p.value} passt nicht zu ${p.tricks === 'none' ? 'einem Matsch' : p.tricks === 'all' ? 'allen Stichen beim Spieler' : 'den Stichen'}, das bedeutet ${p.expected}`,
  spatzImpossible: (p) =>
    `${p.side === 'declarer' ? 'der Spieler kann' : 'die Gegner können'} den Spatz nicht ${p.result === 'won' ? 'durchgebracht' : 'verloren'} haben: diese Seite hat keinen Stich`,
  declarerSitsOut: (p) => `Platz ${p.seat} gibt und setzt aus, kann also nicht spielen`,
  afterEnd: (p) =>
    `die Partie war nach Spiel ${Number(p.hand) + 1} schon zu Ende; danach darf kein Spiel folgen`,
  tooLarge: (p) => `ist zu groß (${p.size}); höchstens ${p.max}`,
  tooManyHands: (p) =>
    `enthält ${p.count} Spiele; ein Import nimmt höchstens ${p.max} (teil sie auf mehrere Sicherungen auf)`,
  numberTooLarge: (p) =>
    `${p.value} ist zu groß${p.max === undefined ? '' : `; höchstens ${p.max}`}`,
  tooLong: (p) => `ist ${p.length} Zeichen lang; höchstens ${p.max}`,
  controlCharacter: (p) => `darf kein Steuerzeichen enthalten (${p.char})`,
  bidiControl: (p) =>
    `darf kein Zeichen enthalten, das die Schreibrichtung umdreht (${p.char}): der Text daneben wäre rückwärts zu lesen`,
  tooDeep: (p) => `ist tiefer als ${p.max} Ebenen verschachtelt`,
  repeatedId: (p) => repeatedDe(p),
  badId: () => 'ist keine Kennung, die diese App vergeben hat (eine beschädigte Sicherung?)',
  badTime: () => 'ist keine Zeit, die diese App geschrieben hat (eine beschädigte Sicherung?)',
  badName: () => 'muss ein als Text eingegebener Name sein',
  badSessionDate: (p) => `${p.value} ist kein Kalenderdatum`,
  badPlace: () => 'muss ein als Text eingegebener Ort sein',
  badAmount: (p) => `${p.value} ist kein Geldbetrag über 0`,
  notNumber: (p) => `muss eine Zahl sein, nicht ${p.value}`,
  tooManyDecimals: (p) => `${p.value} hat mehr als ${p.max} Nachkommastellen`,
  notCalendarDate: (p) => `${p.value} ist kein Tag im Kalender (JJJJ-MM-TT, etwa 2026-11-30)`,
  notUtf8: () =>
    'ist kein UTF-8-Text (in einer anderen Kodierung gespeichert?); speichere die Datei als UTF-8 und versuch es noch einmal',
  nameTaken: (p) =>
    `${p.other} steht schon in der Spielerliste. Sind ${p.current} und ${p.other} dieselbe Person, dann führe die beiden zusammen`,
  storageFailed: (p) =>
    `konnte nicht gelesen werden (${p.detail}). Die Datei wurde nicht geprüft und nichts geändert; versuch es noch einmal oder starte die App neu`,
  sameGame: (p) =>
    p.keep === p.gone
      ? `${p.keep} kann nicht mit sich selbst zusammengeführt werden`
      : `${p.keep} und ${p.gone} saßen am selben Tisch: das sind zwei Personen, sie können nicht zusammengeführt werden`,
  allTricksOpen: () =>
    'alle Stiche angesagt: hat der Spieler alle Stiche gemacht? „Alle Stiche an den Spieler“ ankreuzen, oder die Augen eingeben (oder Matsch)',
  pointsNegative: () => 'Augen sind nie weniger als 0: ohne Minus eingeben',
  tooFewForTournament: (p) => `ein Turnier braucht mindestens 3 Spieler, nicht ${p.count}`,
  dobbmTableOfThree: (p) =>
    `${p.count} Spieler ergeben einen Dreiertisch, Dobbm braucht aber 4 oder 5 am Tisch: nimm einen Spieler dazu oder weg`,
  noSuchRound: (p) => `Runde ${p.round} gibt es in diesem Turnier nicht`,
  sheetArrived: (p) =>
    `Runde ${p.round} kann nicht neu ausgelost werden: ein Tisch hat seinen Zettel schon abgegeben`,
  sheetNotTournament: () => 'ist eine Partie, die zu keinem Turnier gehört',
  sheetOtherTournament: () => 'ist der Zettel eines anderen Turniers',
  sheetOtherRound: (p) => `ist ein Zettel der Runde ${p.round}, nicht dieser Runde`,
  sheetOldDraw: (p) =>
    `ist der Zettel von Tisch ${p.table} aus einer Auslosung, die neu gemacht wurde: der Tisch muss mit seinem neuen Code beginnen`,
  sheetOtherPlayers: (p) => `hat nicht die Spieler, die für Tisch ${p.table} ausgelost sind`,
};

/** Where two rows of an import share an id; positions count from 1, as the preview does. */
function repeatedEn(p: Params): string {
  const at = (hand: unknown, game: unknown) =>
    game === undefined ? `hand ${hand}` : `hand ${hand} of game ${game}`;
  switch (p.what) {
    case 'game':
      return `two games share the same id (games ${p.first} and ${p.second})`;
    case 'player':
      return `two players share the same id (roster entries ${p.first} and ${p.second})`;
    case 'session':
      return `two evenings share the same id (evenings ${p.first} and ${p.second})`;
    case 'sessionDiffers':
      return p.first === 0
        ? `game ${p.second} carries its evening with other details than the backup's list of evenings`
        : `games ${p.first} and ${p.second} carry the same evening with different details (date, place or stake): export the evening again in one backup`;
    default:
      return `two hands share the same id (${at(p.first, p.firstGame)} and ${at(p.second, p.secondGame)})`;
  }
}

function repeatedDe(p: Params): string {
  const at = (hand: unknown, game: unknown) =>
    game === undefined ? `Spiel ${hand}` : `Spiel ${hand} der Partie ${game}`;
  switch (p.what) {
    case 'game':
      return `zwei Partien haben dieselbe Kennung (Partie ${p.first} und ${p.second})`;
    case 'player':
      return `zwei Spieler haben dieselbe Kennung (Einträge ${p.first} und ${p.second} der Spielerliste)`;
    case 'session':
      return `zwei Abende haben dieselbe Kennung (Abend ${p.first} und ${p.second})`;
    case 'sessionDiffers':
      return p.first === 0
        ? `Partie ${p.second} bringt ihren Abend mit anderen Angaben mit als die Liste der Abende dieser Sicherung`
        : `Partie ${p.first} und ${p.second} bringen denselben Abend mit verschiedenen Angaben mit (Datum, Ort oder Einsatz): exportiere den Abend noch einmal als eine Sicherung`;
    default:
      return `zwei Spiele haben dieselbe Kennung (${at(p.first, p.firstGame)} und ${at(p.second, p.secondGame)})`;
  }
}

const catalogues: Record<Lang, Catalogue> = { en, de };

/** "hands[3].declarerPoints: 121 is not between 0 and 120" */
export function problemMessage(problem: Problem, lang: Lang = 'en'): string {
  return `${problem.path}: ${problemText(problem, lang)}`;
}

/** The message without the path, for showing next to the field it belongs to. */
export function problemText(problem: Problem, lang: Lang = 'en'): string {
  return catalogues[lang][problem.code](problem.params ?? {});
}
