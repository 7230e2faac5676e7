import { combineDeclarer, emptyDeclarer, type DeclarerTally } from './declarer';

/**
 * Games won in a row, kept so that two stretches of time combine: the run
 * at the start, the run at the end, and the longest anywhere.
 */
export interface Run {
  games: number;
  leading: number;
  trailing: number;
  longest: number;
}

/** One evening of a player, by net points. */
export interface EveningMark {
  evening: string;
  date: string;
  /** Net points in 1/UNITS (ledger.ts). */
  units: number;
}

/** Everything counted of one player (by roster id) over a stretch of time; all whole numbers. */
export interface PlayerTally {
  id: string;
  evenings: number;
  games: number;
  wins: number;
  last: number;
  /** Net points in 1/UNITS of a point (ledger.ts), exact. */
  units: number;
  /** Net money in millionths of the currency, each evening at its own stake and coin. */
  micro: number;
  /** Evenings that played for money. */
  moneyEvenings: number;
  best: EveningMark | undefined;
  worst: EveningMark | undefined;
  run: Run;
  declarer: DeclarerTally;
}

export function emptyTally(id: string): PlayerTally {
  return {
    id,
    evenings: 0,
    games: 0,
    wins: 0,
    last: 0,
    units: 0,
    micro: 0,
    moneyEvenings: 0,
    // Present from the start, so a tally keeps one shape as its evenings come in.
    best: undefined,
    worst: undefined,
    run: { games: 0, leading: 0, trailing: 0, longest: 0 },
    declarer: emptyDeclarer(),
  };
}

/** One more game at the end of a run, won or not. */
export function extendRun(run: Run, won: boolean): void {
  if (won) {
    if (run.leading === run.games) run.leading += 1;
    run.trailing += 1;
    if (run.trailing > run.longest) run.longest = run.trailing;
  } else {
    run.trailing = 0;
  }
  run.games += 1;
}

/** Two runs, `a` before `b`. */
function combineRuns(a: Run, b: Run): Run {
  return {
    games: a.games + b.games,
    leading: a.leading === a.games ? a.games + b.leading : a.leading,
    trailing: b.trailing === b.games ? b.games + a.trailing : b.trailing,
    longest: Math.max(a.longest, b.longest, a.trailing + b.leading),
  };
}

const earlier = (a: EveningMark, b: EveningMark): boolean =>
  a.date < b.date || (a.date === b.date && a.evening <= b.evening);

/** The better of two evenings (more net points; equal: the earlier). */
export function better(a: EveningMark | undefined, b: EveningMark | undefined) {
  if (!a || !b) return a ?? b;
  return a.units > b.units || (a.units === b.units && earlier(a, b)) ? a : b;
}

/** The worse of two evenings (fewer net points; equal: the earlier). */
export function worse(a: EveningMark | undefined, b: EveningMark | undefined) {
  if (!a || !b) return a ?? b;
  return a.units < b.units || (a.units === b.units && earlier(a, b)) ? a : b;
}

/**
 * One player's tallies of two stretches as one, `a` before `b` in time; or
 * of two roster ids merged into one person (then the runs are only bounds).
 */
export function combineTallies(a: PlayerTally, b: PlayerTally): PlayerTally {
  const best = better(a.best, b.best);
  const worst = worse(a.worst, b.worst);
  return {
    id: a.id,
    evenings: a.evenings + b.evenings,
    games: a.games + b.games,
    wins: a.wins + b.wins,
    last: a.last + b.last,
    units: a.units + b.units,
    micro: a.micro + b.micro,
    moneyEvenings: a.moneyEvenings + b.moneyEvenings,
    best,
    worst,
    run: combineRuns(a.run, b.run),
    declarer: combineDeclarer(a.declarer, b.declarer),
  };
}
