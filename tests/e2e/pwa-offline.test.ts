import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Route } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './chromium';
import { launch, screenshot } from './harness';
import { appMounted, saveAGame, serviceWorkerReady, shellActive, showsSavedGame } from './pwa';
import { tid } from './table';
import { serveStatic, type StaticServer } from './server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('offline after one visit', () => {
  test('an offline reload, an offline start and an offline deep link open the saved game', async () => {
    const { context, page, baseURL, close } = await launch();
    cleanups.push(close);
    // Everything the app asks for, from any host, for the whole visit (service worker included).
    const elsewhere: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
    });
    await page.goto(`${baseURL}/`);
    expect(await appMounted(page)).toBe(true);
    expect(await serviceWorkerReady(page)).toBe(`${baseURL}/sw.js`);
    const gameId = await saveAGame(page);

    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await showsSavedGame(page);
    await screenshot(page, 'pwa-offline-reload');

    await page.goto(`${baseURL}/`);
    await showsSavedGame(page);

    // A bookmark or shared link into the app, with a path and a query, while the network is gone.
    const response = await page.goto(`${baseURL}/some/path?x=1#/game/${gameId}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await showsSavedGame(page);
    expect(elsewhere).toEqual([]);
  });

  test('with the server gone and the browser restarted it still opens the saved game', async () => {
    const server: StaticServer = await serveStatic(inject('distDir'));
    let serverOpen = true;
    cleanups.push(async () => {
      if (serverOpen) await server.close();
    });
    const profile = await mkdtemp(join(tmpdir(), 'spatz-restart-'));
    cleanups.push(() => rm(profile, { recursive: true, force: true }));

    // A process of its own: a persistent profile, reopened after a browser restart.
    const first = await launchChromium(server.url, { userDataDir: profile });
    await first.page.goto(`${server.url}/`);
    await serviceWorkerReady(first.page);
    const gameId = await saveAGame(first.page);
    const requestsBefore = server.requests.length;

    // Opened again online: nothing is asked of the server but the service worker's update check.
    await first.page.goto(`${server.url}/`);
    await showsSavedGame(first.page);
    const later = server.requests.slice(requestsBefore);
    expect(later.filter((path) => path !== '/sw.js')).toEqual([]);
    await first.close();

    await server.close();
    serverOpen = false;

    const second = await launchChromium(server.url, { userDataDir: profile });
    cleanups.push(second.close);
    await second.page.goto(`${server.url}/`);
    await showsSavedGame(second.page);
    await second.page.goto(`${server.url}/game/42?from=share#/game/${gameId}`);
    await showsSavedGame(second.page);
    await screenshot(second.page, 'pwa-server-gone');
  });

  test('a reload offline a moment after the first visit opens the app: the shell is stored first', async () => {
    const { context, page, baseURL, close } = await launch({ locale: 'de-AT' });
    cleanups.push(close);
    // A slow network: the biggest file (the QR decoder's wasm, about 950 KB) does not arrive
    // while the page is open. The first install does not wait for it, only for the shell.
    const held: Route[] = [];
    await context.route('**/assets/zxing_reader-*.wasm', (route) => void held.push(route));
    await page.goto(`${baseURL}/`);
    expect(await shellActive(page)).toBe(`${baseURL}/sw.js`);
    // The worker asked for the rest (the page's own start never loads the decoder).
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await tid(page, 'offline-preparing').waitFor();

    await context.setOffline(true);
    await page.reload();
    expect(await appMounted(page)).toBe(true);
    await tid(page, 'new-game').click();
    // The form's code was not stored yet: said in words, and loaded once the network is back.
    await tid(page, 'screen-failed').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/assets\/|\.js\b/);
    await context.setOffline(false);
    for (const route of held.splice(0)) await route.continue();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await tid(page, 'start-game').waitFor();
    expect(await serviceWorkerReady(page)).toBe(`${baseURL}/sw.js`);
  });
});
