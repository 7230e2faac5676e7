import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Route } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { messages as de } from '../../src/lib/i18n/de/all';
import { encodeFrames } from '../../src/lib/share';
import { DECODER_LOAD_MS } from '../../src/lib/state/scan.svelte';
import { launchChromium, type LaunchOptions } from './chromium';
import { screenshot } from './harness';
import { fakeCameraFile, fakeCameraFlags } from './fakeCamera';
import { appMounted, serviceWorkerReady } from './pwa';
import { serveStatic } from './server';
import { tid } from './table';
import { sentGame } from '../unit/share/games';
import { plain } from '../unit/plainText';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The decoder's two files (zxing.worker.ts and zxing-wasm's reader), as the build names them. */
const DECODER = /\/assets\/zxing(\.worker-[\w-]+\.js|_reader-[\w-]+\.wasm)$/;

/** A phone whose camera plays `codes`, a browser process of its own (the camera's flags). */
async function phone(baseURL: string, codes: string[], options: LaunchOptions = {}) {
  const args = fakeCameraFlags(await fakeCameraFile(codes));
  cleanups.push(() => rm(dirname(args[2]!.split('=')[1]!), { recursive: true }));
  const launched = await launchChromium(baseURL, { ...options, args });
  cleanups.push(launched.close);
  return launched;
}

/** A 40-hand game's QR frames, as the sending phone shows them. */
async function gameFrames(): Promise<string[]> {
  const { text, id } = sentGame('bauerntarock', 40);
  const rev = (JSON.parse(text) as { meta: { spatz: { sent: { rev: string } } } }).meta.spatz.sent
    .rev;
  return encodeFrames(text, { game: id, rev });
}

describe('the scanner on a first visit', () => {
  test('a decoder that cannot be fetched is said: the network, not the phone', async () => {
    // No service worker, so the routes see the decoder's requests; both are refused, as a
    // network that dropped before the service worker held them refuses them.
    const { page, context, baseURL } = await phone(inject('baseURL'), ['WIFI:S:Pub;T:WPA;P:x;;'], {
      serviceWorkers: 'block',
    });
    const refused: string[] = [];
    await context.route(DECODER, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    await page.goto(`${baseURL}/`);
    expect(await appMounted(page)).toBe(true);
    await tid(page, 'scan-qr').click();
    const problem = tid(page, 'scan-problem');
    // Before, the worker's failed script left the screen waiting for a first code for ever.
    await problem.waitFor({ timeout: 15_000 });
    expect(refused.length).toBeGreaterThan(0);
    // Online (the browser says so), yet the decoder did not load.
    expect(await problem.getAttribute('data-problem')).toBe('decoder');
    expect(await problem.innerText()).toContain(de.scanDecoderFailed);
    expect(await problem.innerText()).toContain(de.scanOtherWays);
    expect(await tid(page, 'scan-progress').count()).toBe(0);

    // The network gone too: "try again" says it is the network, and what to do.
    await context.setOffline(true);
    await tid(page, 'scan-retry').click();
    await expect
      .poll(() => problem.getAttribute('data-problem'), { timeout: 15_000 })
      .toBe('decoderOffline');
    const text = await problem.innerText();
    expect(text).toContain(de.scanDecoderOffline);
    expect(text).not.toContain(de.scanNoCamera);
    await screenshot(page, 'scan-decoder-offline');
  });

  test('a decoder whose wasm never answers is given up in words, and "try again" starts it', async () => {
    const { page, context, baseURL } = await phone(inject('baseURL'), ['WIFI:S:Pub;T:WPA;P:x;;'], {
      serviceWorkers: 'block',
    });
    // The wasm request is held, never answered nor failed: a connection that hangs.
    let hold = true;
    const held: Route[] = [];
    await context.route(/\/assets\/zxing_reader-[\w-]+\.wasm$/, (route) => {
      if (!hold) return route.continue();
      held.push(route);
    });
    // The page's clock is the test's: the limit is reached by jumping, not by waiting 10 s.
    await page.clock.install();
    await page.goto(`${baseURL}/`);
    expect(await appMounted(page)).toBe(true);
    await tid(page, 'scan-qr').click();
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);
    // Before, the screen stayed here for ever.
    const starting = page.getByText(de.scanStarting);
    expect(await starting.isVisible()).toBe(true);
    await page.clock.fastForward(DECODER_LOAD_MS - 1000);
    expect(await starting.isVisible()).toBe(true);
    expect(await tid(page, 'scan-problem').count()).toBe(0);
    await page.clock.fastForward(1000);
    const problem = tid(page, 'scan-problem');
    await problem.waitFor({ timeout: 5_000 });
    expect(await problem.getAttribute('data-problem')).toBe('decoderHung');
    const text = await problem.innerText();
    expect(text).toContain(de.scanDecoderHung);
    expect(text).not.toContain(de.scanNoCamera);
    expect(text).not.toContain(de.scanDecoderOffline);
    expect(await starting.count()).toBe(0);
    await screenshot(page, 'scan-decoder-hung');

    // The network answers again: "try again" loads the decoder and the camera reads.
    hold = false;
    await tid(page, 'scan-retry').click();
    await tid(page, 'scan-progress').waitFor({ timeout: 15_000 });
    expect(await problem.count()).toBe(0);
    expect(held).toHaveLength(1);
  });

  test('first visit, then offline with the server gone: the scanner reads a game without a reload', async () => {
    const server = await serveStatic(inject('distDir'));
    let serverOpen = true;
    cleanups.push(async () => {
      if (serverOpen) await server.close();
    });
    const profile = await mkdtemp(join(tmpdir(), 'spatz-scan-first-'));
    cleanups.push(() => rm(profile, { recursive: true, force: true }));
    const { page, context } = await phone(server.url, await gameFrames(), {
      userDataDir: profile,
    });
    await page.goto(`${server.url}/`);
    expect(await appMounted(page)).toBe(true);
    await serviceWorkerReady(page);
    // clientsClaim: this very page is the service worker's now, with no reload.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const seen = server.requests.length;
    await server.close();
    serverOpen = false;
    await context.setOffline(true);
    // From here on (the service worker's own install fetched them too, from the network).
    const decoder: { path: string; fromServiceWorker: boolean }[] = [];
    context.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (DECODER.test(path))
        decoder.push({ path, fromServiceWorker: response.fromServiceWorker() });
    });

    await tid(page, 'scan-qr').click();
    await page.waitForURL(/#\/receive$/, { timeout: 30_000 });
    expect(plain(await tid(page, 'receive-from').innerText())).toMatch(/Handy von Anna/);
    // The decoder's worker and wasm came from the precache, and nothing reached the server.
    expect(decoder.map((entry) => entry.path).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/zxing\.worker-/),
        expect.stringMatching(/zxing_reader-/),
      ]),
    );
    expect(decoder.filter((entry) => !entry.fromServiceWorker)).toEqual([]);
    expect(server.requests.length).toBe(seen);
  });
});
