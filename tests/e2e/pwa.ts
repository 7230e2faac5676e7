import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Hand } from '../../src/lib/rules';
import { enterHand, startGame, tid } from './table';
import { STORE_ALL, STORED } from '../../src/lib/offlineMessages';

/**
 * Waits until the service worker is active, i.e. it has installed and stored the app's shell
 * (src/sw.ts: a first install stores the shell alone). From then on a reload offline opens
 * the app; the screens and the rest may not be stored yet (`serviceWorkerReady`).
 */
export async function shellActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) return 'none';
    if (worker.state !== 'activated') {
      await new Promise<void>((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done()),
      );
    }
    return worker.scriptURL;
  });
}

/**
 * Waits until the service worker is active and has stored every file of the app: it is
 * asked to (as the app asks it, src/lib/offlineMessages.ts) and answers once all are in.
 * From then on the app opens with no network, every screen included.
 */
export async function serviceWorkerReady(page: Page): Promise<string> {
  const url = await shellActive(page);
  await page.evaluate(
    async ({ ask, stored }) => {
      const worker = (await navigator.serviceWorker.ready).active!;
      await new Promise<void>((done) => {
        const hear = (event: MessageEvent<{ type?: string } | null>) => {
          if (event.data?.type !== stored) return;
          navigator.serviceWorker.removeEventListener('message', hear);
          done();
        };
        navigator.serviceWorker.addEventListener('message', hear);
        worker.postMessage({ type: ask });
      });
    },
    { ask: STORE_ALL, stored: STORED },
  );
  return url;
}

/** A first hand everyone can check: Bert declares, one Spritzer, 67 points: (67 - 60) × 2 = 14. */
export const FIRST_HAND: Hand = {
  kind: 'played',
  declarer: 1,
  contract: 'hineinschauen',
  announced: 61,
  doublings: 1,
  declarerPoints: 67,
  declarerTricks: 'some',
};

/** Starts a 3-player game through the app and saves FIRST_HAND; returns the game's id. */
export async function saveAGame(page: Page): Promise<string> {
  await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
  await enterHand(page, FIRST_HAND, 0, 14);
  await expect.poll(() => tid(page, 'total-1').getAttribute('data-value')).toBe('14');
  const id = /#\/game\/([^/]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a game screen: ${page.url()}`);
  return decodeURIComponent(id);
}

/** The saved game is on screen (resumed from the start screen if the app opened there). */
export async function showsSavedGame(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="total-1"], [data-testid="resume-game"]');
  if ((await tid(page, 'resume-game').count()) > 0) await tid(page, 'resume-game').click();
  await expect.poll(() => tid(page, 'total-1').getAttribute('data-value')).toBe('14');
  await tid(page, 'hand-row-0').waitFor();
}

/** The app has booted: main.ts ran and App rendered something into #app. */
export async function appMounted(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(
    () => (document.getElementById('app')?.childElementCount ?? 0) > 0,
    null,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) === true;
}
