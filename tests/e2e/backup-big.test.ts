import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type Launched } from './harness';
import { chooseImport, downloadText, openSettings } from './settle';
import { bigBackup } from '../fixtures/bigBackup';

/**
 * Every backup the app makes, the app restores, at the size of years of evenings: 150 games
 * and 60,000 hands, through the real screens of Chromium.
 */
const opened: Launched[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

async function fresh(): Promise<Page> {
  // A process of its own: 60,000 hands and their snapshots need a real profile's quota.
  const app = await launch({ locale: 'de-DE', ownProcess: true });
  opened.push(app);
  await app.page.goto(app.baseURL + '/');
  // The restore asks "replace everything?": the person says yes.
  app.page.on('dialog', (dialog) => void dialog.accept());
  await openSettings(app.page);
  return app.page;
}

/** A backup without the moment it was made: what must not change. */
function content(text: string): Record<string, unknown> {
  const { exportedAt: _at, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

/** Waits until the live region says `text` (the notice is cleared when an action starts). */
async function said(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: text }).count(), { timeout: 90_000 })
    .toBe(1);
}

/** Collects every text `import-progress` shows, in order. */
async function watchProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="import-progress"]')?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

const SNAPSHOT_BUTTON = /^Schnappschuss vom .* wiederherstellen$/;

/** Restores the snapshot at `index` of the list (newest first) and waits for the answer. */
async function restore(page: Page, index: number, games: number): Promise<void> {
  await page
    .getByRole('button', { name: /^Schnappschuss vom .* wiederherstellen$/ })
    .nth(index)
    .click();
  await said(page, `Schnappschuss wiederhergestellt (${games} Partien).`);
}

describe('a backup of 150 games and 60,000 hands', () => {
  test('imports with progress, exports every game and hand, and its snapshots restore through the screen', async () => {
    const source = bigBackup();
    // Indented, as older versions wrote backups: 18 MB, beyond their own old limit of 10 MB.
    const given = JSON.stringify(source, null, 1);

    const page = await fresh();
    const nothing = content(await downloadText(page, 'export-backup'));
    const progress = await watchProgress(page);
    const started = Date.now();
    await chooseImport(page, 'spatz-backup-gross.json', given);
    await page.getByTestId('import-preview').waitFor({ timeout: 90_000 });
    const previewMs = Date.now() - started;
    expect(await page.getByTestId('import-preview').innerText()).toContain('Kommt dazu');
    const confirmStarted = Date.now();
    await page.getByTestId('import-confirm').click();
    await said(page, 'Importiert: 150 neu, 0 schon da.');
    const confirmMs = Date.now() - confirmStarted;
    const shown = await progress();
    expect(shown.some((text) => /^Partien werden geprüft … \d+ %$/.test(text))).toBe(true);
    expect(shown).toContain('Wird gespeichert …');
    expect(await page.getByTestId('import-progress').count()).toBe(0);

    const exportStarted = Date.now();
    const exported = await downloadText(page, 'export-backup');
    const exportMs = Date.now() - exportStarted;
    console.log(
      `Chromium, 150 games / 60,000 hands (${(given.length / 1e6).toFixed(1)} MB file): ` +
        `read and preview ${previewMs} ms, import ${confirmMs} ms; ` +
        `export ${(exported.length / 1e6).toFixed(1)} MB in ${exportMs} ms; progress: ${shown.join(' | ')}`,
    );
    // The app's own export: compact, far below the 64 MB an import takes, every game and hand.
    expect(exported).not.toContain('\n');
    expect(exported.length).toBeLessThan(16 * 1024 * 1024);
    const back = JSON.parse(exported) as typeof source;
    expect(back.games.map((g) => g.meta.spatz.id)).toEqual(
      source.games.map((g) => g.meta.spatz.id),
    );
    expect(back.games.reduce((sum, g) => sum + (g as { hands?: unknown[] }).hands!.length, 0)).toBe(
      60_000,
    );
    expect(back.games[42]!.meta.spatz.hands).toEqual(source.games[42]!.meta.spatz.hands);

    // The snapshots restore through the screen: the one before the import (nothing), then
    // the one that restore took (everything). Importing the export into an empty profile
    // and restoring every kept snapshot is tests/unit/db/bigBackup.test.ts's work: the
    // browser adds nothing to it but minutes.
    const all = content(exported);
    await openSettings(page);
    await restore(page, 0, 0);
    expect(content(await downloadText(page, 'export-backup'))).toEqual(nothing);
    // Kept, newest first: [before this restore (all), before the import (nothing)].
    await restore(page, 0, 150);
    expect(content(await downloadText(page, 'export-backup'))).toEqual(all);
    expect(await page.getByRole('button', { name: SNAPSHOT_BUTTON }).count()).toBe(3);
  }, 300_000);
});
