import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyImport,
  deleteGame,
  exportBackup,
  exportGame,
  gameFileName,
  historyState,
  listSnapshots,
  loadGame,
  MAX_IMPORT_CHARS,
  previewImport,
  restoreSnapshot,
  setSetting,
  startGame,
  stopGame,
  type GameRow,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { SNAPSHOTS_KEPT } from '../../../src/lib/db/importWrites';
import { parseGame, scoreGame } from '../../../src/lib/rules';
import { bigGameFile } from './games';
import { dump, freshDatabase, ok, played, three } from './helpers';

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

/** An evening with two games, a stopped one and a deleted one, the roster and a setting. */
async function fillEvening(): Promise<string[]> {
  const hut = { date: '2026-11-28', place: 'Hütte', stakePerPoint: 0.1, coin: 0.5 };
  const a = ok(await startGame({ ...three, session: hut }));
  for (const declarer of [0, 1, 2, 0])
    ok(await appendHand(a.id, played({ declarer, declarerPoints: 50 + declarer * 10 })));
  const b = ok(
    await startGame({
      ...three,
      sessionId: a.sessionId,
      firstDealer: 1,
      houseRules: { extraPenalty: 10 },
    }),
  );
  ok(
    await appendHand(
      b.id,
      played({ declarer: 2, contract: 'sumpern', announced: 71, defenderPoints: 40 }),
    ),
  );
  ok(await stopGame(b.id));
  const c = ok(
    await startGame({
      variant: 'bavarian',
      players: ['Dora', 'Emil', 'Fritz', 'Gerd'],
      firstDealer: 0,
      houseRules: { ante: 20 },
    }),
  );
  ok(
    await appendHand(c.id, {
      kind: 'played',
      declarer: 1,
      contract: 'hand',
      announced: 66,
      doublings: 0,
      declarerTricks: 'some',
      declarerPoints: 80,
    }),
  );
  ok(await deleteGame(c.id));
  ok(await setSetting('theme', 'dark'));
  return [a.id, b.id, c.id];
}

/** The facts, without the bookkeeping that an import does not carry over (history, snapshots). */
async function facts(database: SpatzDatabase) {
  const { history: _h, snapshots: _s, ...rest } = await dump(database);
  // `rev` is a tab's cache token (gameRows.ts), not a fact: a backup leaves it out on purpose.
  rest.games = (rest.games as GameRow[]).map(({ rev: _rev, ...game }) => game);
  const byId = (rows: unknown[]) =>
    [...(rows as { id?: string; key?: string }[])].sort((x, y) =>
      String(x.id ?? x.key).localeCompare(String(y.id ?? y.key)),
    );
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, byId(v)]));
}

describe('export and import', () => {
  it('export, wipe, import gives back equal data', async () => {
    await fillEvening();
    const before = await facts(db);
    const backup = await exportBackup();
    await freshDatabase();
    const result = ok(await applyImport(backup));
    expect(result).toEqual({ added: 3, unchanged: 0 });
    expect(await facts((await import('../../../src/lib/db')).currentDatabase())).toEqual(before);
  });

  it('importing the same backup twice adds nothing the second time', async () => {
    await fillEvening();
    const backup = await exportBackup();
    await freshDatabase();
    ok(await applyImport(backup));
    const current = (await import('../../../src/lib/db')).currentDatabase();
    const once = await dump(current);
    expect(once.snapshots).toHaveLength(1);
    expect(ok(await applyImport(backup))).toEqual({ added: 0, unchanged: 3 });
    // Not even a new snapshot: nothing changed, so there is nothing to go back to.
    expect(await dump(current)).toEqual(once);
  });

  it('previews what will be added and what exists already', async () => {
    const [a] = await fillEvening();
    const backup = await exportBackup();
    const preview = await previewImport(backup);
    if (!preview.ok) throw new Error(JSON.stringify(preview.problems));
    expect(preview.value.kind).toBe('backup');
    expect(preview.value.games.map((g) => g.exists)).toEqual([true, true, true]);
    await freshDatabase();
    const fresh = await previewImport(backup);
    if (!fresh.ok) throw new Error('expected a preview');
    expect(fresh.value.games.map((g) => [g.exists, g.hands, g.players.length])).toEqual([
      [false, 4, 3],
      [false, 1, 3],
      [false, 1, 4],
    ]);
    expect(fresh.value.games[0]!.id).toBe(a);
    expect(fresh.value.sessions.every((s) => !s.exists)).toBe(true);
    expect(fresh.value.players.map((p) => p.name).sort()).toEqual([
      'Anna',
      'Bert',
      'Chris',
      'Dora',
      'Emil',
      'Fritz',
      'Gerd',
    ]);
    expect(await db.games.count()).toBe(3); // the old database, untouched by previews
  });

  it('exports one game as a FORMAT.md file that scores the same, and imports it into its game', async () => {
    const [a] = await fillEvening();
    const text = (await exportGame(a!))!;
    const read = parseGame(text);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const stored = (await loadGame(a!))!;
    expect(scoreGame(read.value).totals).toEqual(scoreGame(stored.game).totals);
    expect(read.value.hands).toEqual(stored.game.hands);
    expect((read.value.meta?.spatz as { id: string }).id).toBe(a);
    expect(gameFileName(stored.row)).toMatch(/^spatz-\d{4}-\d\d-\d\d-anna-bert-chris\.json$/);
    expect(await exportGame('nope')).toBeUndefined();

    await freshDatabase();
    const result = ok(await applyImport(text));
    expect(result).toEqual({ added: 1, unchanged: 0, openGameId: a });
    const session = await (
      await import('../../../src/lib/db')
    ).getSession((await loadGame(a!))!.row.sessionId);
    expect(session).toMatchObject({ date: '2026-11-28', place: 'Hütte', stakePerPoint: 0.1 });
    expect(ok(await applyImport(text))).toEqual({ added: 0, unchanged: 1, openGameId: a });
  });

  it('ends the undo history when it adds something, and opens no deleted game', async () => {
    const [, , deleted] = await fillEvening();
    const text = (await exportGame((await db.games.toArray()).find((g) => !g.deleted)!.id))!;
    expect((await historyState()).canUndo).toBe(true);
    ok(await applyImport(text)); // exists already: nothing added, history kept
    expect((await historyState()).canUndo).toBe(true);
    ok(await applyImport(bigGameFile(4, 2).text));
    expect(await historyState()).toEqual({ canUndo: false, canRedo: false });

    const file = JSON.parse(text);
    file.meta.spatz.id = deleted;
    expect(ok(await applyImport(JSON.stringify(file)))).toEqual({ added: 0, unchanged: 1 });
  });

  it('never overwrites a stored hand, even when a file reuses its id for another game', async () => {
    const [a] = await fillEvening();
    const before = (await loadGame(a!))!.game;
    const file = JSON.parse((await exportGame(a!))!);
    file.meta.spatz.id = 'another-game';
    file.hands[0].declarerPoints = 20;
    const result = ok(await applyImport(JSON.stringify(file)));
    expect(result).toEqual({ added: 1, unchanged: 0, openGameId: 'another-game' });
    expect((await loadGame(a!))!.game).toEqual(before);
    const copy = (await loadGame('another-game'))!.game;
    expect(copy.hands[0]).toMatchObject({ declarerPoints: 20 });
    expect(await db.hands.where('gameId').equals(a!).count()).toBe(4);
    expect(await db.hands.where('gameId').equals('another-game').count()).toBe(4);
  });

  it('imports a game file without our ids once, however often it is imported', async () => {
    const { text } = bigGameFile(12, 7);
    const first = ok(await applyImport(text));
    expect(first.added).toBe(1);
    const again = ok(await applyImport(text));
    expect(again).toEqual({ added: 0, unchanged: 1, openGameId: first.openGameId });
    expect(await db.games.count()).toBe(1);
    expect(await db.hands.count()).toBe(12);
    expect(await db.sessions.count()).toBe(1);
    expect((await db.players.toArray()).map((p) => p.name).sort()).toEqual([
      'Anna',
      'Bert',
      'Chris',
    ]);
  });

  it('imports a 1,000-hand game with exactly the totals the rules engine gives', async () => {
    const { text } = bigGameFile(1000, 42);
    const expected = parseGame(text);
    if (!expected.ok) throw new Error(JSON.stringify(expected.problems));
    const started = performance.now();
    const result = ok(await applyImport(text));
    const imported = performance.now() - started;
    const loadStart = performance.now();
    const loaded = (await loadGame(result.openGameId!))!;
    const loadedIn = performance.now() - loadStart;
    expect(loaded.game.hands).toHaveLength(1000);
    expect(scoreGame(loaded.game).totals).toEqual(scoreGame(expected.value).totals);
    expect(scoreGame(loaded.game).settlement).toEqual(scoreGame(expected.value).settlement);
    const appendStart = performance.now();
    ok(await appendHand(result.openGameId!, played({ declarer: 1 })));
    const appended = performance.now() - appendStart;
    console.log(
      `1,000-hand game (${(text.length / 1024).toFixed(0)} KB): import ${imported.toFixed(0)} ms, ` +
        `load ${loadedIn.toFixed(0)} ms, append a hand ${appended.toFixed(0)} ms (fake-indexeddb, node)`,
    );
  });
});

describe('bad imports are refused and change nothing', () => {
  async function refused(text: string) {
    await fillEvening();
    const before = await dump(db);
    const preview = await previewImport(text);
    const applied = await applyImport(text);
    expect(await dump(db)).toEqual(before);
    expect(preview.ok).toBe(false);
    if (applied.ok || applied.error.kind !== 'invalid')
      throw new Error(`expected invalid: ${JSON.stringify(applied)}`);
    if (!preview.ok) expect(applied.error.problems).toEqual(preview.problems);
    return applied.error.problems;
  }

  it('truncated JSON names the file', async () => {
    await fillEvening();
    const backup = await exportBackup();
    await freshDatabase();
    const problems = await refused(backup.slice(0, backup.length / 2));
    expect(problems).toEqual([expect.objectContaining({ path: 'file', code: 'notJson' })]);
  });

  it('wrong types name the field', async () => {
    const problems = await refused(
      JSON.stringify({
        format: 'spatz-backup',
        version: 1,
        games: {},
        sessions: [{ id: 5, date: 'today' }],
        players: 'Anna',
      }),
    );
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'games',
        'players',
        'sessions[0].id',
        'sessions[0].date',
        'sessions[0].createdAt',
      ]),
    );
    expect(await refused('[1, 2, 3]')).toEqual([{ path: 'file', code: 'notObject' }]);
    expect(await refused('"just text"')).toEqual([{ path: 'file', code: 'notObject' }]);
  });

  it('an unknown format or version', async () => {
    expect(await refused(JSON.stringify({ format: 'excel', version: 1 }))).toEqual([
      expect.objectContaining({ path: 'format', code: 'notOneOf' }),
    ]);
    expect(
      await refused(JSON.stringify({ format: 'spatz-backup', version: 2, games: [] })),
    ).toEqual([expect.objectContaining({ path: 'version', code: 'notOneOf' })]);
    const game = JSON.parse(bigGameFile(3).text);
    expect(await refused(JSON.stringify({ ...game, version: 9 }))).toEqual([
      expect.objectContaining({ path: 'version' }),
    ]);
  });

  it('one invalid hand among 1,000 names the game, the hand and the field', async () => {
    const { file } = bigGameFile(1000, 3);
    const hands = file.hands as Record<string, unknown>[];
    const index = hands.findIndex((h, i) => i > 500 && h.kind === 'played');
    hands[index] = { ...hands[index], declarerPoints: 121 };
    const good = JSON.parse(bigGameFile(5, 9).text);
    const envelope = {
      format: 'spatz-backup',
      version: 1,
      exportedAt: 'x',
      games: [good, file],
      sessions: [],
      players: [],
      settings: [],
    };
    const problems = await refused(JSON.stringify(envelope));
    expect(problems).toEqual([
      expect.objectContaining({
        path: `games[1].hands[${index}].declarerPoints`,
        code: 'notBetween',
      }),
    ]);
    const single = await refused(JSON.stringify(file));
    expect(single).toEqual([expect.objectContaining({ path: `hands[${index}].declarerPoints` })]);
  });

  it('5 MB of junk, and more than MAX_IMPORT_CHARS of anything', async () => {
    const junk = 'Tarock! '.repeat((5 * 1024 * 1024) / 8);
    expect(await refused(junk)).toEqual([
      expect.objectContaining({ path: 'file', code: 'notJson' }),
    ]);
    const huge = JSON.stringify({
      format: 'spatz-backup',
      version: 1,
      games: [],
      pad: 'x'.repeat(MAX_IMPORT_CHARS),
    });
    expect(await refused(huge)).toEqual([
      expect.objectContaining({ path: 'file', code: 'tooLarge' }),
    ]);
  });

  // FORMAT.md "Names": markup is a name like any other (shown as text); a control character is not.
  it('a name with a control character in it', async () => {
    const game = JSON.parse(bigGameFile(3).text);
    game.players[1] = 'Bert\u0007';
    expect(await refused(JSON.stringify(game))).toEqual([
      expect.objectContaining({ path: 'players[1]', code: 'controlCharacter' }),
    ]);
    const envelope = {
      format: 'spatz-backup',
      version: 1,
      games: [],
      players: [{ id: 'p', createdAt: 1, updatedAt: 1, name: 'Bert\u001b[31m' }],
    };
    expect(await refused(JSON.stringify(envelope))).toEqual([
      expect.objectContaining({ path: 'players[0].name' }),
    ]);
  });

  it('broken ids in meta.spatz', async () => {
    const [a] = await fillEvening();
    const file = JSON.parse((await exportGame(a!))!);
    file.meta.spatz.hands.pop();
    file.meta.spatz.stoppedEarly = 'yes';
    const problems = await refused(JSON.stringify(file));
    expect(problems.map((p) => p.path)).toEqual(['meta.spatz.stoppedEarly', 'meta.spatz.hands']);
  });

  it('refuses a game nested too deeply to copy, without throwing', async () => {
    const deep = 200_000;
    const text = `{"format":"bauerntarock-game","version":1,"players":["A","B","C"],"meta":${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}}`;
    const preview = await previewImport(text);
    const applied = await applyImport(text);
    expect(preview.ok && applied.ok).toBe(false);
  });

  it('never throws, whatever the text', async () => {
    for (const text of [
      '',
      'null',
      '{',
      '{"format":"spatz-backup","version":1,"games":[null]}',
      '{"format":null}',
      '[[[[[[[[[[]]]]]]]]]]',
      '0',
      `{"format":"bauerntarock-game"${',"x":1'.repeat(1000)}}`,
    ]) {
      const preview = await previewImport(text);
      expect(preview.ok).toBe(false);
      expect((await applyImport(text)).ok).toBe(false);
    }
  });
});

describe('snapshots', () => {
  it('keeps one before every import, the last few, and restores them', async () => {
    const [a] = await fillEvening();
    const backup = await exportBackup();
    const { text } = bigGameFile(10, 5);
    ok(await applyImport(text));
    expect(await db.games.count()).toBe(4);
    const snapshots = await listSnapshots();
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ reason: 'import', games: 3, hands: 6 });

    expect(ok(await restoreSnapshot(snapshots[0]!.id))).toEqual({ games: 3 });
    expect(await db.games.count()).toBe(3);
    expect((await loadGame(a!))!.game.hands).toHaveLength(4);
    expect((await listSnapshots())[0]).toMatchObject({ reason: 'restore', games: 4 });

    ok(await applyImport(backup)); // adds nothing new: no snapshot
    expect(await listSnapshots()).toHaveLength(2);
    for (let i = 0; i < SNAPSHOTS_KEPT + 2; i++)
      ok(await applyImport(bigGameFile(3, 100 + i).text));
    expect(await listSnapshots()).toHaveLength(SNAPSHOTS_KEPT);
    expect(await restoreSnapshot('nope')).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'snapshot' },
    });
  });
});

describe('a snapshot restores whatever happened after it', () => {
  it('restores a snapshot longer than any file an import takes (it is the app own text)', async () => {
    const [a] = await fillEvening();
    const backup = await exportBackup();
    ok(await applyImport(bigGameFile(3, 11).text));
    const [taken] = await listSnapshots();
    // Whitespace is valid JSON: the same data, past the file limit.
    await db.snapshots.update(taken!.id, { backup: ' '.repeat(MAX_IMPORT_CHARS) + backup });
    expect(ok(await restoreSnapshot(taken!.id))).toEqual({ games: 3 });
    expect(await db.games.count()).toBe(3);
    expect((await loadGame(a!))!.game.hands).toHaveLength(4);
  });

  it('a snapshot the reader refuses answers with its problems and changes nothing', async () => {
    await fillEvening();
    ok(await applyImport(bigGameFile(3, 12).text));
    const [taken] = await listSnapshots();
    await db.snapshots.update(taken!.id, { backup: '{"format":"spatz-backup","version":1,' });
    const before = await dump(db);
    const result = await restoreSnapshot(taken!.id);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', problems: [expect.objectContaining({ path: 'file' })] },
    });
    expect(await dump(db)).toEqual(before);
  });

  it('restores the oldest of the kept snapshots, though the restore makes one more', async () => {
    await fillEvening();
    for (let i = 0; i < SNAPSHOTS_KEPT; i++) ok(await applyImport(bigGameFile(2, 200 + i).text));
    const kept = await listSnapshots();
    expect(kept).toHaveLength(SNAPSHOTS_KEPT);
    const oldest = kept.at(-1)!;
    expect(oldest.games).toBe(3);
    expect(ok(await restoreSnapshot(oldest.id))).toEqual({ games: 3 });
    expect(await db.games.count()).toBe(3);
    expect(await listSnapshots()).toHaveLength(SNAPSHOTS_KEPT);
  });
});

it('Dexie is the one from node_modules (sanity for the fake-indexeddb wiring)', () => {
  expect(Dexie.dependencies.indexedDB).toBe(indexedDB);
});
