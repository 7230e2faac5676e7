/**
 * The browser sessions of scripts/bench.ts that are not single timings: storing the
 * 1,000-hand games, and a page kept open to save hands one by one (figure (c)).
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
  type SaveTiming,
  startOnline,
  throttle,
} from './browser';
import { longGame } from './games';

/**
 * Seeds the baseline's game of `hands` rows and the app's `hands`-hand game, each in its own
 * profile under `profiles` (`{prefix}baseline`, `{prefix}app`). Returns why the app could not
 * be seeded, or ''.
 */
export async function seed(
  app: StaticServer,
  baseline: StaticServer,
  profiles: string,
  hands: number,
  prefix = '',
): Promise<string> {
  const base = await startOnline(baseline.url, join(profiles, `${prefix}baseline`));
  await base.page.goto(`${baseline.url}/?seed=${hands}`);
  await base.page.waitForSelector(HOOKS.total(0));
  await base.close();
  const own = await startOnline(app.url, join(profiles, `${prefix}app`), { asked: true });
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
 * Saves `steps` hands into the app's game on `profile` through its screens, unthrottled: an
 * import ends the undo history, and (c) is measured with a full one (the baseline page seeds
 * its undo records itself).
 */
export async function fillHistory(url: string, profile: string, steps: number): Promise<void> {
  const saver = await openSaver(url, profile, true, 1);
  try {
    for (let i = 0; i < steps; i++) await saver.save();
  } finally {
    await saver.close();
  }
}

/** A page open offline with its totals on screen, ready to save hands (figure (c)). */
export interface Saver {
  /** Saves one hand, timed from the tap on save until the hand shows. */
  save(): Promise<SaveTiming>;
  close(): Promise<void>;
}

/** (c) Opens a profile (offline unless `online`) with its totals on screen, CPU throttled by `rate`. */
export async function openSaver(
  url: string,
  profile: string,
  isApp: boolean,
  rate: number,
  online = false,
): Promise<Saver> {
  // A phone's touch screen: the app's entry is filled by taps (browser.ts `enterHand`).
  const session = await launchChromium(url, { userDataDir: profile, hasTouch: true });
  try {
    const { page, context } = session;
    // Offline, as at a table in a hut; online only where a club's server takes the pushes.
    if (!online) await context.setOffline(true);
    await page.goto(`${url}/`);
    if (isApp) await page.tap(HOOKS.resume);
    await page.waitForSelector(HOOKS.total(0));
    // The start's own deferred work (the rest of the list, the database code) done first.
    await page.waitForTimeout(1_000);
    await throttle(session, rate);
  } catch (error) {
    await session.close();
    throw error;
  }
  const { page } = session;
  return {
    async save() {
      const before = await page.getAttribute(HOOKS.total(0), 'data-value');
      if (isApp) await enterHand(page, 0);
      const timing = await saveToShown(page, 0, before);
      // What a save leaves for later (idle work) is not billed to the next one.
      await page.waitForTimeout(200 * rate);
      return timing;
    },
    close: () => session.close(),
  };
}
