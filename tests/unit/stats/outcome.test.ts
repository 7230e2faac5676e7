/**
 * The one decision of a game's outcome (src/lib/stats/outcome.ts), worked by
 * hand from the totals: winners are the highest totals (a shared top counts
 * for each, RULES.md §4; all equal: everyone), the last the lowest, who pay
 * the Extrapönale (§1.7; all equal: nobody), and a game counts once finished
 * or stopped, a Bavarian one only with its pot empty (§3).
 */
import { describe, expect, it } from 'vitest';
import { outcome, type OutcomeResult } from '../../../src/lib/stats/outcome';
import { foldGame, periodStats } from '../../../src/lib/stats';
import { eveningView } from '../../../src/lib/view/eveningView';
import { played } from '../rules/helpers';
import { statsGame } from './fixtures';

const result = (
  totals: number[],
  status: OutcomeResult['status'] = 'finished',
  pot?: number,
): OutcomeResult => ({ totals, status, ...(pot !== undefined ? { pot } : {}) });

describe('outcome: winners, last and whether a game counts', () => {
  const rows: [string, OutcomeResult, boolean, number[], number[], boolean, string?][] = [
    // name, result, stopped early, winners, last, counted, why not
    ['3 players, one top, one bottom', result([104, -20, 36]), false, [0], [1], true],
    ['3 players, tie at the top (104 = 104)', result([104, 104, 36]), false, [0, 1], [2], true],
    ['3 players, tie at the bottom (−20 = −20)', result([104, -20, -20]), false, [0], [1, 2], true],
    [
      '3 players, all equal (0, 0, 0): everyone shares the top, nobody pays',
      result([0, 0, 0]),
      true,
      [0, 1, 2],
      [],
      true,
    ],
    [
      '4 players, 64 −4 −60 0: Anna wins, Chris pays the Extrapönale',
      result([64, -4, -60, 0]),
      true,
      [0],
      [2],
      true,
    ],
    [
      '4 players, tie at top and at bottom (30 30 −5 −5)',
      result([30, 30, -5, -5]),
      false,
      [0, 1],
      [2, 3],
      true,
    ],
    ['4 players, all equal (10 × 4)', result([10, 10, 10, 10]), false, [0, 1, 2, 3], [], true],
    ['5 players, 100 40 40 −10 −10', result([100, 40, 40, -10, -10]), false, [0], [3, 4], true],
    [
      '5 players, three tied at the top (12 12 12 −3 0)',
      result([12, 12, 12, -3, 0]),
      true,
      [0, 1, 2],
      [3],
      true,
    ],
    [
      '5 players, all equal (−7 × 5)',
      result([-7, -7, -7, -7, -7]),
      true,
      [0, 1, 2, 3, 4],
      [],
      true,
    ],
    [
      'running: the standing, not counted',
      result([24, -4, 0], 'running'),
      false,
      [0],
      [1],
      false,
      'running',
    ],
    [
      'running and stopped: counts as it stands',
      result([24, -4, 0], 'running'),
      true,
      [0],
      [1],
      true,
    ],
    // Bavarian: totals start at −ante (100): −145 −20 −175 with the pot empty.
    [
      'Bavarian, pot empty: lowest final total is last',
      result([-145, -20, -175], 'finished', 0),
      false,
      [1],
      [2],
      true,
    ],
    [
      'Bavarian stopped with 40 chips left: not counted',
      result([-80, -60, -120], 'running', 40),
      true,
      [1],
      [2],
      false,
      'potNotEmpty',
    ],
    [
      'Bavarian running with chips left',
      result([-80, -60, -120], 'running', 40),
      false,
      [1],
      [2],
      false,
      'running',
    ],
  ];
  for (const [name, given, stopped, winners, last, counted, why] of rows) {
    it(name, () => {
      expect(outcome(given, stopped)).toEqual({
        winners,
        last,
        counted,
        ...(why ? { notCounted: why } : {}),
      });
    });
  }
});

describe('the evening and the statistics agree on a game whose totals are all equal', () => {
  // Each player makes one Hineinschauen with 70 card points: (70 − 60) × 1 = 10 (RULES.md §1.5),
  // totals 10, 10, 10; stopped, so it counts, and nobody pays (§1.7).
  const game = statsGame(
    'g1',
    'bauerntarock',
    ['a', 'b', 'c'],
    [0, 1, 2].map((seat) => played(seat, 'hineinschauen', { defenderPoints: 50 })),
  );
  const folded = foldGame(game);

  it('the game folds to 10, 10, 10 and settles to nothing', () => {
    expect(folded.totals).toEqual([10, 10, 10]);
    expect(folded.settlement.net).toEqual([0, 0, 0]);
  });

  it('the evening lists everyone as a winner; the statistics give everyone one win, nobody a last', () => {
    const evening = eveningView([
      { row: { id: 'g1', stoppedEarly: true }, game: game.game, result: folded },
    ]);
    expect(evening.games[0]).toMatchObject({ counted: true, winners: ['Anna', 'Bert', 'Chris'] });

    const stats = periodStats([{ id: 'e1', date: '2026-11-30', games: [game] }], {
      period: {},
      variant: 'all',
    });
    const tallies = ['a', 'b', 'c'].map((id) => stats.players.get(id)!);
    expect(tallies.map((tally) => [tally.games, tally.wins, tally.last])).toEqual([
      [1, 1, 0],
      [1, 1, 0],
      [1, 1, 0],
    ]);
    // The same winners, seat for seat.
    const statsWinners = tallies.flatMap((tally, seat) =>
      tally.wins > 0 ? [game.game.players[seat]] : [],
    );
    expect(statsWinners).toEqual(evening.games[0]!.winners);
  });
});
