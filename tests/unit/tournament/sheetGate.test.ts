/**
 * The one gate of a table's sheet (RULES.md §4), the change a corrected sheet would make,
 * and the checks of a tournament read from a file, against a hand-made Preistarock:
 * 10 players, 2 rounds, tables of 5, 10 hands a round.
 */
import { describe, expect, it } from 'vitest';
import {
  checkSheet,
  sheetChange,
  tournamentFaults,
  type Tournament,
} from '../../../src/lib/tournament';
import { game, hs, redeal } from './fixtures';

const NAMES = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil', 'Franz', 'Gerd', 'Hanna', 'Ida', 'Jaggl'];

function kirchberg(): Tournament {
  return {
    id: 'k',
    name: 'Preistarock Kirchberg',
    date: '2026-12-04',
    place: 'Gasthof Rose',
    variant: 'bauerntarock',
    houseRules: {},
    rounds: 2,
    roundEnd: { kind: 'hands', hands: 10 },
    players: NAMES.map((name, i) => ({ id: `p${i}`, name, from: 1, until: null })),
    seed: 1,
    draws: [
      {
        round: 1,
        redraw: 0,
        tables: [
          ['p0', 'p1', 'p2', 'p3', 'p4'],
          ['p5', 'p6', 'p7', 'p8', 'p9'],
        ],
        games: ['g1a', 'g1b'],
      },
    ],
    prizes: '',
  };
}

const TABLE1 = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil'];
const tag = (table = 0, round = 1) => ({ id: 'k', round, table });
/** `n` hands: seat 0 declares each with 70 (+10). */
const sheet = (players: string[], n: number) =>
  game(
    players,
    Array.from({ length: n }, () => hs(0, 70)),
    undefined,
    { endAt: null },
  );

describe('the gate of every sheet (RULES.md §4)', () => {
  it('takes the drawn table with its players in seat order and the round’s hands', () => {
    expect(checkSheet(kirchberg(), 1, 'g1a', tag(), sheet(TABLE1, 10))).toEqual({
      ok: true,
      round: 1,
      table: 0,
    });
  });

  it('refuses names never seated at that table, even with the right count', () => {
    const names = ['Mallory', 'Eve', 'Trudy', 'Oscar', 'Anna'];
    expect(checkSheet(kirchberg(), 1, 'g1a', tag(), sheet(names, 3))).toEqual({
      ok: false,
      refusal: { code: 'otherPlayers', table: 1, names: 'Anna, Bert, Chris, Dora, Emil' },
    });
  });

  it('refuses the right players in another order (results go by seat)', () => {
    const swapped = ['Bert', 'Anna', 'Chris', 'Dora', 'Emil'];
    expect(checkSheet(kirchberg(), 1, 'g1a', tag(), sheet(swapped, 3)).ok).toBe(false);
  });

  it('refuses a table that the round does not have, in words of that table', () => {
    expect(checkSheet(kirchberg(), 1, 'g1c', tag(2), sheet(TABLE1, 3))).toEqual({
      ok: false,
      refusal: { code: 'noTable', round: 1, table: 3 },
    });
  });

  it('refuses a round-1 sheet once round 2 is the round (a late sheet)', () => {
    const t = kirchberg();
    t.draws.push({ round: 2, redraw: 0, tables: t.draws[0]!.tables, games: ['g2a', 'g2b'] });
    expect(checkSheet(t, 2, 'g1a', tag(0, 1), sheet(TABLE1, 10))).toEqual({
      ok: false,
      refusal: { code: 'otherRound', round: 1 },
    });
  });

  it('refuses more played hands than the round has; a redeal is no hand', () => {
    const eleven = sheet(TABLE1, 11);
    expect(checkSheet(kirchberg(), 1, 'g1a', tag(), eleven)).toEqual({
      ok: false,
      refusal: { code: 'tooManyHands', table: 1, hands: 11, limit: 10 },
    });
    const withRedeal = sheet(TABLE1, 10);
    withRedeal.hands.push(redeal);
    expect(checkSheet(kirchberg(), 1, 'g1a', tag(), withRedeal).ok).toBe(true);
  });
});

describe('a changed sheet shows what it changes', () => {
  it('hands and each seat’s round result, old and new', () => {
    // Stored: 7 hands, seat 0 +10 each (70). Corrected: hand 3 was Bert's 64 (+4), and
    // three more hands by Chris with 80 (+20 each): Anna 60, Bert 4, Chris 60.
    const before = sheet(TABLE1, 7);
    const after = sheet(TABLE1, 7);
    after.hands[2] = hs(1, 64);
    after.hands.push(hs(2, 80), hs(2, 80), hs(2, 80));
    expect(sheetChange(before, after, { kind: 'hands', hands: 10 })).toEqual({
      hands: { before: 7, after: 10 },
      seats: [
        { name: 'Anna', before: 70, after: 60 },
        { name: 'Bert', before: 0, after: 4 },
        { name: 'Chris', before: 0, after: 60 },
        { name: 'Dora', before: 0, after: 0 },
        { name: 'Emil', before: 0, after: 0 },
      ],
    });
  });
});

describe('a tournament read from a file is checked as a whole', () => {
  it('finds nothing in a sound one', () => {
    expect(tournamentFaults(kirchberg())).toEqual([]);
  });

  it.each([
    [
      'two tables with one game id',
      (t: Tournament) => (t.draws[0]!.games[1] = 'g1a'),
      [{ path: 'draws[0].games[1]', code: 'tournamentGameTwice', params: { round: 1 } }],
    ],
    [
      'one player at two tables',
      (t: Tournament) => (t.draws[0]!.tables[1]![0] = 'p0'),
      [
        {
          path: 'draws[0].tables[1][0]',
          code: 'tournamentSeatedTwice',
          params: { round: 1, value: 'Anna' },
        },
      ],
    ],
    [
      'round 1 drawn twice',
      (t: Tournament) => t.draws.push({ ...t.draws[0]!, games: ['x', 'y'] }),
      [{ path: 'draws[1].round', code: 'tournamentRoundTwice', params: { round: 1 } }],
    ],
    [
      'one player id twice',
      (t: Tournament) => (t.players[9]!.id = 'p0'),
      [{ path: 'players[9].id', code: 'tournamentPlayerTwice', params: { value: 'Jaggl' } }],
    ],
    [
      'a round-9 draw in a 2-round tournament',
      (t: Tournament) => (t.draws[0]!.round = 9),
      [{ path: 'draws[0].round', code: 'tournamentRoundOutside', params: { round: 9, rounds: 2 } }],
    ],
  ])('finds %s', (_what, spoil, faults) => {
    const t = kirchberg();
    spoil(t);
    expect(tournamentFaults(t)).toEqual(faults);
  });
});
