/**
 * RULES.md §4 "Seats": round 1 is drawn at random; every later round at random
 * among the seatings with the fewest pairs of players who already shared a
 * table. The search is seeded, so the same seed and the same earlier rounds
 * always give the same seating.
 */
import { below, mulberry32, shuffled, type Random } from './random';
import { tableSizes } from './tables';

/** Tables, each the player ids in seat order (seat 0 deals first, RULES.md §4). */
export type Seating = string[][];

/** Restarts of the local search; it stops at the first seating with no repeated pair. */
const RESTARTS = 24;

/** Pairs of players who shared a table in `rounds`, as "a\u0000b" with a < b. */
export function metPairs(rounds: readonly Seating[]): Set<string> {
  const met = new Set<string>();
  for (const seating of rounds) {
    for (const table of seating) {
      for (let i = 0; i < table.length; i++) {
        for (let j = i + 1; j < table.length; j++) met.add(pairKey(table[i]!, table[j]!));
      }
    }
  }
  return met;
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** How many pairs at the same table of `seating` are in `met`. */
export function repeatedPairs(seating: Seating, met: ReadonlySet<string>): number {
  let count = 0;
  for (const table of seating) {
    for (let i = 0; i < table.length; i++) {
      for (let j = i + 1; j < table.length; j++)
        if (met.has(pairKey(table[i]!, table[j]!))) count++;
    }
  }
  return count;
}

/**
 * Draws a round for `players` (the ids of everyone seated this round, in the
 * tournament's order) after the `earlier` rounds' seatings, from `seed`
 * (see drawSeed). Null when there are too few players for a table.
 */
export function drawRound(
  players: readonly string[],
  earlier: readonly Seating[],
  seed: number,
): Seating | null {
  const sizes = tableSizes(players.length);
  if (!sizes) return null;
  const random = mulberry32(seed);
  const n = players.length;
  const met = metMatrix(players, metPairs(earlier));
  let best: number[] = shuffled(range(n), random);
  let bestCost = cost(best, sizes, met, n);
  for (let attempt = 0; attempt < RESTARTS && bestCost > 0; attempt++) {
    const order = attempt === 0 ? best.slice() : shuffled(range(n), random);
    const found = improve(order, sizes, met, n, random);
    if (found < bestCost) {
      best = order;
      bestCost = found;
    }
  }
  // The seats within a table at random too: seat 0 deals first.
  const seating: Seating = [];
  let start = 0;
  for (const size of sizes) {
    const table = shuffled(best.slice(start, start + size), random);
    seating.push(table.map((index) => players[index]!));
    start += size;
  }
  return seating;
}

/** Who met whom as a 0/1 matrix over the players' positions. */
function metMatrix(players: readonly string[], met: ReadonlySet<string>): Uint8Array {
  const n = players.length;
  const matrix = new Uint8Array(n * n);
  if (met.size === 0) return matrix;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (met.has(pairKey(players[a]!, players[b]!))) matrix[a * n + b] = matrix[b * n + a] = 1;
    }
  }
  return matrix;
}

/** Table of each position in an order cut into `sizes`. */
function tableOf(sizes: readonly number[], n: number): Int32Array {
  const of = new Int32Array(n);
  let position = 0;
  sizes.forEach((size, table) => {
    for (let k = 0; k < size; k++) of[position++] = table;
  });
  return of;
}

function cost(order: readonly number[], sizes: readonly number[], met: Uint8Array, n: number) {
  let total = 0;
  let start = 0;
  for (const size of sizes) {
    for (let i = start; i < start + size; i++) {
      for (let j = i + 1; j < start + size; j++) total += met[order[i]! * n + order[j]!]!;
    }
    start += size;
  }
  return total;
}

/**
 * Local search: swaps two players of different tables while that lowers the
 * repeated pairs, scanning from a random place each pass; changes `order` in
 * place and answers its cost.
 */
function improve(
  order: number[],
  sizes: readonly number[],
  met: Uint8Array,
  n: number,
  random: Random,
): number {
  const table = tableOf(sizes, n);
  const starts: number[] = [];
  let start = 0;
  for (const size of sizes) {
    starts.push(start);
    start += size;
  }
  // What each player's table costs them: repeated pairs with its other players.
  const with_ = (player: number, t: number, except: number): number => {
    let sum = 0;
    for (let k = starts[t]!; k < starts[t]! + sizes[t]!; k++) {
      const other = order[k]!;
      if (other !== except) sum += met[player * n + other]!;
    }
    return sum;
  };
  let current = cost(order, sizes, met, n);
  let changed = true;
  while (changed && current > 0) {
    changed = false;
    const offset = below(random, n);
    for (let ii = 0; ii < n && current > 0; ii++) {
      const i = (ii + offset) % n;
      for (let j = 0; j < n; j++) {
        const ta = table[i]!;
        const tb = table[j]!;
        if (ta === tb) continue;
        const a = order[i]!;
        const b = order[j]!;
        const delta = with_(b, ta, a) - with_(a, ta, a) + with_(a, tb, b) - with_(b, tb, b);
        if (delta < 0) {
          order[i] = b;
          order[j] = a;
          current += delta;
          changed = true;
        }
      }
    }
  }
  return current;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
