import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, LAYOUT_SCHEMES, screenshot, SCREENSHOTS_WANTED } from './harness';
import { importGame } from './settle';
import { dismissToast, startGame, storedDrafts, tid } from './table';

const players = ['Anna', 'Bert', 'Chris', 'Dora'];

describe.each(
  (['de-DE', 'en-GB'] as const).flatMap((locale) =>
    LAYOUT_SCHEMES.map((colorScheme) => [locale, colorScheme] as const),
  ),
)('the card counter in %s, %s', (locale, colorScheme) => {
  test('counts a pile per rank, fills the points, and the note is kept with the hand', async () => {
    const { page, baseURL, close } = await launch({ locale, colorScheme });
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players });
      await tid(page, 'add-hand').click();
      await tid(page, 'declarer-1').click();
      await tid(page, 'count-cards').click();
      // 2 Daus + 1 Zehner + 3 Ober = 22 + 10 + 9 = 41; the other pile 120 − 41 = 79.
      await tid(page, 'count-daus-2').click();
      await expect.poll(() => tid(page, 'count-sum').innerText()).toMatch(/\b22\b/);
      await tid(page, 'count-zehner-1').click();
      await tid(page, 'count-ober-3').click();
      const sum = await tid(page, 'count-sum').innerText();
      expect(sum).toMatch(/\b41\b/);
      expect(sum).toMatch(/\b79\b/);
      expect(await tid(page, 'card-counter').innerText()).toContain(
        locale === 'de-DE' ? 'Daus (Sau)' : 'Ace (Daus)',
      );
      await screenshot(page, `sheet-counter-${locale}-${colorScheme}`);
      // What the person sees while counting (the full-page one puts the sticky footer mid-page).
      await screenshot(page, `sheet-counter-view-${locale}-${colorScheme}`, { fullPage: false });
      await tid(page, 'count-done').click();
      expect(await tid(page, 'points-declarer').inputValue()).toBe('41');
      expect(await tid(page, 'points-defenders').inputValue()).toBe('79');

      // Reopened, it keeps the count; counted for the defenders, it fills their pile.
      // 41 + 1 König + 4 Unter = 41 + 4 + 8 = 53; the declarer has 120 − 53 = 67.
      await tid(page, 'count-cards').click();
      expect(await tid(page, 'count-daus-2').getAttribute('aria-checked')).toBe('true');
      await tid(page, 'count-side-defenders').click();
      await tid(page, 'count-koenig-1').click();
      await tid(page, 'count-unter-4').click();
      await tid(page, 'count-done').click();
      expect(await tid(page, 'points-defenders').inputValue()).toBe('53');
      expect(await tid(page, 'points-declarer').inputValue()).toBe('67');
      // Hineinschauen made with 67: (67 − 60) × 1 = 7.
      await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('7');

      await tid(page, 'hand-note').fill('Wirt hat gemischt');
      // The draft is written as it is typed; on a busy machine the write may still be on its
      // way, so reload once it is stored (a reload in the middle of it loses the last keys).
      await expect.poll(() => storedDrafts(page)).toContain('Wirt hat gemischt');
      await page.reload();
      await tid(page, 'hand-note').waitFor();
      expect(await tid(page, 'hand-note').inputValue()).toBe('Wirt hat gemischt');
      await tid(page, 'save-hand').click();
      await tid(page, 'hand-note-0').waitFor();
      expect(await tid(page, 'hand-note-0').innerText()).toBe('Wirt hat gemischt');
      await tid(page, 'hand-row-0').click();
      expect(await tid(page, 'hand-note').inputValue()).toBe('Wirt hat gemischt');
    } finally {
      await close();
    }
  });
});

/**
 * `count` hands of four players, no automatic end: seat i % 4 declares
 * Hineinschauen with 80, 70, 65, 50 card points, scoring +20, +10, +5 and
 * (50 − 60) = −10 (RULES.md §1.5, the defenders' totals unchanged).
 */
function longGame(count: number) {
  const points = [80, 70, 65, 50];
  return {
    format: 'bauerntarock-game',
    version: 1,
    variant: 'bauerntarock',
    players,
    houseRules: { endAt: null },
    hands: Array.from({ length: count }, (_, i) => ({
      kind: 'played',
      declarer: i % 4,
      contract: 'hineinschauen',
      declarerPoints: points[i % 4],
      ...(i === 3 ? { note: 'Kontra vergessen' } : {}),
    })),
  };
}

interface Printed {
  pages: number;
  text: string;
  rows: number;
  totals: (string | undefined)[];
}

/**
 * Presses `print-sheet` (the print dialog itself answered by the test), reads the sheet
 * as laid out for print (no pdftotext here), then prints to A4 and counts the pages.
 */
async function printSheet(page: Page, shot?: string): Promise<Printed> {
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await tid(page, 'print-sheet').click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.printed)).toBe('yes');
  await page.emulateMedia({ media: 'print' });
  const text = await tid(page, 'print-sheet-content').innerText();
  const rows = await page.locator('[data-testid^=print-hand-]').count();
  const totals = await Promise.all(
    [0, 1, 2, 3].map(async (seat) =>
      (await tid(page, `print-total-${seat}`).textContent())?.trim(),
    ),
  );
  if (shot && SCREENSHOTS_WANTED) {
    // A4 less the sheet's margins (186 × 277 mm at 96 px per inch): one printed page's room.
    await page.setViewportSize({ width: 703, height: 1047 });
    await screenshot(page, shot);
    await page.setViewportSize({ width: 360, height: 740 });
  }
  // Back to no emulation: page.pdf would print with screen styles after emulating "screen".
  await page.emulateMedia({ media: null });
  // Printing to PDF goes through beforeprint/afterprint like the print dialog.
  const pdf = await page.pdf({
    format: 'A4',
    ...(shot ? { path: `test-results/${shot}.pdf` } : {}),
  });
  // One page object per page ("/Type /Page", not the "/Type /Pages" tree).
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  return { pages, text, rows, totals };
}

describe.each(['de-DE', 'en-GB'] as const)('the printed scoresheet in %s', (locale) => {
  test('40 hands fit one A4 page, 120 go on to the next; players, totals and settlement printed', async () => {
    const { page, baseURL, close } = await launch({ locale });
    const de = locale === 'de-DE';
    try {
      await page.goto(baseURL + '/');
      await importGame(page, 'forty.json', longGame(40));
      await dismissToast(page);
      await tid(page, 'settle-now').click();
      await tid(page, 'settle-confirm').click();
      await expect.poll(() => tid(page, 'game-status').getAttribute('data-stopped')).toBe('true');
      await dismissToast(page);
      const forty = await printSheet(page, `sheet-print-40-${locale}`);
      expect(forty.pages).toBe(1);
      // Ten hands each: 200, 100, 50, −100. Anna wins; Bert pays 100, Chris 150,
      // Dora 300 + 20 Extrapönale = 320; Anna +570 (RULES.md §1.7).
      for (const name of players) expect(forty.text).toContain(name);
      expect(forty.totals).toEqual(['200', '100', '50', '−100']);
      expect(forty.text).toMatch(/\+570/);
      expect(forty.text).toMatch(/−320/);
      expect(forty.text).toContain('Extrapönale');
      expect(forty.text).toContain(de ? 'Regeln dieser Partie' : 'Rules of this game');
      expect(forty.text).toContain('Kontra vergessen');
      expect(forty.rows).toBe(40);

      // The evening of that one game: one page too.
      await tid(page, 'open-evening').click();
      const evening = await printSheet(page, `sheet-print-evening-${locale}`);
      expect(evening.pages).toBe(1);
      for (const name of players) expect(evening.text).toContain(name);
      expect(evening.text).toMatch(/\+570/);

      await importGame(page, 'long.json', longGame(120));
      await dismissToast(page);
      const long = await printSheet(page, `sheet-print-120-${locale}`);
      expect(long.pages).toBeGreaterThanOrEqual(2);
      expect(long.rows).toBe(120);
      // Thirty hands each: 600, 300, 150, −300.
      expect(long.totals).toEqual(['600', '300', '150', '−300']);
    } finally {
      await close();
    }
  }, 120_000);
});
