import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendHand,
  applyImport,
  latestOpenGame,
  listSnapshots,
  startGame,
  stopGame,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { SNAPSHOTS_KEPT } from '../../../src/lib/db/importWrites';
import { bigGameFile } from './games';
import { freshDatabase, ok, played, three } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const NOON = Date.UTC(2026, 10, 28, 12);

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
  // Only Date: fake-indexeddb schedules its work with real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a clock set back', () => {
  it('does not cost the newest snapshot: snapshots are pruned by sequence', async () => {
    for (let i = 0; i < SNAPSHOTS_KEPT; i++) {
      vi.setSystemTime(NOON + i * 60_000);
      ok(await applyImport(bigGameFile(3, 200 + i).text));
    }
    const kept = (await listSnapshots()).map((s) => s.id);
    expect(kept).toHaveLength(SNAPSHOTS_KEPT);

    vi.setSystemTime(NOON - DAY);
    ok(await applyImport(bigGameFile(3, 300).text));
    const after = await listSnapshots();
    expect(after).toHaveLength(SNAPSHOTS_KEPT);
    // The new one is listed first (newest), taken at the clock's day-behind time;
    // the oldest of the five before it is the one let go.
    expect(after[0]!.createdAt).toBe(NOON - DAY);
    expect(after[0]!.games).toBe(SNAPSHOTS_KEPT);
    expect(after.slice(1).map((s) => s.id)).toEqual(kept.slice(0, -1));
    expect(await db.snapshots.get(kept[kept.length - 1]!)).toBeUndefined();
  });

  it('"resume" offers the game just played, not an older one', async () => {
    const older = ok(await startGame(three));
    ok(await appendHand(older.id, played({ declarer: 0 })));

    vi.setSystemTime(NOON - DAY);
    const newer = ok(await startGame({ ...three, players: ['Dora', 'Emil', 'Fritz'] }));
    expect((await latestOpenGame())?.id).toBe(newer.id);
    ok(await appendHand(newer.id, played({ declarer: 1 })));
    expect((await latestOpenGame())?.id).toBe(newer.id);

    // Back to the first game: it is the one just played again.
    vi.setSystemTime(NOON - DAY + 1000);
    ok(await appendHand(older.id, played({ declarer: 2 })));
    expect((await latestOpenGame())?.id).toBe(older.id);

    // Stopping the first leaves the other as the open one; stamps still only grow.
    ok(await stopGame(older.id));
    const rows = await db.games.orderBy('updatedAt').toArray();
    expect(rows.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect((await latestOpenGame())?.id).toBe(newer.id);
  });

  it('a clock that is right keeps the time as it is', async () => {
    const game = ok(await startGame(three));
    expect(game.updatedAt).toBe(NOON);
    vi.setSystemTime(NOON + 5000);
    const written = ok(await appendHand(game.id, played({ declarer: 0 })));
    expect(written.row.updatedAt).toBe(NOON + 5000);
  });
});
