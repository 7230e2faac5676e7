/**
 * The rules engine folds a game once per change of its facts: one save of a
 * hand into a 1,000-hand game folds once (inside the write's own check, and only the new
 * hand, on from the fold the screen shows; the form's check of a new last hand and the
 * screen's view take no fold, nor does the live query reading the write back), and a cold
 * start to the totals folds it once (the quick read's answer goes on to the view and its
 * hand rows to the database code, which then reads no hand again).
 */
import { describe, expect, it, vi } from 'vitest';
import { gateOpen } from './gateOpen';
import { Dexie } from 'dexie';
import { ok } from '../db/helpers';
import { longGame } from '../../../scripts/bench/games';

vi.mock('../../../src/lib/rules/engine', async (importOriginal) =>
  (await import('../rules/countedEngine')).countedEngine(importOriginal),
);

const HANDS = 1_000;

/** The evaluate every importer of the rules engine sees (a fresh one after resetModules). */
async function folds() {
  const engine = await import('../../../src/lib/rules/engine');
  return vi.mocked(engine.evaluate);
}

/**
 * The app's modules loaded anew (the test setup loaded them before the engine was
 * counted), on an empty database of `name`.
 */
async function freshApp(name: string) {
  vi.resetModules();
  await Dexie.delete(name);
  const db = await import('../../../src/lib/db');
  db.useDatabase(db.openDatabase(name));
  return db;
}

/** Stores a 1,000-hand game (FORMAT.md file, no automatic end) and answers its id. */
async function storeLongGame(db: typeof import('../../../src/lib/db')): Promise<string> {
  const imported = ok(await db.applyImport(JSON.stringify(longGame(HANDS))));
  return imported.openGameId!;
}

describe('one fold per save', () => {
  it('saving a hand into a 1,000-hand game folds it exactly once', async () => {
    const db = await freshApp(`spatz-folds-${crypto.randomUUID()}`);
    await import('../../../src/lib/state/coldStart').then((cold) => cold.database());
    const { GameView } = await import('../../../src/lib/state/gameView.svelte');
    const { HandForm } = await import('../../../src/lib/state/handForm.svelte');
    const gameId = await storeLongGame(db);
    const view = new GameView(gameId);
    await view.ready;
    expect(view.game?.hands).toHaveLength(HANDS);
    const form = new HandForm(view, 'append', -1);
    await vi.waitFor(() => expect(form.draft).toBeDefined());

    const evaluate = await folds();
    const engine = await import('../../../src/lib/rules/engine');
    const after = vi.mocked(engine.evaluateAfter);
    const shown = view.result;
    evaluate.mockClear();
    after.mockClear();
    // Typing the hand: checked against the shown result, no fold of the game.
    form.setDeclarer(1);
    form.setContract('sumpern');
    form.setPoints('declarer', '7');
    form.setPoints('declarer', '70');
    expect(form.check?.hand).toBeDefined();
    expect(evaluate).toHaveBeenCalledTimes(0);
    expect(after).toHaveBeenCalledTimes(0);

    // One fold: the new hand, on from the fold the screen shows (the one cache, foldCache.ts).
    const saved = ok((await form.save())!);
    expect(evaluate).toHaveBeenCalledTimes(0);
    expect(after).toHaveBeenCalledTimes(1);
    expect(after.mock.calls[0]![1]).toBe(shown);
    expect(saved.result).toEqual(engine.scoreGame(saved.game));
    expect(view.result).toBe(saved.result);
    expect(view.game?.hands).toHaveLength(HANDS + 1);
    // The live query reads our own write back: the same revision, not scored again.
    await vi.waitFor(() => expect(view.row).not.toBe(saved.row));
    expect(view.row?.rev).toBe(saved.row.rev);
    expect(view.result).toBe(saved.result);
    expect([evaluate.mock.calls.length, after.mock.calls.length]).toEqual([0, 1]);

    // The next hand: the check goes on from the fold the save before handed back.
    after.mockClear();
    const next = new HandForm(view, 'append', -1);
    await vi.waitFor(() => expect(next.draft).toBeDefined());
    next.setDeclarer(2);
    next.setContract('sumpern');
    next.setPoints('declarer', '70');
    const second = ok((await next.save())!);
    expect(evaluate).toHaveBeenCalledTimes(0);
    expect(after).toHaveBeenCalledTimes(1);
    expect(after.mock.calls[0]![1]).toBe(saved.result);
    expect(second.result.hands).toHaveLength(HANDS + 2);
    expect(second.result).toEqual(engine.scoreGame(second.game));
    view.dispose();
  }, 60_000);
});

describe('one fold per cold start', () => {
  it('reads the game’s hands once and folds them once until the live query has taken over', async () => {
    // A cold start's modules, fresh: the gate shut, nothing read yet. The app's own database.
    const db = await freshApp('spatz');
    const gameId = await storeLongGame(db);
    db.currentDatabase().close();
    const fresh = db.openDatabase('spatz');
    db.useDatabase(fresh);
    let handsRead = 0;
    fresh.hands.hook('reading', (row) => {
      handsRead += 1;
      return row;
    });

    const coldStart = await import('../../../src/lib/state/coldStart');
    const { GameView } = await import('../../../src/lib/state/gameView.svelte');
    const evaluate = await folds();
    evaluate.mockClear();

    coldStart.beginColdStart({ name: 'game', gameId }, null);
    expect(await gateOpen(coldStart)).toBe(false);
    const view = new GameView(gameId);
    await view.ready;
    expect(view.game?.hands).toHaveLength(HANDS);
    expect(evaluate).toHaveBeenCalledTimes(1);
    const first = view.row;
    const result = view.result;

    // The totals are shown: the database code loads, and its live query answers.
    view.shown();
    expect(await gateOpen(coldStart)).toBe(true);
    await vi.waitFor(() => expect(view.row).not.toBe(first));
    expect(view.result).toBe(result);
    expect(evaluate).toHaveBeenCalledTimes(1);
    // Dexie read no hand row: the quick read's rows were handed on.
    expect(handsRead).toBe(0);
    view.dispose();
  }, 60_000);
});
