/**
 * RULES.md §4 "Seats" over a whole tournament: who is seated each round (late
 * comers from the next round, leavers no more), the draw from the stored
 * seed, a table's code, and which sheets a round takes.
 */
import { describe, expect, it } from 'vitest';
import { readGame } from '../../../src/lib/rules';
import {
  checkSheet,
  drawTournamentRound,
  metPairs,
  repeatedPairs,
  seatedPlayers,
  tableStart,
  type Tournament,
} from '../../../src/lib/tournament';
import { game, hs, tournament13 } from './fixtures';

function withDraws(t: Tournament, rounds: number): Tournament {
  for (let round = 1; round <= rounds; round++) {
    const answer = drawTournamentRound(t, round, 0);
    if (!answer.ok) throw new Error(answer.refusal.code);
    t.draws.push({
      round,
      redraw: 0,
      tables: answer.tables,
      games: answer.tables.map((_, i) => `${t.id}-r${round}-t${i}`),
    });
  }
  return t;
}

describe('drawing the rounds of a tournament', () => {
  it('13 players, 3 rounds: tables of 4, 4, 5 every round, the same again from the seed', () => {
    const a = withDraws(tournament13(), 3);
    const b = withDraws(tournament13(), 3);
    expect(a.draws).toEqual(b.draws);
    for (const draw of a.draws) expect(draw.tables.map((t) => t.length)).toEqual([4, 4, 5]);
    // A redraw of round 1 is another seating.
    const again = drawTournamentRound(tournament13(), 1, 1);
    expect(again.ok && JSON.stringify(again.tables)).not.toBe(JSON.stringify(a.draws[0]!.tables));
  });

  it('round 2 of 16 players meets nobody from round 1 again', () => {
    const t = tournament13();
    t.players.push(...['p14', 'p15', 'p16'].map((id) => ({ id, name: id, from: 1, until: null })));
    withDraws(t, 2);
    expect(repeatedPairs(t.draws[1]!.tables, metPairs([t.draws[0]!.tables]))).toBe(0);
  });

  it('a late comer is seated from their round, a leaver up to theirs', () => {
    const t = tournament13();
    t.players[12]!.from = 2; // p13 comes late: 12 players in round 1
    t.players[0]!.until = 1; // p1 leaves after round 1: 12 players in round 2 too
    expect(seatedPlayers(t, 1)).toHaveLength(12);
    expect(seatedPlayers(t, 1)).not.toContain('p13');
    expect(seatedPlayers(t, 2)).toContain('p13');
    expect(seatedPlayers(t, 2)).not.toContain('p1');
    withDraws(t, 2);
    expect(t.draws[0]!.tables.map((x) => x.length)).toEqual([4, 4, 4]);
    expect(t.draws[1]!.tables.flat()).not.toContain('p1');
  });

  it('refuses a round out of range, too few players, and Dobbm with a table of 3', () => {
    const t = tournament13();
    expect(drawTournamentRound(t, 4, 0)).toEqual({
      ok: false,
      refusal: { code: 'noSuchRound', round: 4 },
    });
    t.players = t.players.slice(0, 2);
    expect(drawTournamentRound(t, 1, 0)).toMatchObject({ refusal: { code: 'tooFewPlayers' } });
    const dobbm = { ...tournament13(), variant: 'dobbm' as const };
    dobbm.players = dobbm.players.slice(0, 11); // 4 + 4 + 3
    expect(drawTournamentRound(dobbm, 1, 0)).toMatchObject({
      refusal: { code: 'dobbmTableOfThree', players: 11 },
    });
  });
});

describe('a table’s code and its sheet', () => {
  const t = withDraws(tournament13(), 2);
  t.houseRules = { extraPenalty: 30, dealerSitsOut: true };
  t.roundEnd = { kind: 'hands', hands: 12 };

  it('the code is a game file the reader takes: seats in order, first seat deals, the rules', () => {
    const start = tableStart(t, 1, 2)!;
    const names = new Map(t.players.map((p) => [p.id, p.name]));
    expect(start.players).toEqual(t.draws[0]!.tables[2]!.map((id) => names.get(id)));
    expect(start.firstDealer).toBe(0);
    // The table of 5 may not let the dealer sit out by house rule; a fixed number of hands
    // means no automatic end.
    expect(start.houseRules).toEqual({ extraPenalty: 30, endAt: null });
    expect(tableStart(t, 1, 0)!.houseRules).toEqual({
      extraPenalty: 30,
      dealerSitsOut: true,
      endAt: null,
    });
    expect(start.meta.spatz).toEqual({
      id: 't1-r1-t2',
      // 12 hands asked, a table of 5: 15, so that every seat deals 3 times.
      tournament: { id: 't1', round: 1, table: 2, name: 'Preistarock Brixen', hands: 15 },
    });
    expect(readGame(JSON.parse(JSON.stringify(start))).ok).toBe(true);
    expect(tableStart(t, 3, 0)).toBeNull();
  });

  // Table 1 of round 1 as drawn from the seed, or its first `seats` players only.
  const sheet = (seats = 4) => {
    const names = new Map(t.players.map((p) => [p.id, p.name]));
    const drawn = t.draws[0]!.tables[0]!.slice(0, seats).map((id) => names.get(id)!);
    return game(drawn, [hs(0, 70)]);
  };

  it('takes the sheet its draw gave out, for the round being collected', () => {
    expect(checkSheet(t, 1, 't1-r1-t0', { id: 't1', round: 1, table: 0 }, sheet())).toEqual({
      ok: true,
      round: 1,
      table: 0,
    });
  });

  it.each([
    ['no tournament', 't1-r1-t0', undefined, 4, { code: 'notTournament' }],
    [
      'another tournament',
      't1-r1-t0',
      { id: 't2', round: 1, table: 0 },
      4,
      { code: 'otherTournament' },
    ],
    [
      'another round',
      't1-r2-t0',
      { id: 't1', round: 2, table: 0 },
      4,
      { code: 'otherRound', round: 2 },
    ],
    [
      'a code of an earlier draw',
      'old-id',
      { id: 't1', round: 1, table: 0 },
      4,
      { code: 'oldDraw', round: 1, table: 1 },
    ],
    [
      'a table that is not there',
      't1-r1-t9',
      { id: 't1', round: 1, table: 9 },
      4,
      { code: 'noTable', round: 1, table: 10 },
    ],
    [
      'other seats',
      't1-r1-t0',
      { id: 't1', round: 1, table: 0 },
      3,
      { code: 'otherPlayers', table: 1 },
    ],
  ])('refuses %s', (_what, id, tag, seats, refusal) => {
    expect(checkSheet(t, 1, id, tag, sheet(seats))).toMatchObject({ ok: false, refusal });
  });
});
