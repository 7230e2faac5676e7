/**
 * The desk's standings on a phone (RULES.md §4 "Score"): at 320 and 360 px wide, in German
 * and English, light and dark, every player's rank, name, each round, total and both
 * tie-breaks (best round, table tops) are on screen with nothing reached by scrolling
 * sideways and no number cut; screen readers still find a table with its headers.
 *
 * The tournament is played in this test's own process with the app's storage code (as the
 * tables' phones would), exported as the backup file and imported on the phone: 13 players
 * (tables of 4, 4 and 5), 4 rounds, at every table the same six hands (a Hineinschauen with
 * p card points scores p − 60, RULES.md §1.5; at the table of 5 the dealer sits out, and
 * seats 1–3 never deal hands 1–3 there): seat 1 makes 120 twice (+60 +60 = +120), seat 2
 * the same (+120), seat 3 makes 0 twice (−60 −60 = −120), every other seat 0.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { messages as de } from '../../src/lib/i18n/de/all';
import { messages as en } from '../../src/lib/i18n/en/index';
import { hs } from '../unit/tournament/fixtures';
import { openImported, THIRTEEN, tournamentBackup } from './deskBackup';
import { cutNumbers } from './fit';
import { launch, screenshot, type Launched } from './harness';
import { tid } from './table';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const NAMES = THIRTEEN;
const ROUNDS = 4;
const HANDS = [hs(1, 120), hs(2, 120), hs(3, 0), hs(1, 120), hs(2, 120), hs(3, 0)];
/** Each table's results sum to +120 +120 −120 = +120; 3 tables, 4 rounds: 1440. */
const SUM_OF_TOTALS = 1440;

interface Box {
  testid: string;
  left: number;
  right: number;
  text: string;
}

/** Every standing cell's box and text, and how far the page and the table scroll sideways. */
function measure(page: Launched['page']) {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    for (const cell of Array.from(document.querySelectorAll('[data-testid="standing-row"] > *'))) {
      const { left, right } = cell.getBoundingClientRect();
      const testid = cell.getAttribute('data-testid') ?? cell.tagName.toLowerCase();
      boxes.push({ testid, left, right, text: (cell as HTMLElement).innerText });
    }
    const frame = document.querySelector('.standings')!.parentElement!;
    return {
      boxes,
      width: innerWidth,
      pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      tableScroll: frame.scrollWidth - frame.clientWidth,
    };
  });
}

const CASES = [
  { width: 320, locale: 'de-DE', colorScheme: 'light', words: de },
  { width: 360, locale: 'de-DE', colorScheme: 'dark', words: de },
  { width: 320, locale: 'en-GB', colorScheme: 'dark', words: en },
  { width: 360, locale: 'en-GB', colorScheme: 'light', words: en },
] as const;

describe('the standings on a phone', () => {
  test('every column in view at 320 and 360 px, nothing cut, a table with headers', async () => {
    const { id, text } = await tournamentBackup({
      names: NAMES,
      rounds: ROUNDS,
      hands: HANDS,
      drawn: ROUNDS,
      sheet: () => true,
    });
    for (const { width, locale, colorScheme, words } of CASES) {
      app = await launch({ locale, colorScheme, viewport: { width, height: 740 } });
      const { page, baseURL } = app;
      await openImported(page, baseURL, { id, text });
      const rows = tid(page, 'standing-row');
      await expect.poll(() => rows.count()).toBe(NAMES.length);
      await tid(page, 'print-standings').scrollIntoViewIfNeeded();

      const seen = await measure(page);
      const where = `${width} px ${locale} ${colorScheme}`;
      expect(seen.pageScroll, where).toBe(0);
      expect(seen.tableScroll, where).toBe(0);
      // Rank, name, 4 rounds, total, best round, table tops: 9 cells a player, all in view.
      expect(seen.boxes).toHaveLength(NAMES.length * 9);
      const outside = seen.boxes.filter((b) => b.left < -0.5 || b.right > seen.width + 0.5);
      expect(outside, where).toEqual([]);
      // Each tie-break shows its own label beside its number.
      const best = seen.boxes.filter((b) => b.testid === 'standing-best');
      const wins = seen.boxes.filter((b) => b.testid === 'standing-wins');
      expect(
        best.every((b) => b.text.includes(words.dkBest)),
        where,
      ).toBe(true);
      expect(
        wins.every((b) => b.text.includes(words.dkWins)),
        where,
      ).toBe(true);
      // The header row is hidden to the eye on purpose (the cells carry their labels).
      const cut = (await cutNumbers(page)).filter((c) => !c.why.startsWith('clipped by thead'));
      expect(cut, where).toEqual([]);
      // The numbers are the ones played: the totals add up to the sum worked by hand.
      const totals = await rows.evaluateAll((all) => all.map((r) => Number(r.dataset.total)));
      expect(totals.reduce((a, b) => a + b, 0)).toBe(SUM_OF_TOTALS);

      // Screen readers: a table named as the standings, its column headers and row headers.
      const table = page.getByRole('table', { name: words.dkStandings });
      expect(await table.count()).toBe(1);
      expect(await table.getByRole('columnheader').count()).toBe(2 + ROUNDS + 3);
      expect(await table.getByRole('columnheader', { name: words.dkBest }).count()).toBe(1);
      expect(await table.getByRole('columnheader', { name: words.dkWins }).count()).toBe(1);
      expect(await table.getByRole('rowheader').count()).toBe(NAMES.length);
      expect(await table.getByRole('row').count()).toBe(NAMES.length + 1);

      await screenshot(page, `desk-standings-${width}-${locale}-${colorScheme}`);
      await app.close();
      app = undefined;
    }
  }, 240_000);
});
