/**
 * Between rows and the rules engine: a game's rows become a rules `Game`, and
 * a changed game is checked by the engine's own reader before anything is
 * written (so the database only ever holds games the reader accepts).
 */
import { Dexie } from 'dexie';
import { readGame, toGameFile, type Game, type Hand, type Problem } from '../rules';
import type { SpatzDatabase } from './database';
import type { GameRow, HandRow } from './types';

export interface GameRows {
  row: GameRow;
  hands: HandRow[];
}

/** The game and its hands in position order, or undefined when missing or deleted. */
export async function loadGameRows(
  db: SpatzDatabase,
  gameId: string,
  includeDeleted = false,
): Promise<GameRows | undefined> {
  const row = await db.games.get(gameId);
  if (!row || (row.deleted && !includeDeleted)) return undefined;
  const hands = await handsOf(db, gameId);
  return { row, hands };
}

export function handsOf(db: SpatzDatabase, gameId: string): Promise<HandRow[]> {
  return db.hands
    .where('[gameId+position]')
    .between([gameId, Dexie.minKey], [gameId, Dexie.maxKey])
    .toArray();
}

/** The rules `Game` of stored rows: the FORMAT.md file minus its id. */
export function toGame(row: GameRow, hands: readonly Hand[]): Game {
  return {
    variant: row.variant,
    players: [...row.players],
    firstDealer: row.firstDealer,
    houseRules: row.houseRules,
    hands: [...hands],
    ...(row.meta ? { meta: row.meta } : {}),
  };
}

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
