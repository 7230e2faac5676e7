/**
 * The longest run of games won follows the order the games were played in (the evening's
 * order, oldest first), not when each was last written: correcting a hand of the
 * evening's first game afterwards does not move that game to the end of the evening.
 * Each game: Hineinschauen with 80 card points, 80 − 60 = 20 to the declarer (RULES.md
 * §1.5), the only non-zero total, so the declarer wins it (§1.7).
 */
import { describe, expect, it } from 'vitest';
import { periodStats, statsTable, type StatsEvening } from '../../../src/lib/stats';
import { played } from '../rules/helpers';
import { ROSTER, statsGame } from './fixtures';

const won = (id: string, seat: number, updatedAt: number) =>
  statsGame(
    id,
    'bauerntarock',
    ['a', 'b', 'c'],
    [played(seat, 'hineinschauen', { declarerPoints: 80 })],
    {
      updatedAt,
    },
  );

describe('runs in the order the games were played', () => {
  it('won, lost, won is a longest run of 1, whenever the first game was corrected', () => {
    const evening: StatsEvening = {
      id: 'e',
      date: '2026-04-01',
      // Played in this order; Anna's first game was corrected last (updatedAt 900).
      games: [won('x1', 0, 900), won('x2', 1, 200), won('x3', 0, 300)],
    };
    const rows = statsTable(periodStats([evening], { period: {}, variant: 'all' }), ROSTER);
    const anna = rows.find((row) => row.name === 'Anna')!;
    expect([anna.games, anna.wins, anna.longestRun]).toEqual([3, 2, 1]);
  });
});
