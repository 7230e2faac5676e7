import type { CDPSession, Page } from 'playwright-core';

/**
 * The browser's own font size at `scale` of Chrome's default 16 px: what Android's text
 * scaling and the browser's font-size setting change, and the root font is a share of.
 */
export async function textSize(cdp: CDPSession, scale: number): Promise<void> {
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: 16 * scale, fixed: Math.round(13 * scale) },
  });
}

/** Something wrong with the layout: what it is, which element, and what it says. */
export interface Fault {
  kind: 'wide' | 'broken' | 'cut' | 'overlap' | 'small';
  where: string;
  text: string;
}

/**
 * Everything that makes a screen less than whole, in the layout the browser has now:
 * - `wide`: the document is wider than the window (the page scrolls sideways);
 * - `broken`: a word laid out on two lines (its Range gives rects on two lines). A word is
 *   what stands between spaces; a line may end after a hyphen or a slash, and a no-break
 *   space (in "−1 440") joins;
 * - `cut`: a word outside an ancestor that clips it, outside the window (no scroll box
 *   holds it), or a text cut short with "…" (text-overflow);
 * - `overlap`: an interactive element (button, link, field, summary) over another one, over
 *   a word that is not its own, or over a badge (`.tag`) or an icon (`svg.icon`) it does not
 *   hold. Elements in a fixed or sticky layer are compared only
 *   with their own layer (the page scrolls under a sticky footer);
 * - `small`: a total (`[data-testid^="total-"]`) drawn smaller than `minTotal` px.
 * Hidden elements and .visually-hidden ones are left out.
 */
export function layoutFaults(page: Page, minTotal: number): Promise<Fault[]> {
  return page.evaluate((minTotal) => {
    const faults: { kind: Fault['kind']; where: string; text: string }[] = [];
    const slack = 1;
    const html = document.documentElement;
    const name = (element: Element) =>
      element.getAttribute('data-testid') ??
      `${element.tagName.toLowerCase()}${Array.from(element.classList)
        .filter((c) => !c.startsWith('svelte-'))
        .map((c) => `.${c}`)
        .join('')}`;
    if (html.scrollWidth > innerWidth) {
      // What sticks out: the outermost elements past the window's edge.
      const out = Array.from(document.body.querySelectorAll('*')).filter(
        (e) =>
          e.getBoundingClientRect().right > innerWidth + 1 &&
          !(e.parentElement && e.parentElement.getBoundingClientRect().right > innerWidth + 1),
      );
      const what = out.map((e) => name(e)).slice(0, 3);
      faults.push({ kind: 'wide', where: what.join(', '), text: `${html.scrollWidth} px` });
    }
    // Rows out of sight that the browser skips (content-visibility: auto) are laid out
    // as they will be when scrolled to, for the time of the measuring.
    const skipped = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of skipped) element.style.contentVisibility = 'visible';
    const unseen = new Map<Element, boolean>();
    /** Not drawn, or drawn in a box of a pixel that clips it (.visually-hidden and the like). */
    const hidden = (element: Element): boolean => {
      const known = unseen.get(element);
      if (known !== undefined) return known;
      let is = !element.checkVisibility({
        contentVisibilityAuto: true,
        opacityProperty: true,
        visibilityProperty: true,
      });
      if (!is && element !== document.body) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        is =
          ((box.width <= 1 || box.height <= 1) && style.overflow !== 'visible') ||
          (element.parentElement !== null && hidden(element.parentElement));
      }
      unseen.set(element, is);
      return is;
    };
    /** The nearest fixed or sticky ancestor (or the element itself), or the body. */
    const layers = new Map<Element, Element>();
    const layerOf = (element: Element): Element => {
      const known = layers.get(element);
      if (known) return known;
      const position = getComputedStyle(element).position;
      const layer =
        position === 'fixed' || position === 'sticky'
          ? element
          : element.parentElement && element !== document.body
            ? layerOf(element.parentElement)
            : document.body;
      layers.set(element, layer);
      return layer;
    };
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - slack &&
      b.left < a.right - slack &&
      a.top < b.bottom - slack &&
      b.top < a.bottom - slack;

    const interactive = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      ),
    )
      .filter((element) => !hidden(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1);
    interactive.forEach((a, i) => {
      for (const b of interactive.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.element.closest('label') && a.element.closest('label') === b.element.closest('label'))
          continue;
        if (layerOf(a.element) !== layerOf(b.element)) continue;
        if (overlaps(a.box, b.box)) {
          faults.push({ kind: 'overlap', where: name(a.element), text: name(b.element) });
        }
      }
    });

    // A badge ("führt", "gibt") or an icon is no text node of its own to measure by words:
    // its box must keep clear of every interactive element that does not hold it.
    for (const mark of Array.from(document.querySelectorAll('.tag, svg.icon'))) {
      if (hidden(mark)) continue;
      const box = mark.getBoundingClientRect();
      for (const other of interactive) {
        if (other.element.contains(mark) || layerOf(other.element) !== layerOf(mark)) continue;
        if (overlaps(box, other.box)) {
          faults.push({ kind: 'overlap', where: name(other.element), text: name(mark) });
        }
      }
    }

    const clips = new Map<Element, DOMRect | null>();
    /** The boxes that clip an element's text sideways, and whether a scroll box holds it. */
    const clipping = (element: Element) => {
      const boxes: [Element, DOMRect][] = [];
      let scrolls = false;
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        let box = clips.get(up);
        if (box === undefined) {
          const style = getComputedStyle(up);
          const overflow = style.overflowX;
          if (overflow === 'auto' || overflow === 'scroll') box = new DOMRect(NaN);
          else if (overflow === 'hidden' || overflow === 'clip') box = up.getBoundingClientRect();
          else box = null;
          clips.set(up, box);
        }
        if (box && Number.isNaN(box.x)) {
          scrolls = true;
          break;
        }
        if (box) boxes.push([up, box]);
      }
      return { boxes, scrolls };
    };

    /**
     * A word (no number) wider than the whole line it stands on, where that line has most
     * of the window's width (the layout gave it all the room there is: a 16-letter word at
     * 200 % text on a phone of 320 px): broken at the line's end as the last resort (a
     * name: cut at the edge), it is no fault of the layout.
     */
    const lines = new Map<Element, number>();
    const longerThanTheLine = (element: Element, width: number) => {
      let block: Element = element;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      let line = lines.get(block);
      if (line === undefined) {
        const style = getComputedStyle(block);
        line = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        lines.set(block, line);
      }
      return width > line - slack && line >= 0.75 * innerWidth;
    };

    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent ?? '';
      if (!element || !/\S/.test(text) || element.closest('svg, script, style, noscript')) {
        continue;
      }
      if (hidden(element)) continue;
      // A name cut short with "…" (its whole in a title, STYLE.md) is cut only when less
      // than a few letters of it show.
      const ellipsis = element.closest('[title]');
      if (ellipsis && getComputedStyle(ellipsis).textOverflow === 'ellipsis') {
        if (ellipsis.clientWidth < 3 * parseFloat(getComputedStyle(ellipsis).fontSize)) {
          faults.push({ kind: 'cut', where: name(ellipsis), text: `${text.trim()} (…)` });
        }
        continue;
      }
      if (!seen.has(element)) {
        seen.add(element);
        const style = getComputedStyle(element);
        if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
          faults.push({ kind: 'cut', where: name(element), text: `${text.trim()} (…)` });
        }
      }
      const { boxes, scrolls } = clipping(element);
      const mine = interactive.filter(({ element: e }) => !e.contains(element));
      // Words: between spaces; a line may also end after a hyphen or a slash.
      for (const match of text.matchAll(/[^\s‐/-]*[‐/-]?/g)) {
        const word = match[0];
        if (!/[^‐/-]/.test(word)) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.replace(/[‐/-]$/, '').length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        if (rects.length === 0) continue;
        const tops = new Set(rects.map((r) => Math.round(r.top / 4)));
        const box = range.getBoundingClientRect();
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        const tooLong = !/\d/.test(word) && longerThanTheLine(element, width);
        if (tops.size > 1 && box.height > rects[0]!.height * 1.5 && !tooLong) {
          faults.push({ kind: 'broken', where: name(element), text: word });
        }
        let drawn = true;
        for (const [clip, clipBox] of boxes) {
          if (box.left < clipBox.left - slack || box.right > clipBox.right + slack) {
            if (!tooLong) {
              faults.push({ kind: 'cut', where: `${name(element)} in ${name(clip)}`, text: word });
            }
            break;
          }
          // Lines past a clamp (a toast's two lines, its whole text in a title) are not drawn.
          if (box.top >= clipBox.bottom - slack || box.bottom <= clipBox.top + slack) drawn = false;
        }
        if (!drawn) continue;
        if (!scrolls && !tooLong && (box.left < -slack || box.right > innerWidth + slack)) {
          faults.push({ kind: 'cut', where: `${name(element)} by the window`, text: word });
        }
        const layer = layerOf(element);
        for (const other of mine) {
          if (layerOf(other.element) === layer && overlaps(box, other.box)) {
            faults.push({ kind: 'overlap', where: name(other.element), text: word });
          }
        }
      }
    }

    for (const total of Array.from(document.querySelectorAll('[data-testid^="total-"]'))) {
      if (hidden(total)) continue;
      const size = parseFloat(getComputedStyle(total).fontSize);
      if (size < minTotal) {
        faults.push({ kind: 'small', where: name(total), text: `${total.textContent} ${size} px` });
      }
    }
    for (const element of skipped) element.style.contentVisibility = '';
    return faults;
  }, minTotal);
}
