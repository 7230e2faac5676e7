import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoment,
  formatMoney,
  formatPoints,
  isolate,
  sentenceParts,
} from '../../../src/lib/view/format';

describe('numbers as the table reads them', () => {
  it('points: whole plain, split shares to 2 decimals, a real minus sign', () => {
    expect(formatPoints(242, 'de', { signed: true })).toBe('+242');
    expect(formatPoints(-109, 'en', { signed: true })).toBe('−109');
    expect(formatPoints(31 / 3, 'de')).toBe('10,33');
    expect(formatPoints(0, 'en', { signed: true })).toBe('0');
    expect(formatPoints(-4, 'en')).toBe('−4');
    expect(formatPoints(12.5, 'en', { signed: true })).toBe('+12.5');
  });

  it('points: what rounds to zero has no sign (float sums leave −0.000001)', () => {
    expect(formatPoints(-1e-9, 'de')).toBe('0');
    expect(formatPoints(-0, 'en')).toBe('0');
    expect(formatPoints(-1e-9, 'en', { signed: true })).toBe('0');
    expect(formatPoints(1e-9, 'en', { signed: true })).toBe('0');
  });

  it('points: grouped by thousands as de-AT and en-GB write them', () => {
    expect(formatPoints(12345, 'de')).toBe('12\u00a0345');
    expect(formatPoints(-1234567, 'en', { signed: true })).toBe('−1,234,567');
    expect(formatPoints(1000, 'en', { signed: true })).toBe('+1,000');
    expect(formatPoints(999, 'de')).toBe('999');
    expect(formatPoints(-2500 / 3, 'de')).toBe('−833,33');
  });

  /**
   * `write` against Intl's own text in each language, signed and not: Intl's hyphen as a
   * real minus, and none before what rounds to zero.
   */
  function sameAsIntl(
    values: readonly number[],
    options: Intl.NumberFormatOptions,
    write: (value: number, lang: 'de' | 'en', signed: boolean) => string,
  ) {
    for (const [lang, locale] of [
      ['de', 'de-AT'],
      ['en', 'en-GB'],
    ] as const) {
      for (const signed of [false, true]) {
        const intl = new Intl.NumberFormat(locale, {
          ...options,
          signDisplay: signed ? 'exceptZero' : 'auto',
        });
        for (const value of values) {
          const text = intl.format(value);
          const expected = text.replace('-', /[1-9]/.test(text) ? '\u2212' : '');
          expect(write(value, lang, signed), `${lang} ${value}`).toBe(expected);
        }
      }
    }
  }

  it('points: written by hand, the same as Intl writes them (a real minus sign for its hyphen)', () => {
    const values = [0, 1, -1, 7, 999, 1000, -1001, 123456, -9876543, 0.5, -0.25, 10 / 3, -20 / 3];
    for (let n = -3000; n <= 3000; n += 37) values.push(n, n / 3, n / 4, n / 5);
    sameAsIntl(values, { maximumFractionDigits: 2 }, (value, lang, signed) =>
      formatPoints(value, lang, { signed }),
    );
  });

  it('money: cents written by hand, the same as Intl writes them (a real minus sign)', () => {
    const values = [0, -0, 0.004, -0.004, 0.005, -0.005, 1.005, 2.675, -1.015, 1234.5, -9876543.21];
    values.push(0.1 + 0.2, 1e15 / 7, 123456789012.345, 1e-7, -2.5e-8);
    for (let n = -300_000; n <= 300_000; n += 3_701) values.push(n / 100, n / 1e4, n / 7, n * 31);
    sameAsIntl(values, { style: 'currency', currency: 'EUR' }, (value, lang, signed) =>
      formatMoney(value, lang, { signed }),
    );
  });

  it('money: cents for amounts, a finer stake keeps its digits', () => {
    expect(formatMoney(-5.4, 'en', { signed: true })).toBe('−€5.40');
    expect(formatMoney(0.005, 'en', { exact: true })).toBe('€0.005');
    expect(formatMoney(0.05, 'en', { exact: true })).toBe('€0.05');
    expect(formatMoney(0.05, 'en', { signed: true })).toBe('+€0.05');
    expect(formatMoney(-0.001, 'en')).toBe('€0.00');
  });

  it('dates: the evening’s day, whatever the time zone', () => {
    expect(formatDate('2026-11-30', 'en')).toBe('30 Nov 2026');
    expect(formatDate('not a date', 'de')).toBe('not a date');
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
  });

  it('dates: the weekday form of the start screen', () => {
    expect(formatDate('2026-11-30', 'en', { weekday: true })).toBe('Mon, 30 Nov 2026');
    expect(formatDate('2026-11-30', 'de', { weekday: true })).toBe('Mo., 30. Nov. 2026');
  });

  it('moments: the day and the time, or the day alone', () => {
    const time = new Date(2026, 10, 30, 21, 15).getTime();
    expect(formatMoment(time, 'de')).toBe('30.11.2026, 21:15');
    expect(formatMoment(time, 'en', { dayOnly: true })).toBe('30 Nov 2026');
  });
});

describe('a sentence cut at its names', () => {
  it('gives each isolated name as a part of its own, the words around it as they are', () => {
    const sentence = `Gleichstand: ${isolate('Bartholomäus-Maximilian')}, ${isolate('Anna')} teilen`;
    expect(sentenceParts(sentence)).toEqual([
      { text: 'Gleichstand: ', isolated: false },
      { text: 'Bartholomäus-Maximilian', isolated: true },
      { text: ', ', isolated: false },
      { text: 'Anna', isolated: true },
      { text: ' teilen', isolated: false },
    ]);
  });

  it('keeps a sentence without names whole, and an empty name as a name', () => {
    expect(sentenceParts('Spiel 1 gespeichert')).toEqual([
      { text: 'Spiel 1 gespeichert', isolated: false },
    ]);
    expect(sentenceParts(isolate(''))).toEqual([{ text: '', isolated: true }]);
  });
});
