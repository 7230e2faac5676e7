import { describe, expect, test } from 'vitest';
import type { Hand } from '../../src/lib/rules';
import { launch } from './harness';
import {
  enterHand,
  expectedShown,
  fillHand,
  game,
  playThrough,
  resultAfter,
  shown,
  startGame,
  tid,
} from './table';

const players = ['Anna', 'Bert', 'Chris'];
const hands: Hand[] = [
  {
    kind: 'played',
    declarer: 0,
    contract: 'sumpern',
    announced: 61,
    doublings: 0,
    declarerPoints: 90,
    declarerTricks: 'some',
  },
  {
    kind: 'played',
    declarer: 1,
    contract: 'hineinschauen',
    announced: 61,
    doublings: 0,
    declarerPoints: 40,
    declarerTricks: 'some',
  },
  {
    kind: 'played',
    declarer: 2,
    contract: 'hineinschauen',
    announced: 61,
    doublings: 1,
    declarerPoints: 70,
    declarerTricks: 'some',
  },
];
const base = game({ players, hands });

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
      const edited = game({
        players,
        hands: [{ ...hands[0]!, doublings: 2, declarerPoints: 120 }, hands[1], hands[2]],
      });
      const after = resultAfter(edited, 3);
      expect(after.status).toBe('finished');
      await expect.poll(() => shown(page, 3)).toEqual(expectedShown(after));

      // Undo brings back the stored hand, redo the correction.
      await tid(page, 'undo').click();
      await expect.poll(() => shown(page, 3)).toEqual(expectedShown(resultAfter(base, 3)));
      await tid(page, 'redo').click();
      await expect.poll(() => shown(page, 3)).toEqual(expectedShown(after));
      await tid(page, 'undo').click();
      await expect.poll(() => shown(page, 3)).toEqual(expectedShown(resultAfter(base, 3)));
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
      const deleted = game({ players, hands: [hands[0], hands[2]] });
      await expect.poll(() => shown(page, 3)).toEqual(expectedShown(resultAfter(deleted, 2)));
      await tid(page, 'toast-undo').click();
      await expect.poll(() => shown(page, 3)).toEqual(expectedShown(resultAfter(base, 3)));

      // A forgotten hand before hand 2: everything after moves down and the dealers follow.
      const forgotten: Hand = {
        kind: 'played',
        declarer: 2,
        contract: 'hineinschauen',
        announced: 61,
        doublings: 0,
        defenderPoints: 45,
        declarerTricks: 'some',
      };
      await tid(page, 'hand-row-1').click();
      await tid(page, 'insert-hand').click();
      await fillHand(page, forgotten);
      await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('15');
      await tid(page, 'save-hand').click();
      await tid(page, 'hand-row-3').waitFor();
      const inserted = game({ players, hands: [hands[0], forgotten, hands[1], hands[2]] });
      await expect.poll(() => shown(page, 3)).toEqual(expectedShown(resultAfter(inserted, 4)));
    } finally {
      await close();
    }
  });

  test('an invalid entry is explained next to its field, cannot be saved, and keeps what was typed', async () => {
    const { page, baseURL, close } = await launch({ locale: 'en-US' });
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players });
      await tid(page, 'add-hand').click();
      await tid(page, 'declarer-0').click();
      await tid(page, 'points-declarer').fill('119');
      await expect
        .poll(() => page.locator('.problem').first().textContent())
        .toContain('119 card points cannot occur');
      await tid(page, 'save-hand').click();
      // Still on the form, the typed value kept, nothing stored.
      expect(await tid(page, 'points-declarer').inputValue()).toBe('119');
      expect(await tid(page, 'hand-preview').getAttribute('data-value')).toBe('');
      await tid(page, 'points-declarer').fill('64');
      await expect.poll(() => tid(page, 'points-defenders').inputValue()).toBe('56');
      await tid(page, 'save-hand').click();
      await tid(page, 'hand-row-0').waitFor();
      expect(Number(await tid(page, 'total-0').getAttribute('data-value'))).toBe(4);
    } finally {
      await close();
    }
  });

  test('an edit that would end the game before a later hand is refused with the reason', async () => {
    const { page, baseURL, close } = await launch({ locale: 'en-US' });
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players });
      await playThrough(page, base);
      for (let i = 3; i < 6; i++) {
        await enterHand(page, { ...hands[1]!, declarer: i % 3 } as Hand, i);
      }
      // Hand 1 worth 480 would have ended the game after hand 3.
      await tid(page, 'hand-row-0').click();
      await tid(page, 'doublings-2').click();
      await tid(page, 'points-declarer').fill('120');
      await expect
        .poll(() => page.locator('[role=alert].problem').first().textContent())
        .toContain('the game would have ended after hand 3');
      await tid(page, 'save-hand').click();
      expect(await tid(page, 'points-declarer').inputValue()).toBe('120');
      await tid(page, 'cancel-hand').click();
      expect((await shown(page, 3)).status).toBe('running');
    } finally {
      await close();
    }
  });
});
