/**
 * The cold start's first read (quickRead.ts) names its stores and indexes from the one
 * definition of the schema (schema.ts) that Dexie declares too: it must read a database of
 * every schema version (tests/fixtures/db/v<n>.json) as the database code reads it after the
 * upgrade, and leave the statistics of a schema still to upgrade to the database code.
 */
// Points Dexie at fake-indexeddb (the setup file loaded Dexie before it).
import './helpers';
import { readdirSync, readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, readStats, SCHEMA_VERSION, useDatabase } from '../../../src/lib/db';
import { latestOpenGame, listSessions, loadGame } from '../../../src/lib/db/reads';
import { QuickRead } from '../../../src/lib/db/quickRead';
import { statsOf } from '../../../src/lib/files/statsRows';
import { STORES } from '../../../src/lib/db/schema';
import { scoreGame } from '../../../src/lib/rules';

interface Fixture {
  version: number;
  schema: Record<string, string>;
  tables: Record<string, { id?: string; deleted?: boolean }[]>;
}

const folder = new URL('../../fixtures/db/', import.meta.url);
const fixtures = readdirSync(folder)
  .filter((f) => /^v\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(new URL(f, folder), 'utf8')) as Fixture)
  .sort((a, b) => a.version - b.version);

const opened: QuickRead[] = [];
afterEach(async () => {
  for (const read of opened.splice(0)) await read.close();
});

function quickOf(name: string): QuickRead {
  const read = new QuickRead(name);
  opened.push(read);
  return read;
}

/** A database as the app of `fixture.version` left it, with the fixture's rows. */
async function oldDatabase(fixture: Fixture): Promise<string> {
  const name = `quick-v${fixture.version}-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(fixture.version).stores(fixture.schema);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(fixture.tables))
      await old.table(table).bulkAdd(rows);
  });
  old.close();
  return name;
}

/** "Resume" through a quick read, each candidate scored by the rules engine. */
function resume(read: QuickRead) {
  return read.latestOpenGame(async (row) => {
    const loaded = await read.loadGame(row.id);
    return loaded && scoreGame(loaded.game).status;
  });
}

describe('the schema, written once', () => {
  it("is the current version's fixture schema, which the migrations test opens", () => {
    expect(fixtures.at(-1)?.version).toBe(SCHEMA_VERSION);
    expect(STORES).toEqual(fixtures.at(-1)?.schema);
  });

  for (const fixture of fixtures) {
    it(`lets the quick read read a version-${fixture.version} database, before and after its upgrade`, async () => {
      const name = await oldDatabase(fixture);
      const games = fixture.tables.games!.filter((row) => !row.deleted);
      expect(games.length).toBeGreaterThan(0);

      // Before the upgrade: the games the quick read sees are the ones the database code reads after it.
      const before = quickOf(name);
      const seen = await Promise.all(games.map((row) => before.loadGame(row.id!)));
      const stale = fixture.version < SCHEMA_VERSION;
      if (stale) await expect(before.statsRows()).rejects.toThrow();
      await before.close();

      const db = openDatabase(name);
      useDatabase(db);
      await db.open();
      for (const [i, row] of games.entries()) {
        expect(seen[i]?.game).toEqual((await loadGame(row.id!))?.game);
      }
      db.close();

      // After it: everything the cold start reads, as the database code reads it.
      const after = quickOf(name);
      const reopened = openDatabase(name);
      useDatabase(reopened);
      await reopened.open();
      for (const row of games) {
        const quick = await after.loadGame(row.id!);
        expect(quick && { row: quick.row, game: quick.game }).toEqual(await loadGame(row.id!));
      }
      expect(await resume(after)).toEqual(await latestOpenGame());
      expect(await after.listSessions()).toEqual(await listSessions());
      expect(statsOf(await after.statsRows())).toEqual(await readStats());
      reopened.close();
      await Dexie.delete(name);
    });
  }
});
