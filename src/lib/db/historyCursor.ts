/** Where undo and redo stand: reads of the history, apart from its writes (history.ts). */
import type { SpatzDatabase } from './database';
import { HISTORY_LIMIT } from './historyTrim';
import type { HistoryRow } from '../files/types';

/**
 * The step undo would revert: the newest one not undone, if it is among the newest
 * HISTORY_LIMIT steps (older ones wait to be trimmed, historyTrim.ts, and are not offered).
 */
export async function lastDone(db: SpatzDatabase): Promise<HistoryRow | undefined> {
  const step = await db.history.where('undone').equals(0).last();
  if (step?.seq === undefined) return undefined;
  const fromIt = await db.history.where('seq').aboveOrEqual(step.seq).count();
  return fromIt <= HISTORY_LIMIT ? step : undefined;
}

/** The step redo would repeat: the oldest one undone. */
export async function firstUndone(db: SpatzDatabase): Promise<HistoryRow | undefined> {
  return db.history.where('undone').equals(1).first();
}
