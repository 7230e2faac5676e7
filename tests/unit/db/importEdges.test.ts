import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyImport,
  exportBackup,
  exportGame,
  historyState,
  listSnapshots,
  loadGame,
  previewImport,
  startGame,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { currentDatabase, useDatabase } from '../../../src/lib/db/database';
import { problemText } from '../../../src/lib/i18n/problemsAll';
import { dump, freshDatabase, ok, played, three } from './helpers';

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

/** A backup of two games of two hands each, as the app writes it. */
async function twoGames() {
  for (const players of [three.players, ['Dora', 'Emil', 'Fritz']]) {
    const game = ok(await startGame({ ...three, players }));
    for (const declarer of [0, 1]) ok(await appendHand(game.id, played({ declarer })));
  }
  return JSON.parse(await exportBackup());
}

describe('an import with repeated ids is refused with words', () => {
  it('two games with one id', async () => {
    const backup = await twoGames();
    backup.games[1].meta.spatz.id = backup.games[0].meta.spatz.id;
    // Hands of their own, so that only the game id repeats.
    const before = await dump(db);
    const preview = await previewImport(JSON.stringify(backup));
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(preview.problems).toEqual([
      { path: 'games[1]', code: 'repeatedId', params: { what: 'game', first: 1, second: 2 } },
    ]);
    expect(problemText(preview.problems[0]!, 'de')).toBe(
      'zwei Partien haben dieselbe Kennung (Partie 1 und 2)',
    );
    expect(problemText(preview.problems[0]!, 'en')).toBe(
      'two games share the same id (games 1 and 2)',
    );
    const applied = await applyImport(JSON.stringify(backup));
    expect(applied.ok).toBe(false);
    expect(await dump(db)).toEqual(before);
  });

  it('two players, two evenings, two hands', async () => {
    const backup = await twoGames();
    backup.players[3].id = backup.players[0].id;
    backup.sessions.push({ ...backup.sessions[0], place: 'Hütte' });
    backup.games[1].meta.spatz.hands[1].id = backup.games[0].meta.spatz.hands[0].id;
    const preview = await previewImport(JSON.stringify(backup));
    if (preview.ok) throw new Error('accepted');
    expect(preview.problems.map((p) => [p.path, p.params])).toEqual([
      ['sessions[2]', { what: 'session', first: 1, second: 3 }],
      ['players[3]', { what: 'player', first: 1, second: 4 }],
      ['games[1].hands[1]', { what: 'hand', first: 1, second: 2, firstGame: 1, secondGame: 2 }],
    ]);
    const [session, player, hand] = preview.problems;
    expect(problemText(session!, 'de')).toBe('zwei Abende haben dieselbe Kennung (Abend 1 und 3)');
    expect(problemText(player!, 'en')).toBe(
      'two players share the same id (roster entries 1 and 4)',
    );
    expect(problemText(hand!, 'de')).toBe(
      'zwei Spiele haben dieselbe Kennung (Spiel 1 der Partie 1 und Spiel 2 der Partie 2)',
    );
    expect(problemText(hand!, 'en')).toBe(
      'two hands share the same id (hand 1 of game 1 and hand 2 of game 2)',
    );
  });
});

describe('an import stores only the settings it shows', () => {
  it('known settings with valid values are shown and stored; the rest is ignored', async () => {
    const backup = await twoGames();
    await freshDatabase();
    backup.settings = [
      { key: 'junk', value: 'x'.repeat(1024 * 1024) },
      { key: 'theme', value: 'purple' },
      { key: 'theme', value: 'dark' },
      { key: 'lang', value: 'en' },
      { key: 'lastBackupAt', value: 5 },
    ];
    const preview = await previewImport(JSON.stringify(backup));
    if (!preview.ok) throw new Error('refused');
    expect(preview.value.settings).toEqual([
      { key: 'theme', value: 'dark' },
      { key: 'lang', value: 'en' },
    ]);
    ok(await applyImport(JSON.stringify(backup)));
    const stored = (await dump(currentDatabase())).settings;
    expect(stored).toEqual([
      { key: 'lang', value: 'en' },
      { key: 'theme', value: 'dark' },
    ]);
  });

  it('a setting with nothing to show changes nothing, and a row stored earlier is not exported', async () => {
    const backup = await twoGames();
    backup.settings = [{ key: 'junk', value: 'x'.repeat(1024 * 1024) }];
    const before = await dump(db);
    const preview = await previewImport(JSON.stringify(backup));
    if (!preview.ok) throw new Error('refused');
    expect(preview.value.settings).toEqual([]);
    ok(await applyImport(JSON.stringify(backup)));
    expect(await dump(db)).toEqual(before);
    // A row such as an older import stored does not travel in later backups.
    await db.settings.put({ key: 'junk', value: 'y'.repeat(1000) });
    await db.settings.put({ key: 'theme', value: 'dark' });
    expect(JSON.parse(await exportBackup()).settings).toEqual([{ key: 'theme', value: 'dark' }]);
  });
});

describe('a stored game the file differs from', () => {
  /** This device's game of two hands, and the file of another phone that played one more. */
  async function oneHandMore() {
    const game = ok(await startGame(three));
    for (const declarer of [0, 1]) ok(await appendHand(game.id, played({ declarer })));
    const here = db;
    const mine = (await exportGame(game.id))!;
    await freshDatabase();
    ok(await applyImport(mine));
    ok(await appendHand(game.id, played({ declarer: 2, declarerPoints: 90 })));
    const theirs = (await exportGame(game.id))!;
    useDatabase(here);
    return { id: game.id, theirs };
  }

  it('says so, and changes nothing until a choice is made', async () => {
    const { id, theirs } = await oneHandMore();
    const preview = await previewImport(theirs);
    if (!preview.ok) throw new Error('refused');
    expect(preview.value.games).toEqual([
      expect.objectContaining({ id, exists: true, difference: 'newer', hands: 3, storedHands: 2 }),
    ]);
    const before = await dump(db);
    expect(ok(await applyImport(theirs))).toEqual({ added: 0, unchanged: 1, openGameId: id });
    expect(await dump(db)).toEqual(before);
  });

  it('takes the newer version: the hands merged by id, a snapshot before, history ended', async () => {
    const { id, theirs } = await oneHandMore();
    const handIds = (await db.hands.where('gameId').equals(id).sortBy('position')).map((h) => h.id);
    expect(ok(await applyImport(theirs, 'newer'))).toEqual({
      added: 0,
      unchanged: 0,
      replaced: 1,
      openGameId: id,
    });
    const loaded = (await loadGame(id))!;
    expect(loaded.game.hands).toHaveLength(3);
    expect(loaded.game.hands[2]).toMatchObject({ declarer: 2, declarerPoints: 90 });
    const rows = await db.hands.where('gameId').equals(id).sortBy('position');
    expect(rows.slice(0, 2).map((h) => h.id)).toEqual(handIds);
    expect(await db.hands.count()).toBe(3);
    expect(await listSnapshots()).toHaveLength(1);
    expect((await historyState()).canUndo).toBe(false);
    // The same file again: now the same game.
    const again = await previewImport(theirs);
    expect(again.ok && again.value.games[0]!.difference).toBe(undefined);
    // An older file (this device's former version) is left out.
    const older = JSON.parse(theirs);
    older.hands.pop();
    older.meta.spatz.hands.pop();
    older.meta.spatz.updatedAt -= 1;
    const preview = await previewImport(JSON.stringify(older));
    expect(preview.ok && preview.value.games[0]!.difference).toBe('older');
    expect(ok(await applyImport(JSON.stringify(older), 'newer'))).toMatchObject({ added: 0 });
    expect((await loadGame(id))!.game.hands).toHaveLength(3);
  });

  it('changed on both sides: keeps both, the file’s as a copy in an evening of its own', async () => {
    const { id, theirs } = await oneHandMore();
    ok(await appendHand(id, played({ declarer: 0, declarerPoints: 30 })));
    const preview = await previewImport(theirs);
    expect(preview.ok && preview.value.games[0]!.difference).toBe('diverged');
    const stored = await dump(db);
    const result = ok(await applyImport(theirs, 'both'));
    expect(result).toMatchObject({ added: 1, unchanged: 0 });
    const games = await db.games.toArray();
    expect(games).toHaveLength(2);
    const copy = games.find((g) => g.id !== id)!;
    expect(copy.meta).toEqual({ importedCopy: { of: id } });
    const original = games.find((g) => g.id === id)!;
    expect(copy.sessionId).not.toBe(original.sessionId);
    const mine = (await loadGame(id))!.game.hands;
    expect(mine[2]).toMatchObject({ declarer: 0, declarerPoints: 30 });
    expect((await loadGame(copy.id))!.game.hands[2]).toMatchObject({
      declarer: 2,
      declarerPoints: 90,
    });
    // The stored game's hands are exactly as they were.
    expect(await db.hands.where('gameId').equals(id).toArray()).toEqual(
      (stored.hands as { gameId: string }[]).filter((h) => h.gameId === id),
    );
    // Importing the same file again adds no second copy.
    expect(ok(await applyImport(theirs, 'both'))).toMatchObject({ added: 0, unchanged: 1 });
  });
});
