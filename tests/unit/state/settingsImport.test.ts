/** SettingsState reading files: in chunks, strictly UTF-8, with progress; restore's answers. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyImport, listSnapshots, MAX_IMPORT_CHARS } from '../../../src/lib/db';
import { t } from '../../../src/lib/i18n/index.svelte';
import { SettingsState, type ImportProgress } from '../../../src/lib/state/settings.svelte';
import { bigBackup } from '../../fixtures/bigBackup';
import { bigGameFile } from '../db/games';
import { freshDatabase, ok } from '../db/helpers';

const file = (content: BlobPart, name = 'game.json') =>
  new File([content], name, { type: 'application/json' });

/** Records every progress the state shows while `action` runs (polled, as a screen would). */
async function watched(settings: SettingsState, action: Promise<void>): Promise<ImportProgress[]> {
  const seen: ImportProgress[] = [];
  let running = true;
  void action.finally(() => (running = false));
  while (running) {
    const now = settings.progress;
    if (now && JSON.stringify(now) !== JSON.stringify(seen.at(-1))) seen.push(now);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await action;
  return seen;
}

beforeEach(async () => {
  await freshDatabase();
});

describe('SettingsState: reading a file', () => {
  it('a big backup shows reading, checking and saving, then nothing', async () => {
    const settings = new SettingsState();
    // 1,000 hands: each step spans several turns of the event loop, where a screen would see it.
    const text = JSON.stringify(bigBackup({ games: 5, handsPerGame: 200 }));
    const seen = await watched(settings, settings.chooseFile(file(text, 'backup.json')));
    expect(settings.problems).toEqual([]);
    expect(settings.pending?.preview.games).toHaveLength(5);
    const steps = seen.map((p) => p.step);
    expect(steps[0]).toBe('reading');
    expect(steps).toContain('checking');
    const percents = seen.filter((p) => p.step === 'checking').map((p) => p.percent!);
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
    expect(settings.progress).toBeUndefined();

    const saving = await watched(
      settings,
      settings.confirmImport(() => undefined),
    );
    expect(saving.map((p) => p.step)).toContain('saving');
    expect(settings.notice).toMatchObject({ error: false });
    expect(settings.progress).toBeUndefined();
  }, 60_000);

  it('a byte-order mark is dropped; bytes that are not UTF-8 are refused', async () => {
    const settings = new SettingsState();
    const { text } = bigGameFile(3, 4);
    await settings.chooseFile(
      file(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])),
    );
    expect(settings.problems).toEqual([]);
    expect(settings.pending?.preview.games).toHaveLength(1);

    // "Jörg" in Latin-1: ö is the single byte 0xF6.
    const latin1 = new TextEncoder().encode(text.replace('Anna', 'J?rg'));
    latin1[latin1.indexOf('?'.charCodeAt(0))] = 0xf6;
    await settings.chooseFile(file(latin1));
    expect(settings.pending).toBeUndefined();
    expect(settings.problems).toEqual([{ path: 'file', code: 'notUtf8' }]);
  });

  it('stops reading a file as soon as it holds more than an import takes', async () => {
    const settings = new SettingsState();
    await settings.chooseFile(file('x'.repeat(MAX_IMPORT_CHARS + 1)));
    expect(settings.problems).toEqual([
      { path: 'file', code: 'tooLarge', params: { size: '64 MB', max: '64 MB' } },
    ]);
    expect(settings.pending).toBeUndefined();
  });
});

describe('SettingsState: restore', () => {
  it('a snapshot that is gone says so, not that a game is missing', async () => {
    const settings = new SettingsState();
    ok(await applyImport(bigGameFile(3, 1).text));
    ok(await applyImport(bigGameFile(3, 2).text));
    const [snapshot] = await listSnapshots();
    await new SettingsState().restore(snapshot!.id); // restores it; it stays kept
    await settings.restore('not-kept');
    expect(settings.notice).toEqual({
      text: t('importFailed', { message: t('snapshotGone') }),
      error: true,
    });
    expect(settings.notice?.text).not.toContain(t('backupNoGame'));
  });
});
