import type { Variant } from '../rules';
import type { StatsEvening, StatsGame } from './types';

/** What the table chooses to look at: one evening, the last 30 days, this year, all, or a range. */
export type PeriodChoice =
  | { kind: 'evening'; evening: string }
  | { kind: '30d' }
  | { kind: 'year' }
  | { kind: 'all' }
  | { kind: 'range'; from: string; to: string };

/** A period as dates (YYYY-MM-DD, both ends included) or as one evening's id. */
export interface Period {
  evening?: string;
  from?: string;
  to?: string;
}

/** Every variant, or one. */
export type VariantChoice = Variant | 'all';

const DAY = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function dayMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

/**
 * The period of a choice, `today` given by the caller (YYYY-MM-DD, the
 * table's own calendar day). "Last 30 days" is today and the 29 days before
 * it; "this year" is today's calendar year. A range is taken as given, its
 * ends swapped when they come the wrong way round.
 */
export function periodOf(choice: PeriodChoice, today: string): Period {
  switch (choice.kind) {
    case 'evening':
      return { evening: choice.evening };
    case '30d':
      return { from: isoDate(dayMs(today) - 29 * DAY), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'all':
      return {};
    case 'range':
      return choice.from <= choice.to
        ? { from: choice.from, to: choice.to }
        : { from: choice.to, to: choice.from };
  }
}

/** Whether an evening lies in the period (YYYY-MM-DD strings compare as dates). */
export function inPeriod(evening: Pick<StatsEvening, 'id' | 'date'>, period: Period): boolean {
  if (period.evening !== undefined) return evening.id === period.evening;
  if (period.from !== undefined && evening.date < period.from) return false;
  if (period.to !== undefined && evening.date > period.to) return false;
  return true;
}

export function ofVariant(game: StatsGame, variant: VariantChoice): boolean {
  return variant === 'all' || game.game.variant === variant;
}

/** Evenings in time order: by date, then id, so that equal dates keep one order. */
export function byDate<T extends Pick<StatsEvening, 'id' | 'date'>>(a: T, b: T): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
