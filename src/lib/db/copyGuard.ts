/**
 * A received copy is someone else's sheet (FORMAT.md "Between phones"): until this phone
 * takes over keeping score, no write may change its hands or its end, so that a later
 * transfer from the scorekeeper can replace it without losing anything typed here.
 */
import { refuse } from './transact';
import { sheetOwner, type GameRow } from '../files/types';

/**
 * Refuses (rolls the write back) when `row` is a copy not taken over, or a game another
 * phone keeps score of now (until this phone takes it back).
 */
export function refuseCopy(row: GameRow): void {
  const owner = sheetOwner(row);
  if (owner) refuse({ kind: 'copy', from: owner.from, receivedAt: owner.receivedAt });
}
