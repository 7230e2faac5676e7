import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch } from './harness';
import { startGame, tid } from './table';
import { plain } from '../unit/plainText';

/** The focused element's data-testid, or its id, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.dataset.testid ?? (el?.id || el?.tagName.toLowerCase() || '');
  });

describe('the hand entry with the keyboard only', () => {
  test(
    'focus, one tab stop per choice group, arrow keys, the saved hand said and named',
    { timeout: 240_000 },
    async () => {
      const { page, baseURL, close } = await launch();
      try {
        await page.goto(baseURL + '/');
        await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });

        // Open the entry from "add hand" with the keyboard: the focus lands on its heading.
        await tid(page, 'add-hand').focus();
        await page.keyboard.press('Enter');
        await tid(page, 'save-hand').waitFor();
        await expect.poll(() => focused(page)).toBe('entry-title');

        // Tab: the declarers are one stop (the first, none chosen yet); → chooses the next.
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe('declarer-0');
        await page.keyboard.press('ArrowRight');
        expect(await focused(page)).toBe('declarer-1');
        expect(await tid(page, 'declarer-1').getAttribute('aria-checked')).toBe('true');
        // Wraps round at the end, and back.
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        expect(await focused(page)).toBe('declarer-2');
        await page.keyboard.press('ArrowRight');
        expect(await focused(page)).toBe('declarer-0');
        await page.keyboard.press('ArrowRight');
        expect(await focused(page)).toBe('declarer-1');

        // Tab: the contracts, entered at the chosen one (Hineinschauen), → Sumpern.
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe('contract-hineinschauen');
        await page.keyboard.press('ArrowRight');
        expect(await focused(page)).toBe('contract-sumpern');
        expect(await tid(page, 'contract-sumpern').getAttribute('aria-checked')).toBe('true');

        // Tab: the announcements (Sumpern is a hand game), entered at 61 (none).
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe('announced-61');

        // Tab on to the declarer's card points and type them.
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe('points-declarer');
        await page.keyboard.type('70');

        // From the card points to save: every group one stop (was 20 stops from the top).
        let stops = 0;
        const seen: string[] = [];
        while ((await focused(page)) !== 'save-hand' && stops < 30) {
          await page.keyboard.press('Tab');
          stops++;
          seen.push(await focused(page));
        }
        expect(await focused(page)).toBe('save-hand');
        // Defenders' points, count cards, Matsch, all tricks, the calls (one stop), the Spatz
        // (one stop), last trick, the note, save.
        expect(seen.filter((id) => id.startsWith('doublings-'))).toHaveLength(1);
        expect(seen.filter((id) => id.startsWith('spatz-') && id !== 'spatz-last')).toHaveLength(1);
        expect(stops).toBeLessThanOrEqual(10);

        // Save: back on "add hand", and the live region says what was stored:
        // Bert, Sumpern with 70: (70 − 60) × 2 = +20.
        await page.keyboard.press('Enter');
        await tid(page, 'hand-row-0').waitFor();
        await expect.poll(() => focused(page)).toBe('add-hand');
        await expect
          .poll(async () =>
            plain(await page.locator('[role=status][aria-live=polite]').first().innerText()),
          )
          .toContain('Spiel 1 gespeichert: Bert · gewonnen, +20');

        // The row is named by what it shows (the score too); tapping to correct is its description.
        const row = page.getByRole('button', {
          // The declarer's name in a <bdi> of its own (Sentence.svelte), as the row shows it.
          name: /^Spiel 1\s*Bert · Sumpern · 70 Augen · gewonnen\b.*\+20$/,
        });
        expect(await row.count()).toBe(1);
        const describedBy = await tid(page, 'hand-row-0').getAttribute('aria-describedby');
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
          'Zum Korrigieren tippen',
        );
        expect(await tid(page, 'hand-row-0').getAttribute('aria-label')).toBeNull();

        // Each "Rename" says whose.
        await page.goto(baseURL + '/#/players');
        await tid(page, 'player-rename').first().waitFor();
        for (const name of ['Anna', 'Bert', 'Chris']) {
          expect(
            await page.getByRole('button', { name: `\u2068${name}\u2069 umbenennen` }).count(),
          ).toBe(1);
        }
      } finally {
        await close();
      }
    },
  );
});
