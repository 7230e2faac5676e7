/**
 * Every screen whole on a phone at any text size: at 320 and 360 px wide, at 100, 150 and
 * 200 % text, in German and English, the document is no wider than the window, no word is
 * broken inside (numbers and dates above all), no text is cut, nothing lies over a button
 * or a field, and every total is drawn at least MIN_TOTAL px (layout.ts `layoutFaults`, fit.ts `cutNumbers`);
 * the settlement's figures at least MIN_FIGURE px times the text size, and every name in it
 * whole (at large text it is a block per player, not a table).
 *
 * Text size as a phone sets it: Android's text scaling and the browser's own font-size
 * setting both change the default font size the page's root font is a percentage of
 * (src/theme.css), so 200 % doubles every rem (17 → 34 px). The test sets that default
 * with CDP `Page.setFontSizes` (16 px × the scale), the browser's own setting; a zoom
 * (`Emulation.setPageScaleFactor`) would scale the window too and test nothing of this.
 *
 * One page per group of screens, its data imported as files (a game with four-digit
 * totals, tests/fixtures/e2e/longTotals.ts, with names of 20 letters and more; a
 * tournament's backup, deskBackup.ts); each screen is then resized and its text scaled in
 * place.
 */
import { randomUUID } from 'node:crypto';
import type { CDPSession, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { hs } from '../unit/tournament/fixtures';
import { inMoneyEvening, LONG_TOTALS, longGame } from '../fixtures/e2e/longTotals';
import { openImported, THIRTEEN, tournamentBackup } from './deskBackup';
import { cutNumbers } from './fit';
import { layoutFaults, textSize, type Fault } from './layout';
import { launch, LAYOUT_SCHEMES, screenshot, settled, type Launched } from './harness';
import { importGame } from './settle';
import { tid } from './table';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WIDTHS = [320, 360];
const SCALES = [1, 1.5, 2];
/** The smallest a total may be drawn, in CSS px (the root's 17 px at 100 % text is 1rem). */
const MIN_TOTAL = 24;
/**
 * The smallest a figure in the settlement may be drawn, in CSS px at 100 % text, and that
 * times the text size: one who sets larger text gets larger figures, not a width's size.
 */
const MIN_FIGURE = 12;
/**
 * A printed sheet is laid out at the paper's width, whatever the phone's (Chrome's print
 * preview of an A4 page with its default margins: 210 mm less 2 × 10 mm at 96 dpi).
 */
const PAPER = [718];
/** Names of 20 letters and more, the longest a table writes down. */
const NAMES = [
  'Maximilian Oberhollenzer',
  'Anna-Katharina Huber',
  'Bartholomäus Zwicknagl',
  'Walburga Untersteiner',
  'Christophorus Mayr',
];

type Found = Fault & { at: string };

/** The settlement's figures: standing, net (or chips) and money of each player. */
const SETTLEMENT_FIGURES = 'section.settlement td.num';

/** Each fault once, with every layout it was found in: short enough to read when failing. */
function summary(found: readonly Found[]): string[] {
  const where = new Map<string, string[]>();
  for (const { kind, where: element, text, at } of found) {
    const key = `${kind}: ${element} «${text}»`;
    where.set(key, [...(where.get(key) ?? []), at]);
  }
  return [...where].map(([key, at]) => `${key} at ${at.join(', ')}`);
}

/**
 * The screen at both widths and every text size, in both languages (the language button
 * of the app bar, or `lang` for a screen without one): every fault found. Screenshots
 * (SCREENSHOTS=1) at 360 px and 200 %.
 */
async function measure(
  page: Page,
  cdp: CDPSession,
  screen: string,
  {
    lang,
    widths = WIDTHS,
    printed = false,
    figures,
  }: {
    lang?: (to: 'de' | 'en') => Promise<void>;
    widths?: number[];
    printed?: boolean;
    /** Figures (a CSS selector) drawn at least MIN_FIGURE px times the text size. */
    figures?: string;
  } = {},
): Promise<Found[]> {
  const found: Found[] = [];
  for (const to of ['de', 'en'] as const) {
    if (lang) await lang(to);
    else if ((await page.locator('html').getAttribute('lang')) !== to) {
      await tid(page, 'language').click();
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      for (const scale of SCALES) {
        await textSize(cdp, scale);
        await settled(page);
        const at = `${screen} ${to} ${width}px ${scale * 100}%`;
        for (const fault of await layoutFaults(page, MIN_TOTAL)) found.push({ ...fault, at });
        if (figures) {
          const sizes = await page
            .locator(figures)
            .evaluateAll((cells) =>
              cells.map((cell) => [cell.textContent ?? '', getComputedStyle(cell).fontSize]),
            );
          for (const [text, size] of sizes) {
            if (parseFloat(size!) < MIN_FIGURE * scale) {
              found.push({ kind: 'small', where: figures, text: `${text} ${size}`, at });
            }
          }
        }
        // Every number inside its card and clear of its neighbours, too (on screen: a printed
        // list's 8 pt lines may touch by a pixel, which paper does not mind).
        if (printed) continue;
        for (const { text, where, why } of await cutNumbers(page, 'body')) {
          found.push({ kind: 'cut', where: `${where} ${why}`, text, at });
        }
      }
    }
    await page.setViewportSize({ width: 360, height: 740 });
    for (const scheme of LAYOUT_SCHEMES) {
      if (LAYOUT_SCHEMES.length === 1) break;
      await page.emulateMedia({ colorScheme: scheme });
      await settled(page);
      // What is in view: Chromium lays a full-page shot out again at the default font size.
      await screenshot(page, `text-200-${screen}-${to}-${scheme}`, { fullPage: false });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await textSize(cdp, 1);
  }
  return found;
}

/** The language switched on screen (the app bar is not printed), then printed again. */
function printed(page: Page): (to: 'de' | 'en') => Promise<void> {
  return async (to) => {
    await page.emulateMedia({ media: 'screen' });
    if ((await page.locator('html').getAttribute('lang')) !== to) {
      await tid(page, 'language').click();
    }
    await page.emulateMedia({ media: 'print' });
  };
}

/** A game of `players` with four-digit totals and long names, imported and opened. */
async function longNamedGame(page: Page, players: 3 | 4 | 5, sessionId: string): Promise<string> {
  const meta = inMoneyEvening(sessionId, 'Gasthof zur Post', randomUUID());
  await importGame(page, 'long.json', {
    ...longGame(players),
    players: NAMES.slice(0, players),
    meta,
  });
  await expect
    .poll(() => tid(page, `total-0`).getAttribute('data-value'))
    .toBe(String(LONG_TOTALS[0]));
  return /#\/game\/([^/]+)/.exec(page.url())![1]!;
}

async function opened(): Promise<{ page: Page; cdp: CDPSession; baseURL: string }> {
  app = await launch({ locale: 'de-DE' });
  const { page, context, baseURL } = app;
  const cdp = await context.newCDPSession(page);
  await page.goto(baseURL + '/');
  await tid(page, 'new-game').waitFor();
  return { page, cdp, baseURL };
}

describe('every screen whole at 320 and 360 px, at 100, 150 and 200 % text', () => {
  test('the text size follows the browser: the root font is a share of its default', async () => {
    const { page, cdp } = await opened();
    const root = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    // 17 px at the default 16 px (src/theme.css); twice that at 200 %.
    expect(await root()).toBe(17);
    await textSize(cdp, 2);
    expect(await root()).toBe(34);
  });

  test('games of 3, 4 and 5, hand entry, code, print, settlement, evening, statistics', async () => {
    const { page, cdp, baseURL } = await opened();
    const found: Found[] = [];
    const sessionId = randomUUID();
    for (const players of [3, 4] as const) {
      await longNamedGame(page, players, randomUUID());
      await page.locator('main svg').first().waitFor();
      found.push(...(await measure(page, cdp, `game-${players}`)));
    }
    const gameId = await longNamedGame(page, 5, sessionId);
    await page.locator('main svg').first().waitFor();
    found.push(...(await measure(page, cdp, 'game-5')));

    // The sheet as printed: the print media on the same page.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await tid(page, 'print-sheet').click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed)).toBe('yes');
    found.push(
      ...(await measure(page, cdp, 'print-game', {
        lang: printed(page),
        widths: PAPER,
        printed: true,
      })),
    );
    await page.emulateMedia({ media: null });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    await page.goto(`${baseURL}/#/game/${gameId}/hand`);
    await tid(page, 'save-hand').waitFor();
    found.push(...(await measure(page, cdp, 'hand-entry')));

    await page.goto(`${baseURL}/#/game/${gameId}/show`);
    await tid(page, 'qr-frame').waitFor();
    found.push(...(await measure(page, cdp, 'show-qr')));

    await page.goto(`${baseURL}/#/game/${gameId}`);
    await tid(page, 'settle-now').click();
    await tid(page, 'net-0').waitFor();
    found.push(...(await measure(page, cdp, 'settlement', { figures: SETTLEMENT_FIGURES })));
    await tid(page, 'settle-confirm').click();
    await tid(page, 'next-game').waitFor();
    found.push(...(await measure(page, cdp, 'settled', { figures: SETTLEMENT_FIGURES })));

    await page.goto(`${baseURL}/#/evening/${sessionId}`);
    await tid(page, 'evening-net-0').waitFor();
    found.push(...(await measure(page, cdp, 'evening')));

    await page.goto(`${baseURL}/#/stats`);
    await tid(page, 'stats-row').first().waitFor();
    await page.locator('main svg').first().waitFor();
    found.push(...(await measure(page, cdp, 'statistics')));

    expect(summary(found)).toEqual([]);
  }, 600_000);

  test('start, new game, players, settings, scan, tournament form', async () => {
    const { page, cdp, baseURL } = await opened();
    await longNamedGame(page, 5, randomUUID());
    const found: Found[] = [];

    await page.goto(`${baseURL}/#/`);
    await tid(page, 'resume-game').waitFor();
    found.push(...(await measure(page, cdp, 'start')));

    await page.goto(`${baseURL}/#/new`);
    await tid(page, 'start-game').waitFor();
    found.push(...(await measure(page, cdp, 'new-game')));

    await page.goto(`${baseURL}/#/players`);
    await page.getByText(NAMES[0]!).first().waitFor();
    found.push(...(await measure(page, cdp, 'players')));

    await page.goto(`${baseURL}/#/settings`);
    await tid(page, 'import-file').waitFor({ state: 'attached' });
    found.push(...(await measure(page, cdp, 'settings')));

    await page.goto(`${baseURL}/#/scan`);
    await page.locator('main h1, main h2').first().waitFor();
    found.push(...(await measure(page, cdp, 'scan')));

    await page.goto(`${baseURL}/#/tournament`);
    await page.locator('main form, main fieldset').first().waitFor();
    found.push(...(await measure(page, cdp, 'tournament-form')));

    expect(summary(found)).toEqual([]);
  }, 600_000);

  test('the tournament desk, its standings, their print, the tournament to resume', async () => {
    // 13 players with a long name among them, two rounds in, round 2's sheets half back.
    const backup = await tournamentBackup({
      names: THIRTEEN,
      rounds: 3,
      hands: [hs(1, 120), hs(2, 105), hs(3, 0), hs(1, 75)],
      drawn: 2,
      sheet: (round, table) => round === 1 || table === 0,
    });
    const { page, cdp, baseURL } = await opened();
    await openImported(page, baseURL, backup);
    await tid(page, 'round-table-0').waitFor();
    const found: Found[] = [];
    found.push(...(await measure(page, cdp, 'desk')));
    await tid(page, 'print-standings').scrollIntoViewIfNeeded();
    found.push(...(await measure(page, cdp, 'standings')));

    await page.emulateMedia({ media: 'print' });
    await tid(page, 'standings-print').waitFor();
    found.push(
      ...(await measure(page, cdp, 'print-standings', {
        lang: printed(page),
        widths: PAPER,
        printed: true,
      })),
    );
    await page.emulateMedia({ media: null });

    // The form with the tournament under way to resume.
    await page.goto(`${baseURL}/#/tournament`);
    await page.getByText('Preistarock Brixen').first().waitFor();
    found.push(...(await measure(page, cdp, 'tournament-resume')));
    expect(summary(found)).toEqual([]);
  }, 600_000);
});
