import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { launch, screenshot, settled, type Launched } from './harness';
import { chooseImport, example, importGame, openSettings } from './settle';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * FORMAT.md "Names": 40 characters is the longest name. One with hyphens (a line may
 * break there) and two with no place to break at all.
 */
const LONG = [
  'Maximilian-Alexander-Theodor-Wolfgang-XA',
  'MaximilianAlexanderTheodorWolfgangXBBBBB',
  'ＭａｘｉｍｉｌｉａｎＡｌｅｘａｎｄｅｒＴｈｅｏｄｏｒＷｏｌｆｇａｎｇＸＣＣＣＣＣ',
];

/** The page is no wider than the 360 px phone it is shown on. */
async function fitsWidth(page: Page, screen: string): Promise<void> {
  await settled(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  // What sticks out, for the message: elements whose content overflows them.
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => !el.closest('svg') && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => getComputedStyle(el).overflowX === 'visible')
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`),
  );
  expect(width, `${screen} is ${width} px wide: ${wide.join(', ')}`).toBeLessThanOrEqual(360);
}

describe('names at the edges', () => {
  test('40-character names never widen the page on any screen', async () => {
    expect(LONG.every((name) => [...name].length === 40)).toBe(true);
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    const sessionId = randomUUID();
    const now = Date.UTC(2026, 10, 30, 20);
    const session = { id: sessionId, createdAt: now, updatedAt: now, date: '2026-11-30' };
    const game = await example('02-game-to-the-end');
    const meta = {
      spatz: {
        id: randomUUID(),
        sessionId,
        session: {
          ...session,
          place: 'Gasthof-zur-Post-am-Brenner-'.repeat(3),
          stakePerPoint: 0.05,
          coin: 0.1,
        },
      },
    };
    await importGame(page, 'long.json', { ...game, players: LONG, meta });

    // The game screen of a finished game: totals, the hand list and the settlement.
    await page.getByTestId('net-0').waitFor();
    await page.locator('section.settlement').filter({ hasText: 'In Geld' }).waitFor();
    expect(await page.locator('ul.totals').textContent()).toContain(LONG[0]);
    await fitsWidth(page, 'totals, hand list and settlement');
    await screenshot(page, 'edge-long-names-game');

    await page.getByTestId('open-evening').click();
    await page.getByTestId('evening-game-0').waitFor();
    await fitsWidth(page, 'evening');
    await screenshot(page, 'edge-long-names-evening');

    await page.goBack();
    await page.getByTestId('next-game').click();
    await page.getByTestId('player-name-0').waitFor();
    await expect.poll(() => page.getByTestId('player-name-0').inputValue()).toBe(LONG[0]);
    await fitsWidth(page, 'new-game form');
    await screenshot(page, 'edge-long-names-new-game');

    // The next game at the same table, and its hand entry (the declarer's buttons).
    await page.getByTestId('start-game').click();
    await page.getByTestId('add-hand').click();
    await page.getByTestId('declarer-0').waitFor();
    await fitsWidth(page, 'hand entry');
    await screenshot(page, 'edge-long-names-hand');
    await page.getByTestId('home').click();
    await fitsWidth(page, 'start');

    // The club's season of that evening: the names in its ranking and statistics.
    await page.getByTestId('open-season').click();
    await page.getByTestId('season-pick').selectOption('2026');
    await page.getByTestId('season-row').first().waitFor();
    await fitsWidth(page, 'club season');
    await screenshot(page, 'edge-long-names-club');
    await page.getByTestId('home').click();

    // A name of 1,000 characters is refused with the 40-character limit, in words that fit.
    await openSettings(page);
    await chooseImport(page, 'long.json', { ...game, players: ['Anna', 'Bert', 'x'.repeat(1000)] });
    const error = page.getByTestId('import-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('ist 1000 Zeichen lang; höchstens 40');
    expect(await page.getByTestId('import-confirm').count()).toBe(0);
    await fitsWidth(page, 'settings with the refusal');
  });

  test('"Bert <3" and "A>B" import and show as text', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    const game = {
      ...(await example('02-game-to-the-end')),
      players: ['Bert <3', 'A>B', '<b>C</b>'],
    };
    await importGame(page, 'markup.json', game);
    await page.getByTestId('total-0').waitFor();
    const totals = await page.locator('ul.totals').innerText();
    for (const name of ['Bert <3', 'A>B', '<b>C</b>']) expect(totals).toContain(name);
    expect(await page.locator('main b').count()).toBe(0);
  });
});
