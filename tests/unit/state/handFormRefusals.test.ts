/**
 * A hand the rules refuse, as the hand entry's state (HandForm over GameView) says it: in the
 * player's words at the field, when it is said (RULES.md §1.5: 0 to 120 card points, a few
 * of them impossible), nothing stored, what was typed kept. The words are what the entry
 * shows beside the field (HandEntry.svelte: problemWords of the form's problems).
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendHand, loadGame, startGame } from '../../../src/lib/db';
import '../../../src/lib/i18n/problemsAll';
import { i18n } from '../../../src/lib/i18n/index.svelte';
import type { Hand } from '../../../src/lib/rules';
import { GameView } from '../../../src/lib/state/gameView.svelte';
import { HandForm } from '../../../src/lib/state/handForm.svelte';
import type { DraftField } from '../../../src/lib/view/handDraft';
import { problemWords } from '../../../src/lib/view/labels';
import { freshDatabase, ok } from '../db/helpers';

// tests/fixtures/e2e/corrections.json: three hands whose numbers were worked out by hand.
const corrections = JSON.parse(
  readFileSync(new URL('../../fixtures/e2e/corrections.json', import.meta.url), 'utf8'),
) as { base: { game: { players: string[]; hands: Hand[] } } };
const { players, hands } = corrections.base.game;

beforeAll(async () => {
  i18n.lang = 'en';
  await vi.waitFor(() => expect(i18n.lang).toBe('en'));
});
beforeEach(async () => {
  await freshDatabase();
});
const views: GameView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.dispose();
});

/** A new game (the new-game form's defaults) with these hands stored. */
async function gameWith(stored: Hand[]): Promise<string> {
  const row = ok(
    await startGame({ variant: 'bauerntarock', players, firstDealer: 0, houseRules: {} }),
  );
  for (const hand of stored) ok(await appendHand(row.id, hand));
  return row.id;
}

/** The game's view and the entry's form, once it has restored itself (draft or stored hand). */
async function entry(id: string, mode: 'append' | 'edit', index: number) {
  const view = new GameView(id);
  views.push(view);
  await view.ready;
  const form = new HandForm(view, mode, index);
  await vi.waitFor(() => expect(form.draft).toBeDefined());
  return { view, form };
}

/** What the entry says beside a field. */
const said = (form: HandForm, field: DraftField) =>
  form.problems(field).map((entry) => problemWords(entry.problem));

describe('card points the rules refuse', () => {
  it('are judged once the field is left or holds three characters', async () => {
    const { form } = await entry(await gameWith([]), 'append', -1);
    form.setDeclarer(0);
    // "1" may be on its way to "11": nothing yet; leaving the field judges it.
    form.setPoints('declarer', '1');
    expect(said(form, 'points')).toEqual([]);
    form.leavePoints();
    expect(said(form, 'points').join()).toContain('cannot occur');
    // Three digits are judged at once.
    form.setPoints('declarer', '121');
    expect(said(form, 'points').join()).toContain('not between 0 and 120');
    // A minus is a number out of range, not "not a whole number".
    form.setPoints('declarer', '-5');
    form.leavePoints();
    expect(said(form, 'points').join()).toContain('-5 is not between 0 and 120');
    form.setPoints('declarer', '67');
    expect(said(form, 'points')).toEqual([]);
  });

  it('119 is explained at its field, cannot be saved and stays typed; 64 then saves', async () => {
    const id = await gameWith([]);
    const { view, form } = await entry(id, 'append', -1);
    form.setDeclarer(0);
    form.setPoints('declarer', '119');
    expect(said(form, 'points').join()).toContain('119 card points cannot occur');
    expect(await form.save()).toBeUndefined();
    expect(form.draft?.points).toBe('119');
    expect(form.check?.preview).toBeUndefined();
    expect((await loadGame(id))!.game.hands).toEqual([]);
    // Hineinschauen, 64: (64 − 60) × 1 = 4 (RULES.md §1.5).
    form.setPoints('declarer', '64');
    const saved = await form.save();
    expect(saved?.ok).toBe(true);
    expect(view.result?.totals).toEqual([4, 0, 0]);
    expect((await loadGame(id))!.game.hands).toHaveLength(1);
  });
});

describe('a correction that would end the game before a later hand', () => {
  it('is refused with the reason, and what was typed stays', async () => {
    // Three more hands after the fixture's three, each as its hand 2 by the next seat.
    const later = [3, 4, 5].map((i) => ({ ...hands[1]!, declarer: i % 3 }) as Hand);
    const id = await gameWith([...hands, ...later]);
    const before = (await loadGame(id))!;
    // Hand 1 a Sumpern with 120 and two Spritzer: 60 × 8 = 480, the end after hand 3.
    const { view, form } = await entry(id, 'edit', 0);
    expect(view.result?.status).toBe('running');
    form.setDoublings(2);
    form.setPoints('declarer', '120');
    const all = form.check!.problems.map((entry) => problemWords(entry.problem));
    expect(all.join()).toContain('the game would have ended after hand 3');
    expect(await form.save()).toBeUndefined();
    expect(form.draft?.points).toBe('120');
    expect((await loadGame(id))!.game.hands).toEqual(before.game.hands);
    expect(view.result?.status).toBe('running');
  });
});
