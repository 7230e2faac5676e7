/**
 * RULES.md §4 "Seats": a round drawn from a seed is reproducible; later
 * rounds have the fewest repeated pairs (checked against every seating of
 * small tournaments, enumerated), and never more than a plain random draw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawRound,
  metPairs,
  mulberry32,
  repeatedPairs,
  shuffled,
  tableSizes,
  type Seating,
} from '../../../src/lib/tournament';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const sorted = (seating: Seating) => seating.flat().sort();

/** Every way to split `players` into tables of `sizes` (seat order ignored). */
function* partitions(players: string[], sizes: number[]): Generator<Seating> {
  if (sizes.length === 0) {
    yield [];
    return;
  }
  const [size, ...rest] = sizes as [number, ...number[]];
  const [first, ...others] = players as [string, ...string[]];
  // The first remaining player sits at the first remaining table: no table order counted twice
  // for tables of the same size, and every split still appears.
  for (const mates of choose(others, size - 1)) {
    const left = others.filter((p) => !mates.includes(p));
    for (const tail of partitions(left, rest)) yield [[first, ...mates], ...tail];
  }
}

function* choose(items: string[], k: number): Generator<string[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = 0; i <= items.length - k; i++) {
    for (const tail of choose(items.slice(i + 1), k - 1)) yield [items[i]!, ...tail];
  }
}

/** The fewest repeated pairs any seating of these sizes can have (brute force). */
function fewest(players: string[], met: Set<string>): number {
  const sizes = tableSizes(players.length)!;
  let best = Infinity;
  // Table sizes in every order, as the first player's table may be any of them.
  for (const order of new Set(permutations(sizes).map((p) => p.join()))) {
    for (const seating of partitions(players, order.split(',').map(Number))) {
      best = Math.min(best, repeatedPairs(seating, met));
      if (best === 0) return 0;
    }
  }
  return best;
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
  );
}

/** Earlier rounds: each a random seating of the players into the rule's tables. */
function randomRounds(players: string[], rounds: number, seed: number): Seating[] {
  const random = mulberry32(seed);
  const sizes = tableSizes(players.length)!;
  return Array.from({ length: rounds }, () => {
    const order = shuffled(players, random);
    let start = 0;
    return sizes.map((size) => order.slice((start += size) - size, start));
  });
}

describe('the draw (RULES.md §4)', () => {
  it('seats everyone once, at the rule’s table sizes', () => {
    const seating = drawRound(ids(13), [], 7)!;
    expect(seating.map((t) => t.length)).toEqual([4, 4, 5]);
    expect(sorted(seating)).toEqual(ids(13).sort());
  });

  it('is the same for the same seed, and another for another seed', () => {
    expect(drawRound(ids(13), [], 42)).toEqual(drawRound(ids(13), [], 42));
    const seeds = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(drawRound(ids(13), [], seed)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('refuses fewer than 3 players', () => {
    expect(drawRound(ids(2), [], 1)).toBeNull();
  });

  it('second round of 16 players after a round of four tables: nobody meets again', () => {
    // 16 players in 4 tables of 4 met 4 × 6 = 24 pairs; a Latin-square seating avoids them all.
    const first = [0, 1, 2, 3].map((t) => ids(16).slice(t * 4, t * 4 + 4));
    const second = drawRound(ids(16), [first], 99)!;
    expect(repeatedPairs(second, metPairs([first]))).toBe(0);
  });

  it('6 players after [[a,b,c],[d,e,f]]: every seating repeats 2 pairs, and the draw finds one of them', () => {
    // Each new table of 3 holds at least 2 of one earlier table (3 seats, 2 groups), so at
    // least 1 repeated pair each: 1 + 1 = 2, and [a,b,d],[c,e,f] has exactly that.
    const first = [ids(6).slice(0, 3), ids(6).slice(3)];
    const met = metPairs([first]);
    expect(fewest(ids(6), met)).toBe(2);
    expect(repeatedPairs(drawRound(ids(6), [first], 5)!, met)).toBe(2);
  });

  it('finds a seating with no repeated pair whenever one exists (small tournaments, enumerated)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (n, rounds, earlierSeed, seed) => {
          const players = ids(n);
          const earlier = randomRounds(players, rounds, earlierSeed);
          const met = metPairs(earlier);
          const got = repeatedPairs(drawRound(players, earlier, seed)!, met);
          const best = fewest(players, met);
          if (best === 0) expect(got).toBe(0);
          expect(got).toBeGreaterThanOrEqual(best);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never has more repeated pairs than a plain random seating of the same seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 100 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (n, rounds, earlierSeed, seed) => {
          const players = ids(n);
          const earlier = randomRounds(players, rounds, earlierSeed);
          const met = metPairs(earlier);
          // The baseline: the first shuffle the draw's seed gives, cut into the tables.
          const baseline = randomRounds(players, 1, seed)[0]!;
          const got = drawRound(players, earlier, seed)!;
          expect(sorted(got)).toEqual([...players].sort());
          expect(repeatedPairs(got, met)).toBeLessThanOrEqual(repeatedPairs(baseline, met));
        },
      ),
      { numRuns: 80 },
    );
  });
});
