/**
 * The club's season over two evenings on one phone, in German at 320 px: one kept here
 * (a game file imported through settings), one another member kept (a read-only copy
 * received by link, FORMAT.md "Between phones"). A season is named through the club
 * screen's form; its evenings, ranking and money owed, and the CSV it downloads, are
 * checked against the numbers worked by hand in tests/unit/stats/seasonFixtures.ts
 * (the same games).
 */
import { afterEach, expect, test } from 'vitest';
import { encodeLink } from '../../src/lib/share';
import { launch, screenshot, settled, type Launched } from './harness';
import { downloadText, importGame, seasonRanking } from './settle';
import { tid } from './table';
import { parseCsv } from '../unit/files/parseCsv';
import { CSV_DE, RANKING } from '../unit/stats/seasonFixtures';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const AT = Date.UTC(2026, 9, 6, 19);
const look = (declarer: number, declarerPoints: number) => ({
  kind: 'played',
  declarer,
  contract: 'hineinschauen',
  declarerPoints,
});

/** A game file with its evening (`meta.spatz.session`), stopped early ("settle now"). */
function gameFile(
  id: string,
  session: Record<string, unknown>,
  hands: Record<string, unknown>[],
  sent?: Record<string, unknown>,
) {
  return {
    format: 'bauerntarock-game',
    version: 1,
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Chris'],
    firstDealer: 0,
    houseRules: {},
    hands,
    meta: {
      spatz: {
        id,
        sessionId: session.id,
        createdAt: AT,
        updatedAt: AT,
        stoppedEarly: true,
        deleted: false,
        hands: hands.map((_, i) => ({ id: `${id}-hand-${i}`, createdAt: AT, updatedAt: AT })),
        session: { ...session, createdAt: AT, updatedAt: AT },
        ...(sent ? { sent } : {}),
      },
    },
  };
}

/** s1: Anna 70 (+10), Bert 65 (+5): totals 10, 5, 0; at 0.05 a point in coins of 0.5. */
const OWN = gameFile(
  'club-own-game',
  {
    id: 'club-own-evening',
    date: '2026-10-06',
    place: 'Gasthof Post',
    stakePerPoint: 0.05,
    coin: 0.5,
  },
  [look(0, 70), look(1, 65)],
);
/** s2, Berta's: Anna 62 (+2), Chris 80 (+20): totals 2, 0, 20; for points only. */
const COPY = gameFile(
  'club-copy-game',
  { id: 'club-copy-evening', date: '2027-01-14', place: 'Hütte' },
  [look(0, 62), look(2, 80)],
  { rev: 'rev-2', from: 'Berta', at: AT + 600_000 },
);

test('the season of an own evening and a copy: ranking, money owed and CSV as worked by hand', async () => {
  app = await launch({ locale: 'de-DE', viewport: { width: 320, height: 740 } });
  const { page, baseURL } = app;
  await page.goto(`${baseURL}/`);
  await importGame(page, 'own.json', OWN);
  await page.goto(await encodeLink(JSON.stringify(COPY), `${baseURL}/`));
  await tid(page, 'import-confirm').click();
  await tid(page, 'copy-banner').waitFor();

  await page.goto(`${baseURL}/#/`);
  await tid(page, 'open-season').click();
  await tid(page, 'season-pick').waitFor();
  await tid(page, 'season-add').locator('summary').click();
  await tid(page, 'season-name').fill('2026/27');
  await tid(page, 'season-from').fill('2026-09-01');
  await tid(page, 'season-to').fill('2027-08-31');
  await tid(page, 'season-save').click();
  await page.locator('[data-testid="season-range"][data-from="2026-09-01"]').waitFor();
  expect(await tid(page, 'season-pick').inputValue()).toBe('2026/27');

  const evenings = await tid(page, 'season-evening').evaluateAll((rows) =>
    rows.map((row) => [row.getAttribute('data-date'), row.querySelector('.place')?.textContent]),
  );
  expect(evenings).toEqual([
    ['2026-10-06', 'Gasthof Post'],
    ['2027-01-14', 'Hütte'],
  ]);

  const ranking = await seasonRanking(page);
  expect(ranking).toEqual(RANKING);

  // Money owed (§1.7, the own evening not paid): Bert pays Anna 0.50, Chris pays her 1.50.
  const owed = await tid(page, 'owed-row').evaluateAll((rows) =>
    rows.map((row) => [row.dataset.from, row.dataset.to, row.dataset.amount]),
  );
  expect(owed.sort()).toEqual([
    ['Bert', 'Anna', '50'],
    ['Chris', 'Anna', '150'],
  ]);

  await settled(page);
  // Whole at 320 px: the page is no wider, and neither table needs swiping.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const swiped = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.scroll'))
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.getAttribute('data-testid')),
  );
  expect(swiped).toEqual([]);
  await screenshot(page, 'club-season-de');

  const rows = parseCsv(await downloadText(page, 'season-csv'), ';');
  const at = rows.findIndex((row) => row[0] === 'Rangliste');
  expect(rows.slice(at + 1)).toEqual(CSV_DE.ranking);
  // Every hand of both games, with everyone's running total.
  const hands = rows.filter((row) => /^\d+$/.test(row[0] ?? '') && row.length === 13);
  expect(hands.map((row) => row.slice(-3))).toEqual([...CSV_DE.s1, ...CSV_DE.s2]);
});
