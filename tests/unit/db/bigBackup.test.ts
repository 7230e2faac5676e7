/**
 * Every backup the app makes, the app restores: a backup of 150 games and 60,000 hands is
 * imported, exported, imported into an empty profile, and every kept snapshot is restored;
 * the data compare equal each time (fake-indexeddb; tests/e2e/backup-big.test.ts does the
 * same in Chromium).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applyImport,
  currentDatabase,
  exportBackup,
  listSnapshots,
  MAX_IMPORT_CHARS,
  previewImport,
  restoreSnapshot,
  type GameRow,
  type ImportProgress,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { readGame } from '../../../src/lib/rules';
import { bigBackup } from '../../fixtures/bigBackup';
import { dump, freshDatabase, ok } from './helpers';

/** The facts (no history, no snapshots, no `rev`), each table sorted by id, as one string. */
async function facts(db: SpatzDatabase): Promise<{ games: number; hands: number; hash: string }> {
  const { history: _h, snapshots: _s, ...rest } = await dump(db);
  rest.games = (rest.games as GameRow[]).map(({ rev: _rev, ...game }) => game);
  const key = (row: unknown) => {
    const r = row as { id?: string; key?: string };
    return String(r.id ?? r.key);
  };
  const sorted = Object.entries(rest).map(([table, rows]) => [
    table,
    [...rows].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0)),
  ]);
  const hash = createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
  return { games: rest.games.length, hands: rest.hands!.length, hash };
}

/** A small game file of its own (no ids: they are derived from its content). */
function smallGame(points: number): string {
  return JSON.stringify({
    format: 'bauerntarock-game',
    version: 1,
    players: ['Anna', 'Bert', 'Chris'],
    hands: [{ kind: 'played', declarer: 0, contract: 'sumpern', declarerPoints: points }],
  });
}

describe('a backup of 150 games and 60,000 hands', () => {
  it('imports, exports, imports into an empty profile, and every kept snapshot restores', async () => {
    const source = bigBackup();
    // As older versions wrote backups: indented, 17.9 MB, over their own 10 MB limit.
    const given = JSON.stringify(source, null, 1);
    expect(given.length).toBeGreaterThan(10 * 1024 * 1024);

    const db = await freshDatabase();
    const steps: ImportProgress[] = [];
    const started = performance.now();
    const preview = await previewImport(given, (p) => steps.push(p));
    if (!preview.ok) throw new Error(JSON.stringify(preview.problems.slice(0, 3)));
    expect(preview.value.games.filter((g) => !g.exists)).toHaveLength(150);
    // The checks report how far they are, from nothing to all; a preview saves nothing.
    expect(steps[0]).toEqual({ step: 'checking', fraction: 0 });
    expect(steps.at(-1)).toEqual({ step: 'checking', fraction: 1 });
    expect(steps.length).toBeGreaterThan(2);
    const applied: ImportProgress[] = [];
    expect(ok(await applyImport(given, undefined, (p) => applied.push(p)))).toEqual({
      added: 150,
      unchanged: 0,
    });
    const importMs = performance.now() - started;
    expect(applied.at(-1)).toEqual({ step: 'saving' });

    // What is stored is what the file holds: its ids, and each game's hands as the rules
    // engine's reader reads the game file (not the backup code under test).
    expect(await db.games.count()).toBe(150);
    expect(await db.hands.count()).toBe(60_000);
    for (const g of [0, 77, 149]) {
      const file = source.games[g]!;
      const stored = await db.hands.where('gameId').equals(file.meta.spatz.id).sortBy('position');
      const read = readGame(file, 'game');
      if (!read.ok) throw new Error('the generator wrote a game the reader refuses');
      expect(stored.map((h) => h.hand)).toEqual(read.value.hands);
      expect(stored.map((h) => h.id)).toEqual(file.meta.spatz.hands.map((h) => h.id));
    }
    const first = await facts(db);
    expect(first).toMatchObject({ games: 150, hands: 60_000 });

    const exportStart = performance.now();
    const exported = await exportBackup();
    const exportMs = performance.now() - exportStart;
    // Written without indentation; far below the import's limit.
    expect(exported).not.toContain('\n');
    expect(exported.length).toBeLessThan(MAX_IMPORT_CHARS / 4);
    console.log(
      `150 games, 60,000 hands: file ${(given.length / 1e6).toFixed(1)} MB indented, ` +
        `export ${(exported.length / 1e6).toFixed(1)} MB; import ${importMs.toFixed(0)} ms ` +
        `(preview and apply), export ${exportMs.toFixed(0)} ms (fake-indexeddb, node)`,
    );

    // The export, into an empty profile: the same data.
    await freshDatabase();
    const again = currentDatabase();
    const nothing = await facts(again);
    expect(ok(await applyImport(exported))).toEqual({ added: 150, unchanged: 0 });
    expect(await facts(again)).toEqual(first);

    // What each snapshot must bring back: the facts just before the write that took it.
    const expected = new Map<string, Awaited<ReturnType<typeof facts>>>();
    const [empty] = await listSnapshots();
    expected.set(empty!.id, nothing);
    const tracked = async (write: () => Promise<unknown>) => {
      const before = await facts(again);
      const known = new Set((await listSnapshots()).map((s) => s.id));
      await write();
      for (const s of await listSnapshots()) if (!known.has(s.id)) expected.set(s.id, before);
    };
    // One more import: its snapshot holds all 60,000 hands (more than the old file limit).
    await tracked(async () => ok(await applyImport(smallGame(70))));
    await tracked(async () => ok(await applyImport(smallGame(80))));
    expect(await listSnapshots()).toHaveLength(3);

    // Every kept snapshot restores, oldest first (a restore keeps the state before as the
    // newest snapshot; beyond the 5 kept, the oldest goes), and so does one a restore took.
    const kept = (await listSnapshots()).reverse();
    for (const snapshot of kept) {
      await tracked(async () => ok(await restoreSnapshot(snapshot.id)));
      expect(await facts(again)).toEqual(expected.get(snapshot.id));
    }
    const byRestore = (await listSnapshots()).filter((s) => s.reason === 'restore').at(-1)!;
    await tracked(async () => ok(await restoreSnapshot(byRestore.id)));
    expect(await facts(again)).toEqual(expected.get(byRestore.id));
    expect([...expected.values()].some((f) => f.hands === 60_000)).toBe(true);
  }, 300_000);
});
