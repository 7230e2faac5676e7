/**
 * Wins and last places when the totals tie. A win is a game where the player had the
 * highest total, a shared top counting for each tied player; the last are those who pay
 * the Extrapönale, and with all totals equal nobody pays (RULES.md §1.7).
 */
import { expect, it } from 'vitest';
import { periodStats, statsTable, type StatsEvening } from '../../../src/lib/stats';
import { played, redeal } from '../rules/helpers';
import { ROSTER, statsGame } from './fixtures';

const evening = (games: StatsEvening['games']): StatsEvening => ({
  id: 'e',
  date: '2026-11-27',
  games,
});

const table = (e: StatsEvening) =>
  statsTable(periodStats([e], { period: {}, variant: 'all' }), ROSTER).map((row) => [
    row.name,
    row.games,
    row.wins,
    row.last,
    row.net,
  ]);

it('all totals equal (a game stopped after a redeal): everyone shared the top, nobody is last', () => {
  // Totals 0, 0, 0: nobody pays (§1.7), so net 0 each; each had the highest total.
  const game = statsGame('g', 'bauerntarock', ['a', 'b', 'c'], [redeal]);
  expect(table(evening([game]))).toEqual([
    ['Anna', 1, 1, 0, 0],
    ['Bert', 1, 1, 0, 0],
    ['Chris', 1, 1, 0, 0],
  ]);
});

it('two tied for the top each win; the one below them is last and pays the Extrapönale', () => {
  // Anna Hineinschauen 80: +20; Bert 80: +20; Chris has 0. Totals 20, 20, 0 (§1.5).
  // Chris owes the difference 20 − 0 = 20 and the Extrapönale 20, 40 in all, split
  // equally between the two tied winners: 20 to each (§1.7, ties for the top).
  const hands = [
    played(0, 'hineinschauen', { declarerPoints: 80 }),
    played(1, 'hineinschauen', { declarerPoints: 80 }),
  ];
  const game = statsGame('g', 'bauerntarock', ['a', 'b', 'c'], hands);
  expect(table(evening([game]))).toEqual([
    ['Anna', 1, 1, 0, 20],
    ['Bert', 1, 1, 0, 20],
    ['Chris', 1, 0, 1, -40],
  ]);
});
