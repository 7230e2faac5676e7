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
  markEveningPaid,
  openDatabase,
  redo,
  SCHEMA_VERSION,
  undo,
  useDatabase,
  type GameRow,
  type HandRow,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { QuickRead } from '../../../src/lib/db/quickRead';
import { toGame } from '../../../src/lib/files/plain';
import { scoreGame } from '../../../src/lib/rules';
import { ok, played, settingOf } from './helpers';
import { currentDatabase } from '../../../src/lib/db/database';

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
      // Tournaments (version 3 on): every row as stored; none before.
      expect(await db.tournaments.toArray()).toEqual(fixture.tables.tournaments ?? []);
      const draft = fixture.tables.drafts![0] as { gameId: string; draft: unknown };
      expect(await loadDraft(draft.gameId)).toEqual(draft.draft);
      expect(await settingOf(currentDatabase(), 'theme')).toBe('dark');

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

/** Rows as schema version 1 stored them, written by hand: names typed in different cases. */
function v1Rows() {
  const stamp = (id: string, at: number) => ({ id, createdAt: at, updatedAt: at });
  const game = (id: string, sessionId: string, at: number, players: string[]) => ({
    ...stamp(id, at),
    sessionId,
    variant: 'bauerntarock',
    players,
    firstDealer: 0,
    houseRules: {},
    stoppedEarly: false,
    deleted: false,
  });
  const hand = (gameId: string, position: number, declarer: number, at: number) => ({
    ...stamp(`${gameId}-h${position}`, at),
    gameId,
    position,
    hand: played({ declarer }),
  });
  const games = [
    game('g1', 's1', 10, ['Anna', 'Bert', 'Chris']),
    game('g2', 's1', 20, ['bert', 'ANNA', 'Maß']),
    game('g3', 's2', 30, ['Dora', 'anna', 'MASS', 'Bert']),
    { ...game('g4', 's3', 40, ['Chris', 'Dora', 'Emil']), deleted: true },
  ];
  return {
    players: [
      { ...stamp('p-anna', 1), name: 'Anna' },
      { ...stamp('p-bert', 2), name: 'Bert' },
    ],
    sessions: [
      { ...stamp('s1', 5), date: '2026-10-01', stakePerPoint: 0.1 },
      { ...stamp('s2', 25), date: '2026-10-08' },
      { ...stamp('s3', 35), date: '2026-10-15' },
    ],
    games,
    hands: [hand('g1', 0, 0, 11), hand('g1', 1, 1, 12), hand('g2', 0, 2, 21), hand('g3', 0, 1, 31)],
    history: [
      {
        action: 'startGame',
        gameId: 'g3',
        changes: [{ table: 'games', id: 'g3', after: games[2] }],
        undone: 0,
        createdAt: 30,
      },
    ],
  };
}

describe('the upgrade to schema version 2 (players as roster entries)', () => {
  const v1 = fixtures.find((f) => f.version === 1)!;

  async function upgraded(): Promise<SpatzDatabase> {
    const name = `migration-roster-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(1).stores(v1.schema);
    await old.open();
    const rows = v1Rows();
    await old.transaction('rw', old.tables, async () => {
      for (const [table, list] of Object.entries(rows)) await old.table(table).bulkAdd(list);
    });
    old.close();
    const db = openDatabase(name);
    useDatabase(db);
    await db.open();
    return db;
  }

  it('gives every game the roster id of each seat, one entry per person, nothing lost', async () => {
    const db = await upgraded();
    const players = await db.players.toArray();
    // Anna and Bert were in the roster; Chris, Maß (= MASS), Dora and Emil are made once each.
    expect(players.map((p) => p.name).sort()).toEqual(
      ['Anna', 'Bert', 'Chris', 'Dora', 'Emil', 'Maß'].sort(),
    );
    const id = (name: string) => players.find((p) => p.name === name)!.id;
    expect(id('Anna')).toBe('p-anna');
    expect(id('Bert')).toBe('p-bert');
    const games = Object.fromEntries((await db.games.toArray()).map((g) => [g.id, g]));
    expect(games.g1!.playerIds).toEqual(['p-anna', 'p-bert', id('Chris')]);
    expect(games.g2!.playerIds).toEqual(['p-bert', 'p-anna', id('Maß')]);
    expect(games.g3!.playerIds).toEqual([id('Dora'), 'p-anna', id('Maß'), 'p-bert']);
    expect(games.g4!.playerIds).toEqual([id('Chris'), id('Dora'), id('Emil')]);
    // The names as typed and every other fact stay.
    const rows = v1Rows();
    for (const row of rows.games) {
      const { playerIds: _ids, ...rest } = games[row.id]!;
      expect(rest).toEqual(row);
    }
    expect(await db.hands.toArray()).toEqual(
      expect.arrayContaining(rows.hands.map((h) => expect.objectContaining(h))),
    );
    expect(await db.hands.count()).toBe(rows.hands.length);
    expect(await db.sessions.toArray()).toEqual(expect.arrayContaining(rows.sessions));
    // The games a person sat in, by the multi-entry index.
    const annas = await db.games.where('playerIds').equals('p-anna').primaryKeys();
    expect(annas.sort()).toEqual(['g1', 'g2', 'g3']);
    // The old undo step's game row has its ids too: undoing it takes the game away, redo
    // brings it back with its ids.
    const [step] = await db.history.toArray();
    expect((step!.changes[0]!.after as GameRow).playerIds).toEqual(games.g3!.playerIds);
    ok(await undo());
    expect(await db.games.get('g3')).toBeUndefined();
    ok(await redo());
    expect((await db.games.get('g3'))!.playerIds).toEqual(games.g3!.playerIds);
    db.close();
  });

  it('a database of a newer version opens read-only, and the quick read still reads it', async () => {
    const db = await upgraded();
    const stores = Object.fromEntries(
      db.tables.map((t) => [
        t.name,
        [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)].join(', '),
      ]),
    );
    db.close();
    const newer = new Dexie(db.name);
    newer.version(SCHEMA_VERSION + 1).stores({ ...stores, extra: 'id' });
    await newer.open();
    newer.close();

    const read = new QuickRead(db.name);
    expect((await read.loadGame('g2'))?.game.players).toEqual(['bert', 'ANNA', 'Maß']);
    expect(await read.latestOpenGame(async () => 'running')).toMatchObject({ id: 'g3' });
    await read.close();

    const current = openDatabase(db.name);
    useDatabase(current);
    expect(await markEveningPaid('s1', true)).toEqual({ ok: false, error: { kind: 'readOnly' } });
    expect(current.status).toBe('readOnly');
    expect((await loadGame('g1'))?.game.players).toEqual(['Anna', 'Bert', 'Chris']);
    current.close();
  });
});
