/**
 * The undo/redo history: each undoable write stores the rows it changed
 * (before and after) in its own transaction, so the history survives a reload
 * and can never disagree with the data.
 */
import type { Table } from 'dexie';
import type { SpatzDatabase } from './database';
import { refuseCopy } from './copyGuard';
import { validate } from '../files/validate';
import { invalid } from './transact';
import { HISTORY_LIMIT, trimLater } from './historyTrim';
import type {
  DataRow,
  GameRow,
  HandRow,
  HistoryAction,
  HistoryRow,
  HistoryStep,
  RowChange,
} from '../files/types';

export { HISTORY_LIMIT };

/** Tables an undo or redo may touch. */
export const HISTORY_TABLES = [
  'players',
  'sessions',
  'games',
  'hands',
  'tournaments',
  'history',
] as const;

/**
 * Stores a new step; a new change drops the steps that were undone (no branching history).
 * `undone`: their keys, read by `undoneSteps` earlier in the same transaction. Without them
 * they are found and deleted here, and Dexie then holds back every later request of the
 * transaction (it locks it for a delete by an index) until that read has answered.
 */
export async function recordStep(
  db: SpatzDatabase,
  step: { action: HistoryAction; gameId?: string; index?: number },
  changes: RowChange[],
  now: number,
  undone?: readonly number[],
): Promise<void> {
  if (changes.length === 0) return;
  const row: HistoryRow = { ...step, changes, undone: 0, createdAt: now };
  // Issued together (IndexedDB runs them in order): the undone steps go, the new one comes.
  // Nothing is counted or trimmed here: the steps beyond HISTORY_LIMIT go later, in a
  // transaction of their own (historyTrim.ts), so a long history costs a save nothing.
  await Promise.all([dropUndone(db, undone), db.history.add(row)]);
  trimLater();
}

function dropUndone(db: SpatzDatabase, undone?: readonly number[]): Promise<unknown> | undefined {
  if (!undone) return db.history.where('undone').equals(1).delete();
  return undone.length > 0 ? db.history.bulkDelete([...undone]) : undefined;
}

/** The keys of the steps that were undone (a new step drops them): one read of the index. */
export function undoneSteps(db: SpatzDatabase): Promise<number[]> {
  return db.history.where('undone').equals(1).primaryKeys();
}

/**
 * Puts every changed row back as it was (`direction` 'undo') or as the step
 * left it ('redo'), checks each game it touched with the rules engine, and
 * flips the step. Nothing else writes these rows between steps but a take-over or a
 * take-back, which change only whose sheet a game is (withOwnerNow), so the result is
 * exactly an earlier (or later) state of the data with each game's keeper as it is now.
 */
export async function applyStep(
  db: SpatzDatabase,
  step: HistoryRow,
  direction: 'undo' | 'redo',
): Promise<HistoryStep> {
  const changes = direction === 'undo' ? [...step.changes].reverse() : step.changes;
  const games = new Set<string>();
  for (const change of changes) {
    const store = db[change.table] as unknown as Table<DataRow, string>;
    const row = direction === 'undo' ? change.before : change.after;
    if (row && change.table === 'games') await store.put(await withOwnerNow(db, change, row));
    else if (row) await store.put(row);
    else await store.delete(change.id);
    if (change.table === 'games') games.add(change.id);
    if (change.table === 'hands') games.add(((change.before ?? change.after) as HandRow).gameId);
  }
  for (const gameId of games) await checkGame(db, gameId, step.action);
  await db.history.update(step.seq!, { undone: direction === 'undo' ? 1 : 0 });
  return {
    label: step.action,
    ...(step.gameId !== undefined ? { gameId: step.gameId } : {}),
    ...(step.index !== undefined ? { index: step.index } : {}),
  };
}

/**
 * `row` with whose sheet it is as stored now, unless its step itself changed that (a
 * tournament sheet received, sheetWrites.ts): a take-over or take-back (writes.ts) is no
 * step, so no other step's undo or redo may put back a copy or an `elsewhere` it ended
 * (FORMAT.md "Between phones"). Every write that brings a sheet from another phone
 * otherwise ends the history (receiveWrites.ts), so these are the only changes a step
 * can be older than.
 */
async function withOwnerNow(db: SpatzDatabase, change: RowChange, row: DataRow): Promise<DataRow> {
  const before = change.before as GameRow | undefined;
  const after = change.after as GameRow | undefined;
  if (!before || !after || keeperOf(before) !== keeperOf(after)) return row;
  const now = await db.games.get(change.id);
  if (!now) return row;
  const { copy: _copy, elsewhere: _elsewhere, ...facts } = row as GameRow;
  return {
    ...facts,
    ...(now.copy ? { copy: now.copy } : {}),
    ...(now.elsewhere ? { elsewhere: now.elsewhere } : {}),
  };
}

/** Whose sheet a game row is, comparable: its copy and `elsewhere` marks. */
const keeperOf = (row: GameRow): string =>
  JSON.stringify([row.copy ?? null, row.elsewhere ?? null]);

/** The steps that may change a received copy's row: none of them touches its hands. */
const COPY_MAY_TAKE: ReadonlySet<HistoryAction> = new Set([
  'deleteGame',
  'renamePlayer',
  'mergePlayers',
  // A tournament sheet is stored as a copy (tournamentWrites.ts); its own step may take it back.
  'receiveSheet',
]);

async function checkGame(db: SpatzDatabase, gameId: string, action: HistoryAction): Promise<void> {
  const row: GameRow | undefined = await db.games.get(gameId);
  if (!row) return;
  // A received copy's sheet is not this phone's to change (copyGuard.ts); deleting it is,
  // and so are the names of its seats (a rename or merge of the roster, rosterWrites.ts).
  if (!COPY_MAY_TAKE.has(action)) refuseCopy(row);
  const hands = await db.hands.where('gameId').equals(gameId).sortBy('position');
  const checked = validate(
    row,
    hands.map((h) => h.hand),
  );
  if (!checked.ok) invalid(checked.problems);
}
