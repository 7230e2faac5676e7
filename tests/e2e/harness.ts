import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, launchChromium, type Launched, type LaunchOptions } from './chromium';

export { CHROMIUM };
export type { Launched, LaunchOptions };

const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Starts headless Chromium on a fresh profile (or `userDataDir`), 360×740, de-DE, light,
 * with the built app served at `baseURL` (see global-setup.ts). Call `close()` when done.
 * Fails with an install hint when Chromium is missing.
 */
export function launch(options?: LaunchOptions): Promise<Launched> {
  return launchChromium(inject('baseURL'), options);
}

/** Saves a full-page screenshot to `test-results/screenshots/NAME.png`; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
