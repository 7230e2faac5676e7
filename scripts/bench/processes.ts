/**
 * Figures (d), (e) and (j) of scripts/bench.ts, each in a node process of its own
 * (scripts/bench/engine.ts, stats.ts, tournament.ts): the heap left by the builds and the
 * browser driver would otherwise bill their garbage to the larger piece of work.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from '../../tests/e2e/build';
import type { Figure } from './report';

/** Runs scripts/bench/`script` with --expose-gc and answers the JSON it prints. */
function inProcess<T>(script: string, what: string): T {
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', resolve(ROOT, 'scripts/bench', script)],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`${what} bench failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

/** (d) the rules engine scoring 10,000 hands vs 1,000 (best of 15 each). */
export function engineFigure(): Figure {
  const scoring = inProcess<{ small: number; large: number }>('engine.ts', 'engine');
  return {
    label: '(d) engine: 10,000 vs 1,000 hands',
    unit: 'ms',
    app: scoring.large,
    baseline: scoring.small,
    maxRatio: 12,
  };
}

/** (e) the statistics vs the engine folding the same games. */
export function statisticsFigure(): Figure {
  const { stats, fold } = inProcess<{ stats: number; fold: number }>('stats.ts', 'statistics');
  return {
    label: '(e) statistics vs folding the same games',
    unit: 'ms',
    app: stats,
    baseline: fold,
    maxRatio: 1.5,
  };
}

/** (j) a tournament's draw, sheet and standings vs folding its games. */
export function tournamentFigure(): Figure {
  const { tournament, fold } = inProcess<{ tournament: number; fold: number }>(
    'tournament.ts',
    'tournament',
  );
  return {
    label: '(j) tournament: draw + sheet + standings vs folding its games',
    unit: 'ms',
    app: tournament,
    baseline: fold,
    maxRatio: 2,
  };
}

export const TOURNAMENT_NOTE =
  "(j) 60 players at 15 tables, 4 rounds of 24 hands (RULES.md §4): round 4 drawn again after three rounds, one table's sheet read from its game file and checked against the draw, and the standings recomputed (each unchanged game's fold reused), against `evaluate` of all 60 games; the sheet's IndexedDB write is not in it";

export const STATISTICS_NOTE =
  '(e) 250 evenings of two stopped 20-hand games, six regulars four at a time: each game folded once, then every statistic of the table and the chart series, against `evaluate` of every game';
