/**
 * Figure (g) of scripts/bench.ts: the statistics screen's cold open offline, 250 evenings
 * and 10,000 hands stored, against the baseline page doing the same work
 * (bench/baseline/stats.ts). Measured as (b1) is (browser.ts): a new browser process on
 * the stored profile, offline, the service worker serving, timed from navigation start
 * until the first `stats-row` is on screen.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, type Launched } from '../../tests/e2e/chromium';
import type { StaticServer } from '../../tests/e2e/server';
import { MissingHook, startOnline, throttle, type ColdStart } from './browser';
import { median, type Figure } from './report';
import { STATS_EVENINGS, statsBackup } from './statsGames';

const ROW = '[data-testid="stats-row"]';
/** Where each page shows its table. */
export const STATS_PATH = { app: '/#/stats', baseline: '/stats.html' };

declare global {
  interface Window {
    benchStatsAt?: number;
  }
}

/** Runs before the page's scripts: notes when the first row of the table appears. */
const WATCH = `(() => {
  const observer = new MutationObserver(() => {
    if (window.benchStatsAt === undefined && document.querySelector(${JSON.stringify(ROW)})) {
      window.benchStatsAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function rowShown(page: Page, timeout: number): Promise<void> {
  try {
    await page.waitForSelector(ROW, { timeout });
  } catch {
    throw new MissingHook(`the page shows no ${ROW}`);
  }
}

/**
 * Stores the games in each profile (`stats-app`, `stats-baseline` under `profiles`): the
 * app through settings, importing them as one backup file, as a person would; the
 * baseline page by its `#seed`. Returns why the app could not be seeded, or ''.
 */
export async function seedStats(
  app: StaticServer,
  baseline: StaticServer,
  profiles: string,
): Promise<string> {
  const base = await startOnline(baseline.url, join(profiles, 'stats-baseline'));
  try {
    await base.page.goto(`${baseline.url}${STATS_PATH.baseline}#seed`);
    await rowShown(base.page, 120_000);
  } finally {
    await base.close();
  }
  let own: Launched | undefined;
  try {
    own = await startOnline(app.url, join(profiles, 'stats-app'), { asked: true });
    const { page } = own;
    await page.goto(`${app.url}/#/settings`);
    await page.setInputFiles('[data-testid="import-file"]', {
      name: `bench-${STATS_EVENINGS}-evenings.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(statsBackup())),
    });
    await page.click('[data-testid="import-confirm"]', { timeout: 120_000 });
    // The settings' live region says when the import is done.
    await page
      .getByRole('status')
      .filter({ hasText: /Importiert|Imported/ })
      .waitFor({ timeout: 180_000 });
    await page.goto(`${app.url}${STATS_PATH.app}`);
    await rowShown(page, 120_000);
    return '';
  } catch (error) {
    if (error instanceof MissingHook) return error.message;
    throw error;
  } finally {
    await own?.close();
  }
}

/** One cold open of `path`: a new browser process on the profile, offline, CPU throttled. */
export async function statsColdOpen(
  url: string,
  path: string,
  profile: string,
  rate: number,
): Promise<ColdStart> {
  const session = await launchChromium(url, { userDataDir: profile });
  try {
    await session.context.setOffline(true);
    await session.context.addInitScript(WATCH);
    await throttle(session, rate);
    await session.page.goto(`${url}${path}`, { waitUntil: 'commit' });
    const handle = await session.page.waitForFunction(() => window.benchStatsAt, null, {
      timeout: 120_000,
      polling: 50,
    });
    return { ms: Number(await handle.jsonValue()), loaded: [] };
  } finally {
    await session.close();
  }
}

export const STATS_OPEN_NOTE =
  '(g) the statistics screen (#/stats) against bench/baseline/stats.html (one read transaction over the evening, game and hand rows, each game folded with the engine, a table painted), 250 evenings and 10,000 hands stored in each; both offline, served by their service worker, a new browser process on the stored profile, timed from navigation start until the first stats-row shows';

/** (g) at each rate: `runs` cold opens of each page, interleaved; the medians. */
export async function statsOpenFigures(
  app: StaticServer,
  baseline: StaticServer,
  work: string,
  rates: readonly number[],
  runs: number,
): Promise<Figure[]> {
  console.log(`seeding ${STATS_EVENINGS} evenings (10,000 hands) into each ...`);
  const missing = await seedStats(app, baseline, work);
  const figures: Figure[] = [];
  for (const rate of rates) {
    console.log(`(g) statistics cold open offline at ${rate}x CPU throttle (${runs} each) ...`);
    const base: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Interleaved, so that a busy moment of the machine hits both alike.
      const profile = (name: string) => join(work, `stats-${name}`);
      base.push(
        (await statsColdOpen(baseline.url, STATS_PATH.baseline, profile('baseline'), rate)).ms,
      );
      if (missing) continue;
      own.push((await statsColdOpen(app.url, STATS_PATH.app, profile('app'), rate)).ms);
    }
    figures.push({
      label: `(g) statistics cold open offline, ${rate}x CPU`,
      unit: 'ms',
      app: missing || median(own),
      baseline: median(base),
      maxRatio: 1.5,
    });
  }
  return figures;
}
