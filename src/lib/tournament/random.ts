/**
 * A seeded pseudo-random source (mulberry32), so that a draw can be shown
 * again and tested: the tournament stores its seed, never Math.random's state.
 */

export type Random = () => number;

/** Numbers in [0, 1) from a 32-bit seed; the same seed gives the same sequence. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One seed per round and redraw, mixed from the tournament's seed (a 32-bit hash). */
export function drawSeed(seed: number, round: number, redraw: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const part of [round, redraw]) {
    h = Math.imul(h ^ part, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A whole number in [0, below). */
export function below(random: Random, below: number): number {
  return Math.floor(random() * below);
}

/** A new array with `items` in random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    const kept = out[i]!;
    out[i] = out[j]!;
    out[j] = kept;
  }
  return out;
}
