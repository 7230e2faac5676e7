/**
 * The players screen: one person typed two ways is one roster entry (names
 * compared as FORMAT.md compares them), a third spelling is merged into them,
 * a rename shows in every game, and the merge is undone from the toast.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { launch, LAYOUT_SCHEMES, screenshot, type Launched } from './harness';
import { dismissToast, enterHand, startGame, tid } from './table';
import { plain } from '../unit/plainText';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Starts a game from the start screen with one hand in it; answers its id. */
async function gameWith(page: Page, baseURL: string, players: string[]): Promise<string> {
  await page.goto(baseURL + '/#/');
  await startGame(page, { players });
  await enterHand(
    page,
    { kind: 'played', declarer: 0, contract: 'sumpern', declarerPoints: 70 },
    0,
  );
  return decodeURIComponent(/#\/game\/([^/]+)/.exec(page.url())![1]!);
}

async function rows(page: Page): Promise<{ name: string; games: string }[]> {
  return page.getByTestId('players-row').evaluateAll((els) =>
    els.map((el) => ({
      name: el.getAttribute('data-player') ?? '',
      games: el.querySelector('.count')?.textContent?.trim() ?? '',
    })),
  );
}

const row = (page: Page, name: string) =>
  page.locator(`[data-testid=players-row][data-player="${name}"]`);

/** The names and totals the game screen shows. */
async function table(page: Page, baseURL: string, gameId: string) {
  await page.goto(`${baseURL}/#/game/${encodeURIComponent(gameId)}`);
  await tid(page, 'total-0').waitFor();
  const names = await page.locator('.totals .name').allTextContents();
  const totals = await page
    .locator('[data-testid^=total-]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
  return { names: names.map((n) => n.trim()), totals };
}

describe('the players screen', () => {
  test('matches, merges, renames everywhere and undoes the merge', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    const first = await gameWith(page, baseURL, ['anna', 'Bert', 'Chris']);
    const second = await gameWith(page, baseURL, ['Dora', 'Anna ', 'Bert']);
    const third = await gameWith(page, baseURL, ['Ana', 'Chris', 'Dora']);
    const before = await table(page, baseURL, third);

    await page.goto(baseURL + '/#/');
    await tid(page, 'open-players').click();
    // "anna" and "Anna " are one person (the roster keeps the first spelling); "Ana" is another entry.
    await expect
      .poll(() => rows(page))
      .toEqual([
        { name: 'Ana', games: '1 Partie' },
        { name: 'anna', games: '2 Partien' },
        { name: 'Bert', games: '2 Partien' },
        { name: 'Chris', games: '2 Partien' },
        { name: 'Dora', games: '2 Partien' },
      ]);

    // Renaming Ana to Anna is refused: the name is taken, and merging is offered instead.
    await row(page, 'Ana').getByTestId('player-rename').click();
    await tid(page, 'player-name-input').fill('ANNA');
    await tid(page, 'player-rename-save').click();
    await expect.poll(() => tid(page, 'rename-problem').textContent()).toContain('anna');
    await expect
      .poll(async () => plain((await tid(page, 'player-merge-offer').textContent()) ?? ''))
      .toBe('Ana mit anna zusammenführen');
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    // Ana merged into anna through the merge form.
    await row(page, 'Ana').getByTestId('player-merge').click();
    await tid(page, 'player-merge-select').selectOption({ label: 'anna' });
    await tid(page, 'player-merge-do').click();
    await expect
      .poll(async () => (await rows(page)).map((r) => r.name))
      .toEqual(['anna', 'Bert', 'Chris', 'Dora']);
    await expect
      .poll(async () => (await rows(page))[0])
      .toEqual({ name: 'anna', games: '3 Partien' });
    await screenshot(page, 'players-merged');

    // Undo from the toast brings Ana back.
    await tid(page, 'toast-undo').click();
    await expect.poll(async () => (await rows(page)).map((r) => r.name)).toContain('Ana');
    await expect
      .poll(async () => (await rows(page)).find((r) => r.name === 'anna')?.games)
      .toBe('2 Partien');

    // Merged again, through the offer, then renamed: every game says the new name.
    await row(page, 'Ana').getByTestId('player-rename').click();
    await tid(page, 'player-name-input').fill('anna');
    await tid(page, 'player-rename-save').click();
    await tid(page, 'player-merge-offer').click();
    await expect.poll(async () => (await rows(page)).length).toBe(4);
    await dismissToast(page);
    await row(page, 'anna').getByTestId('player-rename').click();
    await tid(page, 'player-name-input').fill('Annemarie');
    await tid(page, 'player-rename-save').click();
    await expect.poll(async () => (await rows(page))[0]?.name).toBe('Annemarie');

    expect((await table(page, baseURL, first)).names).toEqual(['Annemarie', 'Bert', 'Chris']);
    expect((await table(page, baseURL, second)).names).toEqual(['Dora', 'Annemarie', 'Bert']);
    const after = await table(page, baseURL, third);
    expect(before.names).toEqual(['Ana', 'Chris', 'Dora']);
    expect(after).toEqual({ names: ['Annemarie', 'Chris', 'Dora'], totals: before.totals });
  });

  for (const [locale, colorScheme] of (['de-DE', 'en-GB'] as const).flatMap((locale) =>
    LAYOUT_SCHEMES.map((colorScheme) => [locale, colorScheme] as const),
  )) {
    test(`looks right at 360×740 (${locale}, ${colorScheme})`, async () => {
      app = await launch({ locale, colorScheme });
      const { page, baseURL } = app;
      await gameWith(page, baseURL, ['Maximilian-Alexander-Theodor-Wolfgang-XA', 'Bert', 'Chris']);
      await page.goto(baseURL + '/#/');
      await tid(page, 'open-players').waitFor();
      await screenshot(page, `players-start-${locale}-${colorScheme}`);
      await page.goto(baseURL + '/#/players');
      await dismissToast(page);
      await row(page, 'Bert').getByTestId('player-merge').click();
      await tid(page, 'player-merge-select').selectOption({ label: 'Chris' });
      await screenshot(page, `players-merge-${locale}-${colorScheme}`);
      await row(page, 'Chris').getByTestId('player-rename').click();
      await tid(page, 'player-name-input').fill('bert');
      await tid(page, 'player-rename-save').click();
      await tid(page, 'rename-problem').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await screenshot(page, `players-${locale}-${colorScheme}`);
    });
  }
});
