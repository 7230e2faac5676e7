import { describe, expect, test } from 'vitest';
import { launch, LAYOUT_SCHEMES, screenshot } from './harness';
import { startGame, tid } from './table';

// A table with a player called Resi: a real name at Tyrolean tables, and the name of the redouble.
const players = ['Anna', 'Resi', 'Chris'];

describe('an evening without a doubt', () => {
  test('after a redeal, the toast, the list and the next form count the same hand; Resi is a player, not the redouble', async () => {
    const { page, baseURL, close } = await launch({ locale: 'de-DE' });
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players });
      await expect.poll(() => tid(page, 'hand-numbering').textContent()).toContain('Neu gegeben');

      // Hand 1: Anna, Hineinschauen, 70: (70 − 60) × 1 = 10 (RULES.md §1.5).
      await tid(page, 'add-hand').click();
      await expect.poll(() => page.locator('#entry-title').textContent()).toBe('Spiel 1');
      await tid(page, 'declarer-0').click();
      await tid(page, 'points-declarer').fill('70');
      await tid(page, 'save-hand').click();
      await expect.poll(() => tid(page, 'toast').textContent()).toContain('Spiel 1 gespeichert');

      // A redeal takes no number.
      await tid(page, 'redeal').click();
      await tid(page, 'hand-row-1').waitFor();
      // The number column shows ↻ (its spoken words are hidden text beside it).
      expect(await tid(page, 'hand-row-1').locator('.no [aria-hidden=true]').textContent()).toBe(
        '↻',
      );
      await expect.poll(() => tid(page, 'game-status').textContent()).toContain('Spiel 2 ·');

      await tid(page, 'add-hand').click();
      await expect.poll(() => page.locator('#entry-title').textContent()).toBe('Spiel 2');
      // Only the declarer choice is named Resi; the calls are buttons with names of their own.
      await expect
        .poll(() => page.getByRole('radio', { name: 'Resi', exact: true }).count())
        .toBe(1);
      expect(
        await page.getByRole('radio', { name: 'Resi', exact: true }).getAttribute('data-testid'),
      ).toBe('declarer-1');
      expect(await page.getByRole('button', { name: 'Resi', exact: true }).count()).toBe(0);
      await expect
        .poll(() => page.getByRole('group', { name: 'Ansagen (spritzen, Resi, gasen)' }).count())
        .toBe(1);

      // Resi plays a Sumpern, Anna spritzt, Resi gives the Resi: 3 doublings, m = 8 (§1.2, §1.5).
      await page.getByRole('radio', { name: 'Resi', exact: true }).click();
      await tid(page, 'contract-sumpern').click();
      await tid(page, 'doublings-2').click();
      await expect
        .poll(() => tid(page, 'doubling-summary').textContent())
        .toContain('Sumpern ×2 · spritzen ×2 · Resi ×2 = ×8');
      await tid(page, 'points-declarer').fill('61');
      // (61 − 60) × 8 = 8.
      await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('8');
      await tid(page, 'save-hand').click();
      await expect.poll(() => tid(page, 'toast').textContent()).toContain('Spiel 2 gespeichert');
      await tid(page, 'hand-row-2').waitFor();
      expect(await tid(page, 'hand-row-2').locator('.no [aria-hidden=true]').textContent()).toBe(
        '2',
      );
      await expect.poll(() => tid(page, 'game-status').textContent()).toContain('Spiel 3 ·');

      await tid(page, 'add-hand').click();
      await expect.poll(() => page.locator('#entry-title').textContent()).toBe('Spiel 3');
    } finally {
      await close();
    }
  });

  test('undoing a game’s start goes back to the start screen, which offers the redo', async () => {
    const { page, baseURL, close } = await launch({ locale: 'de-DE' });
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players });
      await tid(page, 'undo').click();
      await tid(page, 'new-game').waitFor();
      await expect.poll(() => tid(page, 'toast').textContent()).toContain('Partie begonnen');
      await tid(page, 'redo-start').waitFor();
      await tid(page, 'toast-redo').click();
      await tid(page, 'game-status').waitFor();
      await expect.poll(() => tid(page, 'game-status').textContent()).toContain('Spiel 1');

      // The same from the start screen's own button.
      await tid(page, 'undo').click();
      await tid(page, 'redo-start').click();
      await tid(page, 'game-status').waitFor();
    } finally {
      await close();
    }
  });

  test('the evening offers a next game only when none of it runs; it shows the evening’s stake', async () => {
    const { page, baseURL, close } = await launch({ locale: 'de-DE' });
    try {
      await page.goto(baseURL + '/');
      await tid(page, 'new-game').click();
      for (const [seat, name] of players.entries())
        await tid(page, `player-name-${seat}`).fill(name);
      await tid(page, 'stake').fill('0,05');
      await tid(page, 'start-game').click();
      await tid(page, 'game-status').waitFor();
      await tid(page, 'open-evening').click();
      await tid(page, 'evening-game-0').waitFor();
      expect(await tid(page, 'next-game').count()).toBe(0);
      await page.goBack();
      await tid(page, 'settle-now').click();
      await tid(page, 'settle-confirm').click();
      await tid(page, 'open-evening').click();
      await tid(page, 'next-game').click();
      await tid(page, 'player-name-2').waitFor();
      // The next game is the evening's: its stake shows, to keep or to change for the whole
      // evening (once the form has read the evening, which it does after it first shows).
      await expect.poll(() => tid(page, 'stake').inputValue()).toBe('0,05');
      await tid(page, 'stake-evening-note').waitFor();
      expect(await tid(page, 'player-name-0').inputValue()).not.toBe('');
    } finally {
      await close();
    }
  });

  test('a name typed right after "add player" goes into the new field, at 4× CPU throttle', async () => {
    const { page, baseURL, close } = await launch({ locale: 'de-DE' });
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(baseURL + '/');
      await tid(page, 'new-game').click();
      await tid(page, 'player-name-2').waitFor();
      await tid(page, 'add-player').click();
      await page.keyboard.type('Dora');
      await expect.poll(() => tid(page, 'player-name-3').inputValue()).toBe('Dora');
      expect(await tid(page, 'player-name-3').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      // The stake's example is a placeholder in the language's decimal style.
      expect(await tid(page, 'stake').inputValue()).toBe('');
      expect(await tid(page, 'stake').getAttribute('placeholder')).toBe('z. B. 0,05');
    } finally {
      await close();
    }
  });

  for (const [locale, colorScheme] of (['de-DE', 'en-US'] as const).flatMap((locale) =>
    LAYOUT_SCHEMES.map((colorScheme) => [locale, colorScheme] as const),
  )) {
    test(`at 360 px the selected call is not clipped (${locale}, ${colorScheme})`, async () => {
      const { page, baseURL, close } = await launch({ locale, colorScheme });
      try {
        await page.goto(baseURL + '/');
        await startGame(page, { players });
        await tid(page, 'add-hand').click();
        await tid(page, 'doublings-1').click();
        for (const n of [0, 1, 2, 3]) {
          const call = tid(page, `doublings-${n}`);
          const fits = await call.evaluate((el) => el.scrollWidth <= el.clientWidth);
          expect(fits, `doublings-${n}`).toBe(true);
        }
        await screenshot(page, `doubt-entry-${locale}-${colorScheme}`);
        await tid(page, 'cancel-hand').click();
        await tid(page, 'undo').click();
        await tid(page, 'new-game').click();
        await page.locator('[data-testid=house-rules] summary').click();
        // The house rules' checkboxes are one size, whatever the length of their labels.
        const sizes = await page
          .locator('[data-testid=house-rules] input[type=checkbox]')
          .evaluateAll((boxes) =>
            boxes.map((box) => Math.round(box.getBoundingClientRect().width)),
          );
        expect(sizes.length).toBeGreaterThan(1);
        expect(new Set(sizes).size).toBe(1);
        // The player boxes line up: every name field starts at the same x.
        const lefts = await page
          .locator('[data-testid^=player-name-]')
          .evaluateAll((fields) => fields.map((f) => Math.round(f.getBoundingClientRect().left)));
        expect(new Set(lefts).size).toBe(1);
        await screenshot(page, `doubt-new-game-${locale}-${colorScheme}`);
      } finally {
        await close();
      }
    });
  }
});
