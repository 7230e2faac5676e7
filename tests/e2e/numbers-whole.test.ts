/**
 * Every number whole (RULES.md's totals as the table reads them): the longest
 * totals a long evening gives (tests/fixtures/e2e/longTotals.ts: −1 440, −960,
 * −33, −513, +120; settlement nets up to +3 446; money at 50 cents a point)
 * on every screen that shows a total, for 3, 4 and 5 players, at 320, 360 and
 * 430 px, in German and English, at the normal and at 130 % text size. Each
 * number's own text extent is measured against its card and its neighbours
 * (fit.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { launch, type Launched } from './harness';
import { importGame } from './settle';
import { tid } from './table';
import { cutNumbers, type Cut } from './fit';
import { inMoneyEvening, LONG_TOTALS, longGame } from '../fixtures/e2e/longTotals';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WIDTHS = [320, 360, 430];
const SIZES = ['100%', '130%'];

/** Measures the screen in every width, text size and both languages; returns what was cut. */
async function measure(page: Page, screen: string): Promise<(Cut & { at: string })[]> {
  const found: (Cut & { at: string })[] = [];
  for (const lang of ['de', 'en']) {
    for (const width of WIDTHS) {
      for (const size of SIZES) {
        await page.setViewportSize({ width, height: 740 });
        await page.evaluate((size) => (document.documentElement.style.fontSize = size), size);
        // Two frames: what reacts to the new size (a resize observer) has drawn.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        for (const cut of await cutNumbers(page)) {
          found.push({ ...cut, at: `${screen} ${lang} ${width}px ${size}` });
        }
      }
    }
    await tid(page, 'language').click();
  }
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await page.setViewportSize({ width: 360, height: 740 });
  return found;
}

describe('numbers are whole on every screen with a total', () => {
  for (const players of [3, 4, 5] as const) {
    test(`${players} players: game, settlement, evening, statistics`, async () => {
      app = await launch({ locale: 'de-DE' });
      const { page, baseURL } = app;
      await page.goto(baseURL + '/');
      const meta = inMoneyEvening(randomUUID(), 'Hütte', randomUUID());
      await importGame(page, 'long.json', { ...longGame(players), meta });
      for (let seat = 0; seat < players; seat++) {
        await expect
          .poll(() => tid(page, `total-${seat}`).getAttribute('data-value'))
          .toBe(String(LONG_TOTALS[seat]));
      }
      const cuts: (Cut & { at: string })[] = [];
      // The lazy chart has come.
      await page.locator('main svg').first().waitFor();
      cuts.push(...(await measure(page, 'game')));

      await tid(page, 'settle-now').click();
      await tid(page, 'net-0').waitFor();
      cuts.push(...(await measure(page, 'settle-now')));
      await tid(page, 'settle-confirm').click();
      await tid(page, 'next-game').waitFor();
      await page.getByText('Geld', { exact: false }).first().waitFor();
      cuts.push(...(await measure(page, 'settled')));

      await tid(page, 'open-evening').click();
      await tid(page, 'evening-net-0').waitFor();
      cuts.push(...(await measure(page, 'evening')));

      await tid(page, 'home').click();
      await tid(page, 'open-stats').click();
      await tid(page, 'stats-row').first().waitFor();
      await page.locator('main svg').first().waitFor();
      cuts.push(...(await measure(page, 'statistics')));

      expect(cuts).toEqual([]);
    }, 240_000);
  }
});
