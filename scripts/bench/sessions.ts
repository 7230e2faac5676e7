/**
 * The browser sessions of scripts/bench.ts that are not single timings: storing the
 * 1,000-hand games, and saving hands one by one (figure (c)).
 */
import { join } from 'node:path';
import { launchChromium } from '../../tests/e2e/chromium';
import type { StaticServer } from '../../tests/e2e/server';
import {
  enterHand,
  HOOKS,
  importIntoApp,
  MissingHook,
  saveToShown,
  startOnline,
  throttle,
} from './browser';
import { longGame } from './games';
import { median } from './report';

/**
 * Seeds the baseline's game of `hands` rows and the app's `hands`-hand game, each in its own
 * profile under `profiles` (`baseline`, `app`). Returns why the app could not be seeded, or ''.
 */
export async function seed(
  app: StaticServer,
  baseline: StaticServer,
  profiles: string,
  hands: number,
): Promise<string> {
  const base = await startOnline(baseline.url, join(profiles, 'baseline'));
  await base.page.goto(`${baseline.url}/?seed=${hands}`);
  await base.page.waitForSelector(HOOKS.total(0));
  await base.close();
  const own = await startOnline(app.url, join(profiles, 'app'));
  try {
    const file = JSON.stringify(longGame(hands));
    await importIntoApp(own.page, `bench-${hands}.json`, file);
    return '';
  } catch (error) {
    if (error instanceof MissingHook) return error.message;
    throw error;
  } finally {
    await own.close();
  }
}

/**
 * (c) Opens a profile offline with its totals on screen, CPU throttled by `rate`, then saves
 * `runs` hands one by one; the median ms from the tap on save until the hand shows.
 */
export async function saves(
  url: string,
  profile: string,
  isApp: boolean,
  rate: number,
  runs: number,
): Promise<number> {
  const session = await launchChromium(url, { userDataDir: profile });
  try {
    const { page, context } = session;
    await context.setOffline(true);
    await page.goto(`${url}/`);
    if (isApp) await page.click(HOOKS.resume);
    await page.waitForSelector(HOOKS.total(0));
    // The start's own deferred work (the rest of the list, the database code) done first.
    await page.waitForTimeout(1_000);
    await throttle(session, rate);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const before = await page.getAttribute(HOOKS.total(0), 'data-value');
      if (isApp) await enterHand(page, 0);
      times.push(await saveToShown(page, 0, before));
      // What a save leaves for later (idle work) is not billed to the next one.
      await page.waitForTimeout(200 * rate);
    }
    return median(times);
  } finally {
    await session.close();
  }
}
