import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, type Launched } from './chromium';
import { fakeCameraFlags } from './fakeCamera';
import { serviceWorkerReady } from './pwa';
import { readQrCodes } from './qrRead';
import { serveStatic } from './server';
import { tid } from './table';

/**
 * Helpers of the whole transfer between two browsers: the sender's own frames read off
 * its screen, a fake camera made of them, and a receiving browser that is offline with
 * its server gone.
 */
const run = promisify(execFile);

/** The fake camera's picture (Chromium plays the y4m in a loop) and its pace. */
export const CAMERA_FPS = 5;
const WIDTH = 640;
const HEIGHT = 480;

/** A frame's number and count, from its text (`SPATZ:1:<game>:<rev>:<n>/<count>:...`). */
function frameNumber(text: string): { index: number; count: number } | undefined {
  const match = /^SPATZ:\d+:[^:]*:[^:]*:(\d+)\/(\d+):/.exec(text);
  return match ? { index: Number(match[1]) - 1, count: Number(match[2]) } : undefined;
}

export interface ShownFrames {
  /** Each frame as the sender drew it, a PNG screenshot of `qr-frame`, by frame number. */
  pngs: Buffer[];
  /** The texts a decoder reads from them, by frame number. */
  texts: string[];
}

/**
 * Screenshots the sender's `qr-frame` until every frame of the loop was caught. Which frame
 * a shot shows is read from the shot itself (the loop may move between `data-index` and
 * the shot), and must agree with `data-frames`.
 */
export async function captureFrames(page: Page): Promise<ShownFrames> {
  const frame = tid(page, 'qr-frame');
  await frame.waitFor();
  const count = Number(await frame.getAttribute('data-frames'));
  const pngs: Buffer[] = [];
  const texts: string[] = [];
  for (let shot = 0; shot < count * 12 && pngs.filter(Boolean).length < count; shot++) {
    const png = await frame.screenshot();
    const [text] = await readQrCodes(png);
    const number = text === undefined ? undefined : frameNumber(text);
    if (!number || number.count !== count) continue;
    pngs[number.index] ??= png;
    texts[number.index] ??= text!;
  }
  if (pngs.filter(Boolean).length !== count) throw new Error(`caught only some of ${count} frames`);
  return { pngs, texts };
}

/**
 * A y4m for Chromium's fake camera showing `pictures` (PNGs) in order, one a video frame at
 * CAMERA_FPS, each scaled up whole (nearest neighbour, as a camera close to the screen sees
 * it) and set on white. Returns the file and a way to delete it.
 */
export async function cameraFile(
  pictures: Buffer[],
): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'spatz-transfer-camera-'));
  for (const [n, png] of pictures.entries()) {
    await writeFile(join(dir, `frame${String(n).padStart(3, '0')}.png`), png);
  }
  const file = join(dir, 'camera.y4m');
  const side = HEIGHT - 40;
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-framerate',
    String(CAMERA_FPS),
    '-i',
    join(dir, 'frame%03d.png'),
    '-vf',
    `scale=${side}:${side}:flags=neighbor,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p`,
    '-r',
    String(CAMERA_FPS),
    file,
  ]);
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Every request of `context` that goes anywhere but `origin` (data: and blob: are local). */
export function watchOtherHosts(context: BrowserContext, origin: string): string[] {
  const elsewhere: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  return elsewhere;
}

export interface Receiver {
  /** The origin the app was first visited at; its server is gone by now. */
  origin: string;
  profile: string;
  /** Opens the receiving browser again, offline, its camera playing `camera`. */
  open(camera: string): Promise<Launched & { elsewhere: string[] }>;
  remove(): Promise<void>;
}

/**
 * A receiving phone: one visit to the app served from `distDir` (the service worker
 * precaches it all), then the server is stopped. Every later launch is offline.
 */
export async function receiver(distDir: string, locale = 'de-DE'): Promise<Receiver> {
  const server = await serveStatic(distDir);
  const profile = await mkdtemp(join(tmpdir(), 'spatz-transfer-b-'));
  try {
    // A process of its own: a persistent profile, reopened after a browser restart.
    const first = await launchChromium(server.url, { userDataDir: profile, locale });
    await first.page.goto(`${server.url}/`);
    await serviceWorkerReady(first.page);
    await first.close();
  } finally {
    await server.close();
  }
  return {
    origin: server.url,
    profile,
    async open(camera) {
      const launched = await launchChromium(server.url, {
        userDataDir: profile,
        locale,
        args: fakeCameraFlags(camera),
      });
      const elsewhere = watchOtherHosts(launched.context, server.url);
      await launched.context.setOffline(true);
      return { ...launched, elsewhere };
    },
    remove: () => rm(profile, { recursive: true, force: true }),
  };
}

/** Runs in the page: every "received of total" the scan progress shows, in order. */
export function recordProgress(): void {
  const seen: string[] = [];
  (globalThis as { progress?: string[] }).progress = seen;
  new MutationObserver(() => {
    const shown = document.querySelector('[data-testid="scan-progress"]');
    if (!shown) return;
    const step = `${shown.getAttribute('data-received')} of ${shown.getAttribute('data-total')}`;
    if (seen.at(-1) !== step) seen.push(step);
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** The progress steps recorded in the page, the waiting "0 of 0" left out. */
export async function progressSteps(page: Page): Promise<string[]> {
  const steps = await page.evaluate(() => (globalThis as { progress?: string[] }).progress);
  return (steps ?? []).filter((step) => !step.endsWith(' of 0'));
}
