/**
 * The database code loads only once the first screen has shown (src/lib/db/lazy.ts);
 * until then a live value answers from its quick read. Each test loads fresh copies of
 * the modules: the test setup opens the shared gate for every other test.
 */
import { describe, expect, it, vi } from 'vitest';
import './helpers';

async function fresh() {
  vi.resetModules();
  const lazy = await import('../../../src/lib/db/lazy');
  const { Live } = await import('../../../src/lib/state/live.svelte');
  return { lazy, Live };
}

describe('the database gate', () => {
  it('answers from the quick read first, then from the live query once the gate opens', async () => {
    const { lazy, Live } = await fresh();
    expect(lazy.databaseGateOpen()).toBe(false);
    const live = new Live(
      async (db) => (typeof db.liveQuery === 'function' ? 'live' : 'no database code'),
      async () => 'quick',
    );
    await vi.waitFor(() => expect(live.value).toBe('quick'));
    expect(live.loaded).toBe(true);
    // The gate is still shut: nothing has loaded the database code.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.value).toBe('quick');
    lazy.openDatabaseGate();
    await vi.waitFor(() => expect(live.value).toBe('live'));
    live.stop();
  });

  it('opens the gate when a quick read fails, so the live query answers instead', async () => {
    const { lazy, Live } = await fresh();
    const live = new Live(
      async () => 'live',
      () => Promise.reject(new Error('no IndexedDB')),
    );
    await vi.waitFor(() => expect(live.value).toBe('live'));
    expect(lazy.databaseGateOpen()).toBe(true);
    expect(live.error).toBeUndefined();
    live.stop();
  });

  it('a write opens the gate at once', async () => {
    const { lazy } = await fresh();
    expect(lazy.databaseGateOpen()).toBe(false);
    const db = await lazy.database();
    expect(lazy.databaseGateOpen()).toBe(true);
    expect(typeof db.appendHand).toBe('function');
  });

  it('a live value made after the gate opened skips the quick read', async () => {
    const { lazy, Live } = await fresh();
    lazy.openDatabaseGate();
    const first = vi.fn(async () => 'quick');
    const live = new Live(async () => 'live', first);
    await vi.waitFor(() => expect(live.value).toBe('live'));
    expect(first).not.toHaveBeenCalled();
    live.stop();
  });
});
