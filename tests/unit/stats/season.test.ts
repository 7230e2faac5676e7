import { describe, expect, it } from 'vitest';
import {
  calendarSeasons,
  season,
  seasonEvenings,
  statsTable,
  type StatsEvening,
} from '../../../src/lib/stats';
import { played } from '../rules/helpers';
import { ROSTER, statsGame } from './fixtures';
import { CLUB_EVENINGS, RANKING, SEASON } from './seasonFixtures';

describe('a club’s season', () => {
  it('holds the evenings whose date falls in it, both ends included, in time order', () => {
    expect(seasonEvenings(CLUB_EVENINGS, SEASON).map((e) => e.id)).toEqual(['e1', 'e2', 'e2b']);
  });

  it('counts a game once, however many evenings carry it', () => {
    const evenings = seasonEvenings(CLUB_EVENINGS, SEASON);
    expect(evenings.flatMap((e) => e.games.map((g) => g.id))).toEqual(['s1', 'r1', 's2']);
  });

  it('ranks by points, each with games, wins, last places and money (worked by hand)', () => {
    const { ranking } = season(CLUB_EVENINGS, SEASON, ROSTER);
    expect(
      ranking.map(({ rank, name, games, points, wins, last, money }) => ({
        rank,
        name,
        games,
        points,
        wins,
        last,
        money,
      })),
    ).toEqual(RANKING);
  });

  it('gives the statistics screen’s numbers over the season’s games only', () => {
    const view = season(CLUB_EVENINGS, SEASON, ROSTER);
    expect(view.stats.running).toBe(1);
    const rows = statsTable(view.stats, ROSTER);
    const of = (name: string) => rows.find((row) => row.name === name)!;
    // Net (§1.7): Anna 35 − 18, Bert −5 − 40, Chris −30 + 58; declared as the hands say.
    expect([of('Anna').net, of('Bert').net, of('Chris').net]).toEqual([17, -45, 28]);
    expect([of('Anna').declared.declared, of('Anna').declared.made]).toEqual([2, 2]);
    expect([of('Chris').declared.declared, of('Bert').declared.declared]).toEqual([1, 1]);
    expect([of('Anna').evenings, of('Chris').evenings]).toEqual([2, 2]);
  });

  it('shares a place only when points, wins and last places are all equal', () => {
    // Anna 70: +10, Bert 70: +10 (§1.5); totals 10, 10, 0: both win, Chris is last.
    const tied: StatsEvening = {
      id: 't',
      date: '2027-01-01',
      games: [
        statsGame(
          'tie',
          'bauerntarock',
          ['a', 'b', 'c'],
          [
            played(0, 'hineinschauen', { declarerPoints: 70 }),
            played(1, 'hineinschauen', { declarerPoints: 70 }),
          ],
        ),
      ],
    };
    const { ranking } = season([tied], SEASON, ROSTER);
    expect(ranking.map((row) => [row.rank, row.name, row.points, row.wins])).toEqual([
      [1, 'Anna', 10, 1],
      [1, 'Bert', 10, 1],
      [3, 'Chris', 0, 0],
    ]);
  });

  it('offers the calendar years with evenings, newest first', () => {
    expect(calendarSeasons(CLUB_EVENINGS)).toEqual([
      { name: '2027', from: '2027-01-01', to: '2027-12-31' },
      { name: '2026', from: '2026-01-01', to: '2026-12-31' },
    ]);
  });

  it('is empty for a season with no evening', () => {
    const view = season(CLUB_EVENINGS, { name: 'x', from: '2030-01-01', to: '2030-12-31' }, ROSTER);
    expect([view.evenings, view.ranking]).toEqual([[], []]);
  });
});
