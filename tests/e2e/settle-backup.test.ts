import { afterEach, describe, expect, test } from 'vitest';
import { launch, screenshot, type Launched } from './harness';
import { chooseImport, downloadText, example, importGame, openSettings } from './settle';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

type Json = Record<string, unknown>;

/**
 * The facts of a game file (meta aside), with FORMAT.md's defaults written out, so that a
 * file that leaves a default out and one that writes it say the same. Read here, not by the
 * reader under test.
 */
function facts(text: string) {
  const { meta: _meta, ...file } = JSON.parse(text) as Json;
  const hands = ((file.hands ?? []) as Json[]).map(({ meta: _m, ...hand }) => {
    if (hand.kind !== 'played') return hand;
    const spatz = hand.spatz as Json | undefined;
    return {
      announced: 61,
      doublings: 0,
      declarerTricks: 'some',
      ...hand,
      ...(spatz ? { spatz: { lastTrick: false, ...spatz } } : {}),
    };
  });
  return { variant: 'bauerntarock', firstDealer: 0, houseRules: {}, ...file, hands };
}

/** A backup without the moment it was made: what must not change. */
function backupContent(text: string) {
  const { exportedAt: _at, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

describe('backup controls', () => {
  test('export-game gives back the facts that were imported', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    const original = await example('03-four-players-announcements');
    await importGame(page, '03.json', original);

    await openSettings(page);
    const exported = await downloadText(page, 'export-game');
    expect(facts(exported)).toEqual(facts(JSON.stringify(original)));
    expect(await page.getByRole('status').filter({ hasText: 'exportiert' }).count()).toBe(1);
  });

  test('a bad import names the hand and the field, and changes nothing', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    const good = await example('02-game-to-the-end');
    await importGame(page, '02.json', good);
    await openSettings(page);
    const before = backupContent(await downloadText(page, 'export-backup'));

    const hands = structuredClone(good.hands) as Record<string, unknown>[];
    hands[3] = { ...hands[3], declarerPoints: 121 };
    delete hands[3]!.defenderPoints;
    await chooseImport(page, 'bad.json', { ...good, hands, meta: { note: 'changed' } });

    const error = page.getByTestId('import-error');
    await error.waitFor();
    const text = await error.innerText();
    // The place in words, never the file's path or a field's name.
    expect(text).toContain(
      'Spiel 4, die Augen des Alleinspielers: 121 liegt nicht zwischen 0 und 120',
    );
    expect(text).not.toContain('hands[3]');
    expect(text).not.toContain('declarerPoints');
    expect(await page.getByTestId('import-confirm').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'settle-import-error');

    const after = backupContent(await downloadText(page, 'export-backup'));
    expect(after).toEqual(before);
  });

  test('English: a backup file previews what it adds and what exists', async () => {
    app = await launch({ locale: 'en-GB', colorScheme: 'dark' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    await importGame(page, '06.json', await example('06-dobbm'));
    await openSettings(page);
    const backup = await downloadText(page, 'export-backup');
    await chooseImport(page, 'backup.json', backup);
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain('Already here');
    await page.getByTestId('import-confirm').click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Imported' }).innerText())
      .toContain('0 added, 1 already here');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'settle-settings-dark');
  });
});
