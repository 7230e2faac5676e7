import type { Attachment } from 'svelte/attachments';

/**
 * A number is never cut: at the size its CSS gives, or smaller in proportion
 * when its text is wider than its box (a total of "−1 440" on a phone of 320 px
 * with five cards in a row, or at 130 % text size). The element is a block,
 * one line (`white-space: nowrap`); its CSS font size is the largest it shows,
 * `least` (in rem, so it grows with the person's text size) the smallest: a
 * number is never made too small to read at a glance. Its box must be wide
 * enough for it at that size (the cards wrap into more rows, Totals.svelte).
 * `{@attach fitText(text)}`: fitted again when the text or the box changes.
 *
 * Measured in one ResizeObserver callback for every number at once, which the
 * browser runs after its own layout of the frame and before the paint: the
 * boxes are laid out already, so reading them costs nothing and no number is
 * painted cut. Measuring at once when the text changes would force a layout
 * of the whole screen in the middle of a redraw, once per number (the saved
 * hand's frame, bench (c)).
 */
export function fitText(text: string, least = 1.5): Attachment<HTMLElement> {
  return (element) => {
    // The text is the attachment's argument so that a new text fits itself again.
    void text;
    const box = element.parentElement ?? element;
    fitted.set(box, element);
    smallest.set(element, least);
    // Observing anew asks for a first answer after the next layout: a new text is fitted
    // in the frame that shows it, like a changed box.
    const observer = sizes();
    observer.unobserve(box);
    observer.observe(box);
    return () => {
      observer.unobserve(box);
      fitted.delete(box);
      smallest.delete(element);
    };
  };
}

/** The number fitted in each observed box. */
const fitted = new Map<Element, HTMLElement>();
/** Each number's smallest size, in rem. */
const smallest = new WeakMap<HTMLElement, number>();
let shared: ResizeObserver | undefined;

function sizes(): ResizeObserver {
  return (shared ??= new ResizeObserver((entries) => {
    const elements = entries.flatMap((entry) => fitted.get(entry.target) ?? []);
    fitAll(elements);
  }));
}

/**
 * Writes, then reads, then writes, each for all numbers together: a number made
 * smaller before is first given its CSS size again (to be measured whole), so the
 * reads force at most one layout, and none when no number was made smaller.
 */
function fitAll(elements: readonly HTMLElement[]): void {
  for (const element of elements) if (element.style.fontSize) element.style.fontSize = '';
  const rem = elements.length ? parseFloat(getComputedStyle(document.documentElement).fontSize) : 0;
  const sizes = elements.map((element) => {
    const box = element.clientWidth;
    const need = element.scrollWidth;
    if (box <= 0 || need <= box) return undefined;
    const size = parseFloat(getComputedStyle(element).fontSize);
    // A little under the exact ratio: text widths do not scale quite linearly (hinting).
    const fits = Math.floor(((size * box) / need) * 0.97 * 10) / 10;
    return `${Math.max(fits, Math.min(size, (smallest.get(element) ?? 0) * rem))}px`;
  });
  elements.forEach((element, at) => {
    const size = sizes[at];
    if (size) element.style.fontSize = size;
  });
}
