/**
 * The undo history a version-1 database kept, after the upgrade to version 2: its steps
 * were written when games held names only, so a step that made or renamed a roster entry
 * knew nothing of the games that now refer to that entry by id. Undoing any of them must
 * leave every game's seats pointing at entries of the roster, with their names.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { historyState, openDatabase, redo, undo, useDatabase } from '../../../src/lib/db';
import './helpers';

interface Fixture {
  schema: Record<string, string>;
  tables: Record<string, Record<string, unknown>[]>;
}

const v1 = JSON.parse(
  readFileSync(new URL('../../fixtures/db/v1.json', import.meta.url), 'utf8'),
) as Fixture;

async function upgraded(tables: Fixture['tables']) {
  const name = `migration-history-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(1).stores(v1.schema);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(tables)) await old.table(table).bulkAdd(rows);
  });
  old.close();
  const db = openDatabase(name);
  useDatabase(db);
  await db.open();
  return db;
}

async function seatsAllKnown(db: Awaited<ReturnType<typeof upgraded>>) {
  const ids = new Set((await db.players.toArray()).map((p) => p.id));
  for (const game of await db.games.toArray()) {
    for (const id of game.playerIds) expect(ids.has(id), `${game.id} seat ${id}`).toBe(true);
  }
}

describe('undoing version-1 steps after the upgrade', () => {
  it('every step of the version-1 fixture, undone one by one, keeps every seat in the roster', async () => {
    const db = await upgraded(v1.tables);
    await seatsAllKnown(db);
    while ((await historyState()).canUndo) {
      const result = await undo();
      expect(result.ok).toBe(true);
      await seatsAllKnown(db);
    }
    db.close();
  });

  it('an old rename undone does not leave two entries of one name', async () => {
    const at = (id: string, t: number) => ({ id, createdAt: t, updatedAt: t });
    const anna = { ...at('p-anna', 1), name: 'Anna' };
    const anne = { ...anna, updatedAt: 50, name: 'Anne' };
    const db = await upgraded({
      // Version 1 renamed the roster entry only; the game kept the name it was played with.
      players: [anne],
      sessions: [{ ...at('s1', 5), date: '2026-10-01' }],
      games: [
        {
          ...at('g1', 10),
          sessionId: 's1',
          variant: 'bauerntarock',
          players: ['Anna', 'Bert', 'Chris'],
          firstDealer: 0,
          houseRules: {},
          stoppedEarly: false,
          deleted: false,
        },
      ],
      history: [
        {
          action: 'renamePlayer',
          changes: [{ table: 'players', id: 'p-anna', before: anna, after: anne }],
          undone: 0,
          createdAt: 50,
        },
      ],
    });
    while ((await historyState()).canUndo) expect((await undo()).ok).toBe(true);
    const names = (await db.players.toArray()).map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    await seatsAllKnown(db);
    db.close();
  });

  it('an old undone game start, redone after the upgrade, brings no second entry of a name', async () => {
    const at = (id: string, t: number) => ({ id, createdAt: t, updatedAt: t });
    const game = {
      ...at('g1', 10),
      sessionId: 's1',
      variant: 'bauerntarock',
      players: ['Anna', 'Bert', 'Chris'],
      firstDealer: 0,
      houseRules: {},
      stoppedEarly: false,
      deleted: false,
    };
    // Version 1 undid the start: the game and its new roster names were gone, the step kept.
    const db = await upgraded({
      sessions: [{ ...at('s1', 5), date: '2026-10-01' }],
      history: [
        {
          action: 'startGame',
          gameId: 'g1',
          changes: [
            { table: 'games', id: 'g1', after: game },
            { table: 'players', id: 'p-anna', after: { ...at('p-anna', 10), name: 'Anna' } },
          ],
          undone: 1,
          createdAt: 10,
        },
      ],
    });
    expect((await redo()).ok).toBe(true);
    const names = (await db.players.toArray()).map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    await seatsAllKnown(db);
    db.close();
  });
});
