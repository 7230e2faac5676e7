import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/lib/view/format';

/** What the browser's own calendar writes (CLDR through ICU): the hand-written days must match it. */
function byIntl(date: string, locale: string, weekday: boolean): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions = weekday
    ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }
    : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** Every day of a common and of a leap year: each month and each weekday many times over. */
function days(year: number): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

describe('a calendar day, written without Intl', () => {
  const all = [...days(2026), ...days(2028)];
  for (const [lang, locale] of [
    ['de', 'de-AT'],
    ['en', 'en-GB'],
  ] as const) {
    it(`${lang}: every day of 2026 and 2028 as ${locale} writes it, with and without the weekday`, () => {
      expect(all).toHaveLength(365 + 366);
      for (const date of all) {
        expect(formatDate(date, lang)).toBe(byIntl(date, locale, false));
        expect(formatDate(date, lang, { weekday: true })).toBe(byIntl(date, locale, true));
      }
    });
  }

  it('says a few days in words a reader checks at a glance', () => {
    expect(formatDate('2026-01-05', 'de')).toBe('05.01.2026');
    expect(formatDate('2026-01-05', 'de', { weekday: true })).toBe('Mo., 5. Jän. 2026');
    expect(formatDate('2026-09-01', 'en', { weekday: true })).toBe('Tue, 1 Sept 2026');
    expect(formatDate('2028-02-29', 'en')).toBe('29 Feb 2028');
  });
});
