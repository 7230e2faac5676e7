/**
 * Invariants of the statistics (fast-check) over evenings of valid games of
 * every variant (the rules tests' generator), seated from a roster of six.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGame } from '../../../src/lib/rules';
import {
  combineTallies,
  periodStats,
  type PeriodStats,
  type PlayerTally,
  type StatsEvening,
} from '../../../src/lib/stats';
import { gameFileArb } from '../rules/arbitraries';

const POOL = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

const gameArb = fc
  .record({
    file: gameFileArb,
    stopped: fc.boolean(),
    updatedAt: fc.integer({ min: 0, max: 1000 }),
    order: fc.shuffledSubarray(POOL, { minLength: 5, maxLength: 5 }),
  })
  .map(({ file, stopped, updatedAt, order }) => {
    const read = readGame(file);
    if (!read.ok) throw new Error('generator built a bad game');
    return { game: read.value, stopped, updatedAt, order };
  });

/** 1 – 5 evenings on distinct dates (so that time order is the evenings' order). */
const eveningsArb: fc.Arbitrary<StatsEvening[]> = fc
  .array(
    fc.record({
      games: fc.array(gameArb, { minLength: 1, maxLength: 3 }),
      money: fc.option(
        fc.record({
          stakePerPoint: fc.constantFrom(0.01, 0.05, 0.1, 0.25),
          coin: fc.constantFrom(0.01, 0.05, 0.5, 1),
        }),
        { nil: undefined },
      ),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((evenings) =>
    evenings.map(({ games, money }, e) => ({
      id: `e${e}`,
      date: `2026-0${1 + e}-15`,
      ...(money ?? {}),
      games: games.map(({ game, stopped, updatedAt, order }, g) => ({
        id: `e${e}g${g}`,
        game,
        playerIds: order.slice(0, game.players.length),
        stoppedEarly: stopped,
        updatedAt,
      })),
    })),
  );

const all = (evenings: StatsEvening[]) => periodStats(evenings, { period: {}, variant: 'all' });
const sum = (stats: PeriodStats, field: 'units' | 'micro') =>
  [...stats.players.values()].reduce((total, tally) => total + tally[field], 0);

describe('statistics properties', () => {
  it('the net of all players sums to exactly 0, in points and in money, over any period and variant', () => {
    fc.assert(
      fc.property(
        eveningsArb,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (evenings, a, b) => {
          const from = `2026-0${Math.min(a, b)}-01`;
          const to = `2026-0${Math.max(a, b)}-28`;
          for (const variant of ['all', 'bauerntarock', 'dobbm', 'bavarian'] as const) {
            const stats = periodStats(evenings, { period: { from, to }, variant });
            expect(sum(stats, 'units')).toBe(0);
            expect(sum(stats, 'micro')).toBe(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('merging two ids of a person who never sat with the other keeps every number of the two', () => {
    fc.assert(
      fc.property(eveningsArb, (evenings) => {
        // p1 plays only on even evenings, p2 only on odd ones (their seats elsewhere go to spares).
        const apart = evenings.map((evening, e) => ({
          ...evening,
          games: evening.games.map((game) => ({
            ...game,
            playerIds: game.playerIds.map((id) =>
              e % 2 === 0 && id === 'p2' ? 'q2' : e % 2 === 1 && id === 'p1' ? 'q1' : id,
            ),
          })),
        }));
        const merged = apart.map((evening) => ({
          ...evening,
          games: evening.games.map((game) => ({
            ...game,
            playerIds: game.playerIds.map((id) => (id === 'p2' ? 'p1' : id)),
          })),
        }));
        const before = all(apart).players;
        const after = all(merged).players;
        const [one, two] = [before.get('p1'), before.get('p2')];
        if (!one || !two) return;
        const expected: PlayerTally = combineTallies(one, two);
        const got = after.get('p1')!;
        // Every count is the sum.
        const { run: expectedRun, ...counts } = expected;
        const { run, ...gotCounts } = got;
        expect(gotCounts).toEqual(counts);
        expect(run.games).toBe(expectedRun.games);
        // The runs are the person's evenings one after the other (p1's on even evenings, p2's
        // on odd ones): a run of p1 across two evenings is broken by a loss of p2 between
        // them, so the merged longest run may be shorter than p1's alone.
        const runs = apart.flatMap((evening, e) => {
          const tally = all([evening]).players.get(e % 2 === 0 ? 'p1' : 'p2');
          return tally ? [tally] : [];
        });
        expect(run).toEqual(runs.reduce(combineTallies).run);
        expect(run.longest).toBeLessThanOrEqual(one.run.longest + two.run.longest);
        // Everyone else keeps every number.
        for (const [id, tally] of before) {
          if (id !== 'p1' && id !== 'p2') expect(after.get(id)).toEqual(tally);
        }
      }),
      { numRuns: 60 },
    );
  });
});
