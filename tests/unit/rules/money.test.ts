/** RULES.md §1.7 "Money": rounding to the coin, fewest transfers, a session's net. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXACT_TRANSFER_LIMIT,
  fewestTransfers as transfersOf,
  roundMoney as moneyOf,
  roundMoneyCoins as coinsOf,
  sessionNet,
  settle,
  type MoneyResult,
  type Transfer,
} from '../../../src/lib/rules';

/** The value of a money answer that must be one; fails the test with its problem otherwise. */
function value<T>(result: MoneyResult<T>): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
  return result.value;
}
const fewestTransfers = (balances: readonly number[]) => value(transfersOf(balances));
const roundMoney = (net: readonly number[], stake: number, coin: number) =>
  value(moneyOf(net, stake, coin));
const roundMoneyCoins = (net: readonly number[], stake: number, coin: number) =>
  value(coinsOf(net, stake, coin));
const refusal = (result: MoneyResult<unknown>) => (result.ok ? 'accepted' : result.problem.code);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('roundMoney', { timeout: 60_000 }, () => {
  it.each([
    {
      rule: 'whole cents need no rounding',
      net: [230, -80, -150],
      stake: 0.05,
      coin: 0.01,
      money: [11.5, -4, -7.5],
    },
    { rule: 'to 10 cents', net: [230, -80, -150], stake: 0.05, coin: 0.1, money: [11.5, -4, -7.5] },
    {
      rule: 'to 50 cents: halves away from zero, remainder back from the most rounded up',
      net: [230, -80, -150],
      stake: 0.05,
      coin: 0.5,
      money: [11.5, -4, -7.5],
    },
    {
      rule: 'to 1: a half away from zero each',
      net: [230, -80, -150],
      stake: 0.05,
      coin: 1,
      money: [12, -4, -8],
    },
    {
      rule: 'to 5 cents: a coin to the most rounded down, the lower seat on a tie',
      net: [17, -9, -8],
      stake: 0.01,
      coin: 0.05,
      money: [0.2, -0.1, -0.1],
    },
    {
      rule: 'the remainder goes to the lower seat on a tie',
      net: [1, 1, -2],
      stake: 0.5,
      coin: 1,
      money: [0, 1, -1],
    },
    {
      rule: 'a remainder given to the most rounded down',
      net: [-1, -1, 2],
      stake: 0.5,
      coin: 1,
      money: [0, -1, 1],
    },
    {
      rule: 'split fractions (35/3) to the cent: a cent back from the lowest seat',
      net: [35 / 3, 35 / 3, 35 / 3, -35],
      stake: 0.1,
      coin: 0.01,
      money: [1.16, 1.17, 1.17, -3.5],
    },
    { rule: 'stake 0: nothing to pay', net: [10, -10, 0], stake: 0, coin: 0.01, money: [0, 0, 0] },
    { rule: 'no players', net: [], stake: 0.1, coin: 0.01, money: [] },
    {
      rule: 'large sums stay exact',
      net: [123456, -100000, -23456],
      stake: 0.05,
      coin: 0.05,
      money: [6172.8, -5000, -1172.8],
    },
  ])('$rule', ({ net, stake, coin, money }) => {
    const rounded = roundMoney(net, stake, coin);
    expect(rounded).toEqual(money);
    const coins = roundMoneyCoins(net, stake, coin);
    expect(sum(coins)).toBe(0);
    coins.forEach((count, seat) => expect(count * coin).toBeCloseTo(rounded[seat]!, 9));
  });

  it('refuses a coin or stake that makes no sense', () => {
    expect(refusal(moneyOf([1, -1], 0.1, 0))).toBe('badCoin');
    expect(refusal(moneyOf([1, -1], 0.1, -0.05))).toBe('badCoin');
    expect(refusal(moneyOf([1, -1], 0.1, Number.NaN))).toBe('badCoin');
    expect(refusal(moneyOf([1, -1], -0.1, 0.01))).toBe('badStake');
    expect(refusal(moneyOf([1, -1], Infinity, 0.01))).toBe('badStake');
    expect(refusal(coinsOf([1, -1], 0.1, 0))).toBe('badCoin');
    expect(moneyOf([1, -1], 0.1, 0.05)).toEqual({ ok: true, value: [0.1, -0.1] });
  });

  const coinArb = fc.constantFrom(0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2);
  const stakeArb = fc.constantFrom(0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1);
  const totalsArb = fc.array(fc.integer({ min: -2000, max: 2000 }), { minLength: 3, maxLength: 5 });
  const netArb = fc
    .record({ totals: totalsArb, e: fc.integer({ min: 0, max: 40 }), split: fc.boolean() })
    .map(
      ({ totals, e, split }) =>
        settle(totals, { extraPenalty: e, extraPenaltyTies: split ? 'split' : 'each' }).net,
    );

  it('property: keeps the zero sum, every amount a whole number of coins, within a coin of exact', () => {
    fc.assert(
      fc.property(netArb, stakeArb, coinArb, (net, stake, coin) => {
        const coins = roundMoneyCoins(net, stake, coin);
        expect(sum(coins)).toBe(0);
        const money = roundMoney(net, stake, coin);
        expect(Math.abs(sum(money))).toBeLessThan(1e-9);
        money.forEach((amount, seat) => {
          expect(Number.isInteger(coins[seat]!)).toBe(true);
          expect(amount).toBeCloseTo(coins[seat]! * coin, 9);
          expect(Math.abs(amount - net[seat]! * stake)).toBeLessThanOrEqual(coin * 1.5 + 1e-9);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('property: exact amounts are kept as they are', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 1, maxLength: 6 }),
        coinArb,
        (counts, coin) => {
          const net = [...counts, -sum(counts)];
          expect(roundMoneyCoins(net, coin, coin)).toEqual(net.map((n) => n + 0));
        },
      ),
    );
  });
});

/** Applies transfers to balances: everything must come out at 0. */
function settleUp(balances: readonly number[], transfers: readonly Transfer[]): number[] {
  const left = [...balances];
  for (const t of transfers) {
    left[t.from]! += t.amount;
    left[t.to]! -= t.amount;
  }
  return left;
}

function checkTransfers(balances: readonly number[], transfers: readonly Transfer[]): void {
  settleUp(balances, transfers).forEach((left) => expect(Math.abs(left)).toBeLessThan(1e-9));
  const payers = new Set(transfers.map((t) => t.from));
  const receivers = new Set(transfers.map((t) => t.to));
  for (const seat of payers) expect(receivers.has(seat)).toBe(false);
  for (const t of transfers) {
    expect(t.amount).toBeGreaterThan(0);
    expect(balances[t.from]!).toBeLessThan(0);
    expect(balances[t.to]!).toBeGreaterThan(0);
  }
}

describe('fewestTransfers', { timeout: 60_000 }, () => {
  it.each([
    { rule: 'nothing to settle', balances: [0, 0, 0], count: 0 },
    { rule: 'one pays one', balances: [5, -5], count: 1 },
    { rule: 'the worked example: two pay the winner', balances: [230, -80, -150], count: 2 },
    { rule: 'pairs that cancel settle apart', balances: [10, -10, 7, -7], count: 2 },
    {
      rule: 'a pair settles apart from a group of four',
      balances: [5, 5, 3, -6, -4, -3],
      count: 4,
    },
    {
      rule: 'greedy alone would need 5: a pair (9, −9) apart',
      balances: [-9, 5, 7, 9, 9, -21],
      count: 4,
    },
    { rule: 'two groups of three', balances: [4, 6, -10, 3, -1, -2], count: 4 },
    { rule: 'currency amounts', balances: [0.15, -0.1, -0.05], count: 2 },
    { rule: 'coin units', balances: [3, -1, -1, -1], count: 3 },
  ])('$rule', ({ balances, count }) => {
    const transfers = fewestTransfers(balances);
    checkTransfers(balances, transfers);
    expect(transfers).toHaveLength(count);
  });

  it('gives exact currency amounts', () => {
    expect(fewestTransfers([0.3, -0.1, -0.2])).toEqual([
      { from: 1, to: 0, amount: 0.1 },
      { from: 2, to: 0, amount: 0.2 },
    ]);
  });

  it('refuses balances that do not sum to 0', () => {
    expect(transfersOf([1, -2])).toEqual({ ok: false, problem: { code: 'notZeroSum', sum: -1 } });
    expect(refusal(transfersOf([0.00001, 0, 0]))).toBe('notZeroSum');
    expect(refusal(transfersOf([0.000001, 0.000001, 0.000001]))).toBe('notZeroSum');
    expect(refusal(transfersOf([Number.NaN, 1, -1]))).toBe('notZeroSum');
  });

  it('takes thirds of a split tie as they come from settle()', () => {
    const net = settle([10, 10, 10, -5], { extraPenalty: 20, extraPenaltyTies: 'each' }).net;
    const transfers = fewestTransfers(net);
    expect(transfers.map((t) => [t.from, t.to])).toEqual([
      [3, 0],
      [3, 1],
      [3, 2],
    ]);
    expect(sum(transfers.map((t) => t.amount))).toBeCloseTo(35, 5);
    transfers.forEach((t) => expect(t.amount).toBeCloseTo(35 / 3, 5));
  });

  /** The fewest transfers by brute force: n − (most zero-sum groups). */
  function fewestByBruteForce(balances: readonly number[]): number {
    const open = balances.filter((b) => b !== 0);
    let best = 0;
    const groups = (rest: number[], count: number): void => {
      if (rest.length === 0) {
        best = Math.max(best, count);
        return;
      }
      const [first, ...others] = rest;
      // Every subset of the others that, with the first, sums to 0, is a possible group.
      for (let mask = 0; mask < 1 << others.length; mask++) {
        const inGroup = others.filter((_, i) => mask & (1 << i));
        if (first! + sum(inGroup) !== 0) continue;
        groups(
          others.filter((_, i) => !(mask & (1 << i))),
          count + 1,
        );
      }
    };
    groups(open, 0);
    return open.length - best;
  }

  const balancesArb = (max: number) =>
    fc
      .array(fc.integer({ min: -12, max: 12 }), { minLength: 1, maxLength: max })
      .map((values) => [...values, -sum(values)]);

  it('property: any settlement net can be paid out directly', () => {
    const netArb = fc
      .record({
        totals: fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 3, maxLength: 5 }),
        split: fc.boolean(),
      })
      .map(
        ({ totals, split }) =>
          settle(totals, { extraPenalty: 20, extraPenaltyTies: split ? 'split' : 'each' }).net,
      );
    fc.assert(
      fc.property(netArb, (net) => {
        const left = settleUp(net, fewestTransfers(net));
        left.forEach((value) => expect(Math.abs(value)).toBeLessThan(1e-5));
      }),
      { numRuns: 300 },
    );
  });

  it('property: fewest transfers (checked by brute force), nobody both pays and receives', () => {
    fc.assert(
      fc.property(balancesArb(8), (balances) => {
        const transfers = fewestTransfers(balances);
        checkTransfers(balances, transfers);
        expect(transfers).toHaveLength(fewestByBruteForce(balances));
      }),
      { numRuns: 300 },
    );
  });

  it('property: more than the exact limit still settles everyone, at most n − 1 transfers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -1000, max: 1000 }).filter((v) => v !== 0),
          { minLength: EXACT_TRANSFER_LIMIT + 1, maxLength: 30 },
        ),
        (values) => {
          const balances = [...values, -sum(values) || 1, sum(values) === 0 ? -1 : 0];
          const transfers = fewestTransfers(balances);
          checkTransfers(balances, transfers);
          expect(transfers.length).toBeLessThan(balances.filter((b) => b !== 0).length);
        },
      ),
      { numRuns: 30 },
    );
  });

  // 2^16 subsets × 16: well under a second on a phone; a search that grew beyond that fails
  // by the test's timeout, not by a time limit that a busy machine could miss.
  it('the exact search at its limit settles every balance', { timeout: 30_000 }, () => {
    const balances = Array.from({ length: EXACT_TRANSFER_LIMIT - 1 }, (_, i) =>
      i % 2 ? -(i + 1) : i + 2,
    );
    balances.push(-sum(balances));
    expect(balances.filter((b) => b !== 0)).toHaveLength(EXACT_TRANSFER_LIMIT);
    checkTransfers(balances, fewestTransfers(balances));
  });
});

describe('sessionNet', { timeout: 60_000 }, () => {
  it('adds each player over games with different seatings', () => {
    const net = sessionNet([
      { players: ['Anna', 'Bert', 'Chris'], net: [230, -80, -150] },
      { players: ['Chris', 'Dora', 'Anna', 'Bert'], net: [100, -20, -40, -40] },
      { players: ['dora', ' Emil ', 'ANNA'], net: [5, -2.5, -2.5] },
    ]);
    expect(net).toEqual([
      { player: 'Anna', net: 187.5 },
      { player: 'Bert', net: -120 },
      { player: 'Chris', net: -50 },
      { player: 'Dora', net: -15 },
      { player: 'Emil', net: -2.5 },
    ]);
  });

  it('no games: nobody', () => expect(sessionNet([])).toEqual([]));

  it('property: the session sums to 0 and rounds and settles with fewest transfers', () => {
    const gameArb = fc
      .record({
        seats: fc.shuffledSubarray(['A', 'B', 'C', 'D', 'E', 'F'], { minLength: 3, maxLength: 5 }),
        totals: fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 5, maxLength: 5 }),
        split: fc.boolean(),
      })
      .map(({ seats, totals, split }) => ({
        players: seats,
        net: settle(totals.slice(0, seats.length), {
          extraPenalty: 20,
          extraPenaltyTies: split ? 'split' : 'each',
        }).net,
      }));
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 6 }), (games) => {
        const session = sessionNet(games);
        expect(Math.abs(sum(session.map((s) => s.net)))).toBeLessThan(1e-6);
        const coins = roundMoneyCoins(
          session.map((s) => s.net),
          0.05,
          0.1,
        );
        expect(sum(coins)).toBe(0);
        checkTransfers(coins, fewestTransfers(coins));
      }),
      { numRuns: 200 },
    );
  });
});
