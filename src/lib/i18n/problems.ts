import type { DbProblem, DbProblemCode } from '../files/problems';

export type Lang = 'de' | 'en';
export type Params = NonNullable<DbProblem['params']>;
/** A text for every code: a game file's (the rules') and the app's own rows' (db). */
export type Catalogue = Record<DbProblemCode, (p: Params) => string>;

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
  sheetOtherPlayers: (p) =>
    `nennt nicht die Spieler, die für Tisch ${p.table} ausgelost sind (${p.names}): nichts übernommen`,
  sheetNoTable: (p) => `nennt Tisch ${p.table}, den es in Runde ${p.round} nicht gibt`,
  sheetDeleted: (p) =>
    `ist der Zettel von Tisch ${p.table}, gelöscht: der Turniertisch behält den Zettel, den er hat`,
  sheetTooManyHands: (p) =>
    `hat ${p.hands} Spiele, die Runde hat an Tisch ${p.table} aber nur ${p.limit}: am Tisch die Spiele danach löschen und den Zettel noch einmal zeigen`,
  tournamentPlayerTwice: (p) => `nennt ${p.value} zweimal mit derselben Kennung`,
  tournamentGameTwice: (p) => `gibt in Runde ${p.round} zwei Tischen dieselbe Partie`,
  tournamentSeatedTwice: (p) => `setzt ${p.value} in Runde ${p.round} an zwei Tische`,
  tournamentRoundTwice: (p) => `lost Runde ${p.round} zweimal aus`,
  tournamentRoundOutside: (p) =>
    `lost Runde ${p.round} aus, das Turnier hat aber nur ${p.rounds} Runden`,
  notSharedTournament: () => 'ist kein Turnier, wie es im Verein geteilt wird',
};

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

/*
 * German comes with the app, as its pack does; the English texts arrive with the English pack
 * (en/index.ts calls addProblemTexts), so the first load carries one language only.
 */
const catalogues: Partial<Record<Lang, Catalogue>> = { de };

/** Makes a language's problem texts known (the English pack, the command, the tests). */
export function addProblemTexts(lang: Lang, catalogue: Catalogue): void {
  catalogues[lang] = catalogue;
}

/** "hands[3].declarerPoints: 121 is not between 0 and 120" */
export function problemMessage(problem: DbProblem, lang: Lang = 'en'): string {
  return `${problem.path}: ${problemText(problem, lang)}`;
}

/** The message without the path, for showing next to the field it belongs to. */
export function problemText(problem: DbProblem, lang: Lang = 'en'): string {
  // Until the English pack is in (it loads before any English screen shows), German.
  const catalogue = catalogues[lang] ?? catalogues.de!;
  return catalogue[problem.code](problem.params ?? {});
}
