/**
 * The rules engine's check before every write (apart from gameRows.ts so that
 * reading a game does not load the reader: the start screen only reads).
 */
import { readGame, toGameFile, type Game, type Hand, type Problem } from '../rules';
import { toGame } from './gameRows';
import type { GameRow } from './types';

/**
 * Rebuilds the game file and reads it back with the rules engine. The game it
 * returns has the reader's defaults filled in, which is what gets stored.
 */
export function validate(
  row: GameRow,
  hands: readonly Hand[],
): { ok: true; game: Game } | { ok: false; problems: Problem[] } {
  let file: Record<string, unknown>;
  try {
    file = toGameFile(toGame(row, hands));
    // A field left undefined means "not given" (the default), as a missing key in a file does.
    for (const hand of file.hands as Record<string, unknown>[]) {
      for (const key of Object.keys(hand)) if (hand[key] === undefined) delete hand[key];
    }
  } catch {
    // A hand of the wrong shape (not from the UI's types) cannot even be written out.
    return { ok: false, problems: [{ path: 'hands', code: 'notArray' }] };
  }
  const read = readGame(file);
  return read.ok ? { ok: true, game: read.value } : { ok: false, problems: read.problems };
}
