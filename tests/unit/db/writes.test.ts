import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addPlayer,
  appendHand,
  clearDraft,
  deleteGame,
  deleteHand,
  editHand,
  insertHand,
  latestOpenGame,
  listGames,
  listPlayers,
  listSessions,
  loadDraft,
  loadGame,
  recordRedeal,
  renamePlayer,
  saveDraft,
  setSetting,
  startGame,
  stopGame,
  updateSession,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { scoreGame } from '../../../src/lib/rules';
import { loadGameRows } from '../../../src/lib/db/gameRows';
import { dump, freshDatabase, ok, played, settingOf, three } from './helpers';
import { currentDatabase } from '../../../src/lib/db/database';

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

async function hands(gameId: string) {
  return (await loadGame(gameId))!.game.hands;
}

describe('sessions and the roster', () => {
  it('starts an evening with its first game, for today unless a date is given, and changes it', async () => {
    const today = (await db.sessions.get(ok(await startGame(three)).sessionId))!;
    expect(today.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    const session = { date: '2026-11-28', place: ' Gasthof Post ', stakePerPoint: 0.1, coin: 0.5 };
    const evening = (await db.sessions.get(ok(await startGame({ ...three, session })).sessionId))!;
    expect(evening).toMatchObject({
      date: '2026-11-28',
      place: 'Gasthof Post',
      stakePerPoint: 0.1,
      coin: 0.5,
    });
    expect((await listSessions()).map((s) => s.id)).toEqual([today.id, evening.id]);
    const changed = ok(await updateSession(evening.id, { stakePerPoint: 0.2 }));
    expect(changed).toMatchObject({ place: 'Gasthof Post', stakePerPoint: 0.2 });
    const cleared = ok(
      await updateSession(evening.id, { place: null, coin: null, date: '2026-11-29' }),
    );
    expect(cleared).toEqual({
      ...changed,
      date: '2026-11-29',
      place: undefined,
      coin: undefined,
      updatedAt: cleared.updatedAt,
    });
    expect('place' in cleared).toBe(false);
  });

  it('refuses a wrong date or stake and writes nothing', async () => {
    const before = await dump(db);
    const result = await startGame({
      ...three,
      session: { date: '28.11.2026', stakePerPoint: -1 },
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        problems: [
          expect.objectContaining({ path: 'date', code: 'notCalendarDate' }),
          expect.objectContaining({ path: 'stakePerPoint', code: 'notBetween' }),
        ],
      },
    });
    expect(await dump(db)).toEqual(before);
    expect(await updateSession('nope', {})).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'session' },
    });
  });

  it('adds a name once, ignoring case, and renames', async () => {
    const anna = ok(await addPlayer('  Anna '));
    expect(anna.name).toBe('Anna');
    expect(ok(await addPlayer('ANNA')).id).toBe(anna.id);
    const bert = ok(await addPlayer('Bert'));
    expect(ok(await renamePlayer(bert.id, 'Berti')).name).toBe('Berti');
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Anna', 'Berti']);
    const clash = await renamePlayer(bert.id, 'anna');
    expect(clash.ok || clash.error).toMatchObject({
      kind: 'invalid',
      problems: [{ path: 'name', code: 'nameTaken' }],
    });
    expect(await addPlayer('   ')).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ code: 'emptyName' }] },
    });
    // FORMAT.md "Names": no control characters; markup is allowed and shown as text.
    expect(await addPlayer('Bert\u0000')).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ code: 'controlCharacter' }] },
    });
    expect(ok(await addPlayer('Bert <3')).name).toBe('Bert <3');
    expect(await renamePlayer('nope', 'X')).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'player' },
    });
  });
});

describe('games', () => {
  it('starts a game in a new evening and puts the names on the roster', async () => {
    const game = ok(await startGame({ ...three, players: [' Anna', 'Bert', 'Chris'] }));
    expect(game).toMatchObject({
      players: ['Anna', 'Bert', 'Chris'],
      stoppedEarly: false,
      deleted: false,
    });
    expect((await listSessions()).map((s) => s.id)).toEqual([game.sessionId]);
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Anna', 'Bert', 'Chris']);
    const second = ok(await startGame({ ...three, sessionId: game.sessionId, firstDealer: 1 }));
    expect((await listGames(game.sessionId)).map((g) => g.id)).toEqual([game.id, second.id]);
    expect(await listPlayers()).toHaveLength(3);
  });

  it('refuses a game the rules reader refuses, naming the field, and writes nothing', async () => {
    const before = await dump(db);
    const result = await startGame({
      ...three,
      players: ['Anna', 'anna'],
      houseRules: { ante: 5 },
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== 'invalid') throw new Error('expected invalid');
    expect(result.error.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['players', 'players[1]', 'houseRules.ante']),
    );
    expect(await startGame({ ...three, sessionId: 'none' })).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'session' },
    });
    expect(await dump(db)).toEqual(before);
  });

  it('appends, records redeals, edits, inserts and deletes hands in order', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 1, declarerPoints: 70 })));
    ok(await recordRedeal(game.id));
    ok(await appendHand(game.id, played({ declarer: 2, declarerPoints: 40 })));
    expect((await hands(game.id)).map((h) => h.kind)).toEqual(['played', 'redeal', 'played']);

    const edited = ok(await editHand(game.id, 0, played({ declarer: 0, declarerPoints: 80 })));
    expect(edited.hand.position).toBe(0);
    const inserted = ok(await insertHand(game.id, 1, played({ declarer: 2, defenderPoints: 30 })));
    expect(inserted.hand.position).toBe(1);
    let list = await hands(game.id);
    expect(list.map((h) => (h.kind === 'played' ? h.declarer : 'r'))).toEqual([0, 2, 'r', 2]);
    const positions = (await db.hands.where('gameId').equals(game.id).sortBy('position')).map(
      (h) => h.position,
    );
    expect(positions).toEqual([0, 1, 2, 3]);

    const removed = ok(await deleteHand(game.id, 2)).hand;
    expect(removed.hand.kind).toBe('redeal');
    list = await hands(game.id);
    expect(list.map((h) => (h.kind === 'played' ? h.declarer : 'r'))).toEqual([0, 2, 2]);
    expect(await db.hands.count()).toBe(3);
  });

  it('stores the hand as the rules reader normalised it', async () => {
    const game = ok(await startGame(three));
    const row = ok(
      await appendHand(game.id, {
        kind: 'played',
        declarer: 1,
        contract: 'sumpern',
        declarerPoints: 70,
      } as never),
    ).hand;
    expect(row.hand).toEqual({
      kind: 'played',
      declarer: 1,
      contract: 'sumpern',
      announced: 61,
      doublings: 0,
      declarerTricks: 'some',
      declarerPoints: 70,
    });
  });

  it('refuses an invalid hand and an edit after which a later hand follows the end, naming the hand', async () => {
    const game = ok(await startGame({ ...three, houseRules: { endAt: 30 } }));
    // Three hands that stay below 30 each, then a fourth.
    for (const declarer of [0, 1, 2, 0])
      ok(await appendHand(game.id, played({ declarer, declarerPoints: 62 })));
    const before = await dump(db);

    const bad = await appendHand(game.id, played({ declarer: 1, declarerPoints: 121 }));
    expect(bad).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid',
        problems: [{ path: 'hands[4].declarerPoints', code: 'notBetween' }],
      },
    });
    // A big win in the first hand ends the game after the round (hand index 2), so hand 3 is after the end.
    const edit = await editHand(
      game.id,
      0,
      played({
        declarer: 0,
        declarerTricks: 'all',
        announced: 'all',
        contract: 'sumpern',
        declarerPoints: undefined,
      }),
    );
    expect(edit.ok).toBe(false);
    if (edit.ok || edit.error.kind !== 'invalid') throw new Error('expected invalid');
    expect(edit.error.problems).toContainEqual(
      expect.objectContaining({ path: 'hands[3]', code: 'afterEnd' }),
    );
    expect(await dump(db)).toEqual(before);
  });

  it('answers notFound for a missing game or hand index', async () => {
    const game = ok(await startGame(three));
    expect(await appendHand('nope', played({ declarer: 1 }))).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'game' },
    });
    expect(await editHand(game.id, 0, played({ declarer: 1 }))).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'hand' },
    });
    expect(await deleteHand(game.id, -1)).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'hand' },
    });
    expect(await insertHand(game.id, 2, played({ declarer: 1 }))).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'hand' },
    });
    expect(await insertHand(game.id, 0, null as never)).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ path: 'hands[0]', code: 'notObject' }] },
    });
  });

  it('stops a game early: no hand may follow, earlier ones can still be corrected', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 1 })));
    expect(ok(await stopGame(game.id)).stoppedEarly).toBe(true);
    expect(await appendHand(game.id, played({ declarer: 2 }))).toMatchObject({
      ok: false,
      error: { kind: 'invalid', problems: [{ path: 'hands[1]', code: 'afterEnd' }] },
    });
    expect(await recordRedeal(game.id)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    ok(await editHand(game.id, 0, played({ declarer: 2 })));
    expect(await latestOpenGame()).toBeUndefined();
  });

  it('soft-deletes a game: gone from lists and resume, the rows kept', async () => {
    const game = ok(await startGame(three));
    expect((await latestOpenGame())?.id).toBe(game.id);
    ok(await deleteGame(game.id));
    expect(await listGames(game.sessionId)).toEqual([]);
    expect(await loadGame(game.id)).toBeUndefined();
    expect(await latestOpenGame()).toBeUndefined();
    expect((await db.games.get(game.id))?.deleted).toBe(true);
    expect(await deleteGame(game.id)).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'game' },
    });
  });

  it('resumes the most recently changed game that is not finished', async () => {
    const first = ok(await startGame(three));
    const second = ok(await startGame({ ...three, houseRules: { endAt: 1 } }));
    expect((await latestOpenGame())?.id).toBe(second.id);
    // One round to 1 point ends the second game.
    for (const declarer of [0, 1, 2]) ok(await appendHand(second.id, played({ declarer })));
    expect(scoreGame((await loadGame(second.id))!.game).status).toBe('finished');
    expect((await latestOpenGame())?.id).toBe(first.id);
  });
});

describe('the hands a tab keeps', () => {
  it('sees what another tab wrote, and hands out frozen rows that no caller can change', async () => {
    const game = ok(await startGame(three));
    const saved = ok(await appendHand(game.id, played({ declarer: 0 }))).hand;
    // The written row is the kept one: changing it throws instead of changing later reads.
    expect(() => ((saved.hand as { declarer: number }).declarer = 1)).toThrow(TypeError);
    expect(() => ((saved as { position: number }).position = 3)).toThrow(TypeError);
    expect((await hands(game.id)).map((h) => (h.kind === 'played' ? h.declarer : 'r'))).toEqual([
      0,
    ]);
    // A fresh connection knows nothing yet: what it reads it keeps, frozen.
    db.close();
    const { openDatabase: reopen, useDatabase: use } = await import('../../../src/lib/db');
    db = reopen(db.name);
    use(db);
    const mine = (await loadGame(game.id))!;
    expect(mine.game.hands).toHaveLength(1);
    // A caller changing what it got must not change what the next caller gets.
    expect(() => ((mine.game.hands[0] as { declarer: number }).declarer = 2)).toThrow(TypeError);
    // The list is the caller's own.
    mine.game.hands.push({ kind: 'redeal' });
    // Kept hands go out as they are, not copied.
    expect((await loadGame(game.id))!.game.hands[0]).toBe(mine.game.hands[0]);
    expect((await hands(game.id)).map((h) => (h.kind === 'played' ? h.declarer : 'r'))).toEqual([
      0,
    ]);

    // Another tab: its own connection (and its own kept hands) on the same database.
    const { openDatabase, useDatabase } = await import('../../../src/lib/db');
    const other = openDatabase(db.name);
    useDatabase(other);
    ok(await appendHand(game.id, played({ declarer: 1 })));
    ok(await editHand(game.id, 0, played({ declarer: 2 })));
    useDatabase(db);
    expect((await hands(game.id)).map((h) => (h.kind === 'played' ? h.declarer : 'r'))).toEqual([
      2, 1,
    ]);
    // And this tab's next write starts from those hands, not from what it kept.
    ok(await appendHand(game.id, played({ declarer: 2 })));
    expect(await db.hands.where('gameId').equals(game.id).count()).toBe(3);
    other.close();
  });

  it('hands out the kept list itself frozen: a caller cannot add, drop or change a row', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 0 })));
    const rows = (await loadGameRows(db, game.id))!;
    expect((await loadGameRows(db, game.id))!.hands).toBe(rows.hands);
    expect(() => (rows.hands as unknown[]).push(rows.hands[0])).toThrow(TypeError);
    expect(() => (rows.hands as unknown[]).splice(0, 1)).toThrow(TypeError);
    expect(() => ((rows.hands[0]!.hand as { declarer: number }).declarer = 2)).toThrow(TypeError);
    expect(() => ((rows.hands[0] as { gameId: string }).gameId = 'other')).toThrow(TypeError);
    expect((await hands(game.id)).map((h) => (h.kind === 'played' ? h.declarer : 'r'))).toEqual([
      0,
    ]);
  });
});

describe('drafts and settings', () => {
  it('keeps a half-entered hand until it is cleared, also across a reopen', async () => {
    const game = ok(await startGame(three));
    expect(await loadDraft(game.id)).toBeUndefined();
    ok(await saveDraft(game.id, { declarer: 1, points: '6' }));
    ok(await saveDraft(game.id, { declarer: 1, points: '67' }));
    db.close();
    const again = await import('../../../src/lib/db/database').then((m) => m.openDatabase(db.name));
    (await import('../../../src/lib/db/database')).useDatabase(again);
    expect(await loadDraft(game.id)).toEqual({ declarer: 1, points: '67' });
    ok(await clearDraft(game.id));
    expect(await loadDraft(game.id)).toBeUndefined();
  });

  it('refuses a draft that cannot be stored, with the storage error', async () => {
    const result = await saveDraft('g', { callback: () => 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'storage', name: 'DataCloneError' } });
  });

  it('stores settings as key and value', async () => {
    expect(await settingOf(currentDatabase(), 'theme')).toBeUndefined();
    ok(await setSetting('theme', 'dark'));
    ok(await setSetting('theme', { mode: 'light' }));
    expect(await settingOf(currentDatabase(), 'theme')).toEqual({ mode: 'light' });
  });
});
