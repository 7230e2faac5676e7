import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './build';
import { launchChromium, type Launched } from './chromium';
import { screenshot } from './harness';
import { appMounted, readProbe, serviceWorkerReady, writeProbe } from './pwa';
import { serveStatic, type StaticServer } from './server';

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
  buildA = await buildApp(join(builds, 'A'), 'A');
  buildB = await buildApp(join(builds, 'B'), 'B');
  server = await serveStatic(buildA);
  app = await launchChromium(server.url);
});

afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(builds, { recursive: true, force: true });
});

describe('a new version (issue 5)', () => {
  test('is offered, waits for a tap, keeps what was typed, and applies only on tap', async () => {
    const { page } = app;
    await page.goto(`${server.url}/`);
    await serviceWorkerReady(page);
    // Opened again later (from the home screen): now the service worker serves the app.
    await page.reload();
    expect(await appMounted(page)).toBe(true);
    expect(await buildLabel(page)).toBe('A');
    await writeProbe(page, 'Spiel läuft');

    // Something typed and not yet saved: a reload would wipe this field and this flag.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'half-entered';
      document.body.append(field);
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.fill('#half-entered', '67');

    server.setRoot(buildB);
    const prompt = page.getByTestId('update-prompt');
    // The browser itself looks for a new sw.js only on navigation; nothing happens meanwhile.
    await page.waitForTimeout(500);
    expect(await prompt.count()).toBe(0);

    await returnToForeground(page);
    await prompt.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await prompt.textContent()).toContain('Neue Version verfügbar');
    expect(await page.getByTestId('update-apply').textContent()).toContain('Aktualisieren');
    await screenshot(page, 'pwa-update-prompt');

    // Never by itself: still build A, same document, the typed value still there.
    await page.waitForTimeout(2_000);
    expect(await buildLabel(page)).toBe('A');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await page.inputValue('#half-entered')).toBe('67');

    // "Later" hides it; it comes back the next time the app returns to the foreground.
    await page.getByTestId('update-later').click();
    await prompt.waitFor({ state: 'detached' });
    await returnToForeground(page);
    await prompt.waitFor({ state: 'visible', timeout: 20_000 });

    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-apply').click()]);
    expect(await appMounted(page)).toBe(true);
    expect(await buildLabel(page)).toBe('B');
    expect(await readProbe(page)).toBe('Spiel läuft');
    expect(await prompt.count()).toBe(0);
  });
});
