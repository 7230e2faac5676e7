/**
 * `evaluateAfter` goes on folding from an earlier result of the same game: for every game of
 * every variant and house rule, and every place to split it, the result is exactly what
 * folding the whole game gives (the save's check relies on it, src/lib/db/validate.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateAfter, type Game } from '../../../src/lib/rules';
import { gameFileArb } from './arbitraries';
import { readValid } from './helpers';

const upTo = (game: Game, count: number): Game => ({ ...game, hands: game.hands.slice(0, count) });

describe('evaluateAfter', { timeout: 120_000 }, () => {
  it('gives the whole fold from any earlier result of the same game', () => {
    fc.assert(
      fc.property(gameFileArb, fc.double({ min: 0, max: 1, noNaN: true }), (file, at) => {
        const game = readValid(file);
        const whole = evaluate(game);
        const split = Math.floor(at * game.hands.length);
        for (const count of new Set([split, game.hands.length - 1, 0])) {
          if (count < 0) continue;
          const before = evaluate(upTo(game, count));
          expect(before.problems).toEqual([]);
          expect(evaluateAfter(game, before.result)).toEqual(whole);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports a hand after the end as the whole fold does, and leaves the earlier result as it was', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const game = readValid(file);
        const before = evaluate(game).result;
        const kept = structuredClone(before);
        // One more hand like the last played one: after the end when the game is finished.
        const last = game.hands.findLast((hand) => hand.kind === 'played');
        if (!last) return;
        const longer: Game = { ...game, hands: [...game.hands, last] };
        expect(evaluateAfter(longer, before)).toEqual(evaluate(longer));
        expect(before).toEqual(kept);
      }),
      { numRuns: 300 },
    );
  });
});
