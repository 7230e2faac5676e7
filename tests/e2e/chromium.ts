import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every browser test runs with: headless, and nothing that phones home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchOptions {
  /**
   * A browser process of its own (a persistent profile in a temp dir) even without
   * `userDataDir`: for what a fresh context of the shared browser does not do like a phone
   * (storage quota for very large data, say).
   */
  ownProcess?: boolean;
  colorScheme?: 'light' | 'dark';
  locale?: string;
  viewport?: { width: number; height: number };
  /** Reuse a profile (a browser "restart"); a fresh temp dir otherwise. */
  userDataDir?: string;
  /** Flags for this launch only, after CHROMIUM_FLAGS (a fake camera, say). */
  args?: string[];
  /** `block`: no service worker, so the test's routes see every request (the app's own files). */
  serviceWorkers?: 'allow' | 'block';
  /** A touch screen, as on a phone: `page.tap` works, and no mouse pointer is left hovering. */
  hasTouch?: boolean;
}

export interface Launched {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseURL: string;
  close(): Promise<void>;
}

export function assertChromium(): void {
  if (!existsSync(CHROMIUM)) {
    // Fail loudly, never skip: a run without a browser must not pass as green.
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
}

/*
 * One browser process serves the whole run (tests/e2e/global-setup.ts starts it and hands
 * its address to the tests as `chromiumEndpoint`); each test file connects to it once and
 * every launch that needs no profile and no flags of its own is a fresh context of it (its
 * own storage, service workers and cookies, like a new profile), which costs milliseconds
 * where starting Chromium costs a second or more. A launch with `userDataDir` (a "restart"
 * of the same phone), extra `args` (a fake camera) or `ownProcess` starts its own process.
 */
let shared: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.connect(inject('chromiumEndpoint'));
  return shared;
}

/** Ends this file's connection to the run's browser (closing its contexts); setup.ts calls it. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
}

/** Starts the run's one browser; global-setup.ts closes it after the last file. */
export function launchServer(): Promise<BrowserServer> {
  assertChromium();
  return chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/** A fresh phone: a new context of the shared browser, or a process of its own (see above). */
export async function launchChromium(
  baseURL: string,
  options: LaunchOptions = {},
): Promise<Launched> {
  assertChromium();
  if (options.userDataDir !== undefined || options.args?.length || options.ownProcess) {
    return launchProcess(baseURL, options);
  }
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 360, height: 740 },
    locale: options.locale ?? 'de-DE',
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  return { browser, context, page, baseURL, close: () => context.close() };
}

/** A persistent Chromium profile (service workers and IndexedDB survive a restart with the same dir). */
async function launchProcess(baseURL: string, options: LaunchOptions): Promise<Launched> {
  const ownDir = options.userDataDir === undefined;
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'spatz-chromium-')));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 360, height: 740 },
    locale: options.locale ?? 'de-DE',
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    hasTouch: options.hasTouch ?? false,
  });
  const browser = context.browser();
  if (!browser) throw new Error('Chromium started without a browser object');
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    browser,
    context,
    page,
    baseURL,
    async close() {
      await context.close();
      if (ownDir) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
