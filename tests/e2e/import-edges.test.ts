import { afterEach, describe, expect, test } from 'vitest';
import { launch, type Launched } from './harness';
import { chooseImport, downloadText, example, importGame, openSettings } from './settle';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

type Json = Record<string, unknown> & {
  hands: Json[];
  games: Json[];
  meta: { spatz: Json & { hands: Json[]; updatedAt: number } };
};

describe('an import always answers', () => {
  test('a backup in which two games share an id is refused with words', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseURL + '/');
    await importGame(page, '02.json', await example('02-game-to-the-end'));
    await openSettings(page);
    const backup = JSON.parse(await downloadText(page, 'export-backup')) as Json;
    backup.games.push(structuredClone(backup.games[0]!));
    await chooseImport(page, 'doppelt.json', backup);

    const error = page.getByTestId('import-error');
    await error.waitFor();
    const text = await error.innerText();
    expect(text).toContain('Partie 2');
    expect(text).toContain('zwei Partien haben dieselbe Kennung (Partie 1 und 2)');
    expect(await page.getByTestId('import-preview').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a file with one hand more than the stored game offers the choices; the newer version shows the hand', async () => {
    app = await launch({ locale: 'en-GB' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    const full = (await example('03-four-players-announcements')) as Json;
    const five = { ...full, hands: full.hands.slice(0, 5) };
    await importGame(page, 'five.json', five);
    await page.getByTestId('hand-row-4').waitFor();
    expect(await page.getByTestId('hand-row-5').count()).toBe(0);

    await openSettings(page);
    const stored = JSON.parse(await downloadText(page, 'export-game')) as Json;
    // Another phone played the sixth hand of the example after this one's export.
    const spatz = stored.meta.spatz;
    const later = spatz.updatedAt + 60_000;
    const newer = {
      ...stored,
      hands: [...stored.hands, full.hands[5]!],
      meta: {
        ...stored.meta,
        spatz: {
          ...spatz,
          updatedAt: later,
          hands: [...spatz.hands, { id: 'sixth-hand', createdAt: later, updatedAt: later }],
        },
      },
    };
    await chooseImport(page, 'six.json', newer);
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    const text = await preview.innerText();
    expect(text).toContain('Differs from the game stored here');
    expect(text).toContain('The file has a newer version (6 hands, 5 here)');
    expect(await page.getByTestId('import-confirm').count()).toBe(0);
    expect(await page.getByTestId('import-keep-both').count()).toBe(1);

    await page.getByTestId('import-take-newer').click();
    await page.getByTestId('game-status').waitFor();
    await page.getByTestId('hand-row-5').waitFor();
    expect(await page.getByTestId('hand-row-6').count()).toBe(0);
  });
});
