/**
 * The undo history kept to its last HISTORY_LIMIT steps, outside the writes that add to it:
 * a save only adds its step (history.ts `recordStep`), and the steps beyond the limit go in a
 * later transaction of their own when the browser has a quiet moment. Until then undo offers
 * only the newest HISTORY_LIMIT steps (historyCursor.ts), so a step waiting to be trimmed is
 * never offered, and trimming changes nothing that undo or redo can reach.
 */
import { whenIdle } from '../timing';
import { transact } from './transact';
import type { WriteResult } from '../files/types';

/** Steps kept; at least 20 (README "Undo/redo"). */
export const HISTORY_LIMIT = 50;

/** Steps this tab recorded since it last trimmed; none yet: the first step trims what a page before left. */
let sinceTrim: number | undefined;
/** At most this many steps beyond the limit pile up before the next trim. */
const TRIM_EVERY = 10;

/** Called with every recorded step: trims once the browser is idle, every TRIM_EVERY steps. */
export function trimLater(): void {
  if (sinceTrim !== undefined && ++sinceTrim < TRIM_EVERY) return;
  sinceTrim = 0;
  whenIdle(() => void trimHistory());
}

/** Deletes the steps older than the newest HISTORY_LIMIT; answers how many went. */
export function trimHistory(): Promise<WriteResult<number>> {
  // Safe: the count and the deletion share one transaction, and only steps beyond the newest
  // HISTORY_LIMIT go, which undo no longer offers (historyCursor.ts).
  return transact('history', async (db) => {
    const count = await db.history.count();
    if (count <= HISTORY_LIMIT) return 0;
    const oldest = await db.history
      .orderBy('seq')
      .limit(count - HISTORY_LIMIT)
      .primaryKeys();
    await db.history.bulkDelete(oldest);
    return oldest.length;
  });
}
