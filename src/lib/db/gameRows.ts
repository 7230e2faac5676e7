/**
 * Between rows and the rules engine: a game's rows become a rules `Game`, and
 * a changed game is checked by the engine's own reader before anything is
 * written (so the database only ever holds games the reader accepts).
 */
import { Dexie } from 'dexie';
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
  const known = recall(db, row);
  if (known) return { row, hands: known };
  const hands = await handsOf(db, gameId);
  if (row.rev !== undefined) remember(db, gameId, row.rev, hands);
  return { row, hands };
}

/**
 * The hands this tab last read or wrote for a game, kept while the game row's
 * `rev` stays the same: every write that changes hands gives the game a new
 * random `rev` in the same transaction (undo and redo put back the row with
 * its old `rev` together with the hands of that moment), so an equal `rev`
 * means equal hands, also after another tab wrote. It spares re-reading a
 * long game's rows after every hand; it holds facts, never derived values.
 */
const recent = new WeakMap<SpatzDatabase, Map<string, { rev: string; hands: HandRow[] }>>();
const GAMES_KEPT = 3;

export function remember(db: SpatzDatabase, gameId: string, rev: string, hands: HandRow[]): void {
  let games = recent.get(db);
  if (!games) recent.set(db, (games = new Map()));
  games.delete(gameId);
  // A copy: the caller keeps (and may change) its own rows.
  games.set(gameId, { rev, hands: structuredClone(hands) });
  for (const oldest of games.keys()) {
    if (games.size <= GAMES_KEPT) break;
    games.delete(oldest);
  }
}

function recall(db: SpatzDatabase, row: GameRow): HandRow[] | undefined {
  if (row.rev === undefined) return undefined;
  const kept = recent.get(db)?.get(row.id);
  return kept && kept.rev === row.rev ? structuredClone(kept.hands) : undefined;
}

export function handsOf(db: SpatzDatabase, gameId: string): Promise<HandRow[]> {
  return db.hands
    .where('[gameId+position]')
    .between([gameId, Dexie.minKey], [gameId, Dexie.maxKey])
    .toArray();
}

export { toGame } from './plain';
