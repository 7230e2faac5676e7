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
import { toGame } from './plain';
import type { GameRow } from './types';

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
 * the fold's result too, so the caller need not score the game again. `before`: the
 * result of the hands before the change, when the change only adds hands after them;
 * the fold then goes on from it (the rules engine's `evaluateAfter`).
 */
export function validateChange(
  row: GameRow,
  hands: readonly Hand[],
  changed: number | undefined,
  before?: GameResult,
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
  const { result, problems } = before ? evaluateAfter(game, before) : evaluate(game);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, game, result };
}

/** A field left undefined means "not given" (the default), as a missing key in a file does. */
function withoutUndefined(hand: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(hand)) if (hand[key] === undefined) delete hand[key];
  return hand;
}
