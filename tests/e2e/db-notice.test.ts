import { expect, test } from 'vitest';
import { launch } from './harness';
import { startGame, tid } from './table';

/** Another tab opens the app's database at a newer schema version, as a new Spatz would. */
async function upgradeElsewhere(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((done) => {
        const request = indexedDB.open('spatz', 50);
        request.onupgradeneeded = () => request.result.createObjectStore('fromTheFuture');
        request.onsuccess = () => {
          request.result.close();
          done('upgraded');
        };
        request.onblocked = () => done('blocked');
      }),
  );
}

test('an old tab steps aside when another upgrades Spatz, and says so', async () => {
  const { page, context, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await expect.poll(() => tid(page, 'db-status').count()).toBe(0);

    const tab = await context.newPage();
    await tab.goto(baseURL + '/');
    expect(await upgradeElsewhere(tab)).toBe('upgraded');

    // The upgrade was not blocked: the old tab closed its connection and tells the person.
    await expect.poll(() => tid(page, 'db-status').getAttribute('data-status')).toBe('outdated');
    expect(await tid(page, 'db-status').innerText()).toMatch(/anderen Tab/);

    // Reloaded (on the game, as the address says), the old code meets a newer database:
    // it shows the game but writes nothing.
    await page.reload();
    await expect.poll(() => tid(page, 'db-status').getAttribute('data-status')).toBe('readOnly');
    await tid(page, 'total-0').waitFor();
  } finally {
    await close();
  }
});

test('the early open of index.html never blocks an upgrade, also on a screen that reads nothing first', async () => {
  const { page, context, baseURL, close } = await launch();
  try {
    // A database to open: the first visit makes it.
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    // Settings: no quick read takes over index.html's connection here.
    await page.goto(baseURL + '/#/settings');
    await page.reload();
    await tid(page, 'import-file').waitFor({ state: 'attached' });
    const tab = await context.newPage();
    await tab.goto(baseURL + '/#/settings');
    await tid(tab, 'import-file').waitFor({ state: 'attached' });
    expect(await upgradeElsewhere(tab)).toBe('upgraded');
    // ...and it leaves the page's own globals alone.
    expect(await tab.evaluate(() => typeof window.open)).toBe('function');
  } finally {
    await close();
  }
});
