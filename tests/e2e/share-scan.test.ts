import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { messages as de } from '../../src/lib/i18n/de/all';
import { encodeFrames } from '../../src/lib/share';
import { shareRefusalKey } from '../../src/lib/view/shareRefusal';
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

interface SentFile {
  players: string[];
  hands: { kind: string }[];
  meta: { spatz: { sent: { rev: string } } };
}

/** A game of `hands` hands as the sending phone exports it: its file and its QR frames. */
async function sentFrames(hands: number): Promise<{ file: SentFile; frames: string[] }> {
  const { text, id } = sentGame('bauerntarock', hands);
  const file = JSON.parse(text) as SentFile;
  return { file, frames: await encodeFrames(text, { game: id, rev: file.meta.spatz.sent.rev }) };
}

/** A game of `hands` hands as the sending phone exports it, in its QR frames. */
async function gameFrames(hands: number): Promise<string[]> {
  return (await sentFrames(hands)).frames;
}

/** The Wi-Fi code on the pub's wall: a QR code, but not one of Spatz's. */
const WIFI = 'WIFI:S:Pub;T:WPA;P:x;;';

/** A browser whose camera plays `codes`; every request to another host is recorded. */
async function withCamera(baseURL: string, codes: string[] | null, options: LaunchOptions = {}) {
  const args = codes
    ? fakeCameraFlags(await fakeCameraFile(codes))
    : ['--use-fake-ui-for-media-stream'];
  if (codes) cleanups.push(() => rm(dirname(args[2]!.split('=')[1]!), { recursive: true }));
  const launched = await launchChromium(baseURL, { ...options, args });
  cleanups.push(launched.close);
  const elsewhere = watchOtherHosts(launched.context, baseURL);
  return { ...launched, elsewhere };
}

function watchOtherHosts(context: BrowserContext, baseURL: string): string[] {
  const elsewhere: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  return elsewhere;
}

/** Runs in the page: every "received of total" the progress shows, in order. */
function recordProgress(): void {
  const seen: string[] = [];
  (globalThis as { progress?: string[] }).progress = seen;
  new MutationObserver(() => {
    const shown = document.querySelector('[data-testid="scan-progress"]');
    if (!shown) return;
    const step = `${shown.getAttribute('data-received')} of ${shown.getAttribute('data-total')}`;
    if (seen.at(-1) !== step) seen.push(step);
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** The scanner, opened the way a person opens it: from the start screen. */
async function openScanner(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/`);
  expect(await appMounted(page)).toBe(true);
  await tid(page, 'scan-qr').click();
  await tid(page, 'scan-progress').waitFor();
}

describe('receiving a game through the camera', () => {
  test('the frames count up in any order and the receive screen opens with the camera off', async () => {
    const { file, frames } = await sentFrames(40);
    expect(frames.length).toBeGreaterThan(1);
    // Shown out of order, the way a camera may join a loop halfway.
    const order = [...frames.slice(1), frames[0]!];
    const { page, baseURL, elsewhere } = await withCamera(inject('baseURL'), order);
    await page.addInitScript(recordProgress);
    await openScanner(page, baseURL);
    // The camera is on while the frames come in.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const stream = document.querySelector('video')?.srcObject;
          return stream instanceof MediaStream ? stream.getTracks().length : 0;
        }),
      )
      .toBeGreaterThan(0);
    await page.waitForURL(/#\/receive$/, { timeout: 30_000 });
    // The scan screen is gone, and with it the camera picture.
    expect(await page.locator('video').count()).toBe(0);
    // "1 of n", "2 of n", ...: each frame counted once. The last one opens the receive
    // screen at once, so "n of n" may never be painted.
    const steps = await page.evaluate(() => (globalThis as { progress?: string[] }).progress);
    const n = frames.length;
    const counted = (steps ?? []).filter((step) => !step.endsWith(' of 0'));
    const upTo = (k: number) => Array.from({ length: k }, (_, i) => `${i + 1} of ${n}`);
    expect([upTo(n - 1), upTo(n)]).toContainEqual(counted);
    // The receive screen shows what came: whose phone, a new copy, the game and its evening.
    expect(plain(await tid(page, 'receive-from').innerText())).toMatch(/Handy von Anna/);
    expect(await tid(page, 'receive-action').getAttribute('data-action')).toBe('new');
    const preview = plain(await tid(page, 'import-preview').innerText());
    // The preview counts played hands; a redeal has no number.
    const played = file.hands.filter((hand) => hand.kind === 'played').length;
    // What travels is the evening (FORMAT.md "Between phones"): its line, then the game.
    expect(preview).toContain('Abend vom 27.11.2026, Gasthof Post: 1 Partie');
    const game = await tid(page, 'receive-game').innerText();
    expect(game).toContain(`Bauerntarock · ${played} Spiele`);
    expect(game).toContain(file.players.join(', '));
    expect(await tid(page, 'import-confirm').isEnabled()).toBe(true);
    expect(elsewhere).toEqual([]);
  });

  test('the pub’s Wi-Fi code is refused with a message, and scanning goes on', async () => {
    const { page, baseURL, elsewhere } = await withCamera(inject('baseURL'), [WIFI]);
    await openScanner(page, baseURL);
    const refused = tid(page, 'scan-refused');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.getAttribute('data-reason')).toBe('notSpatz');
    const text = de[shareRefusalKey('notSpatz')];
    expect(text.length).toBeGreaterThan(10);
    expect(await refused.innerText()).toContain(text);
    expect(await tid(page, 'scan-progress').getAttribute('data-received')).toBe('0');
    await screenshot(page, 'share-scan-foreign');

    // Cancel: the camera goes off and the start screen is back.
    await page.evaluate(() => {
      const stream = document.querySelector('video')?.srcObject;
      (globalThis as { tracks?: MediaStreamTrack[] }).tracks =
        stream instanceof MediaStream ? stream.getTracks() : [];
    });
    await tid(page, 'scan-cancel').click();
    await tid(page, 'new-game').waitFor();
    const states = await page.evaluate(() =>
      ((globalThis as { tracks?: MediaStreamTrack[] }).tracks ?? []).map((t) => t.readyState),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'ended')).toBe(true);
    expect(elsewhere).toEqual([]);
  });

  test('with no camera it says so, with the other ways in', async () => {
    const { page, baseURL } = await withCamera(inject('baseURL'), null);
    await page.goto(`${baseURL}/`);
    await tid(page, 'scan-qr').click();
    const problem = tid(page, 'scan-problem');
    await problem.waitFor({ timeout: 15_000 });
    expect(await problem.getAttribute('data-problem')).toBe('noCamera');
    expect(await problem.innerText()).toContain(de.scanNoCamera);
    expect(await problem.innerText()).toContain(de.scanOtherWays);
    await screenshot(page, 'share-scan-no-camera');
    await tid(page, 'scan-import-file').click();
    await page.waitForURL(/#\/settings$/);
  });

  test('offline, with the server gone, after one visit: the decoder is precached and reads the frames', async () => {
    const server = await serveStatic(inject('distDir'));
    let serverOpen = true;
    cleanups.push(async () => {
      if (serverOpen) await server.close();
    });
    const profile = await mkdtemp(join(tmpdir(), 'spatz-scan-offline-'));
    cleanups.push(() => rm(profile, { recursive: true, force: true }));

    // One visit, without ever opening the scanner: the service worker precaches it all.
    // A process of its own: a persistent profile, reopened after a browser restart.
    const first = await launchChromium(server.url, { userDataDir: profile });
    await first.page.goto(`${server.url}/`);
    await serviceWorkerReady(first.page);
    await first.close();
    await server.close();
    serverOpen = false;

    const frames = await gameFrames(40);
    const { page, context, elsewhere } = await withCamera(server.url, [...frames, WIFI], {
      userDataDir: profile,
    });
    await context.setOffline(true);
    await openScanner(page, server.url);
    await page.waitForURL(/#\/receive$/, { timeout: 30_000 });
    expect(elsewhere).toEqual([]);
  });
});
