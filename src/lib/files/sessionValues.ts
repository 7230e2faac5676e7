/**
 * The limits of an evening's own values (date, stake per point, coin), shared
 * by the writes (rowInput.ts), the import (readValues.ts) and the new-game
 * form. Pure and without Dexie, so the form can load it.
 *
 * Money stays exact (RULES.md §1.7, "Money"; rules/money.ts counts in
 * millionths): a stake per point is more than 0 and at most 100 with at most
 * 4 decimals (0.0001 to 100), a coin 0.01 to 100 with at most 2 decimals. A
 * net of a million points at the highest stake is 10^8 in money, 10^14
 * millionths: far inside what a JavaScript number counts exactly.
 */
import { show } from '../rules/check';
import { CONTROL_CHARACTER, controlProblem } from '../rules/names';
import type { DbProblem } from './problems';

/** The local calendar day of `now` on this phone, "YYYY-MM-DD": an evening's date as remembered. */
export function localDay(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export type SessionProblem = Omit<DbProblem, 'path'>;

interface AmountLimit {
  min: number;
  max: number;
  decimals: number;
}

const AMOUNT_LIMITS = {
  stakePerPoint: { min: 0.0001, max: 100, decimals: 4 },
  coin: { min: 0.01, max: 100, decimals: 2 },
} as const satisfies Record<'stakePerPoint' | 'coin', AmountLimit>;

/** The problem with an evening's stake or coin, or undefined when it is within its limits. */
export function amountProblem(
  key: keyof typeof AMOUNT_LIMITS,
  value: unknown,
): SessionProblem | undefined {
  const { min, max, decimals } = AMOUNT_LIMITS[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { code: 'notNumber', params: { value: show(value) } };
  }
  if (value < min || value > max) {
    return { code: 'notBetween', params: { value: show(value), min, max } };
  }
  // Exact to the given decimals: 0.05 is, 0.055 is not (for a coin).
  if (Number(value.toFixed(decimals)) !== value) {
    return { code: 'tooManyDecimals', params: { value: show(value), max: decimals } };
  }
  return undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The problem with an evening's date ('YYYY-MM-DD', a day on the calendar), or undefined. */
export function dateProblem(value: unknown): SessionProblem | undefined {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    // Date.UTC rolls 2026-02-30 over to 2 March; a day on the calendar comes back unchanged.
    const date = new Date(Date.UTC(year, month - 1, day));
    date.setUTCFullYear(year);
    if (
      month >= 1 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    )
      return undefined;
  }
  return { code: 'notCalendarDate', params: { value: show(value) } };
}

/** The longest place an evening names, in characters (code points): a line, not a page. */
const MAX_PLACE_LENGTH = 100;

/** The problem with an evening's place (text, no control characters, at most 100), or undefined. */
export function placeProblem(value: unknown): SessionProblem | undefined {
  if (typeof value !== 'string') return { code: 'notString', params: { value: show(value) } };
  const control = CONTROL_CHARACTER.exec(value);
  if (control) return controlProblem(control[0]);
  const length = [...value.trim()].length;
  if (length > MAX_PLACE_LENGTH) {
    return { code: 'tooLong', params: { length, max: MAX_PLACE_LENGTH } };
  }
  return undefined;
}
