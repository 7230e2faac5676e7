/**
 * The desk's projection (RULES.md §4): the round's tables with names in seat
 * order, reported and missing, each table's totals, the standings with names
 * and tie-breaks, leavers, the seating lists by name and the printed pages.
 * Every expected number is worked by hand beside it: a Hineinschauen with p
 * card points and no doubling gives the declarer p − 60 (RULES.md §1.5).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/lib/rules';
import type { Tournament } from '../../../src/lib/tournament';
import { deskFacts, withSheet } from '../../../src/lib/view/deskFacts';
import { deskView, pages, seatingLists } from '../../../src/lib/view/tournamentView';
import { game, hs, NAMES, tournament13 } from '../tournament/fixtures';

const byName = (a: string, b: string) => a.localeCompare(b, 'de');

/** Round 1 seated by hand (not by the draw, so the seats are known): tables of 4, 4, 5. */
function seated(): Tournament {
  const t = tournament13();
  t.rounds = 2;
  t.draws.push({
    round: 1,
    redraw: 0,
    // p1..p13 are Anna..Maria.
    tables: [
      ['p1', 'p2', 'p3', 'p4'],
      ['p5', 'p6', 'p7', 'p8'],
      ['p9', 'p10', 'p11', 'p12', 'p13'],
    ],
    games: ['g0', 'g1', 'g2'],
  });
  return t;
}

const names = (ids: string[]) => ids.map((id) => NAMES[Number(id.slice(1)) - 1]!);

describe('flags of short and missing tables', () => {
  it('10 hands a round: a table of 4 stopped after 7 is short, 8 of 8 is not, one not in', () => {
    const t = seated();
    // 10 asked: 12 at a table of 4 (every seat deals 3 times), 10 at the table of 5.
    t.roundEnd = { kind: 'hands', hands: 10 };
    const noEnd = { endAt: null };
    const hands = (n: number) => Array.from({ length: n }, () => hs(0, 70));
    const games = new Map<string, Game>([
      ['g0', game(names(t.draws[0]!.tables[0]!), hands(7), undefined, noEnd)],
      ['g1', game(names(t.draws[0]!.tables[1]!), hands(12), undefined, noEnd)],
    ]);
    const view = deskView(t, games, byName);
    expect(view.tables.map((x) => [x.played, x.of, x.over])).toEqual([
      [7, 12, false],
      [12, 12, true],
      [0, 10, false],
    ]);
    expect(view.flags).toEqual([
      { round: 1, table: 1, reported: true, played: 7, of: 12 },
      { round: 1, table: 3, reported: false, played: 0, of: 10 },
    ]);
  });
});

describe('the round on the desk', () => {
  it('before the first draw: round 0, no tables, round 1 to draw', () => {
    const view = deskView(tournament13(), new Map(), byName);
    expect(view.round).toBe(0);
    expect(view.tables).toEqual([]);
    expect(view.canDrawNext).toBe(true);
    expect(view.canRedraw).toBe(false);
    // Nobody has played: 13 rows, all 0 and sharing rank 1.
    expect(view.standings.map((s) => [s.name, s.rank, s.total])[0]).toEqual(['Anna', 1, 0]);
    expect(new Set(view.standings.map((s) => s.rank))).toEqual(new Set([1]));
  });

  it('tables of 4, 4 and 5 with names in seat order; one sheet in, two missing', () => {
    const t = seated();
    // Table 1 (Emil, Fritz, Gerd, Hanna): Emil 80 (+20), Fritz 70 (+10). Totals 20, 10, 0, 0.
    const sheet = game(names(['p5', 'p6', 'p7', 'p8']), [hs(0, 80), hs(1, 70)]);
    const view = deskView(t, new Map([['g1', sheet]]), byName);
    expect(view.round).toBe(1);
    expect(view.tables.map((x) => x.names.join('|'))).toEqual([
      'Anna|Bert|Chris|Dora',
      'Emil|Fritz|Gerd|Hanna',
      'Ida|Jakob|Kathi|Luis|Maria',
    ]);
    expect(view.tables.map((x) => x.reported)).toEqual([false, true, false]);
    expect(view.tables[1]!.totals).toEqual([20, 10, 0, 0]);
    expect(view.tables[1]!.played).toBe(2);
    expect(view.missing).toEqual([1, 3]);
    // A sheet arrived: the round can no longer be drawn again; round 2 is still to draw.
    expect(view.canRedraw).toBe(false);
    expect(view.canDrawNext).toBe(true);
    const emil = view.standings.find((s) => s.name === 'Emil')!;
    expect(emil).toMatchObject({ rank: 1, total: 20, rounds: [20, null], best: 20, wins: 1 });
    const fritz = view.standings.find((s) => s.name === 'Fritz')!;
    expect(fritz).toMatchObject({ rank: 2, total: 10, best: 10, wins: 0 });
    // Gerd and Hanna: 0 with a best round of 0 rank above the nine without a round (best none).
    expect(view.standings.slice(2, 4).map((s) => [s.name, s.rank])).toEqual([
      ['Gerd', 3],
      ['Hanna', 3],
    ]);
    expect(view.standings[4]).toMatchObject({ name: 'Anna', rank: 5, total: 0, best: null });
  });

  it('no sheet of the round yet: it may be drawn again', () => {
    expect(deskView(seated(), new Map(), byName).canRedraw).toBe(true);
  });

  it('two rounds: the sum, the best round and table wins break ties; leavers stay ranked', () => {
    const t = seated();
    t.draws.push({
      round: 2,
      redraw: 0,
      tables: [
        ['p1', 'p5', 'p9', 'p13'],
        ['p2', 'p6', 'p10', 'p11'],
        ['p3', 'p4', 'p7', 'p8', 'p12'],
      ],
      games: ['h0', 'h1', 'h2'],
    });
    // Bert leaves after round 2.
    t.players[1] = { ...t.players[1]!, until: 2 };
    const games = new Map<string, Game>([
      // Round 1, table 0: Anna 90 (+30), Bert 70 (+10), Anna 70 (+10): Anna 40, Bert 10.
      ['g0', game(names(['p1', 'p2', 'p3', 'p4']), [hs(0, 90), hs(1, 70), hs(0, 70)])],
      // Round 2, table 1: Bert 90 (+30): Bert 30.
      ['h1', game(names(['p2', 'p6', 'p10', 'p11']), [hs(0, 90)])],
      // Round 2, table 0: Emil (seat 1) 100 (+40), Anna 70 (+10): Anna 10, Emil 40.
      ['h0', game(names(['p1', 'p5', 'p9', 'p13']), [hs(1, 100), hs(0, 70)])],
    ]);
    const view = deskView(t, games, byName);
    expect(view.round).toBe(2);
    expect(view.canDrawNext).toBe(false);
    const row = (name: string) => view.standings.find((s) => s.name === name)!;
    // Anna 40 + 10 = 50, best 40; the top of her round-1 table (40), not of round 2 (Emil 40).
    expect(row('Anna')).toMatchObject({ total: 50, rounds: [40, 10], best: 40, wins: 1, rank: 1 });
    // Bert 10 + 30 = 40 (best 30, top at his round-2 table); Emil: round 1 not in, + 40 = 40
    // (best 40, top of his round-2 table). Equal totals: the better best round, Emil, first.
    expect(row('Emil')).toMatchObject({ total: 40, best: 40, wins: 1, rank: 2 });
    expect(row('Bert')).toMatchObject({ total: 40, best: 30, wins: 1, rank: 3, left: true });
    expect(row('Anna').left).toBe(false);
    expect(view.players.find((p) => p.name === 'Bert')!.seatedNext).toBe(false);
  });
});

describe('the seating lists', () => {
  it('every player’s table and seat per round, sorted by name', () => {
    const lists = seatingLists(seated(), byName);
    expect(lists).toHaveLength(1);
    expect(lists[0]!.rows.slice(0, 3)).toEqual([
      { name: 'Anna', table: 1, seat: 1 },
      { name: 'Bert', table: 1, seat: 2 },
      { name: 'Chris', table: 1, seat: 3 },
    ]);
    expect(lists[0]!.rows.find((r) => r.name === 'Maria')).toEqual({
      name: 'Maria',
      table: 3,
      seat: 5,
    });
    expect(lists[0]!.rows).toHaveLength(13);
  });
});

describe('the printed pages', () => {
  it('40 rows a page: 60 players make pages of 40 and 20; none still makes one page', () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pages(rows).map((p) => p.length)).toEqual([40, 20]);
    expect(pages(rows.slice(0, 40)).map((p) => p.length)).toEqual([40]);
    expect(pages([])).toEqual([[]]);
  });
});

describe('the desk’s facts between answers', () => {
  it('are the answer’s games by id with their revisions; a sheet just stored shows at once', () => {
    const t = seated();
    const a = game(['A', 'B', 'C', 'D'], [hs(0, 70)]);
    const b = game(['A', 'B', 'C', 'D'], [hs(0, 70)]);
    const answer = (g: Game, rev: string | undefined) => ({
      row: { ...t, createdAt: 1, updatedAt: 1, sessionId: 's' },
      games: new Map([['g0', g]]),
      rows: new Map([['g0', { rev } as never]]),
    });
    const first = deskFacts(answer(a, 'r1'))!;
    expect(first.games.get('g0')).toBe(a);
    expect(first.revs.get('g0')).toBe('r1');
    // A row stored before revisions were kept has none: its game is folded every time.
    expect(deskFacts(answer(a, undefined))!.revs.has('g0')).toBe(false);
    expect(deskFacts(undefined)).toBeNull();
    const row = { id: 'g1', rev: 'x', variant: 'bauerntarock', players: ['A', 'B', 'C', 'D'] };
    const shown = withSheet(first, row as never, b);
    // The game the write handed back is the one shown, not a copy built again.
    expect(shown.games.get('g1')).toBe(b);
    expect(shown.revs.get('g1')).toBe('x');
    expect(first.games.has('g1')).toBe(false);
  });
});
