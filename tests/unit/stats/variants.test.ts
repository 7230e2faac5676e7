/** Known answers for each variant and table size (RULES.md §1, §2, §3), worked by hand. */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/lib/rules';
import { periodStats, statsTable, type StatsEvening } from '../../../src/lib/stats';
import { played } from '../rules/helpers';
import { ROSTER, statsGame } from './fixtures';

const evening = (id: string, games: StatsEvening['games'], extra = {}): StatsEvening => ({
  id,
  date: '2026-05-01',
  games,
  ...extra,
});
const rowsOf = (evenings: StatsEvening[], variant: 'all' | 'dobbm' | 'bavarian' = 'all') =>
  statsTable(periodStats(evenings, { period: {}, variant }), ROSTER);
const pick = (rows: ReturnType<typeof rowsOf>) =>
  Object.fromEntries(
    rows.map((r) => [
      r.name,
      [r.games, r.wins, r.last, r.net, r.declared.declared, r.declared.made],
    ]),
  );

/**
 * Dobbm, 4 players (§2): Anna Dobbm 70: 10. Anna deals next; Bert Solo 61,
 * a hand game (one doubling): (61 − 60) × 2 = 2. Totals 10, 2, 0, 0. Winner
 * Anna; Chris and Dora tie for the bottom and each pays the full
 * Extrapönale: Bert −8, Chris −10 − 20, Dora −10 − 20, Anna +68.
 */
const DOBBM = statsGame(
  'dobbm',
  'dobbm',
  ['a', 'b', 'c', 'd'],
  [played(0, 'dobbm', { declarerPoints: 70 }), played(1, 'solo', { declarerPoints: 61 })],
);

/**
 * Bauerntarock at 5 (§1.1: the dealer sits out), extraPenaltyTies split.
 * Hand 1, Anna deals and sits out: Bert Hineinschauen 70: 10. Hand 2, Bert
 * sits out: Chris Hineinschauen 70: 10. Totals 0, 10, 10, 0, 0. Winners Bert
 * and Chris; Anna, Dora, Emil tie for the bottom and split one Extrapönale.
 * Each of them pays each winner 10 / 2 + 20 / (2 × 3) = 25/3: net −50/3;
 * the winners +3 × 25/3 = +25.
 */
const FIVE = statsGame(
  'five',
  'bauerntarock',
  ['a', 'b', 'c', 'd', 'e'],
  [
    played(1, 'hineinschauen', { declarerPoints: 70 }),
    played(2, 'hineinschauen', { declarerPoints: 70 }),
  ],
  { houseRules: { extraPenaltyTies: 'split' } },
);

/**
 * Bavarian, 3 players, ante 10 (§3): pot 30, totals start at −10.
 * Anna widow 70: 5 × ceil(10 / 5) = 10 from the pot: Anna 0, pot 20.
 * Bert hand game raised once (66), 50: failed, 5 × ceil(16 / 5) = 20, + 10
 * for the raise = 30 to each defender: Bert −70, Anna 30, Chris 20.
 * Chris widow 80: 5 × ceil(20 / 5) = 20, the pot's last 20: Chris 40, pot 0, the game ends.
 * Final totals 30, −70, 40 are the net. Chris wins; Bert has the lowest final
 * total and counts as last (Bavarian has no Extrapönale).
 */
const BAVARIAN = statsGame(
  'bav',
  'bavarian',
  ['a', 'b', 'c'],
  [
    played(0, 'widow', { declarerPoints: 70 }),
    played(1, 'hand', { announced: 66, declarerPoints: 50 }),
    played(2, 'widow', { declarerPoints: 80 }),
  ],
  { stopped: false, houseRules: { ante: 10 } },
);

describe('each variant', () => {
  it('Dobbm: Dobbm and Solo, two tied for the bottom each pay the Extrapönale', () => {
    const rows = rowsOf([evening('v1', [DOBBM])]);
    expect(pick(rows)).toEqual({
      Anna: [1, 1, 0, 68, 1, 1],
      Bert: [1, 0, 0, -8, 1, 1],
      Chris: [1, 0, 1, -30, 0, 0],
      Dora: [1, 0, 1, -30, 0, 0],
    });
    const [anna, bert] = [
      rows.find((r) => r.name === 'Anna')!,
      rows.find((r) => r.name === 'Bert')!,
    ];
    expect(anna.contracts.dobbm).toEqual({ declared: 1, made: 1, rate: 1 });
    expect(bert.contracts.solo).toEqual({ declared: 1, made: 1, rate: 1 });
    // Chris and Dora: equal net and wins share third place; by name Chris first.
    expect(rows.map((r) => [r.rank, r.name])).toEqual([
      [1, 'Anna'],
      [2, 'Bert'],
      [3, 'Chris'],
      [3, 'Dora'],
    ]);
  });

  it('five at the table: a shared top wins for both, thirds of a point kept exact', () => {
    const rows = rowsOf([evening('v2', [FIVE], { stakePerPoint: 0.1, coin: 0.1 })]);
    expect(pick(rows)).toEqual({
      Bert: [1, 1, 0, 25, 1, 1],
      Chris: [1, 1, 0, 25, 1, 1],
      Anna: [1, 0, 1, -50 / 3, 0, 0],
      Dora: [1, 0, 1, -50 / 3, 0, 0],
      Emil: [1, 0, 1, -50 / 3, 0, 0],
    });
    // Money: 25 × 0.10 = 2.50; −50/3 × 0.10 = −1.666… rounds to −1.70 three times, which
    // leaves the sum at −0.10: the coin goes back to the lowest seat of the three (Anna).
    expect(Object.fromEntries(rows.map((r) => [r.name, r.money]))).toEqual({
      Bert: 2.5,
      Chris: 2.5,
      Anna: -1.6,
      Dora: -1.7,
      Emil: -1.7,
    });
  });

  it('Bavarian: the final totals are the net; the lowest final total is last', () => {
    const rows = rowsOf([evening('v3', [BAVARIAN])]);
    expect(pick(rows)).toEqual({
      Chris: [1, 1, 0, 40, 1, 1],
      Anna: [1, 0, 0, 30, 1, 1],
      Bert: [1, 0, 1, -70, 1, 0],
    });
    const bert = rows.find((r) => r.name === 'Bert')!;
    expect(bert.contracts.hand).toEqual({ declared: 1, made: 0, rate: 0 });
    expect(bert.announced).toEqual({ declared: 1, made: 0, rate: 0 });
    expect(rows.find((r) => r.name === 'Anna')!.contracts.widow).toEqual({
      declared: 1,
      made: 1,
      rate: 1,
    });
    // card points as declarer: Chris 80, Anna 70, Bert 50
    expect(rows.map((r) => [r.name, r.averagePoints])).toEqual([
      ['Chris', 80],
      ['Anna', 70],
      ['Bert', 50],
    ]);
  });

  it('a Bavarian game stopped with chips in the pot has no result and counts nowhere', () => {
    const stopped = statsGame(
      'bav2',
      'bavarian',
      ['a', 'b', 'c'],
      [played(0, 'widow', { declarerPoints: 70 })],
      {
        houseRules: { ante: 10 },
      },
    );
    expect(rowsOf([evening('v4', [stopped])])).toEqual([]);
  });

  it('one variant only: Dobbm among the others', () => {
    const rows = rowsOf([evening('v5', [DOBBM, FIVE, BAVARIAN])], 'dobbm');
    expect(pick(rows)).toEqual({
      Anna: [1, 1, 0, 68, 1, 1],
      Bert: [1, 0, 0, -8, 1, 1],
      Chris: [1, 0, 1, -30, 0, 0],
      Dora: [1, 0, 1, -30, 0, 0],
    });
  });

  it('all variants of one evening add up: Anna 68 − 50/3 + 30', () => {
    const rows = rowsOf([evening('v6', [DOBBM, FIVE, BAVARIAN])]);
    const anna = rows.find((r) => r.name === 'Anna')!;
    expect([anna.evenings, anna.games, anna.wins, anna.last]).toEqual([1, 3, 1, 1]);
    expect(anna.net).toBeCloseTo(68 - 50 / 3 + 30, 12);
  });
});

/**
 * Bauerntarock at 3, the Spatz rows of RULES.md §1.4 not met in fixtures.ts:
 *   Anna  Hineinschauen 70, her Spatz wins the last trick: (70 + 10 − 60) = 20
 *   Bert  Hineinschauen 60, 1 Spritzer, his Spatz captured early: (60 − 5 − 60) × 2 = −10, failed
 *   Chris Hineinschauen 65, the defenders' Spatz wins a trick: (65 − 5 − 60) = 0, made
 * Totals 20, −10, 0. Winner Anna; Bert pays 30 + 20, Chris 20. Net +70, −50, −20.
 */
const SPATZ = statsGame(
  'spatz',
  'bauerntarock',
  ['a', 'b', 'c'],
  [
    played(0, 'hineinschauen', {
      declarerPoints: 70,
      spatz: { side: 'declarer', result: 'won', lastTrick: true },
    }),
    played(1, 'hineinschauen', {
      declarerPoints: 60,
      doublings: 1,
      spatz: { side: 'declarer', result: 'lost', lastTrick: false },
    }),
    played(2, 'hineinschauen', {
      declarerPoints: 65,
      spatz: { side: 'defenders', result: 'won', lastTrick: false },
    }),
  ],
);

it('three at the table: the Spatz as declarer, and a doubled hand that failed', () => {
  const rows = rowsOf([evening('v7', [SPATZ])]);
  expect(pick(rows)).toEqual({
    Anna: [1, 1, 0, 70, 1, 1],
    Chris: [1, 0, 0, -20, 1, 1],
    Bert: [1, 0, 1, -50, 1, 0],
  });
  const spatz = Object.fromEntries(rows.map((r) => [r.name, r.spatz]));
  expect(spatz).toEqual({
    Anna: { won: 0, wonLast: 1, lost: 0, lostLast: 0 },
    Bert: { won: 0, wonLast: 0, lost: 1, lostLast: 0 },
    // The defenders played it: not Chris's Spatz as declarer.
    Chris: { won: 0, wonLast: 0, lost: 0, lostLast: 0 },
  });
  expect(rows.find((r) => r.name === 'Bert')!.doubled).toEqual({ declared: 1, made: 0, rate: 0 });
});

it('a fold handed in by the caller is used once per game, and only for games of the period', () => {
  const seen: string[] = [];
  periodStats([evening('v8', [SPATZ, DOBBM]), { ...evening('v9', [FIVE]), date: '2025-01-01' }], {
    period: { from: '2026-01-01' },
    variant: 'all',
    fold: (game) => {
      seen.push(game.id);
      return evaluate(game.game).result;
    },
  });
  expect(seen).toEqual(['spatz', 'dobbm']);
});
