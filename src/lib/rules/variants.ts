import { bauerntarock } from './bauerntarock';
import { bavarian } from './bavarian';
import { dobbm } from './dobbm';
import { ownDoublings } from './tarockScore';
import type { Contract, HouseRules, Variant } from './types';
import type { VariantRules } from './variant';

export const VARIANT_RULES: Readonly<Record<Variant, VariantRules>> = {
  bauerntarock,
  dobbm,
  bavarian,
};

/**
 * The most spritzen/Resi calls a hand of `contract` may carry (RULES.md §1.2,
 * FORMAT.md `doublings`): `maxDoublings` counts the hand game's own doubling.
 * 0 for a variant without calls (Bavarian).
 */
export function maxCalls(
  variant: Variant,
  contract: Contract,
  rules: Pick<HouseRules, 'handGameDoubles' | 'maxDoublings'>,
): number {
  const rulesOf = VARIANT_RULES[variant];
  if (!rulesOf.tarockFields) return 0;
  return Math.max(0, rules.maxDoublings - ownDoublings(rulesOf, contract, rules));
}
