/**
 * A full device: the write is refused as a whole, the person is told in words
 * that say what to do, and nothing stored (nor the hand being typed) is lost.
 */
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dump, freshDatabase, ok, three } from '../db/helpers';
import { loadDraft, startGame } from '../../../src/lib/db';
import type { SpatzDatabase } from '../../../src/lib/db/database';
import { setBeforeCommitHook } from '../../../src/lib/db/transact';
import { GameView } from '../../../src/lib/state/gameView.svelte';
import { HandForm } from '../../../src/lib/state/handForm.svelte';
import { writeErrorText } from '../../../src/lib/state/actions';
import { toast } from '../../../src/lib/state/toast.svelte';
import { i18n } from '../../../src/lib/i18n/index.svelte';

let db: SpatzDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => setBeforeCommitHook(undefined));

describe('a full device', () => {
  it('refuses the save, keeps the stored game and the typed hand, and says the device is full', async () => {
    const game = ok(await startGame(three));
    const view = new GameView(game.id);
    await view.ready;
    const form = new HandForm(view, 'append', -1);
    await vi.waitFor(() => expect(form.draft).toBeDefined());
    form.setDeclarer(1);
    form.setPoints('declarer', '70');
    await vi.waitFor(async () => expect(await loadDraft(game.id)).toBeDefined());
    const before = await dump(db);
    const shown = view.game;

    // What IndexedDB throws when the origin's quota is used up.
    setBeforeCommitHook(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const saved = await form.save();
    expect(saved).toEqual({ ok: false, error: { kind: 'full' } });
    setBeforeCommitHook(undefined);

    expect(await dump(db)).toEqual(before);
    expect(await loadDraft(game.id)).toMatchObject({ draft: { declarer: 1, points: '70' } });
    expect(view.game).toBe(shown);
    expect(form.draft).toMatchObject({ declarer: 1, points: '70' });
    view.dispose();
  });

  it('in words a person can act on, in German and English, never the browser’s message', async () => {
    i18n.lang = 'en';
    await vi.waitFor(() => expect(writeErrorText({ kind: 'full' })).toMatch(/out of space.*kept/));
    i18n.lang = 'de';
    await vi.waitFor(() =>
      expect(writeErrorText({ kind: 'full' })).toMatch(/Speicher des Geräts ist voll/),
    );
    expect(writeErrorText({ kind: 'full' })).not.toMatch(/quota/i);
  });

  it('a redeal on a full device is reported in the toast, as an error that stays', async () => {
    const game = ok(await startGame(three));
    const view = new GameView(game.id);
    await view.ready;
    setBeforeCommitHook(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await view.redeal();
    expect(toast.current).toMatchObject({ error: true, text: writeErrorText({ kind: 'full' }) });
    expect(view.game?.hands).toEqual([]);
    view.dispose();
  });

  it('keeps the hand being typed in memory while drafts cannot be stored, and says so once', async () => {
    const game = ok(await startGame(three));
    const view = new GameView(game.id);
    await view.ready;
    const form = new HandForm(view, 'append', -1);
    await vi.waitFor(() => expect(form.draft).toBeDefined());
    toast.dismiss();
    let refused = 0;
    setBeforeCommitHook(() => {
      // The draft writes only: the history's trim (historyTrim.ts) runs when the browser is
      // idle, and may commit while this test types.
      if (!Dexie.currentTransaction?.storeNames.includes('drafts')) return;
      refused += 1;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    i18n.lang = 'de';
    form.setDeclarer(2);
    form.setPoints('declarer', '8');
    form.setPoints('declarer', '81');
    await vi.waitFor(() => expect(refused).toBe(3));
    await vi.waitFor(() => expect(toast.current?.text).toMatch(/^Gerät voll: Die Eingabe bleibt/));
    const told = toast.current!.id;
    expect(toast.current!.error).toBe(true);
    expect(await loadDraft(game.id)).toBeUndefined();

    // Leaving the form and opening it again (even with a new view) brings back what was typed.
    view.dispose();
    const again = new GameView(game.id);
    await again.ready;
    const reopened = new HandForm(again, 'append', -1);
    await vi.waitFor(() => expect(reopened.draft).toMatchObject({ declarer: 2, points: '81' }));
    reopened.setPoints('declarer', '82');
    await vi.waitFor(() => expect(refused).toBe(4));
    // Told once, not with every key.
    expect(toast.current?.id).toBe(told);

    // Space again: the next change is stored, and memory lets go of it.
    setBeforeCommitHook(undefined);
    reopened.setPoints('declarer', '83');
    await vi.waitFor(async () =>
      expect(await loadDraft(game.id)).toMatchObject({ draft: { declarer: 2, points: '83' } }),
    );
    // A saved hand takes its draft along: the next form is empty.
    ok((await reopened.save())!);
    const next = new HandForm(again, 'append', -1);
    await vi.waitFor(() => expect(next.draft).toBeDefined());
    expect(next.draft?.points).toBe('');
    again.dispose();
  });
});
