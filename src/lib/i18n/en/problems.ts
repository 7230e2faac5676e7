/**
 * The English problem texts (see ../problems.ts). Not in the first load: the English pack
 * (./index.ts) brings them in when English is the language, and the scoring command and the
 * tests import them directly (./problemsAll.ts).
 */
import type { Catalogue, Params } from '../problems';

export const problems: Catalogue = {
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
  repeatedId: (p) => repeated(p),
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
  sheetOtherPlayers: (p) =>
    `does not name the players drawn for table ${p.table} (${p.names}): nothing taken`,
  sheetNoTable: (p) => `names table ${p.table}, which round ${p.round} does not have`,
  sheetDeleted: (p) =>
    `is the sheet of table ${p.table}, deleted: the desk keeps the sheet it holds`,
  sheetTooManyHands: (p) =>
    `has ${p.hands} hands, but the round at table ${p.table} has only ${p.limit}: delete the hands after them at the table and show the sheet again`,
  tournamentPlayerTwice: (p) => `names ${p.value} twice with the same id`,
  tournamentGameTwice: (p) => `gives two tables of round ${p.round} the same game`,
  tournamentSeatedTwice: (p) => `seats ${p.value} at two tables in round ${p.round}`,
  tournamentRoundTwice: (p) => `draws round ${p.round} twice`,
  tournamentRoundOutside: (p) =>
    `draws round ${p.round}, but the tournament has only ${p.rounds} rounds`,
  notSharedTournament: () => 'is not a tournament as the club shares one',
};

/** Where two rows of an import share an id; positions count from 1, as the preview does. */
function repeated(p: Params): string {
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
