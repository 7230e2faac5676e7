import type { Page } from 'playwright-core';

/** One number that does not fit: its text, where it is, and what it overruns. */
export interface Cut {
  text: string;
  where: string;
  why: string;
}

/**
 * Measures every number on the screen by its own text's extent (a Range over
 * its text, not the element's box, which may be narrower than what it holds):
 * it must lie inside its card (the list item, table cell or card around it),
 * inside every ancestor that clips, inside the window unless a scroll box
 * holds it, and over none of its card's neighbours. SVG labels must lie
 * inside their chart. Numbers are elements whose own text holds a digit:
 * totals, nets, money, chart labels, hand scores.
 */
export function cutNumbers(page: Page, scope = 'main'): Promise<Cut[]> {
  return page.evaluate((scope) => {
    const cuts: { text: string; where: string; why: string }[] = [];
    const root = document.querySelector(scope) ?? document.body;
    const slack = 0.5;
    const outside = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - slack ||
      inner.right > outer.right + slack ||
      inner.top < outer.top - slack ||
      inner.bottom > outer.bottom + slack;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - slack &&
      b.left < a.right - slack &&
      a.top < b.bottom - slack &&
      b.top < a.bottom - slack;
    const name = (element: Element) =>
      element.getAttribute('data-testid') ??
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
    const inAPixel = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        const box = up.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && getComputedStyle(up).overflow !== 'visible') {
          return true;
        }
      }
      return false;
    };
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !/\d/.test(node.textContent ?? '')) continue;
      seen.add(element);
      if (element.closest('[hidden], details:not([open]) > :not(summary), .visually-hidden')) {
        continue;
      }
      // Under content-visibility: hidden (the game kept under the hand entry), or in a box
      // of a pixel that clips it (a table's header row hidden to the eye).
      if (!element.checkVisibility() || inAPixel(element)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      if (text.width === 0 && text.height === 0) continue;
      const label = (node.textContent ?? '').trim();
      const report = (why: string) => cuts.push({ text: label, where: name(element), why });
      const svg = element.closest('svg');
      if (svg) {
        if (outside(text, svg.getBoundingClientRect())) report('outside its chart');
        continue;
      }
      const card = element.closest('li, td, th, .card, button, figure') ?? element.parentElement!;
      const cardBox = card.getBoundingClientRect();
      if (text.left < cardBox.left - slack || text.right > cardBox.right + slack) {
        report(`wider than its ${name(card)}`);
      }
      for (const other of Array.from(card.parentElement?.children ?? [])) {
        // A sticky footer lies over the page that scrolls under it: no neighbour in its row.
        const position = getComputedStyle(other).position;
        if (position === 'sticky' || position === 'fixed') continue;
        if (other !== card && overlaps(text, other.getBoundingClientRect())) {
          report(`over its neighbour ${name(other)}`);
        }
      }
      let scrolls = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          scrolls = true;
          break;
        }
        if (
          (overflow === 'hidden' || overflow === 'clip') &&
          outside(text, up.getBoundingClientRect())
        ) {
          report(`clipped by ${name(up)}`);
        }
      }
      if (!scrolls && (text.left < -slack || text.right > innerWidth + slack)) {
        report('outside the window');
      }
    }
    return cuts;
  }, scope);
}
