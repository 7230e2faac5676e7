/**
 * The statistics on a phone of 360 px: the ranking's own columns (games, wins,
 * last places, net, money) are in view without swiping, the declarer's columns
 * and the evenings are in the details a tap away, and a table wider than the
 * screen says so. The regulars' evenings of tests/fixtures/e2e/stats.ts.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { launch, settled, type Launched } from './harness';
import { importGame } from './settle';
import { tid } from './table';
import { statsFiles } from '../fixtures/e2e/stats';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const day = (back: number) => {
  const date = new Date();
  date.setDate(date.getDate() - back);
  return date.toISOString().slice(0, 10);
};

/** Each shown column's place against the table's scroll box, and whether the box scrolls. */
function layout(page: Page) {
  return tid(page, 'stats-table').evaluate((box) => {
    const frame = box.getBoundingClientRect();
    const row = box.querySelector('[data-testid=stats-row]')!;
    const place = (stat: string) => {
      const cell = row.querySelector(`[data-stat="${stat}"]`) as HTMLElement | null;
      const rect = cell?.getBoundingClientRect();
      if (!rect || rect.width === 0) return 'hidden';
      return rect.left >= frame.left - 0.5 && rect.right <= frame.right + 0.5 ? 'in view' : 'off';
    };
    return {
      scrolls: box.scrollWidth > box.clientWidth + 1,
      columns: Object.fromEntries(
        ['games', 'wins', 'last', 'net', 'money', 'declared', 'made', 'rate', 'evenings'].map(
          (stat) => [stat, place(stat)],
        ),
      ),
    };
  });
}

test('the ranking fits 360 px; the rest is in the details; a wide table says it scrolls', async () => {
  app = await launch({ locale: 'de-DE' });
  const { page, baseURL } = app;
  await page.goto(baseURL + '/');
  for (const [i, file] of statsFiles(day(45), day(0)).entries()) {
    await importGame(page, `stats-${i + 1}.json`, file);
  }
  await page.goto(baseURL + '/#/');
  await tid(page, 'open-stats').click();
  await tid(page, 'stats-row').first().waitFor();

  for (let round = 0; round < 2; round++) {
    expect(await layout(page)).toEqual({
      scrolls: false,
      columns: {
        games: 'in view',
        wins: 'in view',
        last: 'in view',
        net: 'in view',
        money: 'in view',
        declared: 'hidden',
        made: 'hidden',
        rate: 'hidden',
        evenings: 'hidden',
      },
    });
    // Nothing to swipe: no note that says so.
    expect(await tid(page, 'stats-scroll-hint').isVisible()).toBe(false);
    await tid(page, 'language').click();
  }

  // The rest a tap away: as declarer, doubled hands in words, evenings.
  await page
    .locator('[data-testid=stats-row][data-player="Anna"] [data-testid=stats-player]')
    .click();
  const details = tid(page, 'stats-details');
  await details.waitFor();
  // Anna declared 5 and made 4 (tests/fixtures/e2e/stats.ts).
  expect(await details.locator('[data-stat=declared]').textContent()).toContain('4 von 5 gewonnen');
  const doubled = (await details.locator('[data-stat=doubled]').textContent()) ?? '';
  expect(doubled).toMatch(/^\s*(–|\d+ von \d+ gedoppelten Spielen gewonnen · \d+ %)\s*$/);
  expect(await details.textContent()).toContain('Abende');

  // At 320 px and 130 % text the table may be wider than the screen: then it says so.
  await page.setViewportSize({ width: 320, height: 740 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '130%'));
  await settled(page);
  const wide = await layout(page);
  expect(await tid(page, 'stats-scroll-hint').isVisible()).toBe(wide.scrolls);
  // Force a wide table (the declarer's columns shown): the note appears.
  await page.addStyleTag({ content: '.more { display: table-cell !important; }' });
  await settled(page);
  expect((await layout(page)).scrolls).toBe(true);
  await expect.poll(() => tid(page, 'stats-scroll-hint').isVisible()).toBe(true);
}, 180_000);
