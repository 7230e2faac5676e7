/** Property tests (fast-check) over random valid games of every variant and house rule. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemMessage } from '../../../src/lib/i18n/problemsAll';
import { evaluate, readGame, scoreGame, toGameFile, type GameResult } from '../../../src/lib/rules';
import { gameFileArb, mutate, mutationArb } from './arbitraries';
import { readValid, type FileHand } from './helpers';

const RUNS = { numRuns: 300 };
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('properties of scoring', { timeout: 60_000 }, () => {
  it('every generated game is accepted and scores without problems', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const game = readValid(file);
        expect(evaluate(game).problems).toEqual([]);
      }),
      RUNS,
    );
  });

  it('§1.7 the settlement sums to 0 (bavarian: net plus pot is 0)', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const result = score(file);
        const total = sum(result.settlement.net) + (result.pot ?? 0);
        expect(Math.abs(total)).toBeLessThan(1e-9);
        for (const p of result.settlement.payments) {
          expect(p.points).toBeGreaterThan(0);
          expect(p.points).toBeCloseTo(p.difference + p.extra, 9);
        }
      }),
      RUNS,
    );
  });

  it('totals equal the sum of the hand scores (plus the ante for bavarian)', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const result = score(file);
        const start = result.variant === 'bavarian' ? -result.rules.ante : 0;
        const running = result.totals.map(() => start);
        for (const hand of result.hands) {
          hand.scores.forEach((value, seat) => (running[seat]! += value));
          expect(hand.totals).toEqual(running);
        }
        expect(result.totals).toEqual(running);
      }),
      RUNS,
    );
  });

  it('scores, totals and the pot are whole numbers; only the declarer scores in tarock', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const result = score(file);
        for (const hand of result.hands) {
          for (const value of hand.scores) expect(Number.isInteger(value)).toBe(true);
          if (hand.kind === 'redeal') expect(hand.scores.every((v) => v === 0)).toBe(true);
          if (hand.kind === 'played' && result.variant !== 'bavarian') {
            hand.scores.forEach((v, seat) => seat !== hand.declarer && expect(v).toBe(0));
          }
          if (hand.pot !== undefined) expect(hand.pot).toBeGreaterThanOrEqual(0);
        }
        for (const value of result.totals) expect(Number.isInteger(value)).toBe(true);
        if (result.pot !== undefined) expect(Number.isInteger(result.pot)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a redeal changes neither a total nor the dealer', () => {
    fc.assert(
      fc.property(gameFileArb, fc.nat(), (file, at) => {
        const hands = file.hands as FileHand[];
        const before = score(file);
        // A redeal may go anywhere before the end (after the last hand only while running).
        const slots = before.status === 'finished' ? hands.length : hands.length + 1;
        if (slots === 0) return;
        const index = at % slots;
        const withRedeal = [...hands.slice(0, index), { kind: 'redeal' }, ...hands.slice(index)];
        const after = score({ ...file, hands: withRedeal });
        expect(after.totals).toEqual(before.totals);
        expect(after.nextDealer).toBe(before.nextDealer);
        expect(after.status).toBe(before.status);
        expect(after.handsLeft).toBe(before.handsLeft);
        expect(after.settlement).toEqual(before.settlement);
        expect(after.hands[index]!.dealer).toBe(before.hands[index]?.dealer ?? before.nextDealer);
        const played = (r: GameResult) => r.hands.filter((h) => h.kind === 'played');
        expect(played(after).map((h) => [h.dealer, h.scores])).toEqual(
          played(before).map((h) => [h.dealer, h.scores]),
        );
      }),
      RUNS,
    );
  });

  it('valid games round-trip through toGameFile and readGame to equal facts', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const game = readValid(file);
        const again = readGame(JSON.parse(JSON.stringify(toGameFile(game))));
        expect(again).toEqual({ ok: true, value: game });
      }),
      RUNS,
    );
  });
});

describe('properties of the reader', { timeout: 60_000 }, () => {
  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readGame(value);
        if (!read.ok) expect(read.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on mutated valid games, and what it accepts scores without problems', () => {
    fc.assert(
      fc.property(
        gameFileArb,
        fc.array(mutationArb, { minLength: 1, maxLength: 4 }),
        (file, ops) => {
          const mutated = structuredClone(file) as unknown;
          for (const op of ops) mutate(mutated, op);
          const read = readGame(mutated);
          if (read.ok) expect(evaluate(read.value).problems).toEqual([]);
          else {
            for (const p of read.problems) {
              // Every problem reads as a sentence in both languages, its parameters all filled in.
              for (const lang of ['en', 'de'] as const) {
                const text = problemMessage(p, lang);
                expect(text.startsWith(`${p.path}: `)).toBe(true);
                expect(text).not.toMatch(/undefined|NaN|\[object/);
              }
            }
          }
          // Through the text too, as the command and the import read it.
          expect(() => readGame(JSON.parse(JSON.stringify(mutated)))).not.toThrow();
        },
      ),
      RUNS,
    );
  });
});

function score(file: unknown): GameResult {
  return scoreGame(readValid(file));
}
