/**
 * What only a browser shows of each variant's words, whole names, the toast's place and
 * "ready offline" (the words themselves: tests/unit/view/variantWords.test.ts; the CSV:
 * tests/unit/files/csv.test.ts).
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { launch } from './harness';
import { box, brokenWords, inEveryLook, overlaps } from './looks';
import { downloadText } from './settle';
import { enterHand, startGame, tid } from './table';

const LONG = 'Bartholomäus-Maximilian';
const NAME_WORDS = ['Bartholomäus-', 'Maximilian'];

/** The long name whole, the table headers whole, the next dealer said: in every look. */
async function namesWholeAndDealer(page: Page): Promise<void> {
  await inEveryLook(page, async (look) => {
    const where = JSON.stringify(look);
    expect(await tid(page, 'next-dealer').innerText(), where).toContain(LONG);
    expect(await brokenWords(page, 'main', NAME_WORDS), where).toEqual([]);
    expect(await brokenWords(page, 'main thead th'), where).toEqual([]);
  });
}

test('Dobbm at 200 % text, 320 and 360 px, German and English, light and dark: no round of deals, Dobb words, Matsch asked, names whole, the toast off the buttons, the next dealer', async () => {
  const { page, baseURL, close } = await launch({ viewport: { width: 320, height: 740 } });
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { variant: 'dobbm', players: ['Anna', 'Bert', 'Chris', LONG] });
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));

    // Anna and the long name each win one alike: they tie at the top (a note naming both).
    await enterHand(
      page,
      { kind: 'played', declarer: 0, contract: 'dobbm', declarerPoints: 70 },
      0,
    );
    // RULES.md §2: the declarer (seat 3) deals next; the status line has no round.
    await enterHand(
      page,
      { kind: 'played', declarer: 3, contract: 'dobbm', declarerPoints: 70 },
      1,
    );
    const status = tid(page, 'game-status');
    await expect.poll(() => status.getAttribute('data-dealer')).toBe('3');
    // The save's toast: two lines at most, off the undo row and "add hand", still announced.
    const toastText = page.locator('[data-testid=toast] .text');
    const toastOffTheButtons = async (said: string) => {
      await expect.poll(() => toastText.innerText()).toContain(said);
      const lines = await toastText.evaluate((el) => {
        const style = getComputedStyle(el);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        return el.getBoundingClientRect().height / line;
      });
      expect(lines, said).toBeLessThanOrEqual(2.05);
      // Placed once the game screen is back under it (toastPlace.ts places it by frames).
      const covered = async () => {
        const toast = await box(page, 'toast');
        return [await box(page, 'history-row'), await box(page, 'add-hand')]
          .filter((under) => overlaps(toast, under))
          .map((under) => JSON.stringify({ toast, under }));
      };
      await expect.poll(covered).toEqual([]);
      // The whole message is in the live region.
      expect(await page.locator('[role=status][aria-live=polite]').last().innerText()).toContain(
        said,
      );
    };
    await toastOffTheButtons('Spiel 2 gespeichert');
    // The same on a phone of 360 px in English: an undo's toast, then the hand is back.
    await page.setViewportSize({ width: 360, height: 740 });
    await tid(page, 'language').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await tid(page, 'undo').click();
    await toastOffTheButtons('Undone:');
    await tid(page, 'redo').click();
    await expect.poll(() => status.getAttribute('data-dealer')).toBe('3');
    await tid(page, 'language').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.setViewportSize({ width: 320, height: 740 });

    // The status line in every look: no round, the rule who deals next, the names whole.
    await inEveryLook(page, async (look) => {
      const text = await status.innerText();
      expect(text).toContain(
        look.lang === 'de' ? 'wer spielt, gibt als Nächster' : 'the declarer deals next',
      );
      expect(text).not.toMatch(look.lang === 'de' ? /Runde/ : /round/i);
      expect(await brokenWords(page, 'main', NAME_WORDS), JSON.stringify(look)).toEqual([]);
    });

    // The start screen's card of the running game says who deals next, by the rule.
    await tid(page, 'home').click();
    await expect.poll(() => tid(page, 'resume-dealer').textContent()).toContain(LONG);
    await tid(page, 'resume-game').click();
    await tid(page, 'add-hand').waitFor();

    // The card counter speaks of the Dobb, and an empty count asks Matsch or not.
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-0').click();
    await tid(page, 'count-cards').click();
    await inEveryLook(page, async (look) => {
      const counter = await tid(page, 'card-counter').innerText();
      expect(counter).toContain(
        look.lang === 'de' ? 'beim Solo der liegende Dobb' : 'the untouched Dobb in a Solo',
      );
      expect(counter).not.toMatch(/Sumpern|Talon/i);
    });
    await tid(page, 'count-done').click();
    await tid(page, 'count-ask-matsch').waitFor();
    await tid(page, 'count-matsch').click();
    await expect.poll(() => tid(page, 'tricks-none').isChecked()).toBe(true);
    await tid(page, 'cancel-hand').click();

    // Stopped and settled: the next dealer stays in view; the long name is never split.
    await tid(page, 'settle-now').click();
    await tid(page, 'settle-confirm').click();
    await tid(page, 'next-dealer').waitFor();
    // The tie at the top is said in a sentence naming both: the long name whole in it too.
    await expect
      .poll(() => page.locator('section.settlement p.note').first().innerText())
      .toMatch(/^Gleichstand an der Spitze: Anna, Bartholomäus-Maximilian\b/);
    await namesWholeAndDealer(page);
    await tid(page, 'open-evening').click();
    await tid(page, 'evening-net-0').waitFor();
    await namesWholeAndDealer(page);

    // The statistics' ranking: its headers whole in both languages ("Gam es" was seen).
    await tid(page, 'home').click();
    await tid(page, 'open-stats').click();
    await tid(page, 'stats-row').first().waitFor();
    for (const lang of ['de', 'en']) {
      expect(await brokenWords(page, 'main thead th'), lang).toEqual([]);
      expect(await brokenWords(page, 'main', NAME_WORDS), lang).toEqual([]);
      await tid(page, 'language').click();
    }
  } finally {
    await close();
  }
}, 180_000);

test('Bavarian Tarock, 320 and 360 px, German and English, light and dark: what each defender pays, the pot after each hand on screen, in print and in the CSV', async () => {
  const english = { width: 360, lang: 'en', scheme: 'dark' } as const;
  const { page, baseURL, close } = await launch({ locale: 'en-GB', colorScheme: 'dark' });
  try {
    await page.goto(baseURL + '/');
    await startGame(page, {
      variant: 'bavarian',
      players: ['Anna', 'Bert', 'Chris'],
      houseRules: { ante: 20 },
    });
    // RULES.md §3 worked: a hand game raised twice, 94: each defender pays 25 + 2 × 10 = 45.
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-1').click();
    await tid(page, 'contract-hand').click();
    await tid(page, 'announced-71').click();
    await tid(page, 'points-declarer').fill('94');
    await expect.poll(() => tid(page, 'hand-share').innerText()).toBe('each defender pays 45');
    await inEveryLook(
      page,
      async (look) =>
        expect(await tid(page, 'hand-share').innerText(), JSON.stringify(look)).toBe(
          look.lang === 'de' ? 'jeder Gegenspieler zahlt 45' : 'each defender pays 45',
        ),
      english,
    );
    await tid(page, 'save-hand').click();
    await tid(page, 'hand-row-0').waitFor();
    // A widow game, 67: 7 → 10 from the pot of 60.
    await enterHand(
      page,
      { kind: 'played', declarer: 0, contract: 'widow', declarerPoints: 67 },
      1,
    );
    // textContent: a row out of view is not rendered (content-visibility), its text is there.
    await inEveryLook(
      page,
      async (look) => {
        const pot = look.lang === 'de' ? 'Topf danach' : 'Pot after';
        expect(await tid(page, 'hand-pot-0').textContent(), JSON.stringify(look)).toBe(
          `${pot}: 60`,
        );
        expect(await tid(page, 'hand-pot-1').textContent(), JSON.stringify(look)).toBe(
          `${pot}: 50`,
        );
      },
      english,
    );

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await tid(page, 'print-sheet').click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed)).toBe('yes');
    await page.emulateMedia({ media: 'print' });
    expect(await tid(page, 'print-pot-0').innerText()).toBe('60');
    expect(await tid(page, 'print-pot-1').innerText()).toBe('50');
    expect(await tid(page, 'print-pot-1').isVisible()).toBe(true);
    await page.emulateMedia({ media: null });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    const csv = await downloadText(page, 'export-csv');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')[0]).toContain(',Pot after,Anna,Bert,Chris');
  } finally {
    await close();
  }
}, 180_000);

test('"ready offline" is said once the service worker has stored everything, not before', async () => {
  const { page, context, baseURL, close } = await launch();
  try {
    // Whether the start screen said "still getting ready" before the app was ready.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=offline-preparing]'))
          document.documentElement.dataset.sawPreparing = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(baseURL + '/');
    await tid(page, 'offline-ready').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.sawPreparing)).toBe('yes');
    expect(await tid(page, 'offline-preparing').count()).toBe(0);
    // Said when the precache is complete: the start page and the last of the rest (the QR
    // decoder's wasm, stored after the first install) are in it.
    const cached = await page.evaluate(async () => {
      const keys = (
        await Promise.all(
          (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
        )
      ).flat();
      return ['/index.html', '.wasm'].map((end) =>
        keys.some((request) => new URL(request.url).pathname.endsWith(end)),
      );
    });
    expect(cached).toEqual([true, true]);

    await context.setOffline(true);
    await page.reload();
    await tid(page, 'new-game').waitFor();
    // Once: a later start says nothing, and is not "getting ready" either.
    expect(await tid(page, 'offline-ready').count()).toBe(0);
    expect(await tid(page, 'offline-preparing').count()).toBe(0);
    await tid(page, 'open-settings').click();
    await expect.poll(() => tid(page, 'offline-state').getAttribute('data-state')).toBe('ready');
  } finally {
    await close();
  }
}, 180_000);
