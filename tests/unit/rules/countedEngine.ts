import { vi } from 'vitest';

type Engine = typeof import('../../../src/lib/rules/engine');

/**
 * The rules engine with its folds counted (`evaluate` and `evaluateAfter` wrapped in vi.fn),
 * for a test's `vi.mock` of src/lib/rules/engine: how often a game is folded is what it checks.
 */
export async function countedEngine(importOriginal: () => Promise<unknown>): Promise<Engine> {
  const engine = (await importOriginal()) as Engine;
  return {
    ...engine,
    evaluate: vi.fn(engine.evaluate),
    evaluateAfter: vi.fn(engine.evaluateAfter),
  };
}
