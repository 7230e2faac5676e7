/** The statistics screen's choices as plain values: the period select, the variants. */
import type { Variant } from '../rules';
import type { PeriodChoice } from '../stats';
import type { StatsEvening } from '../stats/types';

/** The period select's values: `all`, `year`, `30d`, or `evening:<id>`. */
export type PeriodValue = 'all' | 'year' | '30d' | `evening:${string}`;

export function periodChoice(value: PeriodValue): PeriodChoice {
  if (value.startsWith('evening:')) return { kind: 'evening', evening: value.slice(8) };
  if (value === 'year' || value === '30d') return { kind: value };
  return { kind: 'all' };
}

const VARIANTS: Variant[] = ['bauerntarock', 'dobbm', 'bavarian'];

/** The variants stored games are of, in the app's order (the variant filter offers these). */
export function storedVariants(evenings: readonly StatsEvening[]): Variant[] {
  const seen = new Set<Variant>();
  for (const evening of evenings) for (const entry of evening.games) seen.add(entry.game.variant);
  return VARIANTS.filter((variant) => seen.has(variant));
}
