/** The reader accepts exactly the files FORMAT.md allows (validity.ts), over mutated valid games. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGame } from '../../../src/lib/rules';
import { gameFileArb, mutate } from './arbitraries';
import { nested } from './topFiles';
import { formatValid } from './validity';

/** Values and keys that make near misses: right type wrong value, wrong type right look. */
const value = fc.oneof(
  fc.integer({ min: -2, max: 125 }),
  fc.constantFrom(0, 1, 3, 4, 5, 60, 61, 66, 116, 119, 120, 121, 61.5, -0),
  fc.constantFrom(
    'all',
    'some',
    'none',
    'declarer',
    'defenders',
    'won',
    'lost',
    'redeal',
    'played',
  ),
  fc.constantFrom('hineinschauen', 'sumpern', 'dobbm', 'solo', 'widow', 'hand', 'each', 'split'),
  fc.constantFrom('Anna', 'anna', ' ', '61', 'bavarian', 'dobbm'),
  // FORMAT.md's revised limits: the edges of every range, names, notes and meta.
  fc.constantFrom(8, 9, 10, 11, 1000, 1001, 100000, 100001, 2 ** 53, 1e300, -1e300),
  fc.constantFrom(
    'Maß',
    'MASS',
    'ＡＮＮＡ',
    'Bert <3',
    '\u200B',
    'A\tB',
    'ı',
    'I',
    '😀'.repeat(40),
  ),
  fc.constantFrom('x'.repeat(40), 'x'.repeat(41), 'x'.repeat(500), 'x'.repeat(501)),
  fc.constantFrom(64, 65).map((levels) => nested(levels)),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.jsonValue({ maxDepth: 1 }),
);
const key = fc.constantFrom(
  'announced',
  'doublings',
  'declarerTricks',
  'spatz',
  'declarerPoints',
  'defenderPoints',
  'note',
  'meta',
  'endAt',
  'dealerSitsOut',
  'ante',
  'raiseBonus',
  'lastTrick',
  'side',
  'result',
  'firstDealer',
  'variant',
  'maxDoublings',
  'handGameDoubles',
  'won',
  'lostLast',
  'extra',
);
const mutation = fc.record({
  op: fc.constantFrom('set', 'set', 'delete', 'add'),
  pick: fc.nat(),
  value,
  key,
});

describe('reader = FORMAT.md', { timeout: 120_000 }, () => {
  it('accepts a mutated game exactly when FORMAT.md allows it', () => {
    fc.assert(
      fc.property(gameFileArb, fc.array(mutation, { minLength: 1, maxLength: 2 }), (file, ops) => {
        const mutated = structuredClone(file) as unknown;
        for (const op of ops) mutate(mutated, op);
        const read = readGame(mutated);
        expect({ ok: read.ok, problems: read.ok ? [] : read.problems }).toMatchObject({
          ok: formatValid(mutated),
        });
      }),
      { numRuns: 3000 },
    );
  });

  it('the generator only makes files FORMAT.md allows', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        expect(formatValid(file)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
