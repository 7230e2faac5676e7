import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, ok, played } from '../db/helpers';
import {
  appendHand,
  currentDatabase,
  loadDraft,
  loadGame,
  startGame,
  undo,
} from '../../../src/lib/db';
import type { Game } from '../../../src/lib/rules';
import { GameView } from '../../../src/lib/state/gameView.svelte';
import { HandForm } from '../../../src/lib/state/handForm.svelte';
import type { EntryMode } from '../../../src/lib/view/handDraft';
import { setBeforeCommitHook } from '../../../src/lib/db/transact';
import { NewGameForm } from '../../../src/lib/state/newGameForm.svelte';

const players = ['Anna', 'Bert', 'Chris'];

async function newGame(): Promise<{ id: string; game: () => Promise<Game> }> {
  const row = ok(
    await startGame({ variant: 'bauerntarock', players, firstDealer: 0, houseRules: {} }),
  );
  return {
    id: row.id,
    game: async () => (await loadGame(row.id))!.game,
  };
}

beforeEach(async () => {
  await freshDatabase();
});

const views: GameView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.dispose();
});

/** A view of the game, loaded; disposed after the test. */
async function viewOf(id: string): Promise<GameView> {
  const view = new GameView(id);
  views.push(view);
  await view.ready;
  return view;
}

/** A form over a loaded view, once it has restored itself (its draft, or the stored hand). */
async function formOf(id: string, mode: EntryMode, index: number): Promise<HandForm> {
  const form = new HandForm(await viewOf(id), mode, index);
  await vi.waitFor(() => expect(form.draft).toBeDefined());
  return form;
}

describe('GameView: stored facts in, the engine’s view out', () => {
  it('follows the database live: totals, status, round, undo', async () => {
    const { id } = await newGame();
    const view = new GameView(id);
    try {
      await vi.waitFor(() => expect(view.loaded).toBe(true));
      expect(view.result?.totals).toEqual([0, 0, 0]);
      expect(view.round).toBe(1);
      ok(
        await appendHand(id, {
          kind: 'played',
          declarer: 1,
          contract: 'hineinschauen',
          announced: 61,
          doublings: 1,
          declarerPoints: 67,
          declarerTricks: 'some',
          spatz: { side: 'declarer', result: 'won', lastTrick: false },
        }),
      );
      // RULES.md §1.5 worked example: (67 + 5 − 60) × 2 = 24.
      await vi.waitFor(() => expect(view.result?.totals).toEqual([0, 24, 0]));
      expect(view.result?.nextDealer).toBe(1);
      expect(view.over).toBe(false);
      await vi.waitFor(() => expect(view.canUndo).toBe(true));
      // The evening is read when first asked for.
      await vi.waitFor(() => expect(view.session?.id).toBe(view.row?.sessionId));
      ok(await undo());
      await vi.waitFor(() => expect(view.result?.totals).toEqual([0, 0, 0]));
    } finally {
      view.dispose();
    }
  });

  it('a game that is not there is loaded but empty', async () => {
    const view = new GameView('no-such-game');
    try {
      await vi.waitFor(() => expect(view.loaded).toBe(true));
      expect(view.game).toBeUndefined();
      expect(view.result).toBeUndefined();
    } finally {
      view.dispose();
    }
  });
});

describe('HandForm: every change is the draft, saving goes through the rules', () => {
  it('keeps the draft on every change and brings it back in a new form (a reload)', async () => {
    const { id } = await newGame();
    ok(await appendHand(id, { kind: 'redeal' }));
    const form = await formOf(id, 'append', -1);
    form.setDeclarer(2);
    form.setContract('sumpern');
    form.setPoints('defenders', '45');
    expect(form.check?.preview?.value).toBe(30); // (75 − 60) × 2
    await vi.waitFor(async () =>
      expect(await loadDraft(id)).toMatchObject({ mode: 'append', draft: { points: '45' } }),
    );

    const again = await formOf(id, 'append', -1);
    expect(again.draft).toEqual(form.draft);
    // A draft of a new hand does not leak into the correction of an old one (a redeal here).
    const edit = await formOf(id, 'edit', 0);
    expect(edit.draft?.points).toBe('');
  });

  it('refuses an invalid hand, saving nothing and keeping what was typed', async () => {
    const { id, game } = await newGame();
    const form = await formOf(id, 'append', -1);
    form.setDeclarer(0);
    form.setPoints('declarer', '1');
    expect(await form.save()).toBeUndefined();
    expect(form.problems('points')[0]?.problem.code).toBe('impossiblePoints');
    expect((await game()).hands).toEqual([]);
    expect(form.draft?.points).toBe('1');
  });

  it('shows "missing" only after a save was tried', async () => {
    const { id } = await newGame();
    const form = await formOf(id, 'append', -1);
    expect(form.problems('declarer')).toEqual([]);
    await form.save();
    expect(form.problems('declarer')[0]?.problem.code).toBe('missing');
  });

  it('saves, clears the draft; an edit starts from the stored hand; delete removes it', async () => {
    const { id, game } = await newGame();
    const form = await formOf(id, 'append', -1);
    form.setDeclarer(1);
    form.setPoints('declarer', '70');
    const saved = await form.save();
    expect(saved?.ok).toBe(true);
    expect(await loadDraft(id)).toBeUndefined();
    expect((await game()).hands).toHaveLength(1);

    const edit = await formOf(id, 'edit', 0);
    expect(edit.draft).toMatchObject({ declarer: 1, points: '70' });
    edit.setPoints('declarer', '80');
    expect((await edit.save())?.ok).toBe(true);
    expect((await game()).hands[0]).toMatchObject({ declarerPoints: 80 });

    const insert = await formOf(id, 'insert', 0);
    insert.setDeclarer(0);
    insert.setPoints('declarer', '61');
    expect((await insert.save())?.ok).toBe(true);
    const g = await game();
    expect(g.hands.map((h) => h.kind === 'played' && h.declarer)).toEqual([0, 1]);

    expect((await (await formOf(id, 'edit', 0)).remove()).ok).toBe(true);
    expect((await game()).hands).toHaveLength(1);
  });

  it('saves the hand and drops its draft in one write, and so does delete', async () => {
    const { id } = await newGame();
    const form = await formOf(id, 'append', -1);
    form.setDeclarer(1);
    form.setPoints('declarer', '70');
    await vi.waitFor(async () =>
      expect(await loadDraft(id)).toMatchObject({ draft: { points: '70' } }),
    );
    let commits = 0;
    setBeforeCommitHook(() => void (commits += 1));
    try {
      expect((await form.save())?.ok).toBe(true);
      expect(commits).toBe(1);
      expect(await loadDraft(id)).toBeUndefined();

      const edit = await formOf(id, 'edit', 0);
      edit.setPoints('declarer', '80');
      await vi.waitFor(async () =>
        expect(await loadDraft(id)).toMatchObject({ draft: { points: '80' } }),
      );
      commits = 0;
      expect((await edit.remove()).ok).toBe(true);
      expect(commits).toBe(1);
      expect(await loadDraft(id)).toBeUndefined();
    } finally {
      setBeforeCommitHook(undefined);
    }
  });

  it('a contract change keeps the doublings within what it allows (RULES.md §1.2)', async () => {
    const { id } = await newGame();
    const form = await formOf(id, 'append', -1);
    form.setDoublings(3);
    form.setContract('sumpern');
    expect(form.draft?.doublings).toBe(2);
    expect(form.maxCalls).toBe(2);
    form.setAnnounced(81);
    form.setContract('hineinschauen');
    expect(form.draft?.announced).toBe(61);
  });
});

describe('NewGameForm.start: an evening and its game', () => {
  it('starts a session with the stake, then the game in it', async () => {
    const form = new NewGameForm();
    players.forEach((name, seat) => form.setName(seat, name));
    form.money.stake = '0,05';
    form.money.coin = '0.10';
    form.setFirstDealer(2);
    const result = await form.start();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const loaded = await loadGame(result.value.id);
    expect(loaded?.game).toMatchObject({ players, firstDealer: 2 });
  });

  it('the evening takes the stake and coin, in the one write that starts the game', async () => {
    const form = new NewGameForm();
    players.forEach((name, seat) => form.setName(seat, name));
    form.money.stake = '0,05';
    form.money.coin = '0.10';
    const game = ok(await form.start());
    const rows = await currentDatabase().sessions.toArray();
    expect(rows).toEqual([
      expect.objectContaining({ id: game.sessionId, stakePerPoint: 0.05, coin: 0.1 }),
    ]);
  });

  it('a stake beyond its limit is refused by the form in words, and nothing is written', async () => {
    const form = new NewGameForm();
    players.forEach((name, seat) => form.setName(seat, name));
    for (const stake of ['1000', '0,00001', '0,12345']) {
      form.money.stake = stake;
      expect(form.problemsAt('stake')).toHaveLength(1);
      expect((await form.start()).ok).toBe(false);
    }
    form.money.stake = '100';
    expect(form.problemsAt('stake')).toEqual([]);
    const db = currentDatabase();
    expect(await db.sessions.count()).toBe(0);
  });

  it('a start that fails while writing leaves no empty evening behind', async () => {
    const form = new NewGameForm();
    players.forEach((name, seat) => form.setName(seat, name));
    form.money.stake = '0,05';
    // Only the write of the game fails: an evening written on its own would stay behind.
    setBeforeCommitHook(() => {
      if (Dexie.currentTransaction?.storeNames.includes('games')) throw new Error('disk gone');
    });
    try {
      expect((await form.start()).ok).toBe(false);
    } finally {
      setBeforeCommitHook(undefined);
    }
    const db = currentDatabase();
    expect(await db.sessions.count()).toBe(0);
    expect(await db.games.count()).toBe(0);
  });

  it('refuses an invalid form without writing', async () => {
    const form = new NewGameForm();
    const result = await form.start();
    expect(result.ok).toBe(false);
  });
});

describe('a game view shared by the screens of one game', () => {
  it('the game screen and the hand entry get the same view; it stays a moment after the last closes', async () => {
    const { acquireGameView } = await import('../../../src/lib/state/sharedGameView');
    vi.useFakeTimers();
    try {
      const first = acquireGameView('g-shared');
      const second = acquireGameView('g-shared');
      expect(second.view).toBe(first.view);
      first.release();
      first.release(); // twice is once
      second.release();
      // Back to the game screen within the moment: still the same, loaded view.
      const again = acquireGameView('g-shared');
      expect(again.view).toBe(first.view);
      again.release();
      vi.advanceTimersByTime(10_001);
      expect(acquireGameView('g-shared').view).not.toBe(first.view);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GameView: a write shows what it stored, a read-back of it changes nothing', () => {
  it('shows the game and result the write computed, and keeps them when the query reads it back', async () => {
    const { id } = await newGame();
    const view = await viewOf(id);
    const before = view.game;
    const written = ok(await view.saveHand('append', -1, { kind: 'redeal' }));
    // At once, before the live query has read anything again: the write's own objects.
    expect(view.game).toBe(written.game);
    expect(view.result).toBe(written.result);
    expect(view.game).not.toBe(before);
    expect(view.game?.hands).toEqual([{ kind: 'redeal' }]);
    // The query answers with the same revision (a new row object): game and result stay.
    await vi.waitFor(() => expect(view.row).not.toBe(written.row));
    expect(view.row?.rev).toBe(written.row.rev);
    expect(view.game).toBe(written.game);
    expect(view.result).toBe(written.result);
  });

  it('shows what another tab wrote: other facts, scored anew', async () => {
    const { id } = await newGame();
    const view = await viewOf(id);
    const written = ok(await view.saveHand('append', -1, { kind: 'redeal' }));
    // Another tab (here: the write module called directly) adds a hand.
    ok(
      await appendHand(id, played({ declarer: 0, contract: 'hineinschauen', declarerPoints: 70 })),
    );
    // (70 − 60) × 1 = 10 for Anna, who declared.
    await vi.waitFor(() => expect(view.result?.totals).toEqual([10, 0, 0]));
    expect(view.game).not.toBe(written.game);
    expect(view.game?.hands).toHaveLength(2);
  });

  it('stop and settle keeps the scored game and shows the stopped row', async () => {
    const { id } = await newGame();
    const view = await viewOf(id);
    const result = view.result;
    expect((await view.stop()).ok).toBe(true);
    expect(view.row?.stoppedEarly).toBe(true);
    expect(view.over).toBe(true);
    expect(view.result).toBe(result);
  });
});
