/** RULES.md §1.7 settlement: one row per rule, through settle() and through a whole game. */
import { describe, expect, it } from 'vitest';
import { settle, type HouseRules } from '../../../src/lib/rules';
import { scoreReport } from '../../../scripts/report';
import { gameFile, played, score } from './helpers';

type Rules = Pick<HouseRules, 'extraPenalty' | 'extraPenaltyTies'>;
const each = (extraPenalty = 20): Rules => ({ extraPenalty, extraPenaltyTies: 'each' });
const split = (extraPenalty = 20): Rules => ({ extraPenalty, extraPenaltyTies: 'split' });

interface Row {
  rule: string;
  totals: number[];
  rules: Rules;
  net: number[];
  /** [from, to, difference, extra] */
  payments: [number, number, number, number][];
  winners: number[];
  losers: number[];
}

const third = 35 / 3;
const rows: Row[] = [
  {
    rule: '§1.7 worked: 120, 40, −10',
    totals: [120, 40, -10],
    rules: each(),
    net: [230, -80, -150],
    payments: [
      [1, 0, 80, 0],
      [2, 0, 130, 20],
    ],
    winners: [0],
    losers: [2],
  },
  {
    rule: '§1.7 extraPenalty 0',
    totals: [120, 40, -10],
    rules: each(0),
    net: [210, -80, -130],
    payments: [
      [1, 0, 80, 0],
      [2, 0, 130, 0],
    ],
    winners: [0],
    losers: [2],
  },
  {
    rule: '§1.7 extraPenalty 35',
    totals: [0, 40, -10],
    rules: each(35),
    net: [-40, 125, -85],
    payments: [
      [0, 1, 40, 0],
      [2, 1, 50, 35],
    ],
    winners: [1],
    losers: [2],
  },
  {
    rule: '§1.7 the winner need not have a positive total',
    totals: [-10, -20, -30],
    rules: each(),
    net: [50, -10, -40],
    payments: [
      [1, 0, 10, 0],
      [2, 0, 20, 20],
    ],
    winners: [0],
    losers: [2],
  },
  {
    rule: '§1.7 ties for the top split each payment',
    totals: [50, 50, -10, -10],
    rules: each(),
    net: [80, 80, -80, -80],
    payments: [
      [2, 0, 30, 10],
      [2, 1, 30, 10],
      [3, 0, 30, 10],
      [3, 1, 30, 10],
    ],
    winners: [0, 1],
    losers: [2, 3],
  },
  {
    rule: '§1.7 winners pay each other nothing',
    totals: [30, 30, 0],
    rules: each(),
    net: [25, 25, -50],
    payments: [
      [2, 0, 15, 10],
      [2, 1, 15, 10],
    ],
    winners: [0, 1],
    losers: [2],
  },
  {
    rule: '§1.7 three tied winners: fractions kept exact',
    totals: [10, 10, 10, -5],
    rules: each(),
    net: [third, third, third, -35],
    payments: [0, 1, 2].map((to): [number, number, number, number] => [3, to, 5, 20 / 3]),
    winners: [0, 1, 2],
    losers: [3],
  },
  {
    rule: '§1.7 ties for the bottom: each pays the full Extrapönale',
    totals: [100, 0, 0],
    rules: each(),
    net: [240, -120, -120],
    payments: [
      [1, 0, 100, 20],
      [2, 0, 100, 20],
    ],
    winners: [0],
    losers: [1, 2],
  },
  {
    rule: '§1.7 extraPenaltyTies split: one Extrapönale divided',
    totals: [100, 0, 0],
    rules: split(),
    net: [220, -110, -110],
    payments: [
      [1, 0, 100, 10],
      [2, 0, 100, 10],
    ],
    winners: [0],
    losers: [1, 2],
  },
  {
    rule: '§1.7 split among three losers',
    totals: [30, 0, 0, 0],
    rules: split(),
    net: [110, -110 / 3, -110 / 3, -110 / 3],
    payments: [1, 2, 3].map((from): [number, number, number, number] => [from, 0, 30, 20 / 3]),
    winners: [0],
    losers: [1, 2, 3],
  },
  {
    rule: '§1.7 split with tied winners and tied losers',
    totals: [50, 50, 0, 0],
    rules: split(),
    net: [60, 60, -60, -60],
    payments: [
      [2, 0, 25, 5],
      [2, 1, 25, 5],
      [3, 0, 25, 5],
      [3, 1, 25, 5],
    ],
    winners: [0, 1],
    losers: [2, 3],
  },
  {
    rule: '§1.7 split with one loser is the full Extrapönale',
    totals: [120, 40, -10],
    rules: split(),
    net: [230, -80, -150],
    payments: [
      [1, 0, 80, 0],
      [2, 0, 130, 20],
    ],
    winners: [0],
    losers: [2],
  },
  {
    rule: '§1.7 middle players pay the difference only',
    totals: [60, 40, 20, 0, -20],
    rules: each(),
    net: [220, -20, -40, -60, -100],
    payments: [
      [1, 0, 20, 0],
      [2, 0, 40, 0],
      [3, 0, 60, 0],
      [4, 0, 80, 20],
    ],
    winners: [0],
    losers: [4],
  },
  {
    rule: '§1.7 all totals equal: nobody pays',
    totals: [10, 10, 10],
    rules: each(),
    net: [0, 0, 0],
    payments: [],
    winners: [],
    losers: [],
  },
  {
    rule: '§1.7 all totals 0: nobody pays',
    totals: [0, 0, 0, 0],
    rules: split(),
    net: [0, 0, 0, 0],
    payments: [],
    winners: [],
    losers: [],
  },
];

describe('RULES.md §1.7 settlement', () => {
  it.each(rows)('$rule', (row) => {
    const s = settle(row.totals, row.rules);
    row.net.forEach((net, seat) => expect(s.net[seat]).toBeCloseTo(net, 9));
    expect(s.payments.map((p) => [p.from, p.to])).toEqual(row.payments.map(([f, t]) => [f, t]));
    s.payments.forEach((payment, i) => {
      const [, , difference, extra] = row.payments[i]!;
      expect(payment.difference).toBeCloseTo(difference, 9);
      expect(payment.extra).toBeCloseTo(extra, 9);
      expect(payment.points).toBeCloseTo(difference + extra, 9);
    });
    expect(s.winners).toEqual(row.winners);
    expect(s.losers).toEqual(row.losers);
    // The sum of everyone's net result is always 0.
    expect(Math.abs(s.net.reduce((a, b) => a + b, 0))).toBeLessThan(1e-9);
    expect(s.net.some((v) => Object.is(v, -0))).toBe(false);
  });
});

describe('RULES.md §1.7 settlement through a game and the command', () => {
  it('§1.7 worked example as a game, extraPenalty from the house rules', () => {
    const hands = [
      played(0, 'sumpern', { announced: 'all', declarerTricks: 'all' }), // 120
      played(1, 'hineinschauen', { declarerPoints: 100 }), // 40
      played(2, 'hineinschauen', { declarerPoints: 50 }), // −10
    ];
    const result = score(gameFile('bauerntarock', 3, hands, { houseRules: { endAt: null } }));
    expect(result.totals).toEqual([120, 40, -10]);
    expect(result.settlement.net).toEqual([230, -80, -150]);
    const cheap = score(
      gameFile('bauerntarock', 3, hands, { houseRules: { endAt: null, extraPenalty: 5 } }),
    );
    expect(cheap.settlement.net).toEqual([215, -80, -135]);
  });

  it('§1.7 extraPenaltyTies split through a game', () => {
    const hands = [played(0, 'hineinschauen', { declarerPoints: 70 })];
    const rules = { extraPenaltyTies: 'split', extraPenalty: 30 };
    const result = score(gameFile('bauerntarock', 3, hands, { houseRules: rules }));
    expect(result.settlement.net).toEqual([50, -25, -25]);
  });

  it('FORMAT.md: values that are not whole are printed to 2 decimals, each on its own', () => {
    const hands = [10, 10, 10].map((_, seat) =>
      played(seat, 'hineinschauen', { declarerPoints: 70 }),
    );
    const result = score(
      gameFile('bauerntarock', 4, hands, { houseRules: { endAt: null, extraPenalty: 25 } }),
    );
    expect(result.totals).toEqual([10, 10, 10, 0]);
    const report = scoreReport(result) as {
      settlement: { net: number[]; payments: { points: number }[] };
    };
    expect(report.settlement.net).toEqual([11.67, 11.67, 11.67, -35]);
    expect(report.settlement.payments.map((p) => p.points)).toEqual([11.67, 11.67, 11.67]);
  });
});
