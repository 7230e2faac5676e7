/**
 * Money at the table (RULES.md §1.7, Money): example 02 played at 5 cents a point, paid in
 * 10-cent coins, then a Bavarian game the same evening (−45, +120, −75). Every amount worked
 * out by hand in the comments; the screens show these views (Settlement.svelte,
 * EveningSheet.svelte), tests/e2e/settle-money.test.ts that they do.
 */
import { describe, expect, it } from 'vitest';
import { format } from '../../../src/lib/i18n/index.svelte';
import { messages as de } from '../../../src/lib/i18n/de/all';
import { moneyView } from '../../../src/lib/view/moneyView';
import { remainderText, termsText } from '../../../src/lib/view/shareText';
import { plain } from '../plainText';

const players = ['Anna', 'Bert', 'Chris'];
const terms = { stakePerPoint: 0.05, coin: 0.1 };
const tr = (key: keyof typeof de, params?: Record<string, string | number>) =>
  format(de[key], params);
/** Intl writes "€ 0,05" with a no-break space: compared with plain spaces. */
const words = (text: string) => plain(text).replace(/\u00a0/g, ' ');

describe('one game: 242, −109, −133 at € 0,05 a point, € 0,10 coins', () => {
  const money = moneyView([242, -109, -133], terms)!;

  it('pays in whole coins, summing to 0; the two half coins go opposite ways', () => {
    // 242 × 0,05 = 12,10; −109 × 0,05 = −5,45 and −133 × 0,05 = −6,65 fall on half coins.
    expect(money.amounts).toEqual([12.1, -5.4, -6.7]);
    expect(money.remainders).toEqual([
      { seat: 1, cents: 5 },
      { seat: 2, cents: -5 },
    ]);
    expect(words(termsText(money.terms, tr, 'de'))).toBe(
      'In Geld: € 0,05 je Punkt, gerundet auf Münzen zu € 0,10',
    );
    expect(words(remainderText({ players, money }, tr, 'de'))).toMatch(
      /^Rundung auf € 0,10: Bert \+€ 0,05, Chris −€ 0,05/,
    );
  });
});

describe('the evening: 242 − 45 = 197, −109 + 120 = 11, −133 − 75 = −208', () => {
  const money = moneyView([197, 11, -208], terms)!;

  it('9,85 + 0,55 − 10,40: both halves round up, one coin comes back from Anna', () => {
    expect(money.amounts).toEqual([9.8, 0.6, -10.4]);
    expect(money.transfers).toEqual([
      { from: 2, to: 0, amount: 9.8 },
      { from: 2, to: 1, amount: 0.6 },
    ]);
    expect(words(remainderText({ players, money }, tr, 'de'))).toMatch(
      /^Rundung auf € 0,10: Anna −€ 0,05, Bert \+€ 0,05/,
    );
  });
});
