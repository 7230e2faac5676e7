import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch } from './harness';
import { startGame, tid } from './table';

/** Where the points field's message is against the pinned footer and the window. */
async function messagePlace(page: Page) {
  return page.evaluate(() => {
    const field = document.querySelector('[data-testid=points-declarer]')!.closest('fieldset')!;
    const message = field.querySelector<HTMLElement>(':scope > .problem');
    const footer = document.querySelector('[data-testid=hand-preview]')!.parentElement!;
    if (!message) return undefined;
    const box = message.getBoundingClientRect();
    return {
      text: message.textContent ?? '',
      inView: box.top >= 0 && box.bottom <= footer.getBoundingClientRect().top + 0.5,
    };
  });
}

const bar = (page: Page) => tid(page, 'hand-preview-problem');
const score = (page: Page) => tid(page, 'hand-preview').getAttribute('data-value');

test('the pinned score bar says what is wrong, as it is typed; the message comes into view (360×740)', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await tid(page, 'add-hand').click();
    // Nothing typed yet: the placeholder, no problem.
    expect(await bar(page).count()).toBe(0);
    await tid(page, 'declarer-1').click();

    // RULES.md §1.3: 119 cannot occur. The bar says so instead of the placeholder,
    // and the field's own message is in sight above the footer.
    await tid(page, 'points-declarer').fill('119');
    await expect.poll(() => bar(page).textContent()).toContain('119 Augen kann es');
    expect(await score(page)).toBe('');
    await expect.poll(() => messagePlace(page)).toMatchObject({ inView: true });
    expect((await messagePlace(page))!.text).toContain('119 Augen');

    await tid(page, 'points-declarer').fill('121');
    await expect
      .poll(() => bar(page).textContent())
      .toContain('121 liegt nicht zwischen 0 und 120');
    await expect.poll(() => messagePlace(page)).toMatchObject({ inView: true });

    // "1" may still become "15": the bar says it at once, the field waits until it is left.
    await tid(page, 'points-declarer').fill('1');
    await expect.poll(() => bar(page).textContent()).toContain('1 Augen kann es');
    expect(await messagePlace(page)).toBeUndefined();
    await tid(page, 'points-declarer').fill('15');
    // (15 − 60) = −45 for Bert (§1.5): a score again, no problem.
    await expect.poll(() => score(page)).toBe('-45');
    expect(await bar(page).count()).toBe(0);

    // A minus says so at once, in the field and the bar.
    await tid(page, 'points-declarer').fill('-');
    await expect.poll(() => messagePlace(page)).toMatchObject({ inView: true });
    expect((await messagePlace(page))!.text).toContain('nie weniger als 0');
    expect(await bar(page).textContent()).toContain('nie weniger als 0');

    // Emptied: the placeholder again (missing is not a problem before save).
    await tid(page, 'points-declarer').fill('');
    await expect.poll(() => bar(page).count()).toBe(0);
  } finally {
    await close();
  }
});

test('an announced "all tricks" shows no score until the tricks or the points answer it', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-2').click();
    await tid(page, 'contract-sumpern').click();
    await tid(page, 'announced-all').click();
    // Before: −120 at once. Now a question, and no score.
    await expect.poll(() => bar(page).textContent()).toContain('alle Stiche angesagt');
    expect(await score(page)).toBe('');
    // Save is refused and the question stays next to the tricks.
    // (A refused save is decided in the click's own handler, before any write could start.)
    await tid(page, 'save-hand').click();
    await expect
      .poll(() => page.locator('fieldset .problem', { hasText: 'alle Stiche angesagt' }).count())
      .toBe(1);
    expect(await tid(page, 'hand-row-0').count()).toBe(0);

    // RULES.md §1.5, Sumpern doubles (m = 2): every trick (60 + 0) × 2 = 120.
    await tid(page, 'tricks-all').check();
    await expect.poll(() => score(page)).toBe('120');
    await tid(page, 'tricks-all').uncheck();
    await expect.poll(() => score(page)).toBe('');
    // Matsch: failed, (−60) × 2 × matschMultiplier 1 = −120.
    await tid(page, 'tricks-none').check();
    await expect.poll(() => score(page)).toBe('-120');
    await tid(page, 'tricks-none').uncheck();
    await expect.poll(() => score(page)).toBe('');
    // Card points say he did not take every trick: failed, (−60) × 2 = −120.
    await tid(page, 'points-declarer').fill('95');
    await expect.poll(() => score(page)).toBe('-120');
    await tid(page, 'save-hand').click();
    await tid(page, 'hand-row-0').waitFor();
    expect(Number(await tid(page, 'total-2').getAttribute('data-value'))).toBe(-120);
  } finally {
    await close();
  }
});

test('tapping an announcement while typing the card points leaves the cursor in the points', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-0').click();
    await tid(page, 'contract-sumpern').click();
    await tid(page, 'points-declarer').click();
    await page.keyboard.type('7');
    await tid(page, 'announced-66').click();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
    expect(await focused()).toBe('points-declarer');
    expect(await tid(page, 'announced-66').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.type('0');
    // 70 against 66, made: (70 − 60) × 2 = 20 (RULES.md §1.5).
    await expect.poll(() => score(page)).toBe('20');
  } finally {
    await close();
  }
});

test('with the card counter open the points box is as wide as its neighbours (320 px)', async () => {
  const { page, baseURL, close } = await launch({ viewport: { width: 320, height: 740 } });
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-0').click();
    const widths = () =>
      page.evaluate(() => {
        const box = (id: string) =>
          document
            .querySelector(`[data-testid=${id}]`)!
            .closest('fieldset')!
            .getBoundingClientRect();
        return {
          points: Math.round(box('points-declarer').width),
          declarer: Math.round(box('declarer-0').width),
          page: document.documentElement.scrollWidth,
        };
      });
    const closed = await widths();
    await tid(page, 'count-cards').click();
    await tid(page, 'card-counter').waitFor();
    const open = await widths();
    expect(open.points).toBe(open.declarer);
    expect(open).toEqual(closed);
    expect(open.page).toBeLessThanOrEqual(320);
  } finally {
    await close();
  }
});
