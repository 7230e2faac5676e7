import type { Attachment } from 'svelte/attachments';

/**
 * A number is never cut: at the size its CSS gives, or smaller in proportion
 * when its text is wider than its box (a total of "−1 440" on a phone of 320 px
 * with five cards in a row, or at 130 % text size). The element is a block,
 * one line (`white-space: nowrap`); its CSS font size is the largest it shows.
 * `{@attach fitText(text)}`: fitted again when the text or the box changes.
 */
export function fitText(text: string): Attachment<HTMLElement> {
  return (element) => {
    // The text is the attachment's argument so that a new text fits itself again.
    void text;
    const fit = () => {
      element.style.fontSize = '';
      const box = element.clientWidth;
      const need = element.scrollWidth;
      if (box <= 0 || need <= box) return;
      const size = parseFloat(getComputedStyle(element).fontSize);
      // A little under the exact ratio: text widths do not scale quite linearly (hinting).
      element.style.fontSize = `${Math.floor(((size * box) / need) * 0.97 * 10) / 10}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  };
}
