/**
 * The database code loads only once the first screen has shown (src/lib/state/coldStart.ts);
 * until then a live value answers from its quick read. Each test loads fresh copies of
 * the modules: the test setup opens the shared gate for every other test.
 */
import { describe, expect, it, vi } from 'vitest';
import { gateOpen } from './gateOpen';
import '../db/helpers';

async function fresh() {
  vi.resetModules();
  const lazy = await import('../../../src/lib/state/coldStart');
  const { Live } = await import('../../../src/lib/state/live.svelte');
  return { lazy, Live };
}

describe('the database gate', () => {
  it('answers from the quick read first, then from the live query once the gate opens', async () => {
    const { lazy, Live } = await fresh();
    expect(await gateOpen(lazy)).toBe(false);
    const live = new Live(
      async (db) => (typeof db.liveQuery === 'function' ? 'live' : 'no database code'),
      { first: Promise.resolve('quick') },
    );
    await vi.waitFor(() => expect(live.value).toBe('quick'));
    expect(live.loaded).toBe(true);
    // The gate is still shut: nothing has loaded the database code.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.value).toBe('quick');
    lazy.shown();
    await vi.waitFor(() => expect(live.value).toBe('live'));
    live.stop();
  });

  it('opens the gate when a quick read fails, so the live query answers instead', async () => {
    const { lazy, Live } = await fresh();
    // A quick read that fails (no IndexedDB for it) opens the gate (coldStart.ts).
    const open = vi.spyOn(indexedDB, 'open').mockImplementationOnce(() => {
      throw new Error('no IndexedDB');
    });
    const live = new Live(async () => 'live', {
      first: lazy.quickGame('some-game')?.then(() => 'quick'),
    });
    await vi.waitFor(() => expect(live.value).toBe('live'));
    expect(open).toHaveBeenCalled();
    open.mockRestore();
    expect(await gateOpen(lazy)).toBe(true);
    expect(live.error).toBeUndefined();
    live.stop();
  });

  it('a write opens the gate at once', async () => {
    const { lazy } = await fresh();
    expect(await gateOpen(lazy)).toBe(false);
    const db = await lazy.database();
    expect(await gateOpen(lazy)).toBe(true);
    expect(typeof db.appendHand).toBe('function');
  });

  it('once the gate is open there is no quick read, and a live value asks the database', async () => {
    const { lazy, Live } = await fresh();
    await lazy.database();
    expect(lazy.quickGame('any')).toBeUndefined();
    expect(lazy.quickRunningGame()).toBeUndefined();
    expect(lazy.quickSessions()).toBeUndefined();
    const live = new Live(async () => 'live', {
      first: lazy.quickGame('any')?.then(() => 'quick'),
    });
    await vi.waitFor(() => expect(live.value).toBe('live'));
    live.stop();
  });

  it('a live value without a quick read loads the database code at once, unless told to wait', async () => {
    const { lazy, Live } = await fresh();
    const waiting = new Live(async () => 'waited', { wait: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await gateOpen(lazy)).toBe(false);
    expect(waiting.loaded).toBe(false);
    const now = new Live(async () => 'now');
    expect(await gateOpen(lazy)).toBe(true);
    await vi.waitFor(() => expect(now.value).toBe('now'));
    await vi.waitFor(() => expect(waiting.value).toBe('waited'));
    now.stop();
    waiting.stop();
  });
});
