/**
 * The layout a person sees, measured: words broken inside (Range rects), boxes that overlap,
 * and every width, language and theme the club's phones show, on one page.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tid } from './table';

/**
 * The words under `selector` (split at spaces and after hyphens, where a line may break;
 * `only` these, if given) that do not lie on one line: a word broken inside has client
 * rects on two or more lines (its Range's).
 */
export async function brokenWords(
  page: Page,
  selector: string,
  only?: string[],
): Promise<string[]> {
  return page.evaluate(
    ([selector, only]) => {
      const broken: string[] = [];
      for (const root of Array.from(document.querySelectorAll(selector))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/[^\s\u2068\u2069-]+-?/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(
              Array.from(range.getClientRects())
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            if (lines.size > 1 && (!only || only.includes(match[0]))) broken.push(match[0]);
          }
        }
      }
      return broken;
    },
    [selector, only] as const,
  );
}

export type Box = { top: number; bottom: number; left: number; right: number };
export const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** Every width, language and theme the club's phones show: one page, resized and switched. */
export const LOOKS = [320, 360].flatMap((width) =>
  (['de', 'en'] as const).flatMap((lang) =>
    (['light', 'dark'] as const).map((scheme) => ({ width, lang, scheme })),
  ),
);
export type Look = (typeof LOOKS)[number];

/** Runs `check` on the screen shown, in every look (the text as it is), then goes `back`. */
export async function inEveryLook(
  page: Page,
  check: (look: Look) => Promise<void>,
  back: Look = LOOKS[0]!,
): Promise<void> {
  for (const look of LOOKS) {
    await page.setViewportSize({ width: look.width, height: 740 });
    await page.emulateMedia({ colorScheme: look.scheme });
    if ((await page.locator('html').getAttribute('lang')) !== look.lang) {
      await tid(page, 'language').click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(look.lang);
    }
    expect(
      await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
      JSON.stringify(look),
    ).toBe(look.scheme === 'dark');
    await check(look);
  }
  await page.setViewportSize({ width: back.width, height: 740 });
  await page.emulateMedia({ colorScheme: back.scheme });
  if ((await page.locator('html').getAttribute('lang')) !== back.lang) {
    await tid(page, 'language').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(back.lang);
  }
}

export async function box(page: Page, testId: string): Promise<Box> {
  const found = await tid(page, testId).first().boundingBox();
  if (!found) throw new Error(`${testId} not shown`);
  return {
    top: found.y,
    bottom: found.y + found.height,
    left: found.x,
    right: found.x + found.width,
  };
}
