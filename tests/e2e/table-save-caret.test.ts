import { expect, test } from 'vitest';
import { launch } from './harness';
import { startGame, tid } from './table';

/*
 * The field in use and its caret let go before the saved hand shows, not with the removed
 * form: a focus or caret that goes with the removed form has Chromium lay the whole page out
 * at the start of the hand's frame, before anything else (docs/ARCHITECTURE.md, "The way a
 * hand travels").
 */
test('when a saved hand shows, no caret or focus is left where the form was', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-0').click();
    await tid(page, 'points-declarer').fill('70');
    // The typed field holds the document's caret: the state a tap at the table leaves.
    expect(
      await page.evaluate(() => [getSelection()?.type, document.activeElement?.tagName]),
    ).toEqual(['Caret', 'INPUT']);

    const seen = page.evaluate(
      () =>
        new Promise<string[]>((done) => {
          const observer = new MutationObserver(() => {
            // RULES.md §1.5: Anna declares and takes 70: (70 − 60) × 1 = 10.
            const total = document.querySelector('[data-testid="total-0"]');
            if (total?.getAttribute('data-value') !== '10') return;
            observer.disconnect();
            done([getSelection()?.type ?? '', document.activeElement?.tagName ?? '']);
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true });
        }),
    );
    await tid(page, 'save-hand').click();
    expect(await seen).toEqual(['None', 'BODY']);
  } finally {
    await close();
  }
});
