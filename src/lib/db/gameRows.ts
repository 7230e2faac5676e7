/**
 * A game's stored rows inside the write module: read with its hands (and kept
 * for the next write of the same revision), given a new revision, and stamped
 * with the `updatedAt` a write stores. Turning rows into a rules `Game` lives in
 * files/plain.ts; the check by the engine's reader in files/validate.ts.
 */
import { Dexie } from 'dexie';
import { currentDatabase, type SpatzDatabase } from './database';
import { GAMES_BY_CHANGE, HANDS_IN_ORDER } from './schema';
import { newId } from '../files/stableId';
import type { GameRow, GameRows, HandRow } from '../files/types';

export type { GameRows } from '../files/types';

/**
 * The game and its hands in position order, or undefined when missing or
 * deleted. The hand rows are frozen and may be shared: build new objects
 * instead of changing them.
 */
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
  if (row.rev === undefined) return { row, hands: Object.freeze(hands.map(freezeRow)) };
  return { row, hands: remember(db, gameId, row.rev, hands) };
}

/**
 * The hands this tab last read or wrote for a game, kept while the game row's
 * `rev` stays the same: every write that changes hands gives the game a new
 * random `rev` in the same transaction (undo and redo put back the row with
 * its old `rev` together with the hands of that moment), so an equal `rev`
 * means equal hands, also after another tab wrote. It spares re-reading a
 * long game's rows after every hand; it holds facts, never derived values.
 * The kept rows are frozen and handed out as they are: copying a long game's
 * rows twice on every save was much of its cost (bench (c)).
 */
const recent = new WeakMap<
  SpatzDatabase,
  Map<string, { rev: string; hands: readonly HandRow[] }>
>();
const GAMES_KEPT = 3;

/**
 * Keeps `hands` as the hands of `rev` and answers them frozen: the list, the
 * rows and their hands (shallowly; a hand's `spatz` and `meta` are never changed in
 * place either), so a caller that tried to change one would throw instead of
 * changing what later reads get. Rows frozen already are kept as they are.
 */
export function remember(
  db: SpatzDatabase,
  gameId: string,
  rev: string,
  hands: readonly HandRow[],
): readonly HandRow[] {
  const frozen = Object.freeze(hands.map(freezeRow));
  let games = recent.get(db);
  if (!games) recent.set(db, (games = new Map()));
  games.delete(gameId);
  games.set(gameId, { rev, hands: frozen });
  for (const oldest of games.keys()) {
    if (games.size <= GAMES_KEPT) break;
    games.delete(oldest);
  }
  return frozen;
}

/**
 * Keeps hand rows read before the database code loaded (the cold start's
 * plain read, src/lib/state/coldStart.ts) as the hands of their game's
 * `rev`, so the first live read of the game reads only its row again.
 */
export function keepHands(row: GameRow, hands: readonly HandRow[]): void {
  if (row.rev !== undefined && !row.deleted) remember(currentDatabase(), row.id, row.rev, hands);
}

/** The row as written with new hands: a new `rev` (see `remember`). */
export function withNewRev(row: GameRow): GameRow {
  return { ...row, rev: newId() };
}

function recall(db: SpatzDatabase, row: GameRow): readonly HandRow[] | undefined {
  if (row.rev === undefined) return undefined;
  const kept = recent.get(db)?.get(row.id);
  return kept && kept.rev === row.rev ? kept.hands : undefined;
}

function freezeRow(row: HandRow): HandRow {
  if (Object.isFrozen(row)) return row;
  Object.freeze(row.hand);
  return Object.freeze(row);
}

export function handsOf(db: SpatzDatabase, gameId: string): Promise<HandRow[]> {
  return db.hands
    .where(HANDS_IN_ORDER)
    .between([gameId, Dexie.minKey], [gameId, Dexie.maxKey])
    .toArray();
}

/**
 * `updatedAt` for a game written now: after every stored game's, even when the
 * clock was set back, so that "resume" (ordered by `updatedAt`) never offers an
 * older game than the one just played on this device. One read of the index's end.
 */
export async function nextUpdatedAt(db: SpatzDatabase, now: number): Promise<number> {
  return stampAfter(await latestGameStamp(db), now);
}

/** The newest `updatedAt` of the stored games (a read a write can issue beside its others). */
export async function latestGameStamp(db: SpatzDatabase): Promise<unknown> {
  const [latest] = await db.games.orderBy(GAMES_BY_CHANGE).reverse().limit(1).keys();
  return latest;
}

/** `now`, or just after `latest` when the clock says earlier (see nextUpdatedAt). */
export function stampAfter(latest: unknown, now: number): number {
  return typeof latest === 'number' && latest >= now ? latest + 1 : now;
}
