import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { encodeLink } from '../../src/lib/share';
import { launch, settled } from './harness';
import { example, importGame } from './settle';
import { tid } from './table';
import { axeViolations } from './axe';

/**
 * axe-core on every screen, in both themes and both languages: no violation (headings in
 * order, names that contain what a control shows, colour contrast, …).
 */
async function settle(page: Page): Promise<void> {
  // Fonts, lazy parts and the idle rows in: what a person sees once the screen is still.
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })),
  );
  await settled(page);
}

async function gameIdOf(page: Page): Promise<string> {
  await page.waitForURL(/#\/game\//);
  return /#\/game\/([^/]+)/.exec(page.url())![1]!;
}

const COMBOS = [
  { locale: 'de-DE', colorScheme: 'light' },
  { locale: 'de-DE', colorScheme: 'dark' },
  { locale: 'en-GB', colorScheme: 'light' },
  { locale: 'en-GB', colorScheme: 'dark' },
] as const;

describe('axe-core finds nothing on any screen', () => {
  for (const { locale, colorScheme } of COMBOS) {
    test(`${locale} ${colorScheme}`, { timeout: 300_000 }, async () => {
      const { page, baseURL, close } = await launch({ locale, colorScheme });
      const found: string[] = [];
      const check = async (where: string) => {
        await settle(page);
        found.push(...(await axeViolations(page, where)));
      };
      try {
        await page.goto(baseURL + '/');
        await tid(page, 'new-game').waitFor();
        // A finished game (its settlement) and a running one of the same kind.
        await importGame(page, 'finished.json', await example('02-game-to-the-end'));
        const finished = await gameIdOf(page);
        await importGame(page, 'running.json', await example('01-three-players-first-hands'));
        const running = await gameIdOf(page);

        await page.goto(`${baseURL}/#/`);
        await tid(page, 'new-game').waitFor();
        await check('start');

        await page.goto(`${baseURL}/#/new`);
        await tid(page, 'player-name-0').waitFor();
        await page.locator('[data-testid=house-rules] summary').click();
        await check('new game');

        await page.goto(`${baseURL}/#/game/${running}`);
        await tid(page, 'game-status').waitFor();
        await check('game');

        await tid(page, 'add-hand').click();
        await tid(page, 'save-hand').waitFor();
        await tid(page, 'contract-sumpern').click();
        await check('hand entry');
        await tid(page, 'cancel-hand').click();

        await page.goto(`${baseURL}/#/game/${finished}`);
        await tid(page, 'game-status').waitFor();
        await check('settlement');

        await tid(page, 'open-evening').click();
        await page.waitForURL(/#\/evening\//);
        await page.locator('#evening-heading').waitFor();
        await check('evening');

        await page.goto(`${baseURL}/#/stats`);
        await page.locator('#stats-heading').waitFor();
        await page.locator('table').first().waitFor();
        await check('statistics');

        await page.goto(`${baseURL}/#/season`);
        await tid(page, 'season-pick').waitFor();
        await check('club season');

        await page.goto(`${baseURL}/#/players`);
        await tid(page, 'player-rename').first().waitFor();
        await check('players');

        await page.goto(`${baseURL}/#/settings`);
        await tid(page, 'import-file').waitFor({ state: 'attached' });
        await check('settings');

        await page.goto(`${baseURL}/#/club`);
        await tid(page, 'club-paste').waitFor();
        await check('club');

        await page.goto(`${baseURL}/#/game/${running}/show`);
        await page.locator('#show-title').waitFor();
        await page.locator('svg').first().waitFor();
        await check('show codes');

        const file = await example('04-five-at-the-table');
        const link = await encodeLink(JSON.stringify(file), `${baseURL}/`);
        await page.goto(link);
        await tid(page, 'import-preview').waitFor();
        await check('receive preview');

        // The printed sheet, as the browser lays it out for print.
        await page.goto(`${baseURL}/#/game/${running}`);
        await tid(page, 'print-sheet').waitFor();
        await settle(page);
        await page.emulateMedia({ media: 'print' });
        await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
        await tid(page, 'print-sheet-content').waitFor({ state: 'attached' });
        await check('print view');
        await page.emulateMedia({ media: 'screen' });
      } finally {
        await close();
      }
      expect(found).toEqual([]);
    });
  }
});
