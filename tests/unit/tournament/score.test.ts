/**
 * RULES.md §4 "A round" and "Score" against hand-worked tables: a round's end
 * by the game's end or by a number of hands at tables of 3, 4 and 5; the
 * tournament score as the sum of round results; ranks and tie-breaks.
 */
import { describe, expect, it } from 'vitest';
import {
  handsAtTable,
  standings,
  tableResults,
  tableRound,
  tableStates,
  type Tournament,
} from '../../../src/lib/tournament';
import { game, hs, NAMES, redeal, tournament13 } from './fixtures';

const noEnd = { endAt: null };

describe('a round ends at a table (RULES.md §4 "A round")', () => {
  it('after the first multiple of the seats at or after handsPerRound', () => {
    const end = { kind: 'hands', hands: 8 } as const;
    // 3 seats: 8 → 9 (3 × 3); 4 seats: 8; 5 seats: 8 → 10 (2 × 5).
    expect([3, 4, 5].map((seats) => handsAtTable(end, seats))).toEqual([9, 8, 10]);
    expect(handsAtTable({ kind: 'gameEnd' }, 4)).toBeNull();
  });

  it('table of 3, 8 hands asked: the 10th played hand does not count, a redeal is no hand', () => {
    // Seat 0 declares every hand with 70: +10 each. Redeal at index 3 scores nothing.
    const hands = [hs(0, 70), hs(0, 70), hs(0, 70), redeal, ...Array(7).fill(hs(0, 70))];
    const round = tableRound(game(['A', 'B', 'C'], hands, undefined, noEnd), {
      kind: 'hands',
      hands: 8,
    });
    // 10 played; 9 count: 9 × 10 = 90.
    expect(round).toEqual({ totals: [90, 0, 0], played: 9, over: true });
  });

  it('table of 4, 8 hands asked, stopped after 6: counts as it stands', () => {
    // Seats 0..3 declare in turn with 75: +15 each; hands 0..5 → seats 0, 1 twice (30), 2, 3 once.
    const hands = [0, 1, 2, 3, 0, 1].map((seat) => hs(seat, 75));
    const round = tableRound(game(['A', 'B', 'C', 'D'], hands, undefined, noEnd), {
      kind: 'hands',
      hands: 8,
    });
    expect(round).toEqual({ totals: [30, 30, 15, 15], played: 6, over: false });
  });

  it('table of 5, 8 hands asked: 10 count, as every seat deals twice', () => {
    // Played hand k: dealer k mod 5 sits out; seat (k + 1) mod 5 declares with 70: +10.
    const hands = Array.from({ length: 12 }, (_, k) => hs((k + 1) % 5, 70));
    const round = tableRound(game(['A', 'B', 'C', 'D', 'E'], hands, undefined, noEnd), {
      kind: 'hands',
      hands: 8,
    });
    // First 10: each seat declared twice: 20 each (hands 11, 12 by seats 1, 2 do not count).
    expect(round).toEqual({ totals: [20, 20, 20, 20, 20], played: 10, over: true });
  });

  it('the game’s own end: endAt 100, the trigger on the round’s last hand ends at once', () => {
    // Seat 0 makes 100 three times: 40 + 40 + 40 = 120 ≥ 100 on hand 3 = 1 × 3 seats.
    const round = tableRound(game(['A', 'B', 'C'], [hs(0, 100), hs(0, 100), hs(0, 100)]), {
      kind: 'gameEnd',
    });
    expect(round).toEqual({ totals: [120, 0, 0], played: 3, over: true });
  });
});

describe('standings (RULES.md §4 "Score")', () => {
  it('the worked example: 13 players at 4, 4 and 5; Anna 42, −10, 75 → 107', () => {
    const t: Tournament = tournament13();
    const ids = t.players.map((p) => p.id);
    // Round 1: Anna (p1) on seat 0 of table 1. Round 2: seat 1 of table 2. Round 3: seat 2 of the table of 5.
    t.draws = [
      draw(1, [ids.slice(0, 4), ids.slice(4, 8), ids.slice(8)]),
      draw(2, [
        [ids[4]!, ids[8]!, ids[1]!, ids[12]!],
        [ids[5]!, ids[0]!, ids[9]!, ids[2]!],
        [ids[3]!, ids[6]!, ids[7]!, ids[10]!, ids[11]!],
      ]),
      draw(3, [
        [ids[1]!, ids[5]!, ids[10]!, ids[12]!],
        [ids[2]!, ids[4]!, ids[7]!, ids[11]!],
        [ids[3]!, ids[9]!, ids[0]!, ids[6]!, ids[8]!],
      ]),
    ];
    const names = (tables: string[]) => tables.map((id) => NAMES[Number(id.slice(1)) - 1]!);
    const games = new Map([
      // Anna declares with 102: 102 − 60 = 42.
      ['g1-0', game(names(t.draws[0]!.tables[0]!), [hs(0, 102)])],
      // Anna on seat 1 declares with 50: 50 − 60 = −10.
      ['g2-1', game(names(t.draws[1]!.tables[1]!), [hs(1, 50)])],
      // Table of 5: dealer seat 0 then 1 sits out; Anna (seat 2) makes 100 then 95: 40 + 35 = 75.
      ['g3-2', game(names(t.draws[2]!.tables[2]!), [hs(2, 100), hs(2, 95)])],
    ]);
    const rows = standings(ids, 3, tableResults(tableStates(t, games)));
    const anna = rows.find((r) => r.player === 'p1')!;
    expect(anna.rounds).toEqual([42, -10, 75]);
    // 42 − 10 + 75 = 107; best round 75; top at her table in rounds 1 (42 > 0) and 3 (75 > 0).
    expect(anna).toMatchObject({ total: 107, best: 75, wins: 2, rank: 1 });
    // Nobody else declared a hand: 0 in every round.
    expect(rows.filter((r) => r.player !== 'p1').every((r) => r.total === 0)).toBe(true);
  });

  it('ties broken by the best round, then by rounds won (a shared top counts for each), then shared', () => {
    const rows = standings(['A', 'B', 'C', 'D', 'E', 'F', 'G'], 2, [
      { round: 1, players: ['A', 'B', 'C', 'D'], totals: [30, 10, 0, -5] },
      { round: 1, players: ['E', 'F', 'G'], totals: [20, 20, 5] },
      { round: 2, players: ['A', 'E', 'B'], totals: [0, 10, 30] },
      { round: 2, players: ['C', 'D', 'F', 'G'], totals: [25, 15, 10, 0] },
    ]);
    // B 10 + 30 = 40; A 30 + 0 = 30 (best 30); E 20 + 10 = 30 and F 20 + 10 = 30 (best 20 each,
    // each won round 1 by the shared top 20, neither won round 2): shared 3rd;
    // C 0 + 25 = 25; D −5 + 15 = 10; G 5 + 0 = 5.
    expect(rows.map((r) => [r.player, r.rank, r.total, r.best, r.wins])).toEqual([
      ['B', 1, 40, 30, 1],
      ['A', 2, 30, 30, 1],
      ['E', 3, 30, 20, 1],
      ['F', 3, 30, 20, 1],
      ['C', 5, 25, 25, 1],
      ['D', 6, 10, 15, 0],
      ['G', 7, 5, 5, 0],
    ]);
  });

  it('equal score and best round: more rounds won ranks higher', () => {
    const rows = standings(['X', 'Y', 'P', 'Q', 'R', 'S'], 2, [
      { round: 1, players: ['X', 'P', 'Q'], totals: [20, 0, -20] },
      { round: 1, players: ['Y', 'R', 'S'], totals: [10, 5, -15] },
      { round: 2, players: ['Y', 'P', 'Q'], totals: [20, 0, 0] },
      { round: 2, players: ['X', 'R', 'S'], totals: [10, 15, -25] },
    ]);
    // X 20 + 10 = 30, best 20, won round 1 only; Y 10 + 20 = 30, best 20, won both: Y first.
    // R 5 + 15 = 20 (top of round 2's table: 15 > 10); P 0 + 0 = 0; Q −20 + 0 = −20;
    // S −15 − 25 = −40; P, Q and S never had their table's top.
    expect(rows.map((r) => [r.player, r.rank, r.total, r.wins])).toEqual([
      ['Y', 1, 30, 2],
      ['X', 2, 30, 1],
      ['R', 3, 20, 1],
      ['P', 4, 0, 0],
      ['Q', 5, -20, 0],
      ['S', 6, -40, 0],
    ]);
  });

  it('a late comer and a leaver: the rounds they played count, the others are empty', () => {
    const rows = standings(['L', 'J', 'K', 'M'], 2, [
      // Round 1 without the late comer L; J leaves after it.
      { round: 1, players: ['J', 'K', 'M'], totals: [12, -3, 0] },
      { round: 2, players: ['L', 'K', 'M'], totals: [15, 4, 4] },
    ]);
    // K −3 + 4 = 1; M 0 + 4 = 4; J 12 (round 2 empty); L 15 (round 1 empty).
    expect(rows.map((r) => [r.player, r.total, r.rounds])).toEqual([
      ['L', 15, [null, 15]],
      ['J', 12, [12, null]],
      ['M', 4, [0, 4]],
      ['K', 1, [-3, 4]],
    ]);
  });

  it('nobody reported yet: everyone 0 with no best round, one shared rank', () => {
    const rows = standings(['A', 'B', 'C'], 2, []);
    expect(rows.map((r) => [r.rank, r.total, r.best])).toEqual([
      [1, 0, null],
      [1, 0, null],
      [1, 0, null],
    ]);
  });
});

function draw(round: number, tables: string[][]) {
  return { round, redraw: 0, tables, games: tables.map((_, t) => `g${round}-${t}`) };
}
