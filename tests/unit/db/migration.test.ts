/**
 * Migrations are permanent: a database filled at every older schema version
 * (tests/fixtures/db/v<n>.json, frozen when version n shipped) must open with
 * the current code without losing a fact. Add a fixture with every new version.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  appendHand,
  exportBackup,
  historyState,
  loadDraft,
  loadGame,
  openDatabase,
  redo,
  SCHEMA_VERSION,
  undo,
  useDatabase,
  type GameRow,
  type HandRow,
} from '../../../src/lib/db';
import { toGame } from '../../../src/lib/db/gameRows';
import { scoreGame } from '../../../src/lib/rules';
import { getSetting, ok, played } from './helpers';

interface Fixture {
  version: number;
  schema: Record<string, string>;
  tables: Record<string, Record<string, unknown>[]>;
}

const folder = new URL('../../fixtures/db/', import.meta.url);
const fixtures = readdirSync(folder)
  .filter((f) => /^v\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(new URL(f, folder), 'utf8')) as Fixture);

describe('migrations', () => {
  it('has a fixture for every schema version up to the current one', () => {
    expect(fixtures.map((f) => f.version).sort()).toEqual(
      Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1),
    );
  });

  for (const fixture of fixtures) {
    it(`opens a version-${fixture.version} database with the current code, losing nothing`, async () => {
      const name = `migration-v${fixture.version}-${crypto.randomUUID()}`;
      // The old app: exactly the schema the fixture was written with.
      const old = new Dexie(name);
      old.version(fixture.version).stores(fixture.schema);
      await old.open();
      await old.transaction('rw', old.tables, async () => {
        for (const [table, rows] of Object.entries(fixture.tables))
          await old.table(table).bulkAdd(rows);
      });
      old.close();

      const db = openDatabase(name);
      useDatabase(db);
      await db.open();
      expect(db.verno).toBe(SCHEMA_VERSION);
      expect(db.status).toBe('open');

      // Every game, deleted ones too, still scores exactly as its stored facts did.
      const games = fixture.tables.games as unknown as GameRow[];
      const hands = fixture.tables.hands as unknown as HandRow[];
      for (const row of games) {
        const facts = toGame(
          row,
          hands
            .filter((h) => h.gameId === row.id)
            .sort((a, b) => a.position - b.position)
            .map((h) => h.hand),
        );
        const stored = await db.games.get(row.id);
        expect(stored).toMatchObject({
          id: row.id,
          deleted: row.deleted,
          stoppedEarly: row.stoppedEarly,
        });
        if (row.deleted) continue;
        const loaded = (await loadGame(row.id))!;
        expect(loaded.game).toEqual(facts);
        expect(scoreGame(loaded.game)).toEqual(scoreGame(facts));
      }
      for (const table of ['players', 'sessions', 'hands', 'drafts', 'settings', 'snapshots']) {
        expect(await db.table(table).count()).toBe(fixture.tables[table]!.length);
      }
      const draft = fixture.tables.drafts![0] as { gameId: string; draft: unknown };
      expect(await loadDraft(draft.gameId)).toEqual(draft.draft);
      expect(await getSetting('theme')).toBe('dark');

      // The old undo history still works, and so does a new write.
      const history = await historyState();
      expect(history.canUndo).toBe(true);
      if (history.canRedo) ok(await redo());
      ok(await undo());
      const open = games.find(
        (g) => !g.deleted && !g.stoppedEarly && g.variant === 'bauerntarock',
      )!;
      ok(await appendHand(open.id, played({ declarer: 0 })));
      expect(JSON.parse(await exportBackup()).games).toHaveLength(games.length);
      db.close();
    });
  }
});
