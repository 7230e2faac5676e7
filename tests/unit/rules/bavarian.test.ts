/** RULES.md §3 Bavarian Tarock with a pot: one row per rule. */
import { describe, expect, it } from 'vitest';
import { bavarianGamePoints } from '../../../src/lib/rules';
import { gameFile, played, problemsOf, redeal, score, type FileHand } from './helpers';

describe('RULES.md §3 game points', () => {
  it.each([
    [61, 61, 5],
    [65, 61, 5],
    [66, 61, 10],
    [70, 61, 10],
    [71, 61, 15],
    [120, 61, 60],
    [60, 61, 5],
    [56, 61, 5],
    [55, 61, 10],
    [51, 61, 10],
    [50, 61, 15],
    [0, 61, 65],
    [94, 71, 25],
    [71, 71, 5],
    [75, 71, 5],
    [76, 71, 10],
    [70, 71, 5],
    [66, 71, 5],
    [65, 71, 10],
    [116, 116, 5],
    [120, 116, 5],
    [115, 116, 5],
    [110, 116, 10],
  ])('§3 declarer %i against target %i: %i game points', (points, target, expected) => {
    expect(bavarianGamePoints(points, target)).toBe(expected);
  });
});

interface Row {
  rule: string;
  players?: number;
  houseRules?: Record<string, unknown>;
  hands: FileHand[];
  scores: number[][];
  pots: (number | undefined)[];
  made?: boolean[];
  totals: number[];
  pot: number;
  status?: string;
  firstDealer?: number;
}

const W = 'widow';
const HAND = 'hand';
const rows: Row[] = [
  {
    rule: '§3 the ante: totals start at minus the ante',
    hands: [],
    scores: [],
    pots: [],
    totals: [-100, -100, -100],
    pot: 300,
  },
  {
    rule: '§3 ante at 4: everyone antes',
    players: 4,
    houseRules: { ante: 30 },
    hands: [],
    scores: [],
    pots: [],
    totals: [-30, -30, -30, -30],
    pot: 120,
  },
  {
    rule: '§3 widow game made takes from the pot',
    hands: [played(0, W, { declarerPoints: 67 })],
    scores: [[10, 0, 0]],
    pots: [290],
    made: [true],
    totals: [-90, -100, -100],
    pot: 290,
  },
  {
    rule: '§3 widow game made at 61 earns 5',
    hands: [played(1, W, { declarerPoints: 61 })],
    scores: [[0, 5, 0]],
    pots: [295],
    made: [true],
    totals: [-100, -95, -100],
    pot: 295,
  },
  {
    rule: '§3 widow game failed: one defender paid, the other from the pot',
    hands: [played(2, W, { declarerPoints: 53 })],
    scores: [[10, 10, -10]],
    pots: [290],
    made: [false],
    totals: [-90, -90, -110],
    pot: 290,
  },
  {
    rule: "§3 widow game by defenders' points",
    hands: [played(0, W, { defenderPoints: 30 })],
    scores: [[30, 0, 0]],
    pots: [270],
    made: [true],
    totals: [-70, -100, -100],
    pot: 270,
  },
  {
    rule: '§3 hand game made: each defender pays',
    hands: [played(0, HAND, { declarerPoints: 80 })],
    scores: [[40, -20, -20]],
    pots: [300],
    made: [true],
    totals: [-60, -120, -120],
    pot: 300,
  },
  {
    rule: '§3 hand game failed: the declarer pays each',
    hands: [played(0, HAND, { declarerPoints: 58 })],
    scores: [[-10, 5, 5]],
    pots: [300],
    made: [false],
    totals: [-110, -95, -95],
    pot: 300,
  },
  {
    rule: '§3 worked: hand game raised twice, 94: each pays 45',
    hands: [played(1, HAND, { announced: 71, declarerPoints: 94 })],
    scores: [[-45, 90, -45]],
    pots: [300],
    made: [true],
    totals: [-145, -10, -145],
    pot: 300,
  },
  {
    rule: '§3 raised hand game failed: raises paid too',
    hands: [played(1, HAND, { announced: 76, declarerPoints: 70 })],
    scores: [[40, -80, 40]],
    pots: [300],
    made: [false],
    totals: [-60, -180, -60],
    pot: 300,
  },
  {
    rule: '§3 raiseBonus 0',
    houseRules: { raiseBonus: 0 },
    hands: [played(1, HAND, { announced: 71, declarerPoints: 94 })],
    scores: [[-25, 50, -25]],
    pots: [300],
    made: [true],
    totals: [-125, -50, -125],
    pot: 300,
  },
  {
    rule: '§3 raiseBonus 25',
    houseRules: { raiseBonus: 25 },
    hands: [played(1, HAND, { announced: 116, declarerPoints: 116 })],
    scores: [[-280, 560, -280]],
    pots: [300],
    made: [true],
    totals: [-380, 460, -380],
    pot: 300,
  },
  {
    rule: '§3 hand game announced 61 has no raise',
    hands: [played(2, HAND, { announced: 61, declarerPoints: 61 })],
    scores: [[-5, -5, 10]],
    pots: [300],
    made: [true],
    totals: [-105, -105, -90],
    pot: 300,
  },
  {
    rule: '§3 4 at the table: the dealer sits out and pays nothing',
    players: 4,
    hands: [played(1, HAND, { declarerPoints: 70 })],
    scores: [[0, 20, -10, -10]],
    pots: [400],
    made: [true],
    totals: [-100, -80, -110, -110],
    pot: 400,
  },
  {
    rule: '§3 4 at the table: failed widow pays the active defenders',
    players: 4,
    firstDealer: 2,
    hands: [played(0, W, { declarerPoints: 50 })],
    scores: [[-15, 15, 0, 15]],
    pots: [385],
    made: [false],
    totals: [-115, -85, -100, -85],
    pot: 385,
  },
  {
    rule: '§3 pot cap: a made widow game takes no more than the pot',
    houseRules: { ante: 3 },
    hands: [played(0, W, { declarerPoints: 80 })],
    scores: [[9, 0, 0]],
    pots: [0],
    made: [true],
    totals: [6, -3, -3],
    pot: 0,
    status: 'finished',
  },
  {
    rule: '§3 pot cap: a failed widow game pays no more than the pot half',
    houseRules: { ante: 2 },
    hands: [played(0, W, { declarerPoints: 40 })],
    scores: [[-6, 6, 6]],
    pots: [0],
    made: [false],
    totals: [-8, 4, 4],
    pot: 0,
    status: 'finished',
  },
  {
    rule: '§3 the pot emptied exactly, capped, ends the game',
    houseRules: { ante: 5 },
    hands: [played(0, W, { declarerPoints: 70 }), played(1, W, { declarerPoints: 66 })],
    scores: [
      [10, 0, 0],
      [0, 5, 0],
    ],
    pots: [5, 0],
    made: [true, true],
    totals: [5, 0, -5],
    pot: 0,
    status: 'finished',
  },
  {
    rule: '§3 hand games never touch the pot',
    houseRules: { ante: 1 },
    hands: [played(0, HAND, { declarerPoints: 90 }), played(1, HAND, { declarerPoints: 30 })],
    scores: [
      [60, -30, -30],
      [35, -70, 35],
    ],
    pots: [3, 3],
    made: [true, false],
    totals: [94, -101, 4],
    pot: 3,
  },
  {
    rule: '§3 a redeal keeps the dealer and the pot',
    hands: [redeal, played(0, W, { declarerPoints: 62 })],
    scores: [
      [0, 0, 0],
      [5, 0, 0],
    ],
    pots: [undefined, 295],
    made: [false, true],
    totals: [-95, -100, -100],
    pot: 295,
  },
];

describe('RULES.md §3 Bavarian Tarock: scores and the pot', () => {
  it.each(rows)('$rule', (row) => {
    const players = row.players ?? 3;
    const extra = {
      ...(row.houseRules ? { houseRules: row.houseRules } : {}),
      ...(row.firstDealer === undefined ? {} : { firstDealer: row.firstDealer }),
    };
    const result = score(gameFile('bavarian', players, row.hands, extra));
    row.scores.forEach((scores, i) => expect(result.hands[i]!.scores).toEqual(scores));
    row.pots.forEach((pot, i) => expect(result.hands[i]!.pot).toBe(pot));
    row.made?.forEach((made, i) => {
      if (result.hands[i]!.kind === 'played') expect(result.hands[i]!.made).toBe(made);
    });
    expect(result.totals).toEqual(row.totals);
    expect(result.pot).toBe(row.pot);
    // §3: each player's final total is their net; the chips not yet won lie in the pot.
    expect(result.settlement.net).toEqual(row.totals);
    expect(result.settlement.payments).toEqual([]);
    expect(result.totals.reduce((a, b) => a + b, 0) + result.pot!).toBe(0);
    expect(result.handsLeft).toBeNull();
    if (row.status) expect(result.status).toBe(row.status);
  });
});

describe('RULES.md §3 the deal and the end', () => {
  it('§3 the deal rotates clockwise; at 4 the dealer sits out', () => {
    const hands = [1, 2, 3, 0, 1].map((d) => played((d + 1) % 4, W, { declarerPoints: 61 }));
    const result = score(gameFile('bavarian', 4, hands, { firstDealer: 1 }));
    expect(result.hands.map((h) => h.dealer)).toEqual([1, 2, 3, 0, 1]);
    expect(result.hands.map((h) => h.sitsOut)).toEqual([1, 2, 3, 0, 1]);
    expect(result.nextDealer).toBe(2);
    expect(result.nextSitsOut).toBe(2);
  });

  it('§3 3 players: nobody sits out', () => {
    const result = score(gameFile('bavarian', 3, [played(0, W, { declarerPoints: 61 })]));
    expect(result.hands[0]!.sitsOut).toBeNull();
    expect(result.nextDealer).toBe(1);
    expect(result.status).toBe('running');
  });

  it('§3 the game ends when the pot is empty; no hand may follow, a redeal neither', () => {
    const hands = [played(0, W, { declarerPoints: 80 })];
    const ended = score(gameFile('bavarian', 3, hands, { houseRules: { ante: 3 } }));
    expect(ended.status).toBe('finished');
    expect(ended.handsLeft).toBeNull();
    expect(ended.nextDealer).toBe(1);
    for (const next of [redeal, played(1, HAND, { declarerPoints: 70 })]) {
      const problems = problemsOf(
        gameFile('bavarian', 3, [...hands, next], { houseRules: { ante: 3 } }),
      );
      expect(problems.map((p) => [p.path, p.code])).toEqual([['hands[1]', 'afterEnd']]);
    }
  });

  it('§3 the dealer at 4 cannot declare', () => {
    const problems = problemsOf(gameFile('bavarian', 4, [played(0, W, { declarerPoints: 70 })]));
    expect(problems.map((p) => [p.path, p.code])).toEqual([
      ['hands[0].declarer', 'declarerSitsOut'],
    ]);
  });
});

describe('RULES.md §3 explanation: written when read, the same however it is read', () => {
  const rows: { rule: string; hand: FileHand; ante?: number; formula: string }[] = [
    {
      rule: '§3 widow made: the points over 60, rounded up to 5',
      hand: played(1, W, { declarerPoints: 67 }),
      formula: '67 − 60 = 7 → 10',
    },
    {
      rule: '§3 widow: what the pot holds caps the amount',
      hand: played(1, W, { declarerPoints: 67 }),
      ante: 1,
      formula: '67 − 60 = 7 → 10, pot 3 → 3',
    },
    {
      rule: '§3 hand game failed with two raises: 10 per raise on top',
      hand: played(1, HAND, { announced: 71, declarerPoints: 66 }),
      formula: '71 − 66 = 5 → 5 + 2 × 10 = 25',
    },
  ];
  it.each(rows)('$rule', ({ hand, ante, formula }) => {
    const extra = ante === undefined ? {} : { houseRules: { ante } };
    const explanation = score(gameFile('bavarian', 3, [hand], extra)).hands[0]!.explanation!;
    expect(explanation.formula).toBe(formula);
    const points = hand.declarerPoints as number;
    const target = (hand.announced as number | undefined) ?? 61;
    expect(JSON.parse(JSON.stringify(explanation))).toEqual({
      formula,
      declarerPoints: points,
      target,
    });
    expect(Object.keys(explanation).sort()).toEqual(['declarerPoints', 'target']);
  });
});
