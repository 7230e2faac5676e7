/**
 * Figure (d) of scripts/bench.ts, in a fresh node process: the rules engine scoring a
 * 1,000-hand and a 10,000-hand game. Prints `{"small": ms, "large": ms}`.
 * Run with --expose-gc so that each timing starts on a clean heap.
 */
import { readGame, scoreGame, type Game } from '../../src/lib/rules';
import { longGame } from './games';

const TIMINGS = 15;

function read(hands: number): Game {
  const result = readGame(longGame(hands));
  if (!result.ok) throw new Error(`generated game invalid: ${JSON.stringify(result.problems)}`);
  return result.value;
}

const gc = (globalThis as { gc?: () => void }).gc;
/**
 * ms per scoring, timed over `reps` scorings in a row: the 1,000-hand game is scored ten
 * times per timing, so both timings cover 10,000 hands and neither is a sub-millisecond
 * reading at the mercy of the timer and the JIT.
 */
function time(game: Game, reps: number): number {
  gc?.();
  const start = performance.now();
  for (let i = 0; i < reps; i++) scoreGame(game);
  return (performance.now() - start) / reps;
}

const small = read(1_000);
const large = read(10_000);
for (let i = 0; i < 5; i++) time(small, 10); // let the JIT settle first
const smallTimes: number[] = [];
const largeTimes: number[] = [];
for (let i = 0; i < TIMINGS; i++) {
  // Interleaved, so that a busy moment of the machine hits both alike.
  smallTimes.push(time(small, 10));
  largeTimes.push(time(large, 1));
}
// CPU-bound and deterministic: the fastest run is the one least disturbed by the rest of a
// shared machine, so best-of is the steadier figure.
process.stdout.write(
  JSON.stringify({ small: Math.min(...smallTimes), large: Math.min(...largeTimes) }),
);
