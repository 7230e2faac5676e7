/**
 * Figure (e) of scripts/bench.ts, in a fresh node process: the statistics over 250
 * evenings and 10,000 hands against the engine folding the same games (each game's
 * `evaluate`, the work the statistics cannot do without). Prints `{"stats": ms, "fold": ms}`.
 * Run with --expose-gc so that each timing starts on a clean heap.
 */
import { evaluate, readGame } from '../../src/lib/rules';
import {
  netSeries,
  periodStats,
  statsTable,
  type RosterEntry,
  type StatsEvening,
} from '../../src/lib/stats';
import { longGame } from './games';

const EVENINGS = 250;
const GAMES_PER_EVENING = 2;
const HANDS_PER_GAME = 20; // 250 × 2 × 20 = 10,000 hands
const TIMINGS = 15;
const REPS = 3;

const ROSTER: RosterEntry[] = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil', 'Fritz'].map((name, i) => ({
  id: `p${i}`,
  name,
}));

/** A table of six regulars, four at each game, seated differently every time. */
function evenings(): StatsEvening[] {
  const list: StatsEvening[] = [];
  for (let e = 0; e < EVENINGS; e++) {
    const day = new Date(Date.UTC(2020, 0, 1 + 7 * e)).toISOString().slice(0, 10);
    const games = [];
    for (let g = 0; g < GAMES_PER_EVENING; g++) {
      const read = readGame(longGame(HANDS_PER_GAME, 1 + e * GAMES_PER_EVENING + g));
      if (!read.ok) throw new Error(`generated game invalid: ${JSON.stringify(read.problems)}`);
      const first = (e + g) % ROSTER.length;
      games.push({
        id: `g${e}-${g}`,
        game: read.value,
        playerIds: [0, 1, 2, 3].map((seat) => ROSTER[(first + seat) % ROSTER.length]!.id),
        // endAt null: a game the table stopped, so that every game counts.
        stoppedEarly: true,
        updatedAt: e * 10 + g,
      });
    }
    list.push({ id: `e${e}`, date: day, stakePerPoint: 0.05, coin: 0.05, games });
  }
  return list;
}

const data = evenings();
const gc = (globalThis as { gc?: () => void }).gc;

function foldAll(): void {
  for (const evening of data) for (const game of evening.games) evaluate(game.game);
}

/** Everything the statistics screen shows: the table and the chart's series. */
function statistics(): void {
  const stats = periodStats(data, { period: {}, variant: 'all' });
  statsTable(stats, ROSTER);
  netSeries(stats, ROSTER);
}

/** ms per run, over REPS runs in a row, so that no timing is a few ms at the mercy of the timer. */
function time(work: () => void): number {
  gc?.();
  const start = performance.now();
  for (let i = 0; i < REPS; i++) work();
  return (performance.now() - start) / REPS;
}

for (let i = 0; i < 10; i++) {
  // let the JIT settle first
  foldAll();
  statistics();
}
const folds: number[] = [];
const stats: number[] = [];
for (let i = 0; i < TIMINGS; i++) {
  // Interleaved, so that a busy moment of the machine hits both alike.
  folds.push(time(foldAll));
  stats.push(time(statistics));
}
// CPU-bound and deterministic: best-of is the steadier figure on a shared machine.
process.stdout.write(JSON.stringify({ stats: Math.min(...stats), fold: Math.min(...folds) }));
