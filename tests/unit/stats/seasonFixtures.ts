/**
 * A club's season 2026/27 (1 Sep 2026 to 31 Aug 2027) for the season tests, each game a
 * FORMAT.md file read through the real reader; the numbers beside them worked by hand
 * from RULES.md, never taken from the code under test.
 */
import type { Season, StatsEvening } from '../../../src/lib/stats';
import { played } from '../rules/helpers';
import { statsGame } from './fixtures';

export const SEASON: Season = { name: '2026/27', from: '2026-09-01', to: '2027-08-31' };

const look = (declarer: number, declarerPoints: number) =>
  played(declarer, 'hineinschauen', { declarerPoints });

/** The day before the season: Anna +30 (§1.5: 90 − 60), never in it. */
const before: StatsEvening = {
  id: 'e0',
  date: '2026-08-31',
  games: [statsGame('x1', 'bauerntarock', ['a', 'b', 'c'], [look(0, 90)])],
};

/**
 * The season's first day, at the Gasthof, 0.05 a point, paid in coins of 0.5.
 * s1, stopped: Anna Hineinschauen 70: +10; Bert 65: +5 (§1.5). Totals 10, 5, 0.
 * Winner Anna; Bert pays 10 − 5 = 5, Chris 10 − 0 + 20 = 30 (§1.7). Net +35, −5, −30.
 * Money at 0.05: 1.75, −0.25, −1.5; to the nearest 0.5, a half away from zero:
 * 2, −0.5, −1.5 (sum 0, nothing moved).
 * r1, still running (Chris +10): counted nowhere.
 */
const first: StatsEvening = {
  id: 'e1',
  date: '2026-09-01',
  place: 'Gasthof Post',
  stakePerPoint: 0.05,
  coin: 0.5,
  games: [
    statsGame('s1', 'bauerntarock', ['a', 'b', 'c'], [look(0, 70), look(1, 65)]),
    statsGame('r1', 'bauerntarock', ['a', 'b', 'c'], [look(2, 70)], { stopped: false }),
  ],
};

/**
 * The season's last day, in the hut, for points only; the game another phone kept.
 * s2, stopped: Anna 62: +2; Chris 80: +20. Totals 2, 0, 20. Winner Chris; Anna pays 18,
 * Bert 20 + 20 = 40. Net −18, −40, +58.
 */
const s2 = statsGame('s2', 'bauerntarock', ['a', 'b', 'c'], [look(0, 62), look(2, 80)]);
const last: StatsEvening = { id: 'e2', date: '2027-08-31', place: 'Hütte', games: [s2] };

/** The same game s2 again (a second copy of it on this phone): it counts once. */
const again: StatsEvening = { id: 'e2b', date: '2027-08-31', games: [s2] };

/** The day after: not in it. */
const after: StatsEvening = {
  id: 'e3',
  date: '2027-09-01',
  games: [statsGame('x2', 'bauerntarock', ['a', 'b', 'c'], [look(1, 90)])],
};

/** Out of order on purpose: the season sorts them. */
export const CLUB_EVENINGS: StatsEvening[] = [after, last, before, again, first];

/**
 * The season's ranking: points are the final totals added up, money each evening's
 * rounded amounts added up.
 *   Chris: 2 games, 0 + 20 = 20 points, 1 win (s2), 1 last (s1), −1.5
 *   Anna:  2 games, 10 + 2 = 12 points, 1 win (s1), 0 last,       +2
 *   Bert:  2 games, 5 + 0 = 5 points,   0 wins,     1 last (s2), −0.5
 */
/** The ranking and every hand's running totals as the German season CSV has them (`;`, `,`). */
export const CSV_DE = {
  ranking: [
    ['Platz', 'Spieler', 'Partien', 'Punkte', 'Siege', 'Letzter', 'Geld'],
    ['1', 'Chris', '2', '20', '1', '1', '-1,5'],
    ['2', 'Anna', '2', '12', '1', '0', '2'],
    ['3', 'Bert', '2', '5', '0', '1', '-0,5'],
  ],
  /** s1: 10, 0, 0 then 10, 5, 0; s2: 2, 0, 0 then 2, 0, 20. */
  s1: [
    ['10', '0', '0'],
    ['10', '5', '0'],
  ],
  s2: [
    ['2', '0', '0'],
    ['2', '0', '20'],
  ],
};

export const RANKING = [
  { rank: 1, name: 'Chris', games: 2, points: 20, wins: 1, last: 1, money: -1.5 },
  { rank: 2, name: 'Anna', games: 2, points: 12, wins: 1, last: 0, money: 2 },
  { rank: 3, name: 'Bert', games: 2, points: 5, wins: 0, last: 1, money: -0.5 },
];
