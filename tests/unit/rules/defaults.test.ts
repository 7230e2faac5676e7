/** RULES.md / FORMAT.md "House rules": every default in one place, and the overrides. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultHouseRules,
  houseRuleOverrides,
  houseRulesOf,
  readGame,
  resolveHouseRules,
  VARIANT_RULES,
} from '../../../src/lib/rules';
import { gameFileArb } from './arbitraries';
import { gameFile, readValid, score } from './helpers';

describe('defaults (FORMAT.md "House rules", column "default")', { timeout: 60_000 }, () => {
  it.each([
    ['endAt', 'bauerntarock', 100],
    ['endAt', 'dobbm', null],
    ['extraPenalty', 'bauerntarock', 20],
    ['extraPenaltyTies', 'dobbm', 'each'],
    ['handGameDoubles', 'bauerntarock', true],
    ['maxDoublings', 'dobbm', 3],
    ['spatz', 'bauerntarock', { won: 5, wonLast: 10, lost: 5, lostLast: 10 }],
    ['matschMultiplier', 'bauerntarock', 1],
    ['dealerSitsOut', 'bauerntarock', false],
    ['ante', 'bavarian', 100],
    ['raiseBonus', 'bavarian', 10],
  ] as const)('%s for %s is %j', (name, variant, value) => {
    expect(defaultHouseRules(variant)[name]).toEqual(value);
    // And in force on a game that says nothing.
    expect(score(gameFile(variant, 4, [])).rules[name]).toEqual(value);
  });

  it('each variant has exactly its house rules', () => {
    expect(houseRulesOf('bauerntarock').sort()).toEqual(
      [
        'dealerSitsOut',
        'endAt',
        'extraPenalty',
        'extraPenaltyTies',
        'handGameDoubles',
        'matschMultiplier',
        'maxDoublings',
        'spatz',
      ].sort(),
    );
    expect(houseRulesOf('dobbm').sort()).toEqual(
      [
        'endAt',
        'extraPenalty',
        'extraPenaltyTies',
        'handGameDoubles',
        'matschMultiplier',
        'maxDoublings',
        'spatz',
      ].sort(),
    );
    expect(houseRulesOf('bavarian').sort()).toEqual(['ante', 'raiseBonus']);
  });

  it('the variants: players, contracts, hand games', () => {
    expect(VARIANT_RULES.bauerntarock.players).toEqual({ min: 3, max: 5 });
    expect(VARIANT_RULES.dobbm.players).toEqual({ min: 4, max: 5 });
    expect(VARIANT_RULES.bavarian.players).toEqual({ min: 3, max: 4 });
    expect(VARIANT_RULES.bauerntarock.handGames).toEqual(['sumpern']);
    expect(VARIANT_RULES.dobbm.handGames).toEqual(['solo']);
    expect(VARIANT_RULES.bavarian.handGames).toEqual(['hand']);
  });

  it('a partial spatz keeps the other values', () => {
    expect(resolveHouseRules('bauerntarock', { spatz: { lostLast: 7 } }).spatz).toEqual({
      won: 5,
      wonLast: 10,
      lost: 5,
      lostLast: 7,
    });
  });

  it('endAt null overrides the default 100; a number overrides dobbm null', () => {
    expect(resolveHouseRules('bauerntarock', { endAt: null }).endAt).toBeNull();
    expect(resolveHouseRules('dobbm', { endAt: 150 }).endAt).toBe(150);
  });

  it('property: houseRuleOverrides gives back what differs, and resolves to the same rules', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const game = readValid(file);
        const rules = resolveHouseRules(game.variant, game.houseRules);
        const overrides = houseRuleOverrides(game.variant, rules);
        expect(resolveHouseRules(game.variant, overrides)).toEqual(rules);
        expect(readGame({ ...file, houseRules: overrides }).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('keys that look like JavaScript internals are plain unknown keys', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('%s', (key) => {
    const text = `{"format":"bauerntarock-game","version":1,"players":["A","B","C"],"${key}":{"endAt":5},"houseRules":{"${key}":1},"hands":[{"kind":"redeal","${key}":1}]}`;
    const read = readGame(JSON.parse(text));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => [p.path, p.code])).toEqual([
      [key, 'unknownKey'],
      [`houseRules.${key}`, 'unknownKey'],
      [`hands[0].${key}`, 'unknownKey'],
    ]);
  });
});
