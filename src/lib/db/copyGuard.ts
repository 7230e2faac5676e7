/**
 * A received copy is someone else's sheet (FORMAT.md "Between phones"): until this phone
 * takes over keeping score, no write may change its hands or its end, so that a later
 * transfer from the scorekeeper can replace it without losing anything typed here.
 */
import { refuse } from './transact';
import { isReadOnlyCopy, type GameRow } from './types';

/** Refuses (rolls the write back) when `row` is a copy not taken over. */
export function refuseCopy(row: GameRow): void {
  if (isReadOnlyCopy(row)) {
    refuse({ kind: 'copy', from: row.copy!.from, receivedAt: row.copy!.receivedAt });
  }
}
