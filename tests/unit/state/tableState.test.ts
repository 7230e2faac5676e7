import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, ok } from '../db/helpers';
import { appendHand, loadDraft, loadGame, startGame, undo } from '../../../src/lib/db';
import type { Game } from '../../../src/lib/rules';
import { GameView } from '../../../src/lib/state/gameView.svelte';
import { HandForm } from '../../../src/lib/state/handForm.svelte';
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
      view.stop();
    }
  });

  it('a game that is not there is loaded but empty', async () => {
    const view = new GameView('no-such-game');
    try {
      await vi.waitFor(() => expect(view.loaded).toBe(true));
      expect(view.game).toBeUndefined();
      expect(view.result).toBeUndefined();
    } finally {
      view.stop();
    }
  });
});

describe('HandForm: every change is the draft, saving goes through the rules', () => {
  it('keeps the draft on every change and brings it back in a new form (a reload)', async () => {
    const { id, game } = await newGame();
    const g = await game();
    const form = new HandForm(id, 'append', -1, () => g);
    await form.restore(g);
    form.setDeclarer(2);
    form.setContract('sumpern');
    form.setPoints('defenders', '45');
    expect(form.check?.preview?.value).toBe(30); // (75 − 60) × 2
    await vi.waitFor(async () =>
      expect(await loadDraft(id)).toMatchObject({ mode: 'append', draft: { points: '45' } }),
    );

    const again = new HandForm(id, 'append', -1, () => g);
    await again.restore(g);
    expect(again.draft).toEqual(form.draft);
    // A draft of a new hand does not leak into the correction of an old one.
    const edit = new HandForm(id, 'edit', 0, () => g);
    await edit.restore({ ...g, hands: [{ kind: 'redeal' }] });
    expect(edit.draft?.points).toBe('');
  });

  it('refuses an invalid hand, saving nothing and keeping what was typed', async () => {
    const { id, game } = await newGame();
    const g = await game();
    const form = new HandForm(id, 'append', -1, () => g);
    await form.restore(g);
    form.setDeclarer(0);
    form.setPoints('declarer', '1');
    expect(await form.save()).toBeUndefined();
    expect(form.problems('points')[0]?.problem.code).toBe('impossiblePoints');
    expect((await game()).hands).toEqual([]);
    expect(form.draft?.points).toBe('1');
  });

  it('shows "missing" only after a save was tried', async () => {
    const { id, game } = await newGame();
    const g = await game();
    const form = new HandForm(id, 'append', -1, () => g);
    await form.restore(g);
    expect(form.problems('declarer')).toEqual([]);
    await form.save();
    expect(form.problems('declarer')[0]?.problem.code).toBe('missing');
  });

  it('saves, clears the draft; an edit starts from the stored hand; delete removes it', async () => {
    const { id, game } = await newGame();
    let g = await game();
    const form = new HandForm(id, 'append', -1, () => g);
    await form.restore(g);
    form.setDeclarer(1);
    form.setPoints('declarer', '70');
    const saved = await form.save();
    expect(saved?.ok).toBe(true);
    expect(await loadDraft(id)).toBeUndefined();
    g = await game();
    expect(g.hands).toHaveLength(1);

    const edit = new HandForm(id, 'edit', 0, () => g);
    await edit.restore(g);
    expect(edit.draft).toMatchObject({ declarer: 1, points: '70' });
    edit.setPoints('declarer', '80');
    expect((await edit.save())?.ok).toBe(true);
    g = await game();
    expect(g.hands[0]).toMatchObject({ declarerPoints: 80 });

    const insert = new HandForm(id, 'insert', 0, () => g);
    await insert.restore(g);
    insert.setDeclarer(0);
    insert.setPoints('declarer', '61');
    expect((await insert.save())?.ok).toBe(true);
    g = await game();
    expect(g.hands.map((h) => h.kind === 'played' && h.declarer)).toEqual([0, 1]);

    expect((await new HandForm(id, 'edit', 0, () => g).remove()).ok).toBe(true);
    expect((await game()).hands).toHaveLength(1);
  });

  it('saves the hand and drops its draft in one write, and so does delete (issue 5)', async () => {
    const { id, game } = await newGame();
    const g = await game();
    const form = new HandForm(id, 'append', -1, () => g);
    await form.restore(g);
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

      const stored = await game();
      const edit = new HandForm(id, 'edit', 0, () => stored);
      await edit.restore(stored);
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
    const { id, game } = await newGame();
    const g = await game();
    const form = new HandForm(id, 'append', -1, () => g);
    await form.restore(g);
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
    form.stake = '0,05';
    form.coin = '0.10';
    form.setFirstDealer(2);
    const result = await form.start();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const loaded = await loadGame(result.value.id);
    expect(loaded?.game).toMatchObject({ players, firstDealer: 2 });
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

describe('GameView.showSaved: a confirmed write shows before the game is read again', () => {
  it('shows it at once, gives way to the stored game, and ignores a stale base', async () => {
    const { id } = await newGame();
    const view = new GameView(id);
    try {
      await vi.waitFor(() => expect(view.game).toBeDefined());
      const before = view.game!;
      const redeal = { kind: 'redeal' } as const;
      view.showSaved({ ...before }, (hands) => [...hands, redeal]);
      expect(view.game?.hands).toHaveLength(0); // not the game shown: ignored
      view.showSaved(before, (hands) => [...hands, redeal]);
      expect(view.game?.hands).toEqual([redeal]);
      ok(await appendHand(id, redeal));
      await vi.waitFor(() => expect(view.game).not.toBe(before));
      await vi.waitFor(() => expect(view.row?.updatedAt).toBeGreaterThan(0));
      expect(view.game?.hands).toEqual([redeal]);
    } finally {
      view.stop();
    }
  });

  it('keeps the shown game when the query reads back the same facts, not when they differ', async () => {
    const { id } = await newGame();
    const view = new GameView(id);
    try {
      await vi.waitFor(() => expect(view.game).toBeDefined());
      const redeal = { kind: 'redeal' } as const;
      const stored = view.game!;
      const revBefore = view.row?.rev;
      ok(await appendHand(id, redeal));
      view.showSaved(stored, (hands) => [...hands, redeal]);
      const shown = view.game!;
      const result = view.result;
      // The query answers with the written game: the same facts, so the same objects stay
      // (nothing is scored or drawn again for this save).
      await vi.waitFor(() => expect(view.row?.rev).not.toBe(revBefore));
      expect(view.game).toBe(shown);
      expect(view.result).toBe(result);
      // Another write (another tab, say) brings other facts: the stored game shows.
      ok(await appendHand(id, redeal));
      await vi.waitFor(() => expect(view.game?.hands).toHaveLength(2));
      expect(view.game).not.toBe(shown);
    } finally {
      view.stop();
    }
  });
});
