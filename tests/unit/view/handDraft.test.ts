import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  maxCalls,
  parseGame,
  resolveHouseRules,
  type Contract,
  type Game,
} from '../../../src/lib/rules';
import {
  draftFromHand,
  draftToFileHand,
  emptyDraft,
  isStoredDraft,
  reviveDraft,
  type HandDraft,
} from '../../../src/lib/view/handDraft';
import { checkDraft, dealerFor } from '../../../src/lib/view/draftCheck';

/** The game as the screen has it: with the rules engine's result (which the view folds once). */
const shown = (game: Game) => ({ game, result: evaluate(game).result });

function example(name: string): Game {
  const read = parseGame(
    readFileSync(resolve(import.meta.dirname, `../../fixtures/examples/${name}.json`), 'utf8'),
  );
  if (!read.ok) throw new Error(`example ${name} does not read`);
  return read.value;
}

const threePlayers: Game = {
  variant: 'bauerntarock',
  players: ['Anna', 'Bert', 'Chris'],
  firstDealer: 0,
  houseRules: {},
  hands: [],
};

const draft = (change: Partial<HandDraft>, game: Game = threePlayers): HandDraft => ({
  ...emptyDraft(game.variant),
  ...change,
});

describe('hand draft: the typical hand', () => {
  it('preselects the exchange game of each variant', () => {
    expect(emptyDraft('bauerntarock').contract).toBe('hineinschauen');
    expect(emptyDraft('dobbm').contract).toBe('dobbm');
    expect(emptyDraft('bavarian').contract).toBe('widow');
  });

  it('declarer and two digits give the score of RULES.md §1.5', () => {
    const check = checkDraft(
      shown(threePlayers),
      'append',
      -1,
      draft({ declarer: 1, points: '67' }),
    );
    expect(check.problems).toEqual([]);
    expect(check.preview?.value).toBe(7);
    expect(check.preview?.explanation.formula).toMatch(/67 − 60.*= 7$/);
    expect(check.hand).toMatchObject({
      declarer: 1,
      contract: 'hineinschauen',
      declarerPoints: 67,
    });
  });

  it('the defenders pile counts as 120 minus it (RULES.md §1.3)', () => {
    const check = checkDraft(
      shown(threePlayers),
      'append',
      -1,
      draft({ declarer: 2, pointsSide: 'defenders', points: '53' }),
    );
    expect(check.preview?.value).toBe(7);
    expect(check.hand).toMatchObject({ defenderPoints: 53 });
  });

  it('worked example of §1.5: Spritzer, Spatz won before the last trick', () => {
    const check = checkDraft(
      shown(threePlayers),
      'append',
      -1,
      draft({
        declarer: 0,
        doublings: 1,
        points: '67',
        spatz: { side: 'declarer', result: 'won' },
      }),
    );
    expect(check.preview?.value).toBe(24);
  });

  it('worked example of §1.5: Sumpern announcing 71 fails with 68', () => {
    const check = checkDraft(
      shown(threePlayers),
      'append',
      -1,
      draft({ declarer: 0, contract: 'sumpern', announced: 71, points: '68' }),
    );
    expect(check.preview).toMatchObject({ value: -4, made: false });
  });

  it('Matsch needs no card points and ignores what was typed (§1.3)', () => {
    const check = checkDraft(
      shown(threePlayers),
      'append',
      -1,
      draft({ declarer: 0, tricks: 'none', points: '55' }),
    );
    expect(check.problems).toEqual([]);
    expect(check.preview?.value).toBe(-60);
    expect(
      draftToFileHand(draft({ tricks: 'none', points: '55' }), 'bauerntarock'),
    ).not.toHaveProperty('declarerPoints');
  });
});

describe('hand draft: problems land next to their field', () => {
  const fieldsOf = (d: HandDraft, game = threePlayers) =>
    checkDraft(shown(game), 'append', -1, d).problems.map((p) => [p.field, p.problem.code]);

  it('nothing chosen yet: declarer and points missing, nothing to save', () => {
    const check = checkDraft(shown(threePlayers), 'append', -1, emptyDraft('bauerntarock'));
    expect(check.hand).toBeUndefined();
    expect(check.problems.map((p) => p.field).sort()).toEqual(['declarer', 'points']);
  });

  it('1 and 119 cannot occur (§1.3)', () => {
    expect(fieldsOf(draft({ declarer: 0, points: '1' }))).toEqual([['points', 'impossiblePoints']]);
    expect(fieldsOf(draft({ declarer: 0, points: '119' }))).toEqual([
      ['points', 'impossiblePoints'],
    ]);
  });

  it('more than 120 and letters are refused, with what was typed kept', () => {
    expect(fieldsOf(draft({ declarer: 0, points: '121' }))).toEqual([['points', 'notBetween']]);
    const typed = draft({ declarer: 0, points: '6x' });
    expect(fieldsOf(typed)).toEqual([['points', 'notWhole']]);
    expect(typed.points).toBe('6x');
  });

  it('a Spatz the declarer cannot have won in a Matsch (FORMAT.md)', () => {
    const d = draft({ declarer: 0, tricks: 'none', spatz: { side: 'declarer', result: 'won' } });
    expect(fieldsOf(d)).toEqual([['spatz', 'spatzImpossible']]);
  });

  it('too many doublings for a Sumpern, which counts as one (§1.2)', () => {
    const d = draft({ declarer: 0, contract: 'sumpern', doublings: 3, points: '70' });
    expect(fieldsOf(d)).toEqual([['doublings', 'tooManyDoublings']]);
  });

  it('the dealer who sits out cannot declare (§1.1)', () => {
    const five = example('04-five-at-the-table');
    const empty = { ...five, hands: [] };
    // Seat 0 deals the first hand and sits it out.
    expect(fieldsOf(draft({ declarer: 0, points: '70' }, five), empty)).toEqual([
      ['declarer', 'declarerSitsOut'],
    ]);
  });

  it('an edit after which the game had ended earlier names the later hand', () => {
    const game = example('02-game-to-the-end');
    const check = checkDraft(
      shown(game),
      'edit',
      0,
      draft({ declarer: 0, contract: 'sumpern', doublings: 2, points: '73' }, game),
    );
    expect(check.hand).toBeUndefined();
    expect(check.problems[0]).toMatchObject({
      field: 'hand',
      problem: { path: 'hands[3]', code: 'afterEnd', params: { hand: 2 } },
    });
  });
});

describe('hand draft: corrections', () => {
  const game = example('02-game-to-the-end');

  it('an edit replaces the hand and keeps its dealer', () => {
    const d = draftFromHand(game.hands[1]!, game.variant);
    expect(d).toMatchObject({ declarer: 1, points: '40', pointsSide: 'declarer' });
    const check = checkDraft(shown(game), 'edit', 1, { ...d, points: '50' });
    expect(check.preview?.value).toBe(-10);
    // The file's first dealer is seat 2, so seat 0 dealt the second hand.
    expect(dealerFor(evaluate(game).result, 'edit', 1)).toEqual({ dealer: 0, sitsOut: null });
  });

  it('an insert goes before the hand and takes its dealer', () => {
    const short = { ...game, hands: game.hands.slice(0, 2) };
    const check = checkDraft(
      shown(short),
      'insert',
      1,
      draft({ declarer: 2, points: '61' }, short),
    );
    expect(check.problems).toEqual([]);
    expect(dealerFor(evaluate(short).result, 'insert', 1).dealer).toBe(0);
  });

  it('append: the next dealer', () => {
    expect(dealerFor(evaluate(threePlayers).result, 'append', -1)).toEqual({
      dealer: 0,
      sitsOut: null,
    });
  });

  it('a redeal gives an empty form', () => {
    expect(draftFromHand({ kind: 'redeal' }, 'dobbm')).toEqual(emptyDraft('dobbm'));
  });

  it('a stored draft says where the hand goes', () => {
    expect(isStoredDraft({ mode: 'edit', index: 2, draft: {} })).toBe(true);
    expect(isStoredDraft({ mode: 'later', index: 2, draft: {} })).toBe(false);
    expect(isStoredDraft({ mode: 'append', draft: {} })).toBe(false);
    expect(isStoredDraft(null)).toBe(false);
  });

  it('a stored draft comes back; junk does not', () => {
    const d = draft({ declarer: 2, points: '88' });
    expect(reviveDraft(JSON.parse(JSON.stringify(d)), 'bauerntarock')).toEqual(d);
    expect(reviveDraft({ contract: 'widow' }, 'bauerntarock')).toBeUndefined();
    expect(reviveDraft('nonsense', 'bauerntarock')).toBeUndefined();
  });
});

describe('hand draft: variants', () => {
  it('calls left: maxDoublings minus the hand game’s own doubling (§1.2)', () => {
    const calls = (game: Game, contract: Contract) =>
      maxCalls(game.variant, contract, resolveHouseRules(game.variant, game.houseRules));
    expect(calls(threePlayers, 'hineinschauen')).toBe(3);
    expect(calls(threePlayers, 'sumpern')).toBe(2);
    const noOwn = { ...threePlayers, houseRules: { handGameDoubles: false } };
    expect(calls(noOwn, 'sumpern')).toBe(3);
    expect(calls({ ...threePlayers, variant: 'bavarian' }, 'hand')).toBe(0);
  });

  it('Bavarian: a raised hand game, worked example of §3', () => {
    const bavarian: Game = { ...threePlayers, variant: 'bavarian' };
    const d = draft({ declarer: 1, contract: 'hand', announced: 71, points: '94' }, bavarian);
    const check = checkDraft(shown(bavarian), 'append', -1, d);
    // Each defender pays 45: the declarer's chips are +90.
    expect(check.preview?.scores).toEqual([-45, 90, -45]);
    expect(check.preview?.value).toBe(90);
    expect(draftToFileHand({ ...d, doublings: 2, tricks: 'none' }, 'bavarian')).not.toHaveProperty(
      'doublings',
    );
  });
});

describe('hand draft: a minus typed is a number out of range', () => {
  it('"-5" and "−5" are not between 0 and 120, not "not a whole number"', () => {
    for (const points of ['-5', '\u22125']) {
      const check = checkDraft(shown(threePlayers), 'append', -1, draft({ declarer: 0, points }));
      expect(check.problems.map((entry) => [entry.field, entry.problem.code])).toEqual([
        ['points', 'notBetween'],
      ]);
      expect(check.problems[0]!.problem.params).toMatchObject({ value: -5, min: 0, max: 120 });
    }
  });
});
