import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
  colorScheme?: 'light' | 'dark';
  locale?: string;
  viewport?: { width: number; height: number };
  /** Reuse a profile (a browser "restart"); a fresh temp dir otherwise. */
  userDataDir?: string;
  /** Flags for this launch only, after CHROMIUM_FLAGS (a fake camera, say). */
  args?: string[];
  /** `block`: no service worker, so the test's routes see every request (the app's own files). */
  serviceWorkers?: 'allow' | 'block';
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

/** A persistent Chromium profile (service workers and IndexedDB survive a restart with the same dir). */
export async function launchChromium(
  baseURL: string,
  options: LaunchOptions = {},
): Promise<Launched> {
  assertChromium();
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
