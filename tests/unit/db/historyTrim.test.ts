/**
 * A long undo history costs a save nothing: the save only adds its step, the steps beyond
 * HISTORY_LIMIT are trimmed in a later transaction of their own, and undo offers exactly the
 * newest HISTORY_LIMIT steps whether the older ones are trimmed yet or not. Requests are
 * counted on fake-indexeddb's object stores and indexes, so the figures are deterministic.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendHand,
  historyState,
  redo,
  startGame,
  undo,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { HISTORY_LIMIT, trimHistory } from '../../../src/lib/db/historyTrim';
import { freshDatabase, ok, played, three } from './helpers';

let db: SpatzDatabase;
/** The trims the writes asked for, held here until a test runs them (whenIdle, timing.ts). */
let idle: (() => void)[] = [];

beforeEach(async () => {
  db = await freshDatabase();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every IndexedDB request an object store, an index or a cursor makes, counted by name. */
const REQUESTS: [object, string[]][] = [
  [
    IDBObjectStore.prototype,
    ['add', 'put', 'delete', 'get', 'getKey', 'getAll', 'getAllKeys', 'count', 'clear'],
  ],
  [IDBObjectStore.prototype, ['openCursor', 'openKeyCursor']],
  [IDBIndex.prototype, ['get', 'getKey', 'getAll', 'getAllKeys', 'count']],
  [IDBIndex.prototype, ['openCursor', 'openKeyCursor']],
  [IDBCursor.prototype, ['continue', 'advance', 'delete', 'update']],
];

async function requestsOf(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const spies = REQUESTS.flatMap(([target, names]) =>
    names
      .filter((name) => typeof (target as Record<string, unknown>)[name] === 'function')
      .map((name) => vi.spyOn(target as Record<string, () => unknown>, name)),
  );
  try {
    await work();
    for (const spy of spies) count += spy.mock.calls.length;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return count;
}

const WRITES = new Set(['add', 'put', 'delete', 'clear', 'update']);

/** Whether each request `work` makes reads or writes, in the order made. */
async function requestOrder(work: () => Promise<unknown>): Promise<('read' | 'write')[]> {
  const order: ('read' | 'write')[] = [];
  const spies = REQUESTS.flatMap(([target, names]) =>
    names
      .filter((name) => typeof (target as Record<string, unknown>)[name] === 'function')
      .map((name) => {
        const kind: 'read' | 'write' = WRITES.has(name) ? 'write' : 'read';
        const spy = vi.spyOn(target as Record<string, () => unknown>, name);
        return { spy, kind };
      }),
  );
  try {
    await work();
  } finally {
    const calls = spies.flatMap(({ spy, kind }) =>
      spy.mock.invocationCallOrder.map((at) => ({ at, kind })),
    );
    for (const { spy } of spies) spy.mockRestore();
    order.push(...calls.sort((a, b) => a.at - b.at).map(({ kind }) => kind));
  }
  return order;
}

const endless = { ...three, houseRules: { endAt: null } };

describe('the undo history beyond its limit', () => {
  it('costs a save no request more than a short history does', async () => {
    const game = ok(await startGame(endless));
    // Three steps stored (the game and two hands): far from the limit.
    ok(await appendHand(game.id, played({ declarer: 0 })));
    ok(await appendHand(game.id, played({ declarer: 1 })));
    const short = await requestsOf(() => appendHand(game.id, played({ declarer: 2 })));
    // 4 steps now; HISTORY_LIMIT + 6 more make it 10 past the limit, none trimmed yet.
    for (let i = 0; i < HISTORY_LIMIT + 6; i++) {
      ok(await appendHand(game.id, played({ declarer: i % 3 })));
    }
    expect(await db.history.count()).toBe(HISTORY_LIMIT + 10);
    const long = await requestsOf(() => appendHand(game.id, played({ declarer: 0 })));
    expect(long).toBe(short);
    // And the save is short: the game row, the newest stamp and the redo steps to delete read
    // (3), the hand and the game row written (2), the new step added (1): 6.
    // (No draft here: the form's save deletes one more.) Counting the kept steps made it 7,
    // and trimming them (their keys read, then deleted) 9.
    expect(short).toBe(6);
  }, 30_000);

  it('reads all it needs before its first write, also with redo steps to drop', async () => {
    const game = ok(await startGame(endless));
    for (const declarer of [0, 1, 2]) ok(await appendHand(game.id, played({ declarer })));
    ok(await undo());
    ok(await undo());
    const order = await requestOrder(() => appendHand(game.id, played({ declarer: 1 })));
    // A read among the writes would hold every later write back a trip to storage.
    const firstWrite = order.indexOf('write');
    expect(firstWrite).toBeGreaterThan(0);
    expect(order.slice(firstWrite)).not.toContain('read');
    // The hand, the game row, the two undone steps deleted, the new step: 5 writes.
    expect(order.filter((kind) => kind === 'write')).toHaveLength(5);
    expect(await historyState()).toMatchObject({ canUndo: true, canRedo: false });
  }, 30_000);

  it('offers exactly the newest steps to undo, before and after they are trimmed', async () => {
    const game = ok(await startGame(endless));
    // 1 + 59 = 60 steps stored: 10 beyond the limit.
    for (let i = 0; i < 59; i++) ok(await appendHand(game.id, played({ declarer: i % 3 })));
    expect(await db.history.count()).toBe(60);
    let undone = 0;
    while ((await undo()).ok) undone += 1;
    expect(undone).toBe(HISTORY_LIMIT);
    expect(await historyState()).toMatchObject({ canUndo: false, canRedo: true });
    // 59 hands - 50 undone = 9 left.
    expect((await loadHands(game.id)).length).toBe(9);

    // The trims asked for run now: the 10 oldest steps go, the 50 undone ones stay for redo.
    expect(idle.length).toBeGreaterThan(0);
    expect(ok(await trimHistory())).toBe(10);
    expect(await db.history.count()).toBe(HISTORY_LIMIT);
    let redone = 0;
    while ((await redo()).ok) redone += 1;
    expect(redone).toBe(HISTORY_LIMIT);
    expect((await loadHands(game.id)).length).toBe(59);
    undone = 0;
    while ((await undo()).ok) undone += 1;
    expect(undone).toBe(HISTORY_LIMIT);
  }, 60_000);

  it('runs the trim it asked for when the browser is idle', async () => {
    const game = ok(await startGame(endless));
    for (let i = 0; i < HISTORY_LIMIT + 4; i++) {
      ok(await appendHand(game.id, played({ declarer: i % 3 })));
    }
    // 1 + 54 = 55 steps; the idle work asked for trims them to the limit.
    expect(await db.history.count()).toBe(HISTORY_LIMIT + 5);
    for (const work of idle) work();
    await vi.waitFor(async () => expect(await db.history.count()).toBe(HISTORY_LIMIT));
  }, 30_000);
});

async function loadHands(gameId: string): Promise<unknown[]> {
  return db.hands.where('gameId').equals(gameId).toArray();
}
