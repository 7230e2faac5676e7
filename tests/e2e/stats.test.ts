/**
 * The regulars' table as the table sees it: three game files imported one by
 * one through settings (the same people in different seats), the statistics
 * screen's ranking against numbers worked by hand (tests/fixtures/e2e/stats.ts),
 * the period select, and the money still owed on the start screen before and
 * after an evening is marked paid. Both languages, both themes, 360×740.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { launch, screenshot, type Launched } from './harness';
import { importGame } from './settle';
import RUNNING from '../fixtures/examples/01-three-players-first-hands.json';
import { dismissToast, tid } from './table';
import {
  ALL,
  OWED_BOTH,
  OWED_SECOND,
  SECOND,
  statsFiles,
  type Expected,
} from '../fixtures/e2e/stats';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A local calendar day `back` days before today, YYYY-MM-DD (the app's own "today"). */
function daysAgo(back: number): string {
  const day = new Date();
  day.setDate(day.getDate() - back);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
// Evening 1 lies outside the last 30 days, evening 2 is today.
const FIRST = daysAgo(45);
const SECOND_DATE = daysAgo(0);

/** Watches for page errors and console errors; the list is checked at the end. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function importAll(page: Page, baseURL: string): Promise<void> {
  await page.goto(baseURL + '/');
  const files = statsFiles(FIRST, SECOND_DATE);
  for (const [i, file] of files.entries()) await importGame(page, `stats-${i + 1}.json`, file);
}

/** The ranking as the screen gives it: names in order, each row's data-value numbers. */
async function ranking(page: Page): Promise<[string, Expected][]> {
  await tid(page, 'stats-row').first().waitFor();
  return tid(page, 'stats-row').evaluateAll((rows) =>
    rows.map((row): [string, Expected] => {
      const value = (stat: string) =>
        Number(row.querySelector(`[data-stat="${stat}"]`)?.getAttribute('data-value'));
      return [
        row.getAttribute('data-player') ?? '',
        {
          games: value('games'),
          wins: value('wins'),
          last: value('last'),
          net: value('net'),
          declared: value('declared'),
          made: value('made'),
        },
      ];
    }),
  );
}

async function owedLines(page: Page): Promise<string[]> {
  const lines = await tid(page, 'owed-row').evaluateAll((rows) =>
    rows.map(
      (row) =>
        `${row.getAttribute('data-from')}>${row.getAttribute('data-to')} ${row.getAttribute('data-amount')}`,
    ),
  );
  return lines.sort();
}

async function startScreen(page: Page, baseURL: string): Promise<void> {
  await page.goto(baseURL + '/#/');
  await tid(page, 'new-game').waitFor();
}

describe('the statistics screen', () => {
  test('ranks the players as RULES.md gives, by period (German, light)', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    const errors = watch(page);
    await importAll(page, baseURL);

    await startScreen(page, baseURL);
    await tid(page, 'open-stats').click();
    expect(await ranking(page)).toEqual(Object.entries(ALL));
    // German numbers on screen, plain numbers in data-value.
    const chris = page.locator('[data-testid=stats-row][data-player="Chris"] [data-stat=net]');
    expect(await chris.textContent()).toBe('\u2212110');
    // The table scrolls inside its box; the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await dismissToast(page);
    await screenshot(page, 'stats-de-light');

    const period = tid(page, 'stats-period');
    expect(await period.inputValue()).toBe('all');
    await period.selectOption('evening:stats-evening-2');
    await expect
      .poll(async () => (await ranking(page)).map(([name]) => name))
      .toEqual(Object.keys(SECOND));
    expect(await ranking(page)).toEqual(Object.entries(SECOND));
    await period.selectOption('30d');
    await expect.poll(() => ranking(page)).toEqual(Object.entries(SECOND));
    await period.selectOption('year');
    const sameYear = FIRST.slice(0, 4) === SECOND_DATE.slice(0, 4);
    await expect.poll(() => ranking(page)).toEqual(Object.entries(sameYear ? ALL : SECOND));
    await period.selectOption('all');
    await expect.poll(() => ranking(page)).toEqual(Object.entries(ALL));

    // A player's details: Anna declared 5 and made 4 (fixture), Sumpern 3 of 3.
    await page
      .locator('[data-testid=stats-row][data-player="Anna"] [data-testid=stats-player]')
      .click();
    const details = tid(page, 'stats-details');
    await details.waitFor();
    expect(await details.locator('[data-stat=declared]').getAttribute('data-value')).toBe('5');
    // Sumpern in games 1 (90) and 3 (85), both made; Hineinschauen 75, 71, and 50 (failed).
    expect(await details.locator('[data-stat=contract-sumpern]').textContent()).toContain(
      '2 von 2',
    );
    expect(await details.locator('[data-stat=contract-hineinschauen]').textContent()).toContain(
      '2 von 3',
    );
    await screenshot(page, 'stats-de-light-details');
    await tid(page, 'stats-chart-table').click();
    await screenshot(page, 'stats-de-light-chart-table');

    // Money still owed, then evening 1 marked paid, and again not paid.
    await startScreen(page, baseURL);
    await expect.poll(() => owedLines(page)).toEqual(OWED_BOTH);
    await screenshot(page, 'stats-de-light-owed');
    await page.goto(`${baseURL}/#/evening/stats-evening-1`);
    await tid(page, 'mark-paid').click();
    await tid(page, 'mark-owed').waitFor();
    await screenshot(page, 'stats-de-light-evening-paid');
    await startScreen(page, baseURL);
    await expect.poll(() => owedLines(page)).toEqual(OWED_SECOND);

    await page.goto(`${baseURL}/#/evening/stats-evening-1`);
    await tid(page, 'mark-owed').click();
    await tid(page, 'mark-paid').waitFor();
    await startScreen(page, baseURL);
    await expect.poll(() => owedLines(page)).toEqual(OWED_BOTH);
    expect(errors).toEqual([]);
  });

  test('the same in English and dark; marking paid is undone from the toast', async () => {
    app = await launch({ locale: 'en-GB', colorScheme: 'dark' });
    const { page, baseURL } = app;
    const errors = watch(page);
    await importAll(page, baseURL);

    await page.goto(baseURL + '/#/settings');
    await tid(page, 'open-stats').click();
    expect(await ranking(page)).toEqual(Object.entries(ALL));
    const anna = page.locator('[data-testid=stats-row][data-player="Anna"] [data-stat=net]');
    expect(await anna.textContent()).toBe('+257');
    await dismissToast(page);
    await screenshot(page, 'stats-en-dark');
    await page
      .locator('[data-testid=stats-row][data-player="Bert"] [data-testid=stats-player]')
      .click();
    await tid(page, 'stats-details').waitFor();
    await screenshot(page, 'stats-en-dark-details');

    await page.goto(`${baseURL}/#/evening/stats-evening-1`);
    await tid(page, 'mark-paid').click();
    await tid(page, 'mark-owed').waitFor();
    await screenshot(page, 'stats-en-dark-evening-paid');
    await tid(page, 'toast-undo').click();
    await tid(page, 'mark-paid').waitFor();
    await startScreen(page, baseURL);
    await expect.poll(() => owedLines(page)).toEqual(OWED_BOTH);
    await screenshot(page, 'stats-en-dark-owed');
    expect(errors).toEqual([]);
  });

  test('with nothing stored, the screen says so', async () => {
    app = await launch({ locale: 'en-GB' });
    const { page, baseURL } = app;
    const errors = watch(page);
    await page.goto(baseURL + '/#/stats');
    await tid(page, 'stats-empty').waitFor();
    expect(await tid(page, 'stats-empty').textContent()).toContain('No finished games yet');
    await page.goto(baseURL + '/#/');
    await tid(page, 'new-game').waitFor();
    expect(await tid(page, 'open-stats').count()).toBe(0);
    expect(await tid(page, 'owed-row').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a running game counts nowhere, and the screen says there is one (English)', async () => {
    app = await launch({ locale: 'en-GB' });
    const { page, baseURL } = app;
    const errors = watch(page);
    await importAll(page, baseURL);
    // The shared example 01: three hands, nobody near 100, so still running.
    await importGame(page, 'running.json', RUNNING);
    await page.goto(baseURL + '/#/stats');
    expect(await ranking(page)).toEqual(Object.entries(ALL));
    const note = tid(page, 'stats-running');
    expect(await note.getAttribute('data-value')).toBe('1');
    expect(await note.textContent()).toContain('1 game still running does not count yet');
    expect(errors).toEqual([]);
  });
});
