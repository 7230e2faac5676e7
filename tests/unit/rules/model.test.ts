/** The engine against a second, plain reading of RULES.md (model.ts), over random valid games. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameFileArb } from './arbitraries';
import { score } from './helpers';
import { model } from './model';

describe('engine = model of RULES.md', { timeout: 120_000 }, () => {
  it('per hand dealer, sitsOut, made, scores, pot; totals, status, handsLeft, nextDealer, pot, net', () => {
    fc.assert(
      fc.property(gameFileArb, (file) => {
        const expected = model(file);
        const result = score(file);
        expect(
          result.hands.map((h) => ({
            dealer: h.dealer,
            sitsOut: h.sitsOut,
            ...(h.made === undefined ? {} : { made: h.made }),
            scores: h.scores,
            ...(h.pot === undefined ? {} : { pot: h.pot }),
          })),
        ).toEqual(expected.hands);
        expect(result.totals).toEqual(expected.totals);
        expect(result.status).toBe(expected.status);
        expect(result.handsLeft).toBe(expected.handsLeft);
        expect(result.nextDealer).toBe(expected.nextDealer);
        expect(result.pot).toBe(expected.pot);
        result.settlement.net.forEach((net, seat) =>
          expect(net).toBeCloseTo(expected.net[seat]!, 9),
        );
      }),
      { numRuns: 1500 },
    );
  }, 120_000);
});
