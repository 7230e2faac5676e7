import { randomUUID } from 'node:crypto';
import { afterEach, expect, test } from 'vitest';
import { launch, screenshot, type Launched } from './harness';
import { BAVARIAN_EMPTY_POT, example, importGame, nets } from './settle';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

test('Bauerntarock for money: Extrapönale apart, coins, where the rounding went', async () => {
  app = await launch({ locale: 'de-DE' });
  const { page, baseURL } = app;
  await page.goto(baseURL + '/');
  // Example 02 played on an evening at 5 cents a point, paid in 10-cent coins (meta.spatz.session).
  const game = await example('02-game-to-the-end');
  const sessionId = randomUUID();
  const now = Date.UTC(2026, 10, 30, 20);
  const session = { id: sessionId, createdAt: now, updatedAt: now, date: '2026-11-30' };
  const meta = {
    spatz: {
      id: randomUUID(),
      sessionId,
      session: { ...session, place: 'Gasthof Post', stakePerPoint: 0.05, coin: 0.1 },
    },
  };
  await importGame(page, '02.json', { ...game, meta });

  await page.getByTestId('net-0').waitFor();
  expect(await nets(page, 3)).toEqual([242, -109, -133]);
  // Intl writes "€ 0,05" with a no-break space; compare with plain spaces.
  // Without the isolates around each name (U+2068, U+2069): this test is about the amounts.
  const plain = (t: string) => t.replace(/\u00a0/g, ' ').replace(/[\u2068\u2069]/g, '');
  // The evening (stake and coin) is read after the totals show: wait for the money part.
  const settlement = page.locator('section.settlement');
  await expect.poll(async () => plain(await settlement.innerText())).toContain('In Geld');
  const text = plain(await settlement.innerText());
  // RULES.md §1.7: the lowest pays the difference and, on its own line, the Extrapönale.
  expect(text).toMatch(/Chris zahlt Anna\s+113/);
  expect(text).toMatch(/Chris zahlt Anna · Extrapönale\s+20/);
  expect(text).toContain('Extrapönale: die Zusatzstrafe von 20 Punkten');
  // The terms and where the rounding went are shown (their amounts: tests/unit/view/settleMoney).
  expect(text).toContain('In Geld: € 0,05 je Punkt');
  expect(text).toContain('Rundung auf € 0,10: ');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'settle-settlement-money-light');

  // A second game the same evening: Bavarian until the pot is empty (−45, +120, −75).
  const second = { spatz: { id: randomUUID(), sessionId, session: meta.spatz.session } };
  await importGame(page, 'bavarian.json', { ...BAVARIAN_EMPTY_POT, meta: second });
  await page.getByTestId('open-evening').click();
  await page.getByTestId('evening-game-1').waitFor();
  const evening = plain(await page.locator('section.evening').innerText());
  expect(evening).toContain('in Gasthof Post');
  expect(evening).toContain('Wer zahlt wem in Geld');
  // Over the evening, 197, 11, −208 paid in coins (worked out: tests/unit/view/settleMoney).
  expect(await page.getByTestId('evening-net-0').getAttribute('data-value')).toBe('197');
  expect(evening).toMatch(/Chris zahlt Anna\s+€ 9,80/);
  expect(evening).toMatch(/Chris zahlt Bert\s+€ 0,60/);
  expect(evening).toContain('Rundung auf € 0,10: Anna −€ 0,05, Bert +€ 0,05');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'settle-evening-money-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'settle-evening-money-dark');
});
