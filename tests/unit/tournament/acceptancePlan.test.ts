/**
 * The browser acceptance's tournament (tests/e2e/tournamentPlan.ts) against the core,
 * before any screen runs it: every hand-worked hand score is what the engine scores
 * (RULES.md §1.5), and the hand-worked standings hold for ANY seating (the draw is random,
 * RULES.md §4), which is what the plan's choice of numbers claims. If this fails, either the
 * arithmetic in the plan or the core is wrong, and the browser test would say so later.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_FORMAT, GAME_VERSION, readGame, type Game } from '../../../src/lib/rules';
import {
  drawTournamentRound,
  metPairs,
  repeatedPairs,
  standings,
  tableRound,
  type Seating,
  type TableResult,
  type Tournament,
} from '../../../src/lib/tournament';
import {
  AFTER_ROUND1,
  FEWEST_REPEATED_PAIRS,
  FINAL,
  HANDS_PER_ROUND,
  PLAYERS,
  ROUNDS,
  tableHands,
  tableTotals,
} from '../../e2e/tournamentPlan';

const END = { kind: 'hands', hands: HANDS_PER_ROUND } as const;

function gameOf(names: readonly string[], round: 1 | 2): Game {
  const read = readGame({
    format: GAME_FORMAT,
    version: GAME_VERSION,
    variant: 'bauerntarock',
    players: names,
    firstDealer: 0,
    // What a table of a handsPerRound tournament plays by (tableHouseRules): no automatic end.
    houseRules: { endAt: null },
    hands: tableHands(names, round),
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.value;
}

/** Tables of 4, 4 and 5 (RULES.md §4: 13 players) from an order of the 13 names. */
const seatingOf = (order: readonly string[]): Seating => [
  order.slice(0, 4),
  order.slice(4, 8),
  order.slice(8, 13),
];

function played(seatings: readonly Seating[]): TableResult[] {
  return seatings.flatMap((seating, r) =>
    seating.map((names) => {
      const round = tableRound(gameOf(names, (r + 1) as 1 | 2), END);
      // 4 hands at a table of 4; 5 at a table of 5 (the first multiple of 5 at or after 4).
      expect(round.played).toBe(names.length);
      expect(round.over).toBe(true);
      expect(round.totals).toEqual(tableTotals(names, (r + 1) as 1 | 2));
      return { round: r + 1, players: names, totals: round.totals };
    }),
  );
}

const rankAndTotal = (rows: ReturnType<typeof standings>) =>
  Object.fromEntries(rows.map((r) => [r.player, { rank: r.rank, total: r.total }]));
const worked = (rows: readonly { player: string; rank: number; total: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.player, { rank: r.rank, total: r.total }]));

describe('the acceptance tournament, worked by hand', () => {
  it('each planned hand scores what the plan says (RULES.md §1.5)', () => {
    for (const [r, plan] of ROUNDS.entries()) {
      for (const name of PLAYERS) {
        // The player declares from seat 1 of a table of 4 (seat 0 deals).
        const names = [PLAYERS[0] === name ? 'X' : PLAYERS[0], name, 'Y', 'Z'];
        const read = readGame({
          format: GAME_FORMAT,
          version: GAME_VERSION,
          variant: 'bauerntarock',
          players: names,
          houseRules: { endAt: null },
          hands: [{ ...plan[name].hand, declarer: 1 }],
        });
        expect(read.ok, `${name} round ${r + 1}`).toBe(true);
        if (!read.ok) continue;
        expect(tableRound(read.value, END).totals, `${name} round ${r + 1}`).toEqual([
          0,
          plan[name].score,
          0,
          0,
        ]);
      }
    }
  });

  it('the standings are the hand-worked ones whatever the seating (RULES.md §4 "Score")', () => {
    const order = fc.shuffledSubarray([...PLAYERS], { minLength: 13, maxLength: 13 });
    fc.assert(
      fc.property(order, order, (first, second) => {
        const one = seatingOf(first);
        const two = seatingOf(second);
        expect(rankAndTotal(standings([...PLAYERS], 2, played([one])))).toEqual(
          worked(AFTER_ROUND1),
        );
        const all = standings([...PLAYERS], 2, played([one, two]));
        expect(rankAndTotal(all)).toEqual(worked(FINAL));
        // The tie-breaks the plan names: Luis won a round, Moni none; Anna and Bert two each.
        const row = (name: string) => all.find((s) => s.player === name)!;
        expect([row('Luis').wins, row('Moni').wins, row('Anna').wins, row('Bert').wins]).toEqual([
          1, 0, 2, 2,
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('round 2 repeats exactly the fewest pairs a 4-4-5 after a 4-4-5 allows', () => {
    for (const seed of [1, 2, 3, 2026, 0xdeadbeef]) {
      const tournament: Tournament = {
        id: 't',
        name: 'Preistarock',
        date: '2026-12-05',
        place: '',
        variant: 'bauerntarock',
        houseRules: {},
        rounds: 2,
        roundEnd: END,
        players: PLAYERS.map((name) => ({ id: name, name, from: 1, until: null })),
        seed,
        draws: [],
        prizes: '',
      };
      const one = drawTournamentRound(tournament, 1, 0);
      if (!one.ok) throw new Error(one.refusal.code);
      tournament.draws.push({ round: 1, redraw: 0, tables: one.tables, games: ['a', 'b', 'c'] });
      const two = drawTournamentRound(tournament, 2, 0);
      if (!two.ok) throw new Error(two.refusal.code);
      expect(repeatedPairs(two.tables, metPairs([one.tables])), `seed ${seed}`).toBe(
        FEWEST_REPEATED_PAIRS,
      );
    }
  });
});
