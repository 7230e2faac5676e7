/**
 * Small things a person sees: the evening's two buttons apart, and a running game's printed
 * settlement that says it is the standing if the game were stopped now. (No backup reminder
 * right after a first import: tests/unit/db/durability.test.ts.)
 */
import { expect, test } from 'vitest';
import { launch } from './harness';
import { importGame } from './settle';
import { tid } from './table';
import { longGame } from '../fixtures/e2e/longTotals';

test('after a first import: the evening buttons apart; the printed standing', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    // A running game (no end: tests/fixtures/e2e/longTotals.ts) imported into an empty phone.
    await importGame(page, 'long.json', longGame(3));

    // Printed while running: the settlement says what it is, as the screen's note does.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await tid(page, 'print-sheet').click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed)).toBe('yes');
    await page.emulateMedia({ media: 'print' });
    const sheet = await tid(page, 'print-sheet-content').innerText();
    expect(sheet).toContain('Abrechnung');
    expect(sheet).toContain('So stünde es, wenn die Partie jetzt endete.');
    await page.emulateMedia({ media: null });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    // The evening: "next game" is not offered while a game runs, so stop it first.
    await tid(page, 'settle-now').click();
    await tid(page, 'settle-confirm').click();
    await tid(page, 'next-game').waitFor();
    await tid(page, 'open-evening').click();
    await tid(page, 'evening-net-0').waitFor();
    const gap = await page.evaluate(() => {
      const next = document.querySelector('section.evening [data-testid=next-game]')!;
      const print = document.querySelector('section.evening [data-testid=print-sheet]')!;
      return print.getBoundingClientRect().top - next.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(8);
  } finally {
    await close();
  }
}, 120_000);
