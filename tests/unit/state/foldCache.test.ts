/**
 * The one fold cache (src/lib/state/foldCache.ts): a game is folded once per stored
 * revision, wherever it is asked for (the statistics, the desk, a screen), and the cache
 * holds at most FOLDS_KEPT games, the least recently used going first.
 */
import { describe, expect, it, vi } from 'vitest';
import { played, three } from '../db/helpers';
import type { Game } from '../../../src/lib/rules';

vi.mock('../../../src/lib/rules/engine', async (importOriginal) =>
  (await import('../rules/countedEngine')).countedEngine(importOriginal),
);

const game: Game = {
  variant: 'bauerntarock',
  players: [...three.players],
  firstDealer: 0,
  houseRules: {},
  hands: [played({ declarer: 0 })],
};

async function fresh() {
  vi.resetModules();
  const cache = await import('../../../src/lib/state/foldCache');
  const engine = await import('../../../src/lib/rules/engine');
  const evaluate = vi.mocked(engine.evaluate);
  evaluate.mockClear();
  return { ...cache, evaluate };
}

describe('one fold per revision', () => {
  it('folds a game once per revision; a new revision, or none, folds again', async () => {
    const { foldedResult, foldOf, evaluate } = await fresh();
    const first = foldedResult('g', 'r1', game);
    expect(foldedResult('g', 'r1', game)).toBe(first);
    expect(foldOf('g', 'r1')?.result).toBe(first);
    expect(evaluate).toHaveBeenCalledTimes(1);
    foldedResult('g', 'r2', game);
    expect(evaluate).toHaveBeenCalledTimes(2);
    // The game keeps one revision: the older one is gone.
    expect(foldOf('g', 'r1')).toBeUndefined();
    // A row without revision tells nothing, so nothing is kept for it.
    foldedResult('h', undefined, game);
    foldedResult('h', undefined, game);
    expect(evaluate).toHaveBeenCalledTimes(4);
  });

  it('keeps at most FOLDS_KEPT games, the least recently used going first', async () => {
    const { FOLDS_KEPT, foldedResult, foldOf, evaluate } = await fresh();
    for (let i = 0; i < FOLDS_KEPT; i++) foldedResult(`g${i}`, 'r', game);
    // g0 used again: g1 is now the least recently used.
    expect(foldOf('g0', 'r')).toBeDefined();
    foldedResult('one more', 'r', game);
    expect(foldOf('g1', 'r')).toBeUndefined();
    expect(foldOf('g0', 'r')).toBeDefined();
    expect(foldOf('one more', 'r')).toBeDefined();
    expect(evaluate).toHaveBeenCalledTimes(FOLDS_KEPT + 1);
  });
});
