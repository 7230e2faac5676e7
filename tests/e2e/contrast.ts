import type { Page } from 'playwright-core';

/**
 * Every piece of text on the page that a person can read (visible, not disabled, not
 * inside a chart's SVG) whose colour stands out from what lies behind it by less than
 * `minimum` : 1 (WCAG contrast ratio; 4.5 is the level for body text). Each entry names
 * the text and the two colours, so a failure says what to fix. Backgrounds are found by
 * walking up to the first element that paints one, half-transparent ones mixed in.
 */
export function lowContrast(page: Page, minimum = 4.5): Promise<string[]> {
  return page.evaluate((minimum) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba | undefined => {
      const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
      if (rgb) return [+rgb[1]!, +rgb[2]!, +rgb[3]!, rgb[4] === undefined ? 1 : +rgb[4]];
      const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(css);
      if (srgb) {
        const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((v) => +v! * 255) as [
          number,
          number,
          number,
        ];
        return [r, g, b, srgb[4] === undefined ? 1 : +srgb[4]];
      }
      return undefined;
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const backgroundOf = (el: Element): Rgba | undefined => {
      const layers: Rgba[] = [];
      for (let at: Element | null = el; at; at = at.parentElement) {
        const paint = parse(getComputedStyle(at).backgroundColor);
        if (!paint) return undefined;
        if (paint[3] > 0) layers.push(paint);
        if (paint[3] >= 1) break;
      }
      // What shows through at the very bottom is the canvas: the root's colour scheme.
      const dark = getComputedStyle(document.documentElement).colorScheme.includes('dark');
      let colour: Rgba = dark ? [18, 18, 18, 1] : [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const faded = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (Number(getComputedStyle(at).opacity) < 1) return true;
        if (at.matches(':disabled')) return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const text = Array.from(el.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text || el.closest('svg, script, style')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible') continue;
      // Inactive controls are outside the contrast rule (WCAG 1.4.3), and look it on purpose.
      if (faded(el)) continue;
      const colour = parse(style.color);
      const background = backgroundOf(el);
      if (!colour || !background) {
        problems.push(`"${text}": colour ${style.color} not understood`);
        continue;
      }
      const fore = over(colour, background);
      const [light, dark] = [luminance(fore), luminance(background)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < minimum) {
        problems.push(
          `"${text.slice(0, 40)}": ${ratio.toFixed(2)}:1 (${style.color} on rgb(${background.slice(0, 3).map(Math.round).join(', ')}))`,
        );
      }
    }
    return problems;
  }, minimum);
}

/** The relative luminance of the page's own background (0 black … 1 white). */
export function pageLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const m = /(\d+),\s*(\d+),\s*(\d+)/.exec(getComputedStyle(document.body).backgroundColor);
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const [r, g, b] = m ? [+m[1]!, +m[2]!, +m[3]!] : [255, 255, 255];
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  });
}
