/**
 * Between rows and the rules engine: a game's rows become a rules `Game`, and
 * a changed game is checked by the engine's own reader before anything is
 * written (so the database only ever holds games the reader accepts).
 */
import { Dexie } from 'dexie';
import type { Game, Hand } from '../rules';
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
