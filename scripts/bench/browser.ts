/**
 * Browser measurements for scripts/bench.ts, run the same way on the app and on the
 * baseline page: a persistent Chromium profile, the server reached once to install and
 * seed, then everything timed offline (the service worker serving): a start on a fresh
 * browser process, a reload of a tab already open, and saves.
 */
import type { Page } from 'playwright-core';
import { launchChromium, type Launched } from '../../tests/e2e/chromium';
import { STORE_ALL, STORED } from '../../src/lib/offlineMessages';

/** The pieces of the UI the bench drives: the app's data-testid hooks, and the baseline's. */
export const HOOKS = {
  resume: '[data-testid="resume-game"]',
  total: (seat: number) => `[data-testid="total-${seat}"]`,
  addHand: '[data-testid="add-hand"]',
  declarer: (seat: number) => `[data-testid="declarer-${seat}"]`,
  points: '[data-testid="points-declarer"]',
  save: '[data-testid="save-hand"]',
  importFile: '[data-testid="import-file"]',
  importConfirm: '[data-testid="import-confirm"]',
};

/** A UI hook the bench needs is not there (yet): the figure is reported as missing. */
export class MissingHook extends Error {}

declare global {
  interface Window {
    /** performance.now() when the totals first showed (set by the init script below). */
    benchTotalsAt?: number;
  }
}

/**
 * Runs in every document before the page's own scripts: taps "resume" as soon as it
 * shows (a person opening the app does the same) and notes when the totals appear.
 * A string, not a function: tsx would wrap a function's inner functions in a helper
 * that does not exist in the page.
 */
function watchForTotals(resume: string, total: string): string {
  return `(() => {
    let resumed = false;
    const observer = new MutationObserver(() => {
      if (window.benchTotalsAt !== undefined) return;
      const shown = document.querySelector(${JSON.stringify(total)});
      if (shown && shown.textContent.trim()) {
        window.benchTotalsAt = performance.now();
        observer.disconnect();
        return;
      }
      const button = document.querySelector(${JSON.stringify(resume)});
      if (button && !resumed) {
        resumed = true;
        button.click();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

/**
 * Opens `url` once online, until its service worker holds every file. `asked`: the app's own
 * worker (src/sw.ts), which stores the shell at install and the rest when asked; the
 * baseline's Workbox worker has all once it is active.
 */
export async function startOnline(
  url: string,
  profile: string,
  { asked = false } = {},
): Promise<Launched> {
  const session = await launchChromium(url, { userDataDir: profile });
  await session.page.goto(`${url}/`);
  await session.page.evaluate(
    async ({ ask, stored, asked }) => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (!asked) return;
      await new Promise<void>((done) => {
        navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
          if ((event.data as { type?: string } | null)?.type === stored) done();
        });
        worker.postMessage({ type: ask });
      });
    },
    { ask: STORE_ALL, stored: STORED, asked },
  );
  return session;
}

export interface ColdStart {
  /** ms from navigation start until the totals are on screen. */
  ms: number;
  /** Paths of the JS and CSS files the page had asked for by then (code splitting included). */
  loaded: string[];
}

/** Slows the page's CPU `rate` times (1: not at all); kept across reloads of the tab. */
export async function throttle(session: Launched, rate: number): Promise<void> {
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Waits for the document now loading to show its totals (noted by watchForTotals). */
async function totalsShown(page: Page): Promise<ColdStart> {
  const handle = await page.waitForFunction(() => window.benchTotalsAt, null, {
    timeout: 60_000,
    polling: 50,
  });
  const ms = Number(await handle.jsonValue());
  // Only what was asked for before the totals showed: what loads after them (the database
  // code, the other screens) cannot have held them up.
  const loaded = await page.evaluate(
    (shown) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= shown)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.(js|css)$/.test(path)),
    ms,
  );
  return { ms, loaded };
}

/**
 * A browser on the profile, offline from the start, watching every document for the totals;
 * with `hasTouch` a touch screen, for the sessions that enter a hand (see `enterHand`).
 */
export async function offline(url: string, profile: string, hasTouch = false): Promise<Launched> {
  const session = await launchChromium(url, { userDataDir: profile, hasTouch });
  await session.context.setOffline(true);
  await session.context.addInitScript(watchForTotals(HOOKS.resume, HOOKS.total(0)));
  return session;
}

/** (b1) One cold start: a new browser process on the profile, offline, CPU throttled by `rate`. */
export async function coldStart(url: string, profile: string, rate: number): Promise<ColdStart> {
  const session = await offline(url, profile);
  try {
    await throttle(session, rate);
    await session.page.goto(`${url}/`, { waitUntil: 'commit' });
    return await totalsShown(session.page);
  } finally {
    await session.close();
  }
}

/** How long an open page is left before it is reloaded: its start-up work after the totals is done. */
const SETTLE_MS = 1_500;

/**
 * (b2) One reload of a page that is already open, as a phone does when a tab is brought
 * back: the page is opened offline (the service worker serves it) and left to settle,
 * then the same tab in the same browser process is reloaded, still offline, CPU throttled
 * by `rate`, and timed from the reload's navigation start until the totals show.
 */
export async function reloadStart(url: string, profile: string, rate: number): Promise<ColdStart> {
  const session = await offline(url, profile);
  try {
    const { page } = session;
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await totalsShown(page);
    await page.waitForTimeout(SETTLE_MS);
    await throttle(session, rate);
    await page.reload({ waitUntil: 'commit' });
    return await totalsShown(page);
  } finally {
    await session.close();
  }
}

/** One save timed in the page: ms from the tap, each phase's end counted from the tap. */
export interface SaveTiming {
  /** Until the first frame after the hand showed. */
  ms: number;
  /** The app's marks (src/lib/timing.ts `mark`), null where a page sets none. */
  checked: number | null;
  written: number | null;
  committed: number | null;
  /** The DOM showed the new total. */
  shown: number;
  /** Frames the browser began between the commit and the hand showing (0: the first frame after the commit shows it). */
  framesBetween: number | null;
}

/**
 * Taps `save` and times until `total-{seat}` shows a value other than `before` and the next
 * frame began, inside the page so that the test driver's own latency is not counted; with
 * the page's marks (`save:checked`, `save:written`, `save:committed`) for the phases.
 */
export async function saveToShown(
  page: Page,
  seat: number,
  before: string | null,
): Promise<SaveTiming> {
  const [save, total, was] = [HOOKS.save, HOOKS.total(seat), before].map((v) => JSON.stringify(v));
  return page.evaluate(`new Promise((done, fail) => {
    const button = document.querySelector(${save});
    if (!button) return fail(new Error(${save} + ' not found'));
    const start = performance.now();
    const frames = [];
    let watching = true;
    const frame = () => {
      if (!watching) return;
      frames.push(performance.now());
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const at = (name) => {
      const entry = performance.getEntriesByName(name, 'mark').at(-1);
      return entry && entry.startTime >= start ? entry.startTime - start : null;
    };
    const observer = new MutationObserver(() => {
      const now = document.querySelector(${total})?.getAttribute('data-value');
      if (now !== undefined && now !== null && now !== ${was}) {
        observer.disconnect();
        const shown = performance.now();
        // Counted once the browser can paint it.
        requestAnimationFrame(() => {
          const painted = performance.now();
          watching = false;
          const committed = at('save:committed');
          done({
            ms: painted - start,
            checked: at('save:checked'),
            written: at('save:written'),
            committed,
            shown: shown - start,
            framesBetween:
              committed === null ? null : frames.filter((t) => t - start > committed && t < shown).length,
          });
        });
      }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    button.click();
    setTimeout(() => fail(new Error('the saved hand never showed')), 30000);
  })`) as Promise<SaveTiming>;
}

async function need(page: Page, selector: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForSelector(selector, { state: 'attached', timeout });
  } catch {
    throw new MissingHook(`the app shows no ${selector}`);
  }
}

/** Stores a game in the app the way a person would: import the file in settings. */
export async function importIntoApp(page: Page, name: string, text: string): Promise<void> {
  if ((await page.$(HOOKS.importFile)) === null) {
    const settings = page.getByRole('button', { name: /Einstellungen|Settings/i });
    if ((await settings.count()) > 0) await settings.first().click();
  }
  await need(page, HOOKS.importFile);
  await page.setInputFiles(HOOKS.importFile, {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await need(page, HOOKS.importConfirm);
  await page.click(HOOKS.importConfirm);
  // Importing a single game opens it.
  await need(page, HOOKS.total(0), 60_000);
}

/**
 * From the game screen: open the entry, declarer `seat`, 70 card points; ready to save. Taps,
 * on a session with a touch screen, as on a phone: a mouse click would leave a pointer
 * hovering where the entry was, and Chromium then hit-tests the game screen for hover
 * before the frame that shows the saved hand (with touch input it does not, traced), which
 * the baseline page, never pointed at, is spared.
 */
export async function enterHand(page: Page, seat: number): Promise<void> {
  await need(page, HOOKS.addHand);
  await page.tap(HOOKS.addHand);
  await need(page, HOOKS.declarer(seat));
  await page.tap(HOOKS.declarer(seat));
  await need(page, HOOKS.points);
  await page.fill(HOOKS.points, '70');
  await need(page, HOOKS.save);
}
