import { describe, expect, it } from 'vitest';
import { evaluate, type Game } from '../../../src/lib/rules';
import { emptyDraft, type HandDraft } from '../../../src/lib/view/handDraft';
import { checkDraft } from '../../../src/lib/view/draftCheck';

/** What the form asks before a hand is scored: "all tricks" answered, a minus said at once. */

const threePlayers: Game = {
  variant: 'bauerntarock',
  players: ['Anna', 'Bert', 'Chris'],
  firstDealer: 0,
  houseRules: {},
  hands: [],
};
const shown = { game: threePlayers, result: evaluate(threePlayers).result };
const check = (change: Partial<HandDraft>) =>
  checkDraft(shown, 'append', -1, { ...emptyDraft('bauerntarock'), ...change });
const allTricks: Partial<HandDraft> = { declarer: 1, contract: 'sumpern', announced: 'all' };

describe('an announced "all tricks" asks whether the declarer took them (RULES.md §1.5)', () => {
  it('nothing answered: no score and nothing to save, the question at the tricks', () => {
    const asked = check(allTricks);
    expect(asked.hand).toBeUndefined();
    expect(asked.preview).toBeUndefined();
    expect(asked.problems.map((p) => [p.field, p.problem.code])).toEqual([
      ['tricks', 'allTricksOpen'],
    ]);
  });

  it('asked at five, the dealer as declarer is said too: he sits out (RULES.md §1.1)', () => {
    const five: Game = { ...threePlayers, players: ['Anna', 'Bert', 'Chris', 'Dora', 'Emil'] };
    const asked = checkDraft({ game: five, result: evaluate(five).result }, 'append', -1, {
      ...emptyDraft('bauerntarock'),
      ...allTricks,
      // Anna deals the first hand (firstDealer 0) and so sits out of it.
      declarer: 0,
    });
    expect(asked.hand).toBeUndefined();
    expect(asked.problems.map((p) => [p.field, p.problem.code])).toEqual([
      ['tricks', 'allTricksOpen'],
      ['declarer', 'declarerSitsOut'],
    ]);
  });

  it('every trick: made, (60 + 0) × 2 for the Sumpern = 120', () => {
    const made = check({ ...allTricks, tricks: 'all' });
    expect(made.problems).toEqual([]);
    expect(made.preview).toMatchObject({ value: 120, made: true });
  });

  it('card points typed answer it: failed, (−60 + 0) × 2 = −120', () => {
    const failed = check({ ...allTricks, points: '95' });
    expect(failed.problems).toEqual([]);
    expect(failed.preview).toMatchObject({ value: -120, made: false });
  });

  it('Matsch answers it: failed, (−60) × 2 × matschMultiplier 1 = −120', () => {
    const matsch = check({ ...allTricks, tricks: 'none' });
    expect(matsch.problems).toEqual([]);
    expect(matsch.preview).toMatchObject({ value: -120, made: false });
  });

  it('a plain Sumpern with no points asks for the points as before, not about tricks', () => {
    const plain = check({ declarer: 1, contract: 'sumpern' });
    expect(plain.problems.map((p) => p.problem.code)).toEqual(['pointsMissing']);
  });
});

describe('a minus typed alone says that card points are never below 0 (RULES.md §1.3)', () => {
  it('"-" and "−": the form says so, nothing to save', () => {
    for (const points of ['-', '\u2212']) {
      const typed = check({ declarer: 0, points });
      expect(typed.hand).toBeUndefined();
      expect(typed.problems.map((p) => [p.field, p.problem.code])).toEqual([
        ['points', 'pointsNegative'],
        ['points', 'pointsMissing'],
      ]);
    }
  });

  it('with Matsch ticked the points are not read, so a minus there says nothing', () => {
    expect(check({ declarer: 0, points: '-', tricks: 'none' }).problems).toEqual([]);
  });
});
