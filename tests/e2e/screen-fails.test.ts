import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { launch, settled, type Launched } from './harness';
import { enterHand, startGame, tid } from './table';
import { FIRST_HAND } from './pwa';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const FAILED_DE = 'Diese Ansicht konnte nicht gezeigt werden';
const BROKEN_DE = 'Dieser Link ist kaputt';

/** How many rows each store of the app's database holds (what must survive a failed screen). */
function storedCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((done, fail) => {
        const open = indexedDB.open('spatz');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = Array.from(db.objectStoreNames);
          const tx = db.transaction(names, 'readonly');
          const counts: Record<string, number> = {};
          for (const name of names) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => {
            db.close();
            done(counts);
          };
        };
      }),
  );
}

/** Errors the page wrote to the console (what the failed screen reports once). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('a screen that always answers', () => {
  test('a link that does not decode says so, on a fresh tab, after a reload and by a hash change', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    for (const hash of ['#/receive/%E0%A4%A', '#/game/%ZZ']) {
      await page.goto(`${baseURL}/${hash}`);
      await expect.poll(() => tid(page, 'screen-failed').textContent()).toContain(BROKEN_DE);
      await page.reload();
      await expect.poll(() => tid(page, 'screen-failed').textContent()).toContain(BROKEN_DE);
    }
    // Reached by a hash change from the start screen.
    await tid(page, 'screen-failed-start').click();
    await tid(page, 'new-game').waitFor();
    await page.evaluate(() => (location.hash = '#/game/%ZZ'));
    await expect.poll(() => tid(page, 'screen-failed').textContent()).toContain(BROKEN_DE);
    await tid(page, 'screen-failed-start').click();
    await tid(page, 'new-game').waitFor();
  });

  // Every screen that loads on its own: its module is swapped for one that throws while it
  // renders (the test's network does it; nothing of it is in the app).
  const lazy: [string, string][] = [
    ['NewGameForm', '#/new'],
    ['Evening', '#/evening/s-1'],
    ['Settings', '#/settings'],
    ['Receive', '#/receive'],
    ['Players', '#/players'],
    ['Stats', '#/stats'],
    ['Scan', '#/scan'],
    ['ShowQr', '#/game/GAME/show'],
    ['HandEntry', '#/game/GAME/hand'],
  ];

  test('a screen that throws while it renders shows the message, keeps every draft and game, logs once', async () => {
    app = await launch({ locale: 'de-DE', serviceWorkers: 'block' });
    const { page, context, baseURL } = app;
    const errors = consoleErrors(page);
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await enterHand(page, FIRST_HAND, 0, 14);
    const gameId = decodeURIComponent(/#\/game\/([^/]+)/.exec(page.url())![1]!);
    // A half-entered hand: its draft must outlive every failed screen.
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-2').click();
    await tid(page, 'contract-hineinschauen').click();
    await expect.poll(() => storedCounts(page).then((counts) => counts.drafts)).toBe(1);
    const before = await storedCounts(page);

    let throwing = '';
    await context.route(/\/assets\/([A-Za-z]+)-[^/]*\.js$/, async (route) => {
      const name = /\/assets\/([A-Za-z]+)-/.exec(route.request().url())![1];
      if (name !== throwing) return route.continue();
      // A Svelte 5 component is a function of (anchor, props): this one throws when mounted.
      await route.fulfill({
        contentType: 'text/javascript',
        body: `export default function broken() { throw new Error('thrown by ${name}'); }`,
      });
    });
    for (const [name, hash] of lazy) {
      throwing = name;
      errors.length = 0;
      // A fresh page load, so the screen's module is fetched (and swapped) again.
      await page.goto('about:blank');
      await page.goto(`${baseURL}/${hash.replace('GAME', encodeURIComponent(gameId))}`);
      await expect
        .poll(() => tid(page, 'screen-failed').textContent(), { message: name })
        .toContain(FAILED_DE);
      // Logged, then two frames more for a second message to come (the console's messages
      // arrive in order with the page's answers, so none is still on its way after those).
      await expect
        .poll(() => errors.filter((text) => text.includes(`thrown by ${name}`)).length)
        .toBeGreaterThan(0);
      await settled(page);
      expect(
        errors.filter((text) => text.includes(`thrown by ${name}`)),
        `${name}: written to the console once`,
      ).toHaveLength(1);
      await tid(page, 'screen-failed-start').click();
      await tid(page, 'new-game').waitFor();
      expect(await storedCounts(page), `${name}: nothing stored is lost`).toEqual(before);
    }
  }, 240_000);

  test('the start and game screens, thrown by a stored game they cannot show, show the message', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    const errors = consoleErrors(page);
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    const gameId = decodeURIComponent(/#\/game\/([^/]+)/.exec(page.url())![1]!);
    const before = await storedCounts(page);

    // Data no write of the app makes (a broken tool, a bug): names that are no list.
    await changeGameRow(page, gameId, { players: 7 });
    errors.length = 0;
    await page.evaluate(() => (location.hash = '#/'));
    await expect.poll(() => tid(page, 'screen-failed').textContent()).toContain(FAILED_DE);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    await settled(page);
    expect(errors, 'the start screen: written to the console once').toHaveLength(1);
    expect(await storedCounts(page)).toEqual(before);

    // A copy sent at a time no clock shows (past the last date JavaScript knows).
    await changeGameRow(page, gameId, {
      players: ['Anna', 'Bert', 'Chris'],
      copy: { from: 'Xav', sentAt: 9e15, receivedAt: 9e15 },
    });
    errors.length = 0;
    // A fresh load (a hash change alone would keep the game read before).
    await page.goto('about:blank');
    await page.goto(`${baseURL}/#/game/${encodeURIComponent(gameId)}`);
    await expect.poll(() => tid(page, 'screen-failed').textContent()).toContain(FAILED_DE);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    await settled(page);
    expect(errors, 'the game screen: written to the console once').toHaveLength(1);
    expect(await storedCounts(page)).toEqual(before);
    await tid(page, 'screen-failed-start').click();
    await tid(page, 'new-game').waitFor();
  }, 120_000);
});

/** Writes fields into a stored game row behind the app's back. */
function changeGameRow(page: Page, id: string, fields: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ([id, fields]) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('spatz');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('games', 'readwrite');
          const store = tx.objectStore('games');
          const get = store.get(id);
          get.onsuccess = () => store.put({ ...get.result, ...fields });
          tx.oncomplete = () => {
            db.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    [id, fields] as const,
  );
}
