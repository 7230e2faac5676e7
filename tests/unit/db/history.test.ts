import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  deleteGame,
  deleteHand,
  editHand,
  historyState,
  insertHand,
  listGames,
  loadGame,
  openDatabase,
  redo,
  renamePlayer,
  startGame,
  stopGame,
  undo,
  useDatabase,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { HISTORY_LIMIT } from '../../../src/lib/db/history';
import { trimHistory } from '../../../src/lib/db/historyTrim';
import { dump, freshDatabase, ok, played, three } from './helpers';

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

const declarers = async (gameId: string) =>
  (await loadGame(gameId))!.game.hands.map((h) => (h.kind === 'played' ? h.declarer : 'r'));

describe('undo and redo', () => {
  it('has nothing to undo or redo in a new database', async () => {
    expect(await historyState()).toEqual({ canUndo: false, canRedo: false });
    expect(await undo()).toEqual({ ok: false, error: { kind: 'notFound', what: 'history' } });
    expect(await redo()).toEqual({ ok: false, error: { kind: 'notFound', what: 'history' } });
  });

  it('undoes and redoes every kind of hand change, in order', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 0 })));
    ok(await appendHand(game.id, played({ declarer: 1 })));
    ok(await editHand(game.id, 0, played({ declarer: 2 })));
    ok(await insertHand(game.id, 1, played({ declarer: 0, defenderPoints: 20 })));
    ok(await deleteHand(game.id, 2));
    const states: unknown[][] = [];
    states.push(await declarers(game.id));
    expect(states[0]).toEqual([2, 0]);
    expect(await historyState()).toMatchObject({
      canUndo: true,
      canRedo: false,
      undoLabel: 'deleteHand',
      undoIndex: 2,
      undoGameId: game.id,
    });

    expect(ok(await undo())).toEqual({ gameId: game.id, label: 'deleteHand', index: 2 });
    expect(await declarers(game.id)).toEqual([2, 0, 1]);
    ok(await undo());
    expect(await declarers(game.id)).toEqual([2, 1]);
    ok(await undo());
    expect(await declarers(game.id)).toEqual([0, 1]);
    expect(await historyState()).toMatchObject({
      canUndo: true,
      canRedo: true,
      redoLabel: 'editHand',
      undoLabel: 'appendHand',
    });
    ok(await redo());
    ok(await redo());
    ok(await redo());
    expect(await declarers(game.id)).toEqual([2, 0]);
    expect(await historyState()).toMatchObject({ canRedo: false });
  });

  it('drops the redo steps when a new change is made', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 0 })));
    ok(await undo());
    ok(await appendHand(game.id, played({ declarer: 1 })));
    expect(await historyState()).toMatchObject({ canUndo: true, canRedo: false });
    expect(await declarers(game.id)).toEqual([1]);
  });

  it('a new hand drops every undone step, and only those', async () => {
    const game = ok(await startGame(three));
    for (const declarer of [0, 1, 2]) ok(await appendHand(game.id, played({ declarer })));
    ok(await undo());
    ok(await undo());
    ok(await appendHand(game.id, played({ declarer: 2 })));
    // The game's start, its first hand and the new one; the two undone hands are gone.
    expect(await db.history.where('undone').equals(1).count()).toBe(0);
    expect((await db.history.toArray()).map((step) => step.action)).toEqual([
      'startGame',
      'appendHand',
      'appendHand',
    ]);
    expect(await historyState()).toMatchObject({ canUndo: true, canRedo: false });
    ok(await undo());
    expect(await declarers(game.id)).toEqual([0]);
  });

  it('undoes starting, stopping and deleting a game, and a rename', async () => {
    const game = ok(await startGame(three));
    ok(await stopGame(game.id));
    ok(await deleteGame(game.id));
    expect(await listGames(game.sessionId)).toEqual([]);
    expect(ok(await undo()).label).toBe('deleteGame');
    expect((await listGames(game.sessionId)).map((g) => g.stoppedEarly)).toEqual([true]);
    ok(await undo());
    expect((await listGames(game.sessionId)).map((g) => g.stoppedEarly)).toEqual([false]);
    ok(await undo());
    expect(await db.games.count()).toBe(0);
    expect(await db.sessions.count()).toBe(0);
    expect(await db.players.count()).toBe(0);

    ok(await redo());
    const anna = (await db.players.toArray()).find((p) => p.name === 'Anna')!;
    ok(await renamePlayer(anna.id, 'Anni'));
    ok(await undo());
    expect((await db.players.get(anna.id))?.name).toBe('Anna');
  });

  it('undo restores exactly the rows as they were', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 0 })));
    const before = await dump(db);
    ok(await insertHand(game.id, 0, played({ declarer: 1 })));
    ok(await undo());
    const after = await dump(db);
    expect({ ...after, history: [] }).toEqual({ ...before, history: [] });
  });

  it('survives closing and reopening the database (a reload)', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 0 })));
    ok(await appendHand(game.id, played({ declarer: 1 })));
    ok(await undo());
    db.close();
    const reopened = openDatabase(db.name);
    useDatabase(reopened);
    expect(await historyState()).toMatchObject({ canUndo: true, canRedo: true });
    ok(await redo());
    expect(await declarers(game.id)).toEqual([0, 1]);
    ok(await undo());
    ok(await undo());
    expect(await declarers(game.id)).toEqual([]);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps (at least 20)`, async () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(20);
    const game = ok(await startGame({ ...three, houseRules: { endAt: null } }));
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      ok(await appendHand(game.id, played({ declarer: i % 3 })));
    // The steps beyond the limit go in a later transaction of their own (historyTrim.ts).
    ok(await trimHistory());
    expect(await db.history.count()).toBe(HISTORY_LIMIT);
    let undone = 0;
    while ((await undo()).ok) undone += 1;
    expect(undone).toBe(HISTORY_LIMIT);
    expect((await declarers(game.id)).length).toBe(5);
  });
});
