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

/**
 * Where `name` is shown on the screen and is not whole: a word of it on two lines (Range
 * rects), or drawn past a box that clips it or past the window, unless cut short with "…"
 * in an element whose title holds the whole name. `seen`: how often it is shown.
 */
export async function namesNotWhole(
  page: Page,
  name: string,
): Promise<{ seen: number; faults: string[] }> {
  return page.evaluate((name) => {
    const faults: string[] = [];
    let seen = 0;
    const where = (element: Element) =>
      element.getAttribute('data-testid') ??
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const at = (node.textContent ?? '').indexOf(name);
      if (!element || at < 0 || element.closest('svg, option, .visually-hidden, [hidden]')) {
        continue;
      }
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      seen++;
      for (const word of name.split(/(?<=[\s-])/)) {
        const start = at + name.indexOf(word);
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + word.trimEnd().length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) faults.push(`"${word}" broken in ${where(element)}`);
      }
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + name.length);
      const box = range.getBoundingClientRect();
      let cut = false;
      let scrolls = false;
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          scrolls = true;
          break;
        }
        if (overflow !== 'hidden' && overflow !== 'clip') continue;
        const clip = up.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1) cut = true;
      }
      if (!scrolls && (box.left < -1 || box.right > innerWidth + 1)) cut = true;
      const titled = element.closest('[title]');
      const shortened =
        titled !== null &&
        titled.getAttribute('title')?.includes(name) === true &&
        getComputedStyle(titled).textOverflow === 'ellipsis';
      if (cut && !shortened) faults.push(`"${name}" cut in ${where(element)}`);
    }
    return { seen, faults };
  }, name);
}
