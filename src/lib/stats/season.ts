import type { GameResult } from '../rules';
import { compareNames } from '../rules/names';
import { periodStats, type PeriodStats } from './compute';
import { foldGame, fromMicro, seatId, type Fold } from './ledger';
import { outcome } from './outcome';
import { byDate, inPeriod } from './period';
import { namer } from './table';
import type { RosterEntry, StatsEvening } from './types';

/**
 * A club's season (FORMAT.md "A club's season"): a period the club names, both
 * ends included, as local calendar days 'YYYY-MM-DD' (an evening's date).
 */
export interface Season {
  name: string;
  from: string;
  to: string;
}

/** One player's line of the season's ranking. */
export interface SeasonRow {
  /** The roster id. */
  id: string;
  name: string;
  /** 1-based; players equal in points, wins and last places share it. */
  rank: number;
  /** Counted games (finished or stopped, outcome.ts). */
  games: number;
  /** The sum of the player's final totals over those games (RULES.md §1.6, §3). */
  points: number;
  wins: number;
  last: number;
  /** The sum of each evening's settled amount (RULES.md §1.7 Money), in the currency. */
  money: number;
  /** Evenings of the season the player played for money. */
  moneyEvenings: number;
}

/** The season's evenings, its ranking, and the statistics over all its games. */
export interface SeasonView {
  evenings: StatsEvening[];
  ranking: SeasonRow[];
  stats: PeriodStats;
}

/**
 * Every game once: a game whose id came already (the same game stored twice, as
 * this phone's own and as a copy from another) counts where it came first. A copy
 * kept beside its original here is left out when the rows are read (statsRows.ts).
 */
export function onceEach(evenings: readonly StatsEvening[]): StatsEvening[] {
  const seen = new Set<string>();
  return evenings.map((evening) => ({
    ...evening,
    games: evening.games.filter((entry) => !seen.has(entry.id) && (seen.add(entry.id), true)),
  }));
}

/** The evenings whose date falls in the season, in time order, each game once. */
export function seasonEvenings(evenings: readonly StatsEvening[], season: Season): StatsEvening[] {
  const period = { from: season.from, to: season.to };
  return onceEach([...evenings].sort(byDate)).filter((evening) => inPeriod(evening, period));
}

/** The calendar years the evenings fall in, newest first: the seasons offered with none named. */
export function calendarSeasons(evenings: readonly Pick<StatsEvening, 'date'>[]): Season[] {
  const years = [...new Set(evenings.map((evening) => evening.date.slice(0, 4)))].sort().reverse();
  return years.map((year) => ({ name: year, from: `${year}-01-01`, to: `${year}-12-31` }));
}

/**
 * The season: its evenings, the statistics over them (compute.ts, every variant),
 * and the ranking. Each game is folded once.
 *
 * The ranking is ours (RULES.md names none for a season): most points first, as a
 * tournament ranks (§4 Score: the sum of final running totals); equal points, more wins;
 * then fewer last places; equal in all three, the place is shared (listed by name).
 * Money is each evening's settlement as its own screen shows it, rounded to its coin
 * (§1.7 Money), and those amounts summed exactly: nothing is rounded again.
 */
export function season(
  evenings: readonly StatsEvening[],
  chosen: Season,
  roster: readonly RosterEntry[],
  fold: Fold = foldGame,
): SeasonView {
  const inSeason = seasonEvenings(evenings, chosen);
  const results = new Map<string, GameResult>();
  const stats = periodStats(inSeason, {
    period: {},
    variant: 'all',
    fold: (entry) => {
      const result = fold(entry);
      results.set(entry.id, result);
      return result;
    },
  });
  const points = new Map<string, number>();
  for (const evening of inSeason) {
    for (const entry of evening.games) {
      const result = results.get(entry.id)!;
      if (!outcome(result, entry.stoppedEarly).counted) continue;
      result.totals.forEach((total, seat) => {
        const id = seatId(entry.playerIds, seat);
        points.set(id, (points.get(id) ?? 0) + total);
      });
    }
  }
  const name = namer(roster);
  const rows = [...stats.players.values()]
    .filter((tally) => tally.games > 0)
    .map((tally): Omit<SeasonRow, 'rank'> => ({
      id: tally.id,
      name: name(tally.id),
      games: tally.games,
      points: points.get(tally.id) ?? 0,
      wins: tally.wins,
      last: tally.last,
      money: fromMicro(tally.micro),
      moneyEvenings: tally.moneyEvenings,
    }))
    .sort((a, b) => order(a, b) || compareNames(a.name, b.name));
  const ranking = rows.map((row, index): SeasonRow => {
    let first = index;
    while (first > 0 && order(rows[first - 1]!, row) === 0) first -= 1;
    return { ...row, rank: first + 1 };
  });
  return { evenings: inSeason, ranking, stats };
}

type Ranked = Pick<SeasonRow, 'points' | 'wins' | 'last'>;

const order = (a: Ranked, b: Ranked): number =>
  b.points - a.points || b.wins - a.wins || a.last - b.last;
