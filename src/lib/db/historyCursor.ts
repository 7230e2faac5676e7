/** Where undo and redo stand: reads of the history, apart from its writes (history.ts). */
import type { SpatzDatabase } from './database';
import type { HistoryRow } from './types';

/** The step undo would revert: the newest one not undone. */
export async function lastDone(db: SpatzDatabase): Promise<HistoryRow | undefined> {
  return db.history.where('undone').equals(0).last();
}

/** The step redo would repeat: the oldest one undone. */
export async function firstUndone(db: SpatzDatabase): Promise<HistoryRow | undefined> {
  return db.history.where('undone').equals(1).first();
}
