import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settle, type GameResult } from '../../../src/lib/rules';
import { rankSeats, settlementView } from '../../../src/lib/view/settlementView';
import { BAVARIAN_EMPTY_POT, example, scored } from '../settle/fixtures';

/** A result with the given totals, settled as RULES.md §1.7 says. */
function withTotals(totals: number[], base = example('01-three-players-first-hands')) {
  const result: GameResult = {
    ...base.result,
    totals,
    settlement: settle(totals, base.result.rules),
  };
  const players = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil'].slice(0, totals.length);
  return { game: { ...base.game, players }, result };
}

describe('rankSeats', () => {
  it('orders by net and lets ties share a rank', () => {
    const ranking = rankSeats(['A', 'B', 'C', 'D'], [50, 50, -10, -10], [80, 80, -80, -80]);
    expect(ranking.map((entry) => [entry.name, entry.rank])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 3],
      ['D', 3],
    ]);
  });
});

describe('settlementView, Bauerntarock (RULES.md §1.7)', () => {
  it('worked example: totals 120, 40, −10 give +230, −80, −150 with the Extrapönale apart', () => {
    const { game, result } = withTotals([120, 40, -10]);
    const view = settlementView(game, result);
    expect(view.kind).toBe('tarock');
    expect(view.net).toEqual([230, -80, -150]);
    expect(view.ranking.map((entry) => entry.seat)).toEqual([0, 1, 2]);
    expect(view.payments).toEqual([
      { from: 1, to: 0, difference: 80, extra: 0 },
      { from: 2, to: 0, difference: 130, extra: 20 },
    ]);
    expect(view.money).toBeUndefined();
    expect(view.settled).toBe(true);
  });

  it('ties for the top share every payment (example 05)', () => {
    const { game, result } = example('05-settlement-ties');
    const view = settlementView(game, result);
    expect(view.winners).toEqual([0, 1]);
    expect(view.losers).toEqual([2, 3]);
    expect(view.net).toEqual([80, 80, -80, -80]);
    expect(view.payments).toHaveLength(4);
    expect(view.ranking.map((entry) => entry.rank)).toEqual([1, 1, 3, 3]);
  });

  it('all totals equal: nobody pays', () => {
    const { game, result } = withTotals([10, 10, 10]);
    const view = settlementView(game, result);
    expect(view.allEqual).toBe(true);
    expect(view.payments).toEqual([]);
  });

  it('with a stake: money sums to 0, each a multiple of the coin, remainder named', () => {
    // Example 02's totals: the nets times 0.05 fall on half coins.
    const { game, result } = withTotals([101, -8, -12]);
    const view = settlementView(game, result, { stakePerPoint: 0.05, coin: 0.1 });
    const money = view.money!;
    expect(money.amounts.reduce((sum, value) => sum + Math.round(value * 100), 0)).toBe(0);
    for (const amount of money.amounts) expect(Math.abs(Math.round(amount * 100) % 10)).toBe(0);
    // 242 × 0.05 = 12.10, −109 × 0.05 = −5.45, −133 × 0.05 = −6.65: two half coins to place.
    expect(money.amounts[0]).toBeCloseTo(12.1);
    expect(money.remainders.map((entry) => entry.cents).sort()).toEqual([-5, 5]);
    const paid = money.transfers.reduce((sum, transfer) => sum + transfer.amount, 0);
    expect(paid).toBeCloseTo(12.1);
  });

  it('split shares in thirds still settle to exactly 0 in money', () => {
    // Three tied winners: each payment is split in thirds (RULES.md §1.7).
    const { game, result } = withTotals([11, 11, 11, 0]);
    const view = settlementView(game, result, { stakePerPoint: 0.1, coin: 0.05 });
    expect(view.net[0]).toBeCloseTo(31 / 3);
    const cents = view.money!.amounts.map((value) => Math.round(value * 100));
    expect(cents.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(cents.every((value) => Math.abs(value % 5) === 0)).toBe(true);
  });

  it('no stake or a zero stake: no money block', () => {
    const { game, result } = withTotals([120, 40, -10]);
    expect(settlementView(game, result, { stakePerPoint: 0 }).money).toBeUndefined();
    expect(settlementView(game, result, {}).money).toBeUndefined();
  });
});

describe('settlementView, Bavarian Tarock (RULES.md §3)', () => {
  it('pot empty: the totals are the nets, paid with the fewest transfers', () => {
    const { game, result } = scored(BAVARIAN_EMPTY_POT);
    expect(result.status).toBe('finished');
    expect(result.pot).toBe(0);
    const view = settlementView(game, result, { stakePerPoint: 0.01 });
    expect(view.kind).toBe('pot');
    expect(view.settled).toBe(true);
    expect(view.net).toEqual([-45, 120, -75]);
    expect(view.payments).toEqual([
      { from: 0, to: 1, difference: 45, extra: 0 },
      { from: 2, to: 1, difference: 75, extra: 0 },
    ]);
    expect(view.money?.amounts).toEqual([-0.45, 1.2, -0.75]);
  });

  it('pot not empty: chips shown, nobody pays yet', () => {
    const { game, result } = example('07-bavarian-pot');
    const view = settlementView(game, result, { stakePerPoint: 0.01 });
    expect(view.settled).toBe(false);
    expect(view.pot).toBe(40);
    expect(view.payments).toEqual([]);
    expect(view.money).toBeUndefined();
  });
});

describe('settlementView invariants (fast-check)', () => {
  it('money sums to exactly 0 in whole coins, transfers meet every amount, nobody pays and receives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 3, maxLength: 5 }),
        fc.constantFrom(0.01, 0.05, 0.1, 0.25),
        fc.constantFrom(0.01, 0.05, 0.1, 0.5, 1),
        fc.constantFrom<'each' | 'split'>('each', 'split'),
        (totals, stakePerPoint, coin, extraPenaltyTies) => {
          const base = example('01-three-players-first-hands');
          const rules = { ...base.result.rules, extraPenaltyTies };
          const result = { ...base.result, rules, totals, settlement: settle(totals, rules) };
          const players = totals.map((_, seat) => `P${seat}`);
          const view = settlementView({ players }, result, { stakePerPoint, coin });
          const money = view.money!;
          const cents = money.amounts.map((amount) => Math.round(amount * 100));
          expect(cents.reduce((sum, value) => sum + value, 0)).toBe(0);
          const coinCents = Math.round(coin * 100);
          expect(cents.every((value) => Math.abs(value % coinCents) === 0)).toBe(true);
          const balance = new Array<number>(totals.length).fill(0);
          for (const transfer of money.transfers) {
            balance[transfer.from]! -= Math.round(transfer.amount * 100);
            balance[transfer.to]! += Math.round(transfer.amount * 100);
          }
          expect(balance).toEqual(cents);
          const payers = new Set(money.transfers.map((transfer) => transfer.from));
          expect(money.transfers.every((transfer) => !payers.has(transfer.to))).toBe(true);
          // Rounding moves each amount by less than one coin from the exact value.
          for (const { cents: moved } of money.remainders) {
            expect(Math.abs(moved)).toBeLessThan(coinCents + 1e-9);
          }
          // The ranking lists every seat once, best net first.
          expect(view.ranking.map((entry) => entry.seat).sort()).toEqual(players.map((_, s) => s));
          const nets = view.ranking.map((entry) => entry.net);
          expect(nets).toEqual([...nets].sort((a, b) => b - a));
        },
      ),
    );
  });
});
