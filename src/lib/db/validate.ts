/**
 * The rules engine's check before every write (apart from gameRows.ts so that
 * reading a game does not load the reader: the start screen only reads).
 */
import {
  evaluate,
  evaluateAfter,
  readGame,
  readGameHand,
  toGameFile,
  toHandFile,
  type Game,
  type GameResult,
  type Hand,
  type Problem,
} from '../rules';
import { toGame } from './gameRows';
import type { GameRow } from '../files/types';

type Checked = { ok: true; game: Game } | { ok: false; problems: Problem[] };

/** A hand of the wrong shape (not from the UI's types) cannot even be written out. */
const UNWRITABLE: Problem[] = [{ path: 'hands', code: 'notArray' }];

/**
 * Rebuilds the game file and reads it back with the rules engine. The game it
 * returns has the reader's defaults filled in, which is what gets stored. For
 * a game whose hands cannot be trusted (undo puts rows back; a new game);
 * a change of one stored game's hands needs only `validateChange`.
 */
export function validate(row: GameRow, hands: readonly Hand[]): Checked {
  let file: Record<string, unknown>;
  try {
    file = toGameFile(toGame(row, hands));
    file.hands = (file.hands as Record<string, unknown>[]).map(withoutUndefined);
  } catch {
    return { ok: false, problems: UNWRITABLE };
  }
  const read = readGame(file);
  return read.ok ? { ok: true, game: read.value } : { ok: false, problems: read.problems };
}

/**
 * The same answer as `validate(row, hands)`, provided every hand but
 * `hands[changed]` is a stored hand of this game, moved or not (the write
 * module stores only games the reader accepted, as the reader returned
 * them): only the changed hand is read, then the changed game is folded once
 * for what only its course shows (a hand after the end, a declarer who sits
 * out). `changed` undefined: nothing new (a delete), only the fold. Answers
 * the fold's result too, so the caller need not score the game again.
 */
export function validateChange(
  row: GameRow,
  hands: readonly Hand[],
  changed: number | undefined,
): { ok: true; game: Game; result: GameResult } | { ok: false; problems: Problem[] } {
  const list = [...hands];
  if (changed !== undefined) {
    let raw: Record<string, unknown>;
    try {
      raw = withoutUndefined(toHandFile(list[changed]!));
    } catch {
      return { ok: false, problems: UNWRITABLE };
    }
    const read = readGameHand(row, raw, changed);
    if (!read.ok) return read;
    list[changed] = read.value;
  }
  const game = toGame(row, list);
  const before = lastFold(row, game.hands);
  const { result, problems } = before ? evaluateAfter(game, before) : evaluate(game);
  if (problems.length > 0) return { ok: false, problems };
  keepFold(row, game.hands, result);
  return { ok: true, game, result };
}

/**
 * The last fold each game's check made, in memory only (nothing derived is stored): a hand
 * added to a long game then folds one hand more instead of all again (the rules engine's
 * `evaluateAfter`). It is used only when the game's head is the same and every hand it
 * folded is the very object at the same place now: the stored hands are frozen and shared
 * (gameRows.ts), so the same objects are the same facts; a game read anew (another tab,
 * undo) has other objects and is folded whole.
 */
const folds = new Map<string, { head: string; hands: readonly Hand[]; result: GameResult }>();
const GAMES_KEPT = 3;

const headOf = (row: GameRow): string =>
  JSON.stringify([row.variant, row.players, row.firstDealer, row.houseRules]);

function lastFold(row: GameRow, hands: readonly Hand[]): GameResult | undefined {
  const known = folds.get(row.id);
  if (!known || known.hands.length > hands.length || known.head !== headOf(row)) return undefined;
  for (let i = 0; i < known.hands.length; i++) if (known.hands[i] !== hands[i]) return undefined;
  return known.result;
}

function keepFold(row: GameRow, hands: readonly Hand[], result: GameResult): void {
  folds.delete(row.id);
  // A copy: the game handed out may be changed by its holder, the kept list never is.
  folds.set(row.id, { head: headOf(row), hands: hands.slice(), result });
  for (const oldest of folds.keys()) {
    if (folds.size <= GAMES_KEPT) break;
    folds.delete(oldest);
  }
}

/** A field left undefined means "not given" (the default), as a missing key in a file does. */
function withoutUndefined(hand: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(hand)) if (hand[key] === undefined) delete hand[key];
  return hand;
}
