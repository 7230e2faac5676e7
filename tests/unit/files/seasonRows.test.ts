/**
 * The season reads what the statistics read (statsRows.ts): this phone's games and the
 * read-only copies received from other phones, a copy never beside its original; and the
 * seasons the club names, one setting (seasons.ts).
 */
import { describe, expect, it } from 'vitest';
import { readSeasons, withSeason } from '../../../src/lib/files/seasons';
import { statsOf } from '../../../src/lib/files/statsRows';
import type { GameRow, HandRow, SessionRow } from '../../../src/lib/files/types';
import { owed, season } from '../../../src/lib/stats';
import { SEASON } from '../stats/seasonFixtures';

const stamp = { createdAt: 1, updatedAt: 1 };

function gameRow(id: string, sessionId: string, extra: Partial<GameRow> = {}): GameRow {
  return {
    id,
    sessionId,
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Chris'],
    playerIds: ['a', 'b', 'c'],
    firstDealer: 0,
    houseRules: {},
    stoppedEarly: true,
    deleted: false,
    ...stamp,
    ...extra,
  };
}

/** One hand: Anna Hineinschauen with `points`, so Anna's total is points − 60 (§1.5). */
const hand = (gameId: string, points: number): HandRow => ({
  id: `${gameId}-h`,
  gameId,
  position: 0,
  hand: {
    kind: 'played',
    declarer: 0,
    contract: 'hineinschauen',
    announced: 61,
    doublings: 0,
    declarerTricks: 'some',
    declarerPoints: points,
  },
  ...stamp,
});

const sessions: SessionRow[] = [
  { id: 'own', date: '2026-10-01', place: 'Gasthof', ...stamp },
  { id: 'theirs', date: '2026-11-01', place: 'Hütte', ...stamp },
];
const copy = { from: 'berta', sentAt: 1, receivedAt: 2 };

describe('the season over this phone’s rows', () => {
  const data = statsOf({
    sessions,
    games: [
      gameRow('mine', 'own'),
      // Kept beside 'mine' ("keep both" when both phones changed it): the same game.
      gameRow('mine-copy', 'own', { meta: { importedCopy: { of: 'mine' } }, copy }),
      // Another member's game, a read-only copy with no original here: it counts.
      gameRow('hers', 'theirs', { copy }),
    ],
    hands: [hand('mine', 70), hand('mine-copy', 90), hand('hers', 80)],
    players: [
      { id: 'a', name: 'Anna', ...stamp },
      { id: 'b', name: 'Bert', ...stamp },
      { id: 'c', name: 'Chris', ...stamp },
    ],
  });

  it('counts a received copy, and never a copy beside its original', () => {
    const view = season(data.evenings, SEASON, data.roster);
    expect(view.evenings.map((e) => [e.date, e.place, e.games.map((g) => g.id)])).toEqual([
      ['2026-10-01', 'Gasthof', ['mine']],
      ['2026-11-01', 'Hütte', ['hers']],
    ]);
    // Anna: 70 − 60 = 10 and 80 − 60 = 20 (§1.5), not 30 more from the copy's 90.
    const anna = view.ranking.find((row) => row.name === 'Anna')!;
    expect([anna.games, anna.points, anna.wins]).toEqual([2, 30, 2]);
  });
});

describe('the seasons a club names', () => {
  const named = { name: '2026/27', from: '2026-09-01', to: '2027-08-31' };

  it('keeps a good one, newest first', () => {
    const older = { name: '2025/26', from: '2025-09-01', to: '2026-08-31' };
    const added = withSeason([older], { ...named, name: ' 2026/27 ' });
    expect(added).toEqual({ ok: true, value: [named, older] });
  });

  it.each([
    [{ ...named, name: '  ' }, 'name'],
    [{ ...named, name: 'x'.repeat(41) }, 'name'],
    [{ ...named, from: '2026-02-30' }, 'from'],
    [{ ...named, to: '' }, 'to'],
    [{ ...named, from: '2027-09-01' }, 'order'],
  ])('refuses %j: %s', (input, problem) => {
    expect(withSeason([], input)).toEqual({ ok: false, problem });
  });

  it('refuses a name that is taken and more than 30', () => {
    expect(withSeason([named], named)).toEqual({ ok: false, problem: 'taken' });
    const many = Array.from({ length: 30 }, (_, i) => ({ ...named, name: `s${i}` }));
    expect(withSeason(many, { ...named, name: 'one more' })).toEqual({
      ok: false,
      problem: 'tooMany',
    });
  });

  it('reads only good seasons from the stored setting', () => {
    expect(readSeasons('junk')).toEqual([]);
    expect(readSeasons([named, null, { name: 1 }, { ...named, to: '2020-01-01' }])).toEqual([
      named,
    ]);
  });
});

describe('a tournament table’s game among the statistics’ rows (RULES.md §4)', () => {
  it('keeps its tag, so its evening owes nothing even at a stake', () => {
    const data = statsOf({
      sessions: [{ id: 'own', date: '2026-10-01', stakePerPoint: 0.1, coin: 0.1, ...stamp }],
      games: [gameRow('t', 'own', { tournament: { id: 'tn', round: 1, table: 0 } })],
      hands: [hand('t', 70)],
      players: [{ id: 'a', name: 'Anna', ...stamp }],
    });
    expect(data.evenings[0]!.games[0]!.tournament).toBe(true);
    expect(owed(data.evenings, data.roster)).toEqual({ balances: [], transfers: [], evenings: [] });
  });
});
