import type { Problem, ProblemCode } from '../rules/types';

export type Lang = 'de' | 'en';
type Params = NonNullable<Problem['params']>;
type Catalogue = Record<ProblemCode, (p: Params) => string>;

const en: Catalogue = {
  notJson: (p) => `is not a JSON file (${p.detail ?? 'cannot be read'})`,
  notObject: () => 'must be an object { … }',
  notArray: () => 'must be a list [ … ]',
  unknownKey: (p) => `is not a known field; allowed here: ${p.allowed}`,
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
    `${p.value} does not fit declarerTricks "${p.tricks}", which means ${p.expected}`,
  spatzImpossible: (p) =>
    `the ${p.side} cannot have ${p.result === 'won' ? 'won' : 'lost'} the Spatz: with declarerTricks "${p.tricks}" that side took no trick`,
  declarerSitsOut: (p) => `seat ${p.seat} deals this hand and sits it out, so cannot declare`,
  afterEnd: (p) => `the game already ended after hands[${p.hand}]; no hand may follow`,
  tooLarge: (p) => `is too large (${p.size}); at most ${p.max}`,
  notUtf8: () => 'is not a UTF-8 text file',
  numberTooLarge: (p) =>
    `${p.value} is too large${p.max === undefined ? '' : `; at most ${p.max}`}`,
  tooLong: (p) => `is ${p.length} characters long; at most ${p.max}`,
  controlCharacter: (p) => `must not hold a control character (${p.char})`,
  tooDeep: (p) => `is nested more than ${p.max} levels deep`,
};

const de: Catalogue = {
  notJson: (p) => `ist keine JSON-Datei (${p.detail ?? 'nicht lesbar'})`,
  notObject: () => 'muss ein Objekt { … } sein',
  notArray: () => 'muss eine Liste [ … ] sein',
  unknownKey: (p) => `ist kein bekanntes Feld; erlaubt sind hier: ${p.allowed}`,
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
  pointsBoth: (p) => `die Augen des Spielers oder der Gegner (${p.other}) angeben, nicht beide`,
  pointsMissing: (p) => `Augen fehlen: diese oder ${p.other} angeben`,
  pointsContradictTricks: (p) =>
    `${p.value} passt nicht zu declarerTricks „${p.tricks}“, das bedeutet ${p.expected}`,
  spatzImpossible: (p) =>
    `${p.side === 'declarer' ? 'der Spieler' : 'die Gegner'} können den Spatz nicht ${p.result === 'won' ? 'durchgebracht' : 'verloren'} haben: bei declarerTricks „${p.tricks}“ hat diese Seite keinen Stich`,
  declarerSitsOut: (p) => `Platz ${p.seat} gibt und setzt aus, kann also nicht spielen`,
  afterEnd: (p) =>
    `die Partie war nach hands[${p.hand}] schon zu Ende; danach darf kein Spiel folgen`,
  tooLarge: (p) => `ist zu groß (${p.size}); höchstens ${p.max}`,
  notUtf8: () => 'ist keine UTF-8-Textdatei',
  numberTooLarge: (p) =>
    `${p.value} ist zu groß${p.max === undefined ? '' : `; höchstens ${p.max}`}`,
  tooLong: (p) => `ist ${p.length} Zeichen lang; höchstens ${p.max}`,
  controlCharacter: (p) => `darf kein Steuerzeichen enthalten (${p.char})`,
  tooDeep: (p) => `ist tiefer als ${p.max} Ebenen verschachtelt`,
};

const catalogues: Record<Lang, Catalogue> = { en, de };

/** "hands[3].declarerPoints: 121 is not between 0 and 120" */
export function problemMessage(problem: Problem, lang: Lang = 'en'): string {
  return `${problem.path}: ${problemText(problem, lang)}`;
}

/** The message without the path, for showing next to the field it belongs to. */
export function problemText(problem: Problem, lang: Lang = 'en'): string {
  return catalogues[lang][problem.code](problem.params ?? {});
}
