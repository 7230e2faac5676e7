import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPoints } from '../../../src/lib/state/numbers';

describe('numbers as the table reads them', () => {
  it('points: whole plain, split shares to 2 decimals, a real minus sign', () => {
    expect(formatPoints(242, 'de', true)).toBe('+242');
    expect(formatPoints(-109, 'en', true)).toBe('−109');
    expect(formatPoints(31 / 3, 'de')).toBe('10,33');
    expect(formatPoints(0, 'en', true)).toBe('0');
  });

  it('money: cents for amounts, a finer stake keeps its digits', () => {
    expect(formatMoney(-5.4, 'en', true)).toBe('−€5.40');
    expect(formatMoney(0.005, 'en', false, true)).toBe('€0.005');
    expect(formatMoney(0.05, 'en', false, true)).toBe('€0.05');
  });

  it('dates: the evening’s day, whatever the time zone', () => {
    expect(formatDate('2026-11-30', 'en')).toBe('30 Nov 2026');
    expect(formatDate('not a date', 'de')).toBe('not a date');
  });
});
