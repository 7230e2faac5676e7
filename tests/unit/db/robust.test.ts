import 'fake-indexeddb/auto';
import { Dexie, type DBCore, type Middleware } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyImport,
  deleteHand,
  exportBackup,
  insertHand,
  openDatabase,
  onDatabaseStatus,
  startGame,
  undo,
  useDatabase,
  type DatabaseStatus,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { SCHEMA_VERSION } from '../../../src/lib/db/database';
import { setBeforeCommitHook } from '../../../src/lib/db/transact';
import { dump, freshDatabase, ok, played, three } from './helpers';

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => setBeforeCommitHook(undefined));

/** A DBCore middleware that fails the `n`th write request, after the earlier ones went through. */
function failingWrite(n: number): Middleware<DBCore> {
  let count = 0;
  return {
    stack: 'dbcore',
    name: 'failingWrite',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req) => {
            count += 1;
            if (count === n) return Promise.reject(new Error(`injected failure at write ${n}`));
            return table.mutate(req);
          },
        };
      },
    }),
  };
}

describe('all or nothing', () => {
  it('an error injected after part of a write leaves nothing partial', async () => {
    const game = ok(await startGame(three));
    for (const declarer of [0, 1, 2]) ok(await appendHand(game.id, played({ declarer })));
    const before = await dump(db);
    // insertHand at 0 writes the new hand, moves three hands, the game row and the undo step.
    for (let n = 1; n <= 6; n++) {
      db.close();
      const failing = openDatabase(db.name);
      failing.use(failingWrite(n));
      useDatabase(failing);
      const result = await insertHand(game.id, 0, played({ declarer: 1 }));
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'storage', message: `injected failure at write ${n}` },
      });
      failing.close();
      db = openDatabase(db.name);
      useDatabase(db);
      expect(await dump(db)).toEqual(before);
    }
  });

  it('a failure just before commit rolls back the write and its undo step', async () => {
    const game = ok(await startGame(three));
    const before = await dump(db);
    setBeforeCommitHook(() => {
      throw new Error('power cut');
    });
    expect(await appendHand(game.id, played({ declarer: 0 }))).toMatchObject({
      ok: false,
      error: { kind: 'storage', message: 'power cut' },
    });
    expect(await deleteHand(game.id, 0)).toMatchObject({ ok: false, error: { kind: 'notFound' } });
    expect(await undo()).toMatchObject({ ok: false, error: { kind: 'storage' } });
    setBeforeCommitHook(undefined);
    expect(await dump(db)).toEqual(before);
  });

  it('an import that fails half way adds nothing and keeps no snapshot', async () => {
    ok(await startGame(three));
    const backup = await exportBackup();
    const other = await freshDatabase();
    const before = await dump(other);
    other.close();
    const failing = openDatabase(other.name);
    failing.use(failingWrite(4));
    useDatabase(failing);
    expect(await applyImport(backup)).toMatchObject({ ok: false, error: { kind: 'storage' } });
    failing.close();
    useDatabase(openDatabase(other.name));
    expect(await dump(openDatabase(other.name))).toEqual(before);
  });
});

describe('connections', () => {
  it('reopens after a lost connection and retries the write once', async () => {
    const game = ok(await startGame(three));
    // What iOS does to a suspended app: the connection is gone under Dexie's feet.
    db.backendDB().close();
    db.close({ disableAutoOpen: true });
    const row = ok(await appendHand(game.id, played({ declarer: 0 }))).hand;
    expect(row.position).toBe(0);
    expect(await db.hands.count()).toBe(1);
  });

  it('retries once when the connection is lost inside the transaction, writing the hand once', async () => {
    const game = ok(await startGame(three));
    db.close();
    const flaky = openDatabase(db.name);
    let failures = 0;
    flaky.use({
      stack: 'dbcore',
      name: 'closesOnce',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            mutate: (req) => {
              if (failures === 0) {
                failures += 1;
                return Promise.reject(new Dexie.DatabaseClosedError('suspended'));
              }
              return table.mutate(req);
            },
          };
        },
      }),
    });
    useDatabase(flaky);
    const row = ok(await appendHand(game.id, played({ declarer: 0 }))).hand;
    expect(failures).toBe(1);
    expect(row.position).toBe(0);
    expect(await flaky.hands.count()).toBe(1);
  });

  it('gives up after one retry and reports the storage error', async () => {
    const game = ok(await startGame(three));
    db.close();
    const dead = openDatabase(db.name);
    dead.use({
      stack: 'dbcore',
      name: 'alwaysClosed',
      create: (down) => ({
        ...down,
        table: (name) => ({
          ...down.table(name),
          mutate: () => Promise.reject(new Dexie.DatabaseClosedError('gone')),
        }),
      }),
    });
    useDatabase(dead);
    expect(await appendHand(game.id, played({ declarer: 0 }))).toMatchObject({
      ok: false,
      error: { kind: 'storage', name: 'DatabaseClosedError' },
    });
  });

  it('opens a database newer than the code read-only: reads work, every write is refused', async () => {
    const game = ok(await startGame(three));
    const backup = await exportBackup();
    db.close();
    // A later app version upgraded the database (schema version 2, a new table).
    const newer = new Dexie(db.name);
    newer
      .version(SCHEMA_VERSION + 1)
      .stores({ ...Object.fromEntries(db.tables.map((t) => [t.name, schemaOf(t)])), extra: 'id' });
    await newer.open();
    newer.close();

    const old = openDatabase(db.name);
    useDatabase(old);
    const statuses: DatabaseStatus[] = [];
    onDatabaseStatus((s) => statuses.push(s));
    const before = await dump(old);
    expect(await appendHand(game.id, played({ declarer: 0 }))).toEqual({
      ok: false,
      error: { kind: 'readOnly' },
    });
    expect(old.status).toBe('readOnly');
    expect(statuses).toEqual(['open', 'readOnly']);
    expect((await old.games.get(game.id))?.id).toBe(game.id);
    const all = await import('../../../src/lib/db');
    const writes = [
      () => all.updateSession(game.sessionId, { place: 'x' }),
      () => all.addPlayer('Zenzi'),
      () => all.renamePlayer(game.playerIds[0]!, 'Zenzi'),
      () => all.mergePlayers(game.playerIds[0]!, game.playerIds[1]!),
      () => all.markEveningPaid(game.sessionId, true),
      () => all.startGame(three),
      () => all.recordRedeal(game.id),
      () => all.editHand(game.id, 0, played({ declarer: 0 })),
      () => all.insertHand(game.id, 0, played({ declarer: 0 })),
      () => all.deleteHand(game.id, 0),
      () => all.stopGame(game.id),
      () => all.deleteGame(game.id),
      () => all.undo(),
      () => all.redo(),
      () => all.saveDraft(game.id, {}),
      () => all.clearDraft(game.id),
      () => all.setSetting('theme', 'dark'),
      () => all.markBackedUp(1),
      () => all.applyImport(backup),
      () => all.restoreSnapshot('any'),
    ];
    for (const write of writes)
      expect(await write()).toEqual({ ok: false, error: { kind: 'readOnly' } });
    expect(await dump(old)).toEqual(before);
  });

  it('closes and reports "outdated" when another tab upgrades, instead of blocking it', async () => {
    const game = ok(await startGame(three));
    const statuses: DatabaseStatus[] = [];
    db.onStatus((s) => statuses.push(s));
    const newer = new Dexie(db.name);
    newer
      .version(SCHEMA_VERSION + 1)
      .stores({ ...Object.fromEntries(db.tables.map((t) => [t.name, schemaOf(t)])), extra: 'id' });
    await newer.open(); // would hang here if the old connection did not close
    expect(statuses).toEqual(['open', 'outdated']);
    expect(await appendHand(game.id, played({ declarer: 0 }))).toEqual({
      ok: false,
      error: { kind: 'readOnly' },
    });
    newer.close();
  });
});

function schemaOf(table: SpatzDatabase['games']): string {
  const { primKey, indexes } = table.schema;
  return [primKey.src, ...indexes.map((i) => i.src)].join(', ');
}
