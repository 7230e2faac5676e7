import { describe, expect, test } from 'vitest';
import { handWorked, shownAt } from './expected';
import { launch } from './harness';
import { fillHand, playThrough, shown, startGame, tid } from './table';

// tests/fixtures/e2e/corrections.json: each game's numbers worked out by hand.
const base = handWorked('corrections', 'base');
const edited = handWorked('corrections', 'edited');
const deleted = handWorked('corrections', 'deleted');
const inserted = handWorked('corrections', 'inserted');
const players = base.game.players;
const hands = base.game.hands;

describe('corrections', () => {
  test('editing an earlier hand changes the totals and the status; undo and redo', async () => {
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players });
      await playThrough(page, base);
      expect(await shown(page, 3)).toMatchObject({ status: 'running' });

      // Hand 1 was a Sumpern with 120 and two Spritzer: 60 × 8 = 480, the end is reached.
      await tid(page, 'hand-row-0').click();
      await expect.poll(() => tid(page, 'points-declarer').inputValue()).toBe('90');
      await tid(page, 'doublings-2').click();
      await tid(page, 'points-declarer').fill('120');
      await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('480');
      await tid(page, 'save-hand').click();
      await tid(page, 'game-status').waitFor();
      expect(edited.game.hands.slice(1)).toEqual(hands.slice(1));
      expect(edited.game.hands[0]).toEqual({ ...hands[0], doublings: 2, declarerPoints: 120 });
      const after = shownAt(edited.final);
      expect(after.status).toBe('finished');
      await expect.poll(() => shown(page, 3)).toEqual(after);

      // Undo brings back the stored hand, redo the correction.
      await tid(page, 'undo').click();
      await expect.poll(() => shown(page, 3)).toEqual(shownAt(base.final));
      await tid(page, 'redo').click();
      await expect.poll(() => shown(page, 3)).toEqual(after);
      await tid(page, 'undo').click();
      await expect.poll(() => shown(page, 3)).toEqual(shownAt(base.final));
    } finally {
      await close();
    }
  });

  test('delete a hand (with undo from the toast) and insert a forgotten one', async () => {
    const { page, baseURL, close } = await launch({ locale: 'de-DE' });
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players });
      await playThrough(page, base);

      await tid(page, 'hand-row-1').click();
      await tid(page, 'delete-hand').click();
      await tid(page, 'game-status').waitFor();
      await expect.poll(() => tid(page, 'toast').textContent()).toContain('Spiel 2 gelöscht');
      expect(deleted.game.hands).toEqual([hands[0], hands[2]]);
      await expect.poll(() => shown(page, 3)).toEqual(shownAt(deleted.final));
      await tid(page, 'toast-undo').click();
      await expect.poll(() => shown(page, 3)).toEqual(shownAt(base.final));

      // A forgotten hand before hand 2: everything after moves down and the dealers follow.
      const forgotten = inserted.game.hands[1]!;
      if (forgotten.kind !== 'played') throw new Error('the forgotten hand is played');
      expect(inserted.game.hands).toEqual([hands[0], forgotten, hands[1], hands[2]]);
      await tid(page, 'hand-row-1').click();
      await tid(page, 'insert-hand').click();
      await fillHand(page, forgotten);
      await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('15');
      await tid(page, 'save-hand').click();
      await tid(page, 'hand-row-3').waitFor();
      await expect.poll(() => shown(page, 3)).toEqual(shownAt(inserted.final));
    } finally {
      await close();
    }
  });
});
