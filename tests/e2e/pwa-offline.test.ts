import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './chromium';
import { launch, screenshot } from './harness';
import { appMounted, readProbe, serviceWorkerReady, writeProbe } from './pwa';
import { serveStatic, type StaticServer } from './server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('offline after one visit (issue 5)', () => {
  test('an offline reload and an offline deep link open the app with its saved data', async () => {
    const { context, page, baseURL, close } = await launch();
    cleanups.push(close);
    await page.goto(`${baseURL}/`);
    expect(await appMounted(page)).toBe(true);
    expect(await serviceWorkerReady(page)).toBe(`${baseURL}/sw.js`);
    await writeProbe(page, 'Abend im Gasthof');

    await context.setOffline(true);
    await page.reload();
    expect(await appMounted(page)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await readProbe(page)).toBe('Abend im Gasthof');
    await screenshot(page, 'pwa-offline-reload');

    // A bookmark or shared link into the app, with a query, while the network is gone.
    const response = await page.goto(`${baseURL}/some/path?x=1`);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await appMounted(page)).toBe(true);
    expect(await readProbe(page)).toBe('Abend im Gasthof');
  });

  test('with the server gone and the browser restarted it still opens with the data', async () => {
    const server: StaticServer = await serveStatic(inject('distDir'));
    let serverOpen = true;
    cleanups.push(async () => {
      if (serverOpen) await server.close();
    });
    const profile = await mkdtemp(join(tmpdir(), 'spatz-restart-'));
    cleanups.push(() => rm(profile, { recursive: true, force: true }));

    const first = await launchChromium(server.url, { userDataDir: profile });
    await first.page.goto(`${server.url}/`);
    expect(await appMounted(first.page)).toBe(true);
    await serviceWorkerReady(first.page);
    await writeProbe(first.page, 'Hütte, dritter Abend');
    const requestsAfterFirstVisit = server.requests.length;

    // A second online visit asks the server for nothing but the service worker's update check.
    await first.page.reload();
    expect(await appMounted(first.page)).toBe(true);
    const later = server.requests.slice(requestsAfterFirstVisit);
    expect(later.filter((path) => path !== '/sw.js')).toEqual([]);
    await first.close();

    await server.close();
    serverOpen = false;

    const second = await launchChromium(server.url, { userDataDir: profile });
    cleanups.push(second.close);
    await second.page.goto(`${server.url}/`);
    expect(await appMounted(second.page)).toBe(true);
    expect(await readProbe(second.page)).toBe('Hütte, dritter Abend');
    await second.page.goto(`${server.url}/game/42?from=share`);
    expect(await appMounted(second.page)).toBe(true);
    await screenshot(second.page, 'pwa-server-gone');
  });
});
