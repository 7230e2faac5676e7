/**
 * A write of a game's hands pauses the live queries of that game's screen until what it
 * handed back is painted (state/live.svelte.ts heldWhile, used by GameView): Dexie would
 * otherwise read every query over a touched table again inside the commit's own task.
 * Paused, nothing is missed: a query reads again after the paint, and what changed meanwhile
 * (another tab's write) is in that answer. Queries of other games and screens go on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, ok, played, three } from '../db/helpers';
import { appendHand, startGame } from '../../../src/lib/db';
import { heldWhile, Live } from '../../../src/lib/state/live.svelte';
import { GameView } from '../../../src/lib/state/gameView.svelte';
import { writing } from '../../../src/lib/state/actions';

/** The frames the page has asked for and not yet had: a test lets them come. */
let frames: FrameRequestCallback[] = [];
const paint = async () => {
  for (const frame of frames.splice(0)) frame(performance.now());
  // afterPaint's work runs in a task after the frame.
  await new Promise((done) => setTimeout(done, 5));
};
const settled = () => new Promise((done) => setTimeout(done, 30));

beforeEach(async () => {
  await freshDatabase();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a game's hand writes and the live queries", () => {
  it('reads nothing again inside a write; reads once after the paint, with every change since', async () => {
    const game = ok(await startGame(three));
    let reads = 0;
    const live = new Live(
      async (db) => {
        reads++;
        return (await db.loadGame(game.id))?.game.hands.length;
      },
      { game: game.id },
    );
    try {
      await vi.waitFor(() => expect(live.value).toBe(0));
      const before = reads;

      const view = new GameView(game.id);
      await view.ready;
      const written = await view.saveHand('append', -1, played({ declarer: 0 }));
      view.dispose();
      expect(written.ok).toBe(true);
      await settled();
      // The commit asked no query again, and the value is still the one read before.
      expect(reads).toBe(before);
      expect(live.value).toBe(0);

      // Another tab (the storage module, outside this tab's writes) adds a hand meanwhile.
      ok(await appendHand(game.id, played({ declarer: 1 })));
      await settled();
      expect(reads).toBe(before);

      await paint();
      await vi.waitFor(() => expect(live.value).toBe(2));
      expect(reads).toBe(before + 1);

      // Resumed: a change now is followed as before.
      ok(await appendHand(game.id, played({ declarer: 2 })));
      await vi.waitFor(() => expect(live.value).toBe(3));
    } finally {
      live.stop();
    }
  });

  it('two writes in a row: the queries wait for the paint after the last', async () => {
    const game = ok(await startGame(three));
    const live = new Live(async (db) => (await db.loadGame(game.id))?.game.hands.length, {
      game: game.id,
    });
    try {
      await vi.waitFor(() => expect(live.value).toBe(0));
      const first = heldWhile(game.id, () =>
        writing((db) => db.appendHand(game.id, played({ declarer: 0 }))),
      );
      const second = heldWhile(game.id, () =>
        writing((db) => db.appendHand(game.id, played({ declarer: 1 }))),
      );
      expect((await first).ok && (await second).ok).toBe(true);
      await settled();
      expect(live.value).toBe(0);
      await paint();
      await vi.waitFor(() => expect(live.value).toBe(2));
    } finally {
      live.stop();
    }
  });

  it('a query made while a write is on its way reads once the write has shown', async () => {
    const game = ok(await startGame(three));
    const write = heldWhile(game.id, () =>
      writing((db) => db.appendHand(game.id, played({ declarer: 0 }))),
    );
    const live = new Live(async (db) => (await db.loadGame(game.id))?.game.hands.length, {
      game: game.id,
    });
    try {
      expect((await write).ok).toBe(true);
      await settled();
      expect(live.loaded).toBe(false);
      await paint();
      await vi.waitFor(() => expect(live.value).toBe(1));
    } finally {
      live.stop();
    }
  });

  it("pauses only the queries of the game being written: another game's and the rest read on", async () => {
    const game = ok(await startGame(three));
    const other = ok(await startGame(three));
    const count =
      (id: string) => async (db: Parameters<ConstructorParameters<typeof Live>[0]>[0]) =>
        (await db.loadGame(id))?.game.hands.length;
    const held = new Live(count(game.id), { game: game.id });
    const otherGame = new Live(count(game.id), { game: other.id });
    const untagged = new Live(count(game.id));
    try {
      await vi.waitFor(() =>
        expect([held, otherGame, untagged].map((l) => l.value)).toEqual([0, 0, 0]),
      );
      const written = await heldWhile(game.id, () =>
        writing((db) => db.appendHand(game.id, played({ declarer: 0 }))),
      );
      expect(written.ok).toBe(true);
      // Before the paint: the written game's query waits, the others have read the change.
      await vi.waitFor(() => expect([otherGame.value, untagged.value]).toEqual([1, 1]));
      expect(held.value).toBe(0);
      await paint();
      await vi.waitFor(() => expect(held.value).toBe(1));
    } finally {
      for (const live of [held, otherGame, untagged]) live.stop();
    }
  });
});
