/**
 * The cold start's plain IndexedDB read (src/lib/db/quickRead.ts) must see
 * exactly what the Dexie reads see, and must never create, upgrade or hold
 * the database.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { appendHand, deleteGame, readStats, startGame, stopGame } from '../../../src/lib/db';
import { statsOf } from '../../../src/lib/files/statsRows';
import { latestOpenGame, listSessions, loadGame } from '../../../src/lib/db/reads';
import { QuickRead } from '../../../src/lib/db/quickRead';
import { scoreGame } from '../../../src/lib/rules';
import { freshDatabase, ok, played, storedEvening, three } from './helpers';

const quick: QuickRead[] = [];

/** The quick read's game without the hand rows it also hands on (reads.ts has none). */
async function quickGame(read: QuickRead, gameId: string) {
  const found = await read.loadGame(gameId);
  if (!found) return found;
  const { handRows, ...loaded } = found;
  expect(handRows.map((row) => row.hand)).toEqual(loaded.game.hands);
  return loaded;
}

/** "Resume" through the quick read, each candidate scored by the rules engine. */
function quickOpen(read: QuickRead) {
  return read.latestOpenGame(async (row) => {
    const loaded = await read.loadGame(row.id);
    return loaded && scoreGame(loaded.game).status;
  });
}
function quickOf(name: string): QuickRead {
  const read = new QuickRead(name);
  quick.push(read);
  return read;
}

afterEach(async () => {
  for (const read of quick.splice(0)) await read.close();
});

describe('quickRead: the first read of a cold start', () => {
  it('reads a game, the running game and the evenings as the Dexie reads do', async () => {
    const db = await freshDatabase();
    const session = await storedEvening({ date: '2026-11-28' });
    const finished = ok(
      await startGame({ ...three, sessionId: session.id, houseRules: { endAt: 10 } }),
    );
    ok(await appendHand(finished.id, played({ declarer: 0 })));
    const running = ok(await startGame(three));
    for (let i = 0; i < 5; i++) ok(await appendHand(running.id, played({ declarer: i % 3 })));
    await storedEvening({ date: '2026-11-29' });

    const read = quickOf(db.name);
    expect(await quickGame(read, running.id)).toEqual(await loadGame(running.id));
    expect(await quickGame(read, finished.id)).toEqual(await loadGame(finished.id));
    expect(await quickOpen(read)).toEqual(await latestOpenGame());
    expect((await quickOpen(read))?.id).toBe(running.id);
    expect(await read.listSessions()).toEqual(await listSessions());
  });

  it('passes over deleted and stopped games like the Dexie reads', async () => {
    const db = await freshDatabase();
    const older = ok(await startGame(three));
    ok(await appendHand(older.id, played({ declarer: 1 })));
    const stopped = ok(await startGame(three));
    ok(await stopGame(stopped.id));
    const deleted = ok(await startGame(three));
    ok(await deleteGame(deleted.id));

    const read = quickOf(db.name);
    expect(await read.loadGame(deleted.id)).toBeUndefined();
    expect(await read.loadGame('no-such-game')).toBeUndefined();
    expect((await quickOpen(read))?.id).toBe(older.id);
    expect(await quickOpen(read)).toEqual(await latestOpenGame());
  });

  it('reads what the statistics read, as readStats does', async () => {
    const db = await freshDatabase();
    const session = await storedEvening({ date: '2026-11-28' });
    const game = ok(await startGame({ ...three, sessionId: session.id }));
    for (let i = 0; i < 4; i++) ok(await appendHand(game.id, played({ declarer: i % 3 })));
    const gone = ok(await startGame({ ...three, sessionId: session.id }));
    ok(await deleteGame(gone.id));
    await storedEvening({ date: '2026-11-29' });

    const stats = statsOf(await quickOf(db.name).statsRows());
    expect(stats).toEqual(await readStats());
    expect(stats.evenings[0]?.games.map((entry) => entry.id)).toEqual([game.id]);
  });

  it('does not create a database that is not there (a first visit)', async () => {
    const name = `spatz-quick-missing-${crypto.randomUUID()}`;
    const read = quickOf(name);
    expect(await quickOpen(read)).toBeUndefined();
    expect(await read.listSessions()).toEqual([]);
    expect(await read.loadGame('x')).toBeUndefined();
    await read.close();
    expect(await Dexie.exists(name)).toBe(false);
  });

  it('lets go at once when the database is upgraded, so the upgrade is never blocked', async () => {
    const db = await freshDatabase();
    const game = ok(await startGame(three));
    const read = quickOf(db.name);
    expect(await read.loadGame(game.id)).toBeDefined();
    db.close();
    // A newer schema (another tab, a new app version) opens at a higher version.
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(db.name, 1000);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked by the quick read'));
    });
    expect(newer.version).toBe(1000);
    newer.close();
  });
});
