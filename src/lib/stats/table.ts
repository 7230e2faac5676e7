import { CONTRACTS, type Contract } from '../rules';
import { compareNames } from '../rules/names';
import type { PeriodStats } from './compute';
import { rate, type Count, type SpatzTally } from './declarer';
import { fromMicro, fromUnits } from './ledger';
import type { PlayerTally } from './players';
import type { RosterEntry } from './types';

/** A player's evening, by net points. */
export interface EveningResult {
  evening: string;
  date: string;
  net: number;
}

/** A count of hands with its made rate (null when none was declared). */
export interface Rated extends Count {
  rate: number | null;
}

/** One row of the regulars' table: a player's statistics over the period, derived. */
export interface StatsRow {
  id: string;
  name: string;
  /** 1-based place; players equal in net points and wins share it. */
  rank: number;
  evenings: number;
  games: number;
  wins: number;
  last: number;
  /** Net points (RULES.md §1.7; Bavarian: the final totals, §3). */
  net: number;
  /** Net money in the currency, each evening at its own stake and coin. */
  money: number;
  moneyEvenings: number;
  declared: Rated;
  contracts: Record<Contract, Rated>;
  announced: Rated;
  allTricks: Rated;
  /** Average card points as declarer (with the talon), null with no hand. */
  averagePoints: number | null;
  doubled: Rated;
  matsch: number;
  spatz: SpatzTally;
  /** The best and the worst evening by net points (equal: the earlier). */
  best?: EveningResult;
  worst?: EveningResult;
  longestRun: number;
}

const rated = (count: Count): Rated => ({
  declared: count.declared,
  made: count.made,
  rate: rate(count),
});

const result = (mark: PlayerTally['best']): EveningResult | undefined =>
  mark && { evening: mark.evening, date: mark.date, net: fromUnits(mark.units) };

/** The name of a roster id; one not in the roster shows as its id. */
export function namer(roster: readonly RosterEntry[]): (id: string) => string {
  const names = new Map(roster.map((entry) => [entry.id, entry.name]));
  return (id) => names.get(id) ?? id;
}

function row(tally: PlayerTally, name: string): Omit<StatsRow, 'rank'> {
  const d = tally.declarer;
  const contracts = {} as Record<Contract, Rated>;
  for (const contract of CONTRACTS) contracts[contract] = rated(d.contracts[contract]);
  const best = result(tally.best);
  const worst = result(tally.worst);
  return {
    id: tally.id,
    name,
    evenings: tally.evenings,
    games: tally.games,
    wins: tally.wins,
    last: tally.last,
    net: fromUnits(tally.units),
    money: fromMicro(tally.micro),
    moneyEvenings: tally.moneyEvenings,
    declared: rated({ declared: d.declared, made: d.made }),
    contracts,
    announced: rated(d.announced),
    allTricks: rated(d.allTricks),
    averagePoints: d.pointsHands > 0 ? d.points / d.pointsHands : null,
    doubled: rated(d.doubled),
    matsch: d.matsch,
    spatz: { ...d.spatz },
    ...(best ? { best } : {}),
    ...(worst ? { worst } : {}),
    longestRun: tally.run.longest,
  };
}

/**
 * The table for the period: by net points, then wins (both most first), then
 * name; players equal in net and wins share a place.
 */
export function statsTable(stats: PeriodStats, roster: readonly RosterEntry[]): StatsRow[] {
  const name = namer(roster);
  const rows = [...stats.players.values()].map((tally) => ({
    tally,
    row: row(tally, name(tally.id)),
  }));
  rows.sort(
    (a, b) =>
      b.tally.units - a.tally.units ||
      b.tally.wins - a.tally.wins ||
      compareNames(a.row.name, b.row.name) ||
      (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0),
  );
  let rank = 0;
  return rows.map(({ tally, row }, i) => {
    const previous = rows[i - 1]?.tally;
    if (!previous || previous.units !== tally.units || previous.wins !== tally.wins) rank = i + 1;
    return { ...row, rank };
  });
}

/** Each player's net points summed evening by evening: one point per evening of the period. */
export interface NetSeries {
  evenings: { id: string; date: string }[];
  players: { id: string; name: string; cumulative: number[] }[];
}

/**
 * The chart's data: for every player of the period, the cumulative net after
 * each evening that counted games (flat on evenings they did not play).
 */
export function netSeries(stats: PeriodStats, roster: readonly RosterEntry[]): NetSeries {
  const name = namer(roster);
  const count = stats.evenings.length;
  const players = [...stats.players.keys()].map((id) => ({
    id,
    name: name(id),
    cumulative: new Array<number>(count),
  }));
  const evenings: NetSeries['evenings'] = [];
  const sums = players.map(() => 0);
  for (let e = 0; e < count; e++) {
    const evening = stats.evenings[e]!;
    evenings.push({ id: evening.id, date: evening.date });
    // The evening's units by the players' places in stats.players, as players are here.
    for (let i = 0; i < players.length; i++) {
      sums[i]! += evening.units[i] ?? 0;
      players[i]!.cumulative[e] = fromUnits(sums[i]!);
    }
  }
  return { evenings, players };
}
