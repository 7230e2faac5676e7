/** The rounding note compares the exact amounts with what is paid (RULES.md §1.7, Money). */
import { describe, expect, it } from 'vitest';
import { format } from '../../../src/lib/i18n/index.svelte';
import { messages as de } from '../../../src/lib/i18n/de/all';
import { messages as en } from '../../../src/lib/i18n/en';
import { moneyView } from '../../../src/lib/view/moneyView';
import { remainderText } from '../../../src/lib/view/shareText';
import { plain } from '../plainText';

const players = ['Anna', 'Bert', 'Chris'];
const terms = { stakePerPoint: 0.0001, coin: 0.01 };

describe('a remainder below a cent', () => {
  // Nets 1568, −784, −784 at 0.0001: exact 0.1568, −0.0784, −0.0784; paid to the cent
  // 0.16, −0.08, −0.08 (sum 0). Moved: +0.0032 = 0.32 cent, −0.0016 = −0.16 cent twice.
  const money = moneyView([1568, -784, -784], terms)!;

  it('is counted', () => {
    expect(money.amounts).toEqual([0.16, -0.08, -0.08]);
    expect(money.remainders).toEqual([
      { seat: 0, cents: 0.32 },
      { seat: 1, cents: -0.16 },
      { seat: 2, cents: -0.16 },
    ]);
  });

  it('is named in the note, in German and English', () => {
    const view = { players, money };
    expect(plain(remainderText(view, (key, p) => format(en[key], p), 'en'))).toBe(
      'Rounding to €0.01: Anna +€0.0032, Bert −€0.0016, Chris −€0.0016 against the exact amount.',
    );
    const german = plain(remainderText(view, (key, p) => format(de[key], p), 'de'));
    expect(german).toMatch(/Anna \+€\s0,0032, Bert −€\s0,0016/);
    expect(german).not.toBe(de.settleRemainderNone);
  });

  it('no note of rounding when the amounts are exact', () => {
    // 1600 × 0.0001 = 0.16 exactly, −800 × 0.0001 = −0.08 exactly.
    const exact = moneyView([1600, -800, -800], terms)!;
    expect(exact.remainders).toEqual([]);
    expect(remainderText({ players, money: exact }, (key) => en[key], 'en')).toBe(
      'No rounding was needed.',
    );
  });
});
