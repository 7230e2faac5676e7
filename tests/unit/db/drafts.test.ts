/**
 * A hand is saved together with the deletion of its draft, in one
 * transaction: no stale draft behind a saved hand, nothing lost
 * when the save is refused or fails, and undo is about the hands only.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  deleteHand,
  editHand,
  insertHand,
  loadDraft,
  loadGame,
  redo,
  saveDraft,
  startGame,
  undo,
} from '../../../src/lib/db';
import { setBeforeCommitHook } from '../../../src/lib/db/transact';
import { freshDatabase, ok, played, three } from './helpers';

const DRAFT = { mode: 'append', index: -1, draft: { declarer: 1, points: '70' } };
const clearDraft = { clearDraft: true };

async function declarers(gameId: string) {
  return (await loadGame(gameId))!.game.hands.map((h) => (h.kind === 'played' ? h.declarer : 'r'));
}

beforeEach(async () => {
  await freshDatabase();
});
afterEach(() => setBeforeCommitHook(undefined));

describe('saving a hand with its draft', () => {
  it('deletes the draft in the same write, and only when asked', async () => {
    const game = ok(await startGame(three));
    ok(await saveDraft(game.id, DRAFT));
    ok(await appendHand(game.id, played({ declarer: 0 })));
    expect(await loadDraft(game.id)).toEqual(DRAFT);
    let commits = 0;
    setBeforeCommitHook(() => void (commits += 1));
    ok(await appendHand(game.id, played({ declarer: 1 }), clearDraft));
    expect(commits).toBe(1);
    expect(await loadDraft(game.id)).toBeUndefined();
    expect(await declarers(game.id)).toEqual([0, 1]);
  });

  it('edit, insert and delete clear it too', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 0 })));
    ok(await saveDraft(game.id, DRAFT));
    ok(await editHand(game.id, 0, played({ declarer: 2 }), clearDraft));
    expect(await loadDraft(game.id)).toBeUndefined();
    ok(await saveDraft(game.id, DRAFT));
    ok(await insertHand(game.id, 0, played({ declarer: 1 }), clearDraft));
    expect(await loadDraft(game.id)).toBeUndefined();
    ok(await saveDraft(game.id, DRAFT));
    ok(await deleteHand(game.id, 1, clearDraft));
    expect(await loadDraft(game.id)).toBeUndefined();
    expect(await declarers(game.id)).toEqual([1]);
  });

  it('keeps the draft when the rules refuse the hand', async () => {
    const game = ok(await startGame(three));
    ok(await saveDraft(game.id, DRAFT));
    const refused = await appendHand(game.id, played({ declarer: 5 }), clearDraft);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(await loadDraft(game.id)).toEqual(DRAFT);
  });

  it('keeps the draft and writes no hand when the write fails before its commit', async () => {
    const game = ok(await startGame(three));
    ok(await saveDraft(game.id, DRAFT));
    setBeforeCommitHook(() => {
      throw new Error('the disk is full');
    });
    const failed = await appendHand(game.id, played({ declarer: 0 }), clearDraft);
    expect(failed).toMatchObject({ ok: false, error: { kind: 'storage' } });
    setBeforeCommitHook(undefined);
    expect(await loadDraft(game.id)).toEqual(DRAFT);
    expect(await declarers(game.id)).toEqual([]);
  });

  it('undo takes the saved hand back, not the form: the draft does not return', async () => {
    const game = ok(await startGame(three));
    ok(await saveDraft(game.id, DRAFT));
    ok(await appendHand(game.id, played({ declarer: 1 }), clearDraft));
    ok(await undo());
    expect(await declarers(game.id)).toEqual([]);
    expect(await loadDraft(game.id)).toBeUndefined();
    ok(await redo());
    expect(await declarers(game.id)).toEqual([1]);
    expect(await loadDraft(game.id)).toBeUndefined();
  });

  it('undo leaves a hand being typed alone', async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, played({ declarer: 1 }), clearDraft));
    const next = { ...DRAFT, draft: { declarer: 2, points: '6' } };
    ok(await saveDraft(game.id, next));
    ok(await undo());
    expect(await declarers(game.id)).toEqual([]);
    expect(await loadDraft(game.id)).toEqual(next);
  });
});
