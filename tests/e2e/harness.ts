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

/** Screenshots are for a person to look at, so they are written only when asked for. */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

/**
 * The colour schemes a test of sizes, words and numbers runs in. The dark theme changes
 * colours only (src/theme.css), so such a test runs light, and dark as well only when its
 * screenshots are asked for. Where the scheme matters, contrast, both are checked always
 * (a11y-axe, table-looks).
 */
export const LAYOUT_SCHEMES: readonly ('light' | 'dark')[] = SCREENSHOTS_WANTED
  ? ['light', 'dark']
  : ['light'];

/** Where screenshots go (`test-results/screenshots`), made when first asked for. */
export async function screenshotDir(): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  return SCREENSHOTS;
}

/**
 * With `SCREENSHOTS=1`, saves a screenshot to `test-results/screenshots/NAME.png` (the full
 * page, or only what is in view with `{ fullPage: false }`); without it, does nothing: a
 * picture nothing compares is not a test.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.screenshot({ path: join(await screenshotDir(), `${name}.png`), fullPage });
}

/**
 * Waits until the screen is still: the fonts are in, every transition and finite animation
 * has run to its end, and two frames have been drawn after that (a layout read then sees
 * what a person sees). An endless animation (a spinner) is not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (;;) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) break;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
