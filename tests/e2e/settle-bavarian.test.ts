import { afterEach, describe, expect, test } from 'vitest';
import { launch, LAYOUT_SCHEMES, screenshot, type Launched } from './harness';
import { BAVARIAN_EMPTY_POT, importGame, nets } from './settle';
import { plain } from '../unit/plainText';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('Bavarian Tarock until the pot is empty', () => {
  for (const colorScheme of LAYOUT_SCHEMES) {
    test(`settlement: chips are the nets, who pays whom, the evening (${colorScheme})`, async () => {
      app = await launch({ colorScheme, locale: 'de-DE' });
      const { page, baseURL } = app;
      await page.goto(baseURL + '/');
      await importGame(page, 'bavarian.json', BAVARIAN_EMPTY_POT);

      const status = page.getByTestId('game-status');
      await expect.poll(() => status.getAttribute('data-status')).toBe('finished');
      await page.getByTestId('net-0').waitFor();
      expect(await nets(page, 3)).toEqual([-45, 120, -75]);
      const settlement = page.locator('section.settlement');
      // Names are isolated (FSI … PDI); this test is about who pays whom.
      const text = plain(await settlement.innerText());
      expect(text).toContain('Der Topf ist leer');
      expect(text).toContain('Anna zahlt Bert');
      expect(text).toContain('Chris zahlt Bert');
      // Colour is not the only cue: the sign is written.
      expect(await page.getByTestId('net-1').innerText()).toBe('+120');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `settle-bavarian-settlement-${colorScheme}`);

      // Share as text: headless Chromium on Linux has no Web Share, so it copies, and says so.
      await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseURL,
      });
      await page.getByRole('button', { name: 'Als Text teilen' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'In die Zwischenablage kopiert.' })
        .waitFor();
      const shared = plain(await page.evaluate(() => navigator.clipboard.readText()));
      expect(shared).toContain('Spatz · Bayerisches Tarock');
      expect(shared).toContain('1. Bert +120');
      expect(shared).toContain('Chris zahlt Bert: 75');

      // The chart is there and says what it shows.
      const chart = page.getByRole('img', { name: /Spielstand über 4 Spiele/ });
      expect(plain((await chart.getAttribute('aria-label')) ?? '')).toContain('Bert 120');
      // The table alternative: the start and one row per hand.
      await page.getByText('Stände als Tabelle').click();
      const rows = page.locator('figure.chart tbody tr');
      await expect.poll(() => rows.count()).toBe(5);
      expect(await rows.last().innerText()).toMatch(/4\s+−45\s+120\s+−75/);

      await page.getByTestId('open-evening').click();
      await page.getByTestId('evening-game-0').waitFor();
      expect(plain(await page.getByTestId('evening-game-0').innerText())).toContain('Sieger: Bert');
      const evening = plain(await page.locator('section.evening').innerText());
      expect(evening).toContain('Anna zahlt Bert');
      expect(evening).toContain('Chris zahlt Bert');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `settle-evening-${colorScheme}`);
    });
  }
});
