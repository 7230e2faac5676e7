import { expect, test } from 'vitest';
import { launch } from './harness';
import { startGame, storedDrafts, tid } from './table';

test('a reload in the middle of entering a hand keeps the draft', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-2').click();
    await tid(page, 'contract-sumpern').click();
    await tid(page, 'announced-71').click();
    await tid(page, 'spatz-defenders-lost').click();
    await tid(page, 'points-defenders').fill('45');
    // RULES.md §1.5: 120 − 45 = 75 against 71, the captured Spatz +5, the Sumpern doubles: (75 + 5 − 60) × 2.
    await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('40');
    // The last draft write landed; then a reload as if the phone killed the app.
    await expect.poll(() => storedDrafts(page)).toMatch(/\b45\b/);
    await page.reload();
    await expect.poll(() => tid(page, 'points-defenders').inputValue()).toBe('45');
    // The other pile shows as 120 minus the one typed.
    expect(await tid(page, 'points-declarer').inputValue()).toBe('75');
    expect(await tid(page, 'declarer-2').getAttribute('aria-checked')).toBe('true');
    expect(await tid(page, 'contract-sumpern').getAttribute('aria-checked')).toBe('true');
    expect(await tid(page, 'announced-71').getAttribute('aria-checked')).toBe('true');
    expect(await tid(page, 'spatz-defenders-lost').getAttribute('aria-checked')).toBe('true');
    expect(await tid(page, 'hand-preview').getAttribute('data-value')).toBe('40');

    // Even from the start screen: resume, add hand, and the draft is back.
    await page.goto(baseURL + '/');
    await tid(page, 'resume-game').click();
    await expect.poll(() => tid(page, 'add-hand').textContent()).toContain('weiter eintragen');
    await tid(page, 'add-hand').click();
    await expect.poll(() => tid(page, 'points-defenders').inputValue()).toBe('45');
    await tid(page, 'save-hand').click();
    await tid(page, 'hand-row-0').waitFor();
    expect(Number(await tid(page, 'total-2').getAttribute('data-value'))).toBe(40);

    // Saved: the next hand starts empty.
    await tid(page, 'add-hand').click();
    expect(await tid(page, 'points-declarer').inputValue()).toBe('');
    await tid(page, 'cancel-hand').click();

    // A correction begun and left is offered again on the game screen.
    await tid(page, 'hand-row-0').click();
    await expect.poll(() => tid(page, 'points-defenders').inputValue()).toBe('45');
    await tid(page, 'points-defenders').fill('40');
    await expect.poll(() => storedDrafts(page)).toMatch(/\b40\b/);
    await tid(page, 'home').click();
    await tid(page, 'resume-game').click();
    await tid(page, 'resume-hand').click();
    await expect.poll(() => tid(page, 'points-defenders').inputValue()).toBe('40');
  } finally {
    await close();
  }
});
