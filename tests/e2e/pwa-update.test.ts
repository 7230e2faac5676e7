import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { releaseOf } from './build';
import { launchChromium, type Launched } from './chromium';
import { screenshot, settled } from './harness';
import { appMounted, saveAGame, serviceWorkerReady, showsSavedGame } from './pwa';
import { tid } from './table';
import { serveStatic, type StaticServer } from './server';

declare global {
  interface Window {
    /** Settles once the app has been told of a waiting version (see below). */
    appHeardOfUpdate: Promise<void>;
  }
}

let builds: string;
let buildA: string;
let buildB: string;
let server: StaticServer;
let app: Launched;

const buildLabel = (page: Page): Promise<string | null> =>
  page.evaluate(
    () => document.querySelector('meta[name="spatz-build"]')?.getAttribute('content') ?? null,
  );

/** What a phone does when the app comes back from the background (pwa.svelte.ts listens). */
const returnToForeground = (page: Page): Promise<void> =>
  page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));

beforeAll(async () => {
  builds = await mkdtemp(join(tmpdir(), 'spatz-builds-'));
  // Two releases of the app, served one after the other from the same origin.
  buildA = await releaseOf(inject('distDir'), join(builds, 'A'), 'A');
  buildB = await releaseOf(inject('distDir'), join(builds, 'B'), 'B');
  server = await serveStatic(buildA);
  app = await launchChromium(server.url);
});

afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(builds, { recursive: true, force: true });
});

const newVersionWaiting = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting !== null && registration?.waiting !== undefined;
  });

describe('a new version', () => {
  test('waits while a hand is entered, is offered after, and applies only on tap', async () => {
    const { page } = app;
    await page.goto(`${server.url}/`);
    await serviceWorkerReady(page);
    // Opened again later (from the home screen): now the service worker serves the app.
    await page.reload();
    expect(await appMounted(page)).toBe(true);
    expect(await buildLabel(page)).toBe('A');
    await saveAGame(page);

    // Half-way through the next hand: Anna declares, 70 typed, not saved yet.
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-0').click();
    await tid(page, 'points-declarer').fill('70');

    await page.evaluate(() => {
      // workbox-window tells the app of a waiting version 200 ms after the new worker has
      // installed (its grace for a worker of another tab). A timer of the same length, set in
      // a later listener of the same statechange, fires after the app's: then the app knows.
      window.appHeardOfUpdate = navigator.serviceWorker.getRegistration().then(
        (registration) =>
          new Promise<void>((done) =>
            registration!.addEventListener('updatefound', () => {
              const worker = registration!.installing!;
              worker.addEventListener('statechange', () => {
                if (worker.state === 'installed') setTimeout(done, 200);
              });
            }),
          ),
      );
    });
    server.setRoot(buildB);
    const prompt = page.getByTestId('update-prompt');
    // The phone comes back to the foreground: the app looks for a new version and finds B.
    await returnToForeground(page);
    await expect.poll(() => newVersionWaiting(page), { timeout: 20_000 }).toBe(true);
    // ... but says nothing while the hand is being entered, and changes nothing.
    await page.evaluate(() => window.appHeardOfUpdate);
    await settled(page);
    expect(await prompt.count()).toBe(0);
    expect(await buildLabel(page)).toBe('A');
    expect(await tid(page, 'points-declarer').inputValue()).toBe('70');

    // The hand is saved as typed; back on the game screen the offer shows.
    await tid(page, 'save-hand').click();
    await tid(page, 'hand-row-1').waitFor();
    await prompt.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await prompt.textContent()).toContain('Neue Version verfügbar');
    expect(await tid(page, 'update-apply').textContent()).toContain('Aktualisieren');
    await screenshot(page, 'pwa-update-prompt');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'pwa-update-prompt-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Never by itself: the new version still waits, and build A is still shown, same totals.
    expect(await newVersionWaiting(page)).toBe(true);
    expect(await buildLabel(page)).toBe('A');
    expect(await tid(page, 'total-0').getAttribute('data-value')).toBe('10');

    // "Later" hides it; it comes back the next time the app returns to the foreground.
    await tid(page, 'update-later').click();
    await prompt.waitFor({ state: 'detached' });
    await returnToForeground(page);
    await prompt.waitFor({ state: 'visible', timeout: 20_000 });

    await Promise.all([page.waitForEvent('load'), tid(page, 'update-apply').click()]);
    expect(await appMounted(page)).toBe(true);
    expect(await buildLabel(page)).toBe('B');
    await showsSavedGame(page);
    expect(await tid(page, 'total-0').getAttribute('data-value')).toBe('10');
    expect(await prompt.count()).toBe(0);
  });
});
