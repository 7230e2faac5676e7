/**
 * Figure (i) of scripts/bench.ts, nothing blocks the table: a new browser process opens the
 * 1,000-hand game offline, and once it has settled a hand is saved into it, CPU throttled;
 * a PerformanceObserver for long tasks (over 50 ms) notes every task that held the main
 * thread, against the baseline page doing the same. The entry of the hand (the app's form)
 * is not counted: the baseline has none.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { enterHand, HOOKS, offline, saveToShown, throttle } from './browser';
import { median, type Figure } from './report';

/** The ms after the totals showed, and after the save showed, in which the page finishes its deferred work. */
const SETTLE_MS = 3_000;

declare global {
  interface Window {
    /** [startTime, duration] of every long task of the document (set by LONG_TASKS). */
    benchLongTasks?: [number, number][];
  }
}

/** Runs before the page's own scripts; `buffered` also brings tasks from before it observed. */
const LONG_TASKS = `(() => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface Blocking {
  /** The longest task, ms. */
  longest: number;
  /** Total blocking time: each long task's time past 50 ms, summed. */
  blocking: number;
}

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** One open and save on a copy of `profile`, its long tasks in the open's and the save's windows. */
async function openAndSave(
  url: string,
  profile: string,
  isApp: boolean,
  rate: number,
): Promise<Blocking> {
  const session = await offline(url, profile, true);
  try {
    const { page } = session;
    await session.context.addInitScript(LONG_TASKS);
    await throttle(session, rate);
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.benchTotalsAt, null, { timeout: 60_000, polling: 50 });
    await page.waitForTimeout(SETTLE_MS);
    const opened = await now(page);
    const before = await page.getAttribute(HOOKS.total(0), 'data-value');
    if (isApp) await enterHand(page, 0);
    const saveAt = await now(page);
    await saveToShown(page, 0, before);
    await page.waitForTimeout(SETTLE_MS);
    const tasks = (await page.evaluate(() => window.benchLongTasks ?? [])).filter(
      ([start]) => start <= opened || start >= saveAt,
    );
    const durations = tasks.map(([, duration]) => duration);
    return {
      longest: Math.max(0, ...durations),
      blocking: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    };
  } finally {
    await session.close();
  }
}

/**
 * (i) at `rate`, `runs` times each page, interleaved, each on its own copy of the seeded
 * 1,000-hand profiles `{from}app` and `{from}baseline`. Medians.
 */
export async function blockingFigures(
  app: string,
  baseline: string,
  work: string,
  from: string,
  rate: number,
  runs: number,
  missing: string,
): Promise<Figure[]> {
  const own: Blocking[] = [];
  const base: Blocking[] = [];
  for (let i = 0; i < runs; i++) {
    for (const [url, name, into, isApp] of [
      [baseline, 'baseline', base, false],
      [app, 'app', own, true],
    ] as const) {
      if (isApp && missing) continue;
      const profile = join(work, `i-${name}-${i}`);
      await cp(join(work, `${from}${name}`), profile, { recursive: true });
      into.push(await openAndSave(url, profile, isApp, rate));
    }
  }
  const of = (runs: Blocking[], key: keyof Blocking): number | string =>
    missing && runs === own ? missing : median(runs.map((run) => run[key]));
  return [
    {
      label: `(i) longest task, open + save, ${rate}x CPU`,
      unit: 'ms',
      app: of(own, 'longest'),
      baseline: of(base, 'longest') as number,
      maxRatio: 1,
      orBelow: 50,
    },
    {
      label: `(i) total blocking time, open + save, ${rate}x CPU`,
      unit: 'ms',
      app: of(own, 'blocking'),
      baseline: of(base, 'blocking') as number,
      maxRatio: 1.5,
      orBelow: 0,
    },
  ];
}

export const BLOCKING_NOTE =
  "(i) a new browser process opens the 1,000-hand game offline (the app with its undo history), waits 3 s, enters a hand by taps on a touch screen (the app only; not counted) and saves it, waits 3 s; long tasks from navigation until the open settled and from the tap on save on; median of the runs. Target: the longest no longer than 50 ms or the baseline's longest, total blocking time <= 1.5x the baseline's";
