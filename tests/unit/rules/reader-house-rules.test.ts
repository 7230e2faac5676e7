/** FORMAT.md "House rules": every type, range and variant rule a row naming the field. */
import { describe, expect, it } from 'vitest';
import { bad, checkBadRow, readValid } from './helpers';
import { rules } from './topFiles';

const rows = [
  bad('FORMAT houseRules: an object', 'houseRules', 'notObject', rules([])),
  bad('FORMAT houseRules: not null', 'houseRules', 'notObject', rules(null)),
  bad('FORMAT houseRules: unknown name', 'houseRules.endsAt', 'unknownKey', rules({ endsAt: 100 })),
  bad('FORMAT endAt: from 1', 'houseRules.endAt', 'notBetween', rules({ endAt: 0 })),
  bad('FORMAT endAt: whole', 'houseRules.endAt', 'notWhole', rules({ endAt: 99.5 })),
  bad(
    'FORMAT endAt: a string is not a number',
    'houseRules.endAt',
    'notWhole',
    rules({ endAt: '100' }),
  ),
  bad(
    'FORMAT endAt: a boolean is not null',
    'houseRules.endAt',
    'notWhole',
    rules({ endAt: false }),
  ),
  bad(
    'FORMAT endAt: dobbm too',
    'houseRules.endAt',
    'notBetween',
    rules({ endAt: -5 }, 'dobbm', 4),
  ),
  bad(
    'FORMAT extraPenalty: from 0',
    'houseRules.extraPenalty',
    'notBetween',
    rules({ extraPenalty: -1 }),
  ),
  bad(
    'FORMAT extraPenalty: a boolean is not a number',
    'houseRules.extraPenalty',
    'notWhole',
    rules({ extraPenalty: true }),
  ),
  bad(
    'FORMAT extraPenaltyTies: each or split',
    'houseRules.extraPenaltyTies',
    'notOneOf',
    rules({ extraPenaltyTies: 'all' }),
  ),
  bad(
    'FORMAT handGameDoubles: true or false',
    'houseRules.handGameDoubles',
    'notBoolean',
    rules({ handGameDoubles: 1 }),
  ),
  bad(
    'FORMAT handGameDoubles: a string is not a boolean',
    'houseRules.handGameDoubles',
    'notBoolean',
    rules({ handGameDoubles: 'true' }),
  ),
  bad(
    'FORMAT maxDoublings: from 1',
    'houseRules.maxDoublings',
    'notBetween',
    rules({ maxDoublings: 0 }),
  ),
  bad(
    'FORMAT maxDoublings: whole',
    'houseRules.maxDoublings',
    'notWhole',
    rules({ maxDoublings: '3' }),
  ),
  bad('FORMAT spatz: an object', 'houseRules.spatz', 'notObject', rules({ spatz: 5 })),
  bad(
    'FORMAT spatz: unknown key',
    'houseRules.spatz.win',
    'unknownKey',
    rules({ spatz: { win: 5 } }),
  ),
  bad(
    'FORMAT spatz.won: from 0',
    'houseRules.spatz.won',
    'notBetween',
    rules({ spatz: { won: -5 } }),
  ),
  bad(
    'FORMAT spatz.wonLast: whole',
    'houseRules.spatz.wonLast',
    'notWhole',
    rules({ spatz: { wonLast: 2.5 } }),
  ),
  bad(
    'FORMAT spatz.lost: a string is not a number',
    'houseRules.spatz.lost',
    'notWhole',
    rules({ spatz: { lost: '5' } }),
  ),
  bad(
    'FORMAT spatz.lostLast: not null',
    'houseRules.spatz.lostLast',
    'notWhole',
    rules({ spatz: { lostLast: null } }),
  ),
  bad(
    'FORMAT matschMultiplier: from 1',
    'houseRules.matschMultiplier',
    'notBetween',
    rules({ matschMultiplier: 0 }),
  ),
  bad(
    'FORMAT dealerSitsOut: true or false',
    'houseRules.dealerSitsOut',
    'notBoolean',
    rules({ dealerSitsOut: 'yes' }),
  ),
  bad(
    'FORMAT dealerSitsOut: true only with 4 (3)',
    'houseRules.dealerSitsOut',
    'dealerSitsOutNeedsFour',
    rules({ dealerSitsOut: true }),
  ),
  bad(
    'FORMAT dealerSitsOut: true only with 4 (5)',
    'houseRules.dealerSitsOut',
    'dealerSitsOutNeedsFour',
    rules({ dealerSitsOut: true }, 'bauerntarock', 5),
  ),
  bad(
    'FORMAT dealerSitsOut: not dobbm',
    'houseRules.dealerSitsOut',
    'notForVariant',
    rules({ dealerSitsOut: false }, 'dobbm', 4),
  ),
  bad('FORMAT ante: not bauerntarock', 'houseRules.ante', 'notForVariant', rules({ ante: 100 })),
  bad(
    'FORMAT raiseBonus: not dobbm',
    'houseRules.raiseBonus',
    'notForVariant',
    rules({ raiseBonus: 10 }, 'dobbm', 4),
  ),
  bad(
    'FORMAT endAt: not bavarian',
    'houseRules.endAt',
    'notForVariant',
    rules({ endAt: 100 }, 'bavarian'),
  ),
  bad(
    'FORMAT spatz: not bavarian',
    'houseRules.spatz',
    'notForVariant',
    rules({ spatz: {} }, 'bavarian'),
  ),
  bad(
    'FORMAT extraPenalty: not bavarian',
    'houseRules.extraPenalty',
    'notForVariant',
    rules({ extraPenalty: 20 }, 'bavarian'),
  ),
  bad('FORMAT ante: from 1', 'houseRules.ante', 'notBetween', rules({ ante: 0 }, 'bavarian')),
  bad('FORMAT ante: whole', 'houseRules.ante', 'notWhole', rules({ ante: 1.5 }, 'bavarian')),
  bad(
    'FORMAT raiseBonus: from 0',
    'houseRules.raiseBonus',
    'notBetween',
    rules({ raiseBonus: -10 }, 'bavarian'),
  ),
  bad(
    'FORMAT raiseBonus: a boolean is not a number',
    'houseRules.raiseBonus',
    'notWhole',
    rules({ raiseBonus: true }, 'bavarian'),
  ),
  // FORMAT.md "House rules", the upper end of each range.
  bad('FORMAT endAt: to 100000', 'houseRules.endAt', 'notBetween', rules({ endAt: 100_001 })),
  bad(
    'FORMAT endAt: to 100000 in dobbm too',
    'houseRules.endAt',
    'notBetween',
    rules({ endAt: 100_001 }, 'dobbm', 4),
  ),
  bad(
    'FORMAT extraPenalty: to 100000',
    'houseRules.extraPenalty',
    'notBetween',
    rules({ extraPenalty: 100_001 }),
  ),
  bad(
    'FORMAT maxDoublings: to 8',
    'houseRules.maxDoublings',
    'notBetween',
    rules({ maxDoublings: 9 }),
  ),
  bad(
    'FORMAT spatz.won: to 1000',
    'houseRules.spatz.won',
    'notBetween',
    rules({ spatz: { won: 1001 } }),
  ),
  bad(
    'FORMAT spatz.wonLast: to 1000',
    'houseRules.spatz.wonLast',
    'notBetween',
    rules({ spatz: { wonLast: 1001 } }),
  ),
  bad(
    'FORMAT spatz.lost: to 1000',
    'houseRules.spatz.lost',
    'notBetween',
    rules({ spatz: { lost: 1001 } }),
  ),
  bad(
    'FORMAT spatz.lostLast: to 1000',
    'houseRules.spatz.lostLast',
    'notBetween',
    rules({ spatz: { lostLast: 1001 } }),
  ),
  bad(
    'FORMAT matschMultiplier: to 10',
    'houseRules.matschMultiplier',
    'notBetween',
    rules({ matschMultiplier: 11 }),
  ),
  bad(
    'FORMAT ante: to 100000',
    'houseRules.ante',
    'notBetween',
    rules({ ante: 100_001 }, 'bavarian'),
  ),
  bad(
    'FORMAT raiseBonus: to 100000',
    'houseRules.raiseBonus',
    'notBetween',
    rules({ raiseBonus: 100_001 }, 'bavarian'),
  ),
  // FORMAT.md "Whole numbers": beyond 2^53 a number is too large, not "not whole".
  bad(
    'FORMAT endAt: 1e300 is too large',
    'houseRules.endAt',
    'numberTooLarge',
    rules({ endAt: 1e300 }),
  ),
  bad(
    'FORMAT extraPenalty: 2^53 + 2 is too large',
    'houseRules.extraPenalty',
    'numberTooLarge',
    rules({ extraPenalty: 2 ** 53 + 2 }),
  ),
  bad(
    'FORMAT ante: a huge negative number is out of range',
    'houseRules.ante',
    'notBetween',
    rules({ ante: -1e300 }, 'bavarian'),
  ),
];

describe('FORMAT.md: bad house rules', () => {
  it.each(rows)('$rule: $path $code', checkBadRow);
});

describe('FORMAT.md: house rules that are accepted', () => {
  it.each([
    ['endAt null', { endAt: null }],
    ['dealerSitsOut false at 3', { dealerSitsOut: false }],
    ['spatz in part', { spatz: { lostLast: 7 } }],
    ['an empty spatz', { spatz: {} }],
    [
      'the highest values',
      {
        endAt: 100_000,
        extraPenalty: 100_000,
        maxDoublings: 8,
        matschMultiplier: 10,
        spatz: { won: 1000, wonLast: 1000, lost: 1000, lostLast: 1000 },
      },
    ],
    [
      'the lowest values',
      {
        endAt: 1,
        extraPenalty: 0,
        maxDoublings: 1,
        matschMultiplier: 1,
        spatz: { won: 0, wonLast: 0, lost: 0, lostLast: 0 },
      },
    ],
  ])('house rules: %s', (_name, houseRules) => {
    expect(readValid(rules(houseRules)).houseRules).toEqual(houseRules);
  });

  it('dealerSitsOut true at exactly 4', () => {
    expect(readValid(rules({ dealerSitsOut: true }, 'bauerntarock', 4)).houseRules).toEqual({
      dealerSitsOut: true,
    });
  });

  it('bavarian ante and raiseBonus 100000, the highest', () => {
    expect(readValid(rules({ ante: 100_000, raiseBonus: 100_000 }, 'bavarian')).houseRules).toEqual(
      { ante: 100_000, raiseBonus: 100_000 },
    );
  });

  it('FORMAT whole numbers: 67.0 and 6.7e1 are whole', () => {
    const text = JSON.stringify(rules({ endAt: 67 })).replace('"endAt":67', '"endAt":6.7e1');
    expect(text).toContain('6.7e1');
    expect(readValid(JSON.parse(text)).houseRules).toEqual({ endAt: 67 });
    const other = JSON.stringify(rules({ endAt: 67 })).replace('"endAt":67', '"endAt":67.0');
    expect(readValid(JSON.parse(other)).houseRules).toEqual({ endAt: 67 });
  });

  it('bavarian ante 1 and raiseBonus 0', () => {
    expect(readValid(rules({ ante: 1, raiseBonus: 0 }, 'bavarian')).houseRules).toEqual({
      ante: 1,
      raiseBonus: 0,
    });
  });
});
