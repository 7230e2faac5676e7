import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { encodeLink } from '../../src/lib/share';
import { launch, screenshot, settled, type Launched } from './harness';
import { namesNotWhole } from './looks';
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
    // The name of 40 letters with no place to break: cut short with "…", whole in a title.
    expect((await namesNotWhole(page, LONG[1]!)).faults).toEqual([]);
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

  test('on a phone of 320 px a long name wraps between its words and a word longer than its line is cut short with "…", whole in a title: import, receive, hand entry, start, players', async () => {
    const word = 'Wolfgangamadeusmozartxyz';
    expect(word).toHaveLength(24);
    const names = ['Bartholomäus-Maximilian', word, 'Anna'];
    app = await launch({ locale: 'de-DE', viewport: { width: 320, height: 740 } });
    const { page, baseURL } = app;
    /** Each name shown somewhere on the screen, and whole wherever it is. */
    const whole = async (screen: string) => {
      await settled(page);
      for (const name of names.slice(0, 2)) {
        const { seen, faults } = await namesNotWhole(page, name);
        expect(seen, `${name} on ${screen}`).toBeGreaterThan(0);
        expect(faults, screen).toEqual([]);
      }
    };
    const game = { ...(await example('02-game-to-the-end')), players: names };
    const now = Date.UTC(2026, 10, 30, 20);
    const sessionId = randomUUID();
    const session = { id: sessionId, createdAt: now, updatedAt: now, date: '2026-11-30' };
    const meta = (id: string) => ({
      spatz: {
        id,
        sessionId,
        createdAt: now,
        updatedAt: now,
        session: { ...session, place: word },
        sent: { rev: 'rev-1', from: word, at: now },
      },
    });

    // A link from the 24-letter name's phone: the preview names the sender and the players.
    const sent = JSON.stringify({
      format: 'bauerntarock-game',
      version: 1,
      ...game,
      meta: meta(randomUUID()),
    });
    await page.goto(await encodeLink(sent, `${baseURL}/`));
    await page.getByTestId('import-preview').waitFor();
    await whole('receive');
    await screenshot(page, 'edge-names-320-receive');

    await page.goto(baseURL + '/');
    await openSettings(page);
    await chooseImport(page, 'names.json', { ...game, meta: meta(randomUUID()) });
    await page.getByTestId('import-preview').filter({ hasText: word }).waitFor();
    await whole('import preview');
    await page.getByTestId('import-confirm').click();
    await page.getByTestId('game-status').waitFor();

    // The next game at the same table and its hand entry: the dealer's line, the buttons.
    await page.getByTestId('next-game').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('add-hand').click();
    await page.getByTestId('declarer-0').waitFor();
    await whole('hand entry');
    await screenshot(page, 'edge-names-320-hand');
    await page.getByTestId('home').click();
    await page.getByTestId('resume-game').waitFor();
    await whole('start');
    await page.getByTestId('open-players').click();
    await page.getByTestId('players-row').first().waitFor();
    await whole('players');
    await screenshot(page, 'edge-names-320-players');
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
