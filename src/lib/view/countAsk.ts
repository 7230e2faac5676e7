import { PACK_POINTS, type Side } from '../rules';

/**
 * Whether a counted pile leaves the declarer 0 card points in a variant that
 * knows Matsch (RULES.md §1.3: no trick for the declarer, the talon then goes
 * to the defenders): an empty declarer's pile, or all 120 in the defenders'.
 * The counter then asks whether it was a Matsch before it scores, since the
 * two score differently once `matschMultiplier` is set.
 */
export function countAsksMatsch(side: Side, points: number, tarockFields: boolean): boolean {
  if (!tarockFields) return false;
  return (side === 'declarer' ? points : PACK_POINTS - points) === 0;
}
