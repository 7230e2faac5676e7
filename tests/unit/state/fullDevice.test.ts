/**
 * A full device: the write is refused as a whole, the person is told in words
 * that say what to do, and nothing stored (nor the hand being typed) is lost.
 */
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
});
