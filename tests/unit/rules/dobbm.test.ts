/** RULES.md §2 Dobbm: as §1 except the table, the contracts, the deal and the end. */
import { describe, expect, it } from 'vitest';
import { checkHandRow, gameFile, played, problemsOf, redeal, score, type HandRow } from './helpers';

const D = 'dobbm';
const SOLO = 'solo';

const rows: HandRow[] = [
  {
    rule: '§2 Dobbm scores by §1.5',
    hand: played(1, D, { declarerPoints: 70 }),
    score: 10,
    made: true,
  },
  { rule: '§2 Dobbm failed', hand: played(1, D, { defenderPoints: 66 }), score: -6, made: false },
  {
    rule: '§2 Solo counts as a doubling, like Sumpern',
    hand: played(1, SOLO, { declarerPoints: 70 }),
    score: 20,
    made: true,
  },
  {
    rule: '§2 Solo with handGameDoubles off',
    hand: played(1, SOLO, { declarerPoints: 70 }),
    houseRules: { handGameDoubles: false },
    score: 10,
    made: true,
  },
  {
    rule: '§2 Solo announces 81',
    hand: played(1, SOLO, { announced: 81, declarerPoints: 85 }),
    score: 50,
    made: true,
  },
  {
    rule: '§2 Solo announcement failed',
    hand: played(1, SOLO, { announced: 81, declarerPoints: 75 }),
    score: -10,
    made: false,
  },
  {
    rule: '§2 Solo announces all tricks',
    hand: played(1, SOLO, { announced: 'all', declarerTricks: 'all' }),
    score: 120,
    made: true,
  },
  {
    rule: '§2 Solo all tricks failed',
    hand: played(1, SOLO, { announced: 'all', defenderPoints: 10 }),
    score: -120,
    made: false,
  },
  {
    rule: '§2 doublings on Dobbm',
    hand: played(1, D, { doublings: 3, declarerPoints: 61 }),
    score: 8,
    made: true,
  },
  {
    rule: '§2 maxDoublings 4 with Solo',
    hand: played(1, SOLO, { doublings: 3, declarerPoints: 61 }),
    houseRules: { maxDoublings: 4 },
    score: 16,
    made: true,
  },
  {
    rule: '§2 Matsch with matschMultiplier',
    hand: played(1, D, { declarerTricks: 'none' }),
    houseRules: { matschMultiplier: 4 },
    score: -240,
    made: false,
  },
];

describe("RULES.md §2 Dobbm: the hand's score", () => {
  it.each(rows)('$rule at 4', (row) => checkHandRow(row, 'dobbm', 4));
  it.each(rows)('$rule at 5', (row) => checkHandRow(row, 'dobbm', 5));
});

describe('RULES.md §2 Dobbm: the deal', () => {
  it('§2 at 4: nobody sits out, the declarer deals the next hand', () => {
    const result = score(
      gameFile(
        'dobbm',
        4,
        [
          played(2, D, { declarerPoints: 70 }),
          played(2, SOLO, { declarerPoints: 70 }),
          played(0, D, { declarerPoints: 50 }),
        ],
        { firstDealer: 1 },
      ),
    );
    expect(result.hands.map((h) => h.dealer)).toEqual([1, 2, 2]);
    expect(result.hands.map((h) => h.sitsOut)).toEqual([null, null, null]);
    expect(result.nextDealer).toBe(0);
    expect(result.nextSitsOut).toBeNull();
    expect(result.totals).toEqual([-10, 0, 30, 0]);
  });

  it('§2 at 5: the dealer sits out; the declarer deals and sits out next', () => {
    const result = score(
      gameFile('dobbm', 5, [
        played(3, D, { declarerPoints: 70 }),
        redeal,
        played(4, D, { declarerPoints: 70 }),
      ]),
    );
    expect(result.hands.map((h) => h.dealer)).toEqual([0, 3, 3]);
    expect(result.hands.map((h) => h.sitsOut)).toEqual([0, 3, 3]);
    expect(result.nextDealer).toBe(4);
    expect(result.nextSitsOut).toBe(4);
  });

  it('§2 a redeal keeps the dealer', () => {
    const result = score(
      gameFile('dobbm', 4, [redeal, redeal, played(3, D, { declarerPoints: 61 })], {
        firstDealer: 2,
      }),
    );
    expect(result.hands.map((h) => h.dealer)).toEqual([2, 2, 2]);
    expect(result.nextDealer).toBe(3);
    expect(result.played).toBe(1);
  });

  it('§2 at 5 the dealer cannot declare', () => {
    const problems = problemsOf(
      gameFile('dobbm', 5, [
        played(2, D, { declarerPoints: 70 }),
        played(2, D, { declarerPoints: 70 }),
      ]),
    );
    expect(problems).toEqual([
      { path: 'hands[1].declarer', code: 'declarerSitsOut', params: { seat: 2 } },
    ]);
  });

  it('§2 endAt defaults to null: no automatic end', () => {
    const hands = Array.from({ length: 6 }, () =>
      played(1, D, { doublings: 3, declarerTricks: 'all' }),
    );
    const result = score(gameFile('dobbm', 4, hands));
    expect(result.totals[1]).toBe(6 * 480);
    expect(result.status).toBe('running');
    expect(result.handsLeft).toBeNull();
    expect(result.rules.endAt).toBeNull();
  });

  it('§2 settles as §1.7, extraPenalty and split ties included', () => {
    const hands = [played(1, D, { declarerPoints: 80 })];
    const rules = { extraPenalty: 12, extraPenaltyTies: 'split' };
    const result = score(gameFile('dobbm', 4, hands, { houseRules: rules }));
    expect(result.settlement.net).toEqual([-24, 72, -24, -24]);
    expect(result.settlement.losers).toEqual([0, 2, 3]);
  });
});
