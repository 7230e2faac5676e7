/**
 * Every backup the app makes, the app restores: a backup of many games is imported,
 * exported, imported into an empty profile, and every kept snapshot is restored; the data
 * compare equal each time (fake-indexeddb).
 *
 * The size of years of evenings (150 games, 60,000 hands, an 18 MB indented file beyond the
 * old 10 MB limit) is tested in the browser only, tests/e2e/backup-big.test.ts: what size
 * can break there is Chromium's memory, quota and time, which fake-indexeddb in node does not
 * have; here the same paths run over 15 games and 3,000 hands, in a few seconds, not minutes.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const GAMES = 15;
const HANDS_PER_GAME = 200;
const HANDS = GAMES * HANDS_PER_GAME;

afterEach(() => {
  vi.restoreAllMocks();
});

describe(`a backup of ${GAMES} games and ${HANDS} hands`, () => {
  it('imports, exports, imports into an empty profile, and every kept snapshot restores', async () => {
    const source = bigBackup({ games: GAMES, handsPerGame: HANDS_PER_GAME });
    // As older versions wrote backups: indented.
    const given = JSON.stringify(source, null, 1);
    expect(given).toContain('\n');

    const db = await freshDatabase();
    const steps: ImportProgress[] = [];
    // The checks pause and report after each 40 ms of work (db/pace.ts): a clock that moves
    // 25 ms each time it is read makes that happen at a few games' distance, whatever this
    // machine's speed, as a big backup's checks do on a phone.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 25));
    const preview = await previewImport(given, (p) => steps.push(p));
    now.mockRestore();
    if (!preview.ok) throw new Error(JSON.stringify(preview.problems.slice(0, 3)));
    expect(preview.value.games.filter((g) => !g.exists)).toHaveLength(GAMES);
    // The checks report how far they are, from nothing to all; a preview saves nothing.
    expect(steps[0]).toEqual({ step: 'checking', fraction: 0 });
    expect(steps.at(-1)).toEqual({ step: 'checking', fraction: 1 });
    expect(steps.length).toBeGreaterThan(2);
    const applied: ImportProgress[] = [];
    expect(ok(await applyImport(given, undefined, (p) => applied.push(p)))).toEqual({
      added: GAMES,
      unchanged: 0,
    });
    expect(applied.at(-1)).toEqual({ step: 'saving' });

    // What is stored is what the file holds: its ids, and each game's hands as the rules
    // engine's reader reads the game file (not the backup code under test).
    expect(await db.games.count()).toBe(GAMES);
    expect(await db.hands.count()).toBe(HANDS);
    for (const g of [0, 7, GAMES - 1]) {
      const file = source.games[g]!;
      const stored = await db.hands.where('gameId').equals(file.meta.spatz.id).sortBy('position');
      const read = readGame(file, 'game');
      if (!read.ok) throw new Error('the generator wrote a game the reader refuses');
      expect(stored.map((h) => h.hand)).toEqual(read.value.hands);
      expect(stored.map((h) => h.id)).toEqual(file.meta.spatz.hands.map((h) => h.id));
    }
    const first = await facts(db);
    expect(first).toMatchObject({ games: GAMES, hands: HANDS });

    const exported = await exportBackup();
    // Written without indentation; far below the import's limit.
    expect(exported).not.toContain('\n');
    expect(exported.length).toBeLessThan(MAX_IMPORT_CHARS / 4);

    // The export, into an empty profile: the same data.
    await freshDatabase();
    const again = currentDatabase();
    const nothing = await facts(again);
    expect(ok(await applyImport(exported))).toEqual({ added: GAMES, unchanged: 0 });
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
    // One more import: its snapshot holds every hand.
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
    expect([...expected.values()].some((f) => f.hands === HANDS)).toBe(true);
  });
});
