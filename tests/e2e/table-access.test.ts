import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch } from './harness';
import { enterHand, startGame, tid } from './table';
import { plain } from '../unit/plainText';

/** Controls smaller than 44×44 px (a checkbox or radio counts with its label). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main input, main select, main summary, header button',
    );
    for (const control of Array.from(controls)) {
      const target = control.closest('label') ?? control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown
      if (box.width < 43.5 || box.height < 43.5) {
        small.push(
          `${control.dataset.testid ?? control.outerHTML.slice(0, 60)} ${box.width}×${box.height}`,
        );
      }
    }
    return small;
  });
}

/** Lines of the accessibility tree naming a control without a name. */
async function unnamed(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return tree
    .split('\n')
    .filter((line) =>
      /^\s*- (button|textbox|radio|checkbox|combobox|link)\s*(\[.*\])?:?\s*$/.test(line),
    );
}

describe('accessibility of the table screens', () => {
  test('every control has a name and a role, and is at least 44×44 px', async () => {
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await tid(page, 'new-game').waitFor();
      expect(await unnamed(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);

      await tid(page, 'new-game').click();
      await tid(page, 'player-name-0').waitFor();
      await page.locator('[data-testid=house-rules] summary').click();
      expect(await unnamed(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      await tid(page, 'home').click();

      await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
      await enterHand(
        page,
        {
          kind: 'played',
          declarer: 0,
          contract: 'hineinschauen',
          announced: 61,
          doublings: 0,
          declarerPoints: 70,
          declarerTricks: 'some',
        },
        0,
      );
      expect(await unnamed(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      // Who deals is said in words, not only by a coloured frame.
      expect(plain((await tid(page, 'game-status').textContent()) ?? '')).toContain('Bert gibt');

      await tid(page, 'add-hand').click();
      await tid(page, 'contract-sumpern').click();
      await tid(page, 'spatz-declarer-won').click();
      expect(await unnamed(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      // Choices carry their state for screen readers (aria-checked), not only a colour.
      const tree = await page.locator('main').ariaSnapshot();
      expect(tree).toMatch(/radio "Sumpern" \[checked\]/);
    } finally {
      await close();
    }
  });

  test('a hand can be entered with the keyboard alone', async () => {
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
      await tid(page, 'add-hand').focus();
      await page.keyboard.press('Enter');
      await tid(page, 'declarer-0').waitFor();
      // The declarers are one tab stop (a radio group, roving tabindex): the arrow key moves
      // to Bert and chooses him, the space bar confirms, and the focus moves on to the card
      // points.
      await tid(page, 'declarer-0').focus();
      await page.keyboard.press('ArrowRight');
      expect(await tid(page, 'declarer-1').getAttribute('aria-checked')).toBe('true');
      await page.keyboard.press('Space');
      await page.keyboard.type('75');
      await page.keyboard.press('Enter');
      await tid(page, 'hand-row-0').waitFor();
      expect(Number(await tid(page, 'total-1').getAttribute('data-value'))).toBe(15);
    } finally {
      await close();
    }
  });

  test('the screen is kept on while a game is open', async () => {
    const { page, baseURL, close } = await launch();
    try {
      // Headless Chromium has no real wake lock: count the requests instead.
      await page.addInitScript(() => {
        const w = window as unknown as { wakeLocks: number };
        w.wakeLocks = 0;
        Object.defineProperty(navigator, 'wakeLock', {
          value: {
            request: async () => {
              w.wakeLocks += 1;
              return { release: async () => undefined };
            },
          },
        });
      });
      await page.goto(baseURL + '/');
      expect(
        await page.evaluate(() => (window as unknown as { wakeLocks: number }).wakeLocks),
      ).toBe(0);
      await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { wakeLocks: number }).wakeLocks))
        .toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
