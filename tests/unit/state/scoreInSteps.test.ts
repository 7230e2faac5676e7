/**
 * A cold start folds a long game a part at a time (state/scored.ts `scoreInSteps`), each
 * part in a task of its own: the result is the whole fold's, to the last field.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { longGame } from '../../../scripts/bench/games';
import { readValid } from '../rules/helpers';
import { gameRowOf } from '../db/gameRow';

vi.mock('../../../src/lib/rules/engine', async (importOriginal) =>
  (await import('../rules/countedEngine')).countedEngine(importOriginal),
);

describe('scoreInSteps', () => {
  // The modules anew, so that they see the counted engine (the test setup loaded them before).
  beforeEach(() => vi.resetModules());

  it('folds 1,000 hands in parts of 128 and answers the whole fold', async () => {
    const engine = await import('../../../src/lib/rules/engine');
    const { scoreInSteps } = await import('../../../src/lib/state/scored');
    const game = readValid(longGame(1_000));
    const whole = engine.evaluate(game);
    expect(whole.problems).toEqual([]);
    vi.mocked(engine.evaluate).mockClear();
    vi.mocked(engine.evaluateAfter).mockClear();

    const scored = await scoreInSteps({ row: gameRowOf(game, 'r1'), game });
    expect(scored?.result).toEqual(whole.result);
    // Hands 1 to 128 by evaluate, then on to 256, 384, 512, 640, 768, 896 and 1,000: 7 parts more.
    expect(engine.evaluate).toHaveBeenCalledTimes(1);
    expect(engine.evaluateAfter).toHaveBeenCalledTimes(7);
  });

  it('lets other tasks run between the parts', async () => {
    const { scoreInSteps } = await import('../../../src/lib/state/scored');
    const game = readValid(longGame(1_000));
    let between = false;
    const folding = scoreInSteps({ row: gameRowOf(game, 'r2'), game });
    setTimeout(() => (between = true));
    // A timer set after the fold began runs before it is done: the fold gave the page turns.
    await folding;
    expect(between).toBe(true);
  });

  it('folds a short game at once, and a game of the same revision not again', async () => {
    const engine = await import('../../../src/lib/rules/engine');
    const { scoreInSteps } = await import('../../../src/lib/state/scored');
    const game = readValid(longGame(100));
    vi.mocked(engine.evaluate).mockClear();
    vi.mocked(engine.evaluateAfter).mockClear();
    const row = gameRowOf(game, 'r3');
    const first = await scoreInSteps({ row, game });
    expect(first?.result).toEqual(engine.scoreGame(game));
    expect(await scoreInSteps({ row, game })).toBe(first);
    expect(engine.evaluate).toHaveBeenCalledTimes(1);
    expect(engine.evaluateAfter).toHaveBeenCalledTimes(0);
  });
});
