/**
 * A failure of this device's storage while a file or a received game is
 * previewed or stored is said as a storage failure, never as a bad file; and
 * a bad file is still a bad file. The failure is injected into the database's
 * transactions, as a browser's IndexedDB raises it (UnknownError).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyImport,
  applyReceived,
  exportForTable,
  exportGame,
  previewImport,
  previewReceived,
  startGame,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { problemText } from '../../../src/lib/i18n/problemsAll';
import { describePath, importErrorText } from '../../../src/lib/view/importProblems';
import { t } from '../../../src/lib/i18n/index.svelte';
import { freshDatabase, ok, three } from './helpers';

let db: SpatzDatabase;
let gameText: string;
let tableText: string;

beforeEach(async () => {
  db = await freshDatabase();
  const game = ok(await startGame(three));
  gameText = (await exportGame(game.id))!;
  tableText = ok(await exportForTable(game.id, 'Anna')).text;
});

afterEach(() => vi.restoreAllMocks());

function breakStorage(): void {
  vi.spyOn(db, 'transaction').mockImplementation(() => {
    throw new DOMException('The disk went away', 'UnknownError');
  });
}

describe('a storage failure is a storage failure', () => {
  it('previewing a good file: the problem is the storage’s, not the file’s', async () => {
    breakStorage();
    const preview = await previewImport(gameText);
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(preview.problems).toEqual([
      {
        path: 'storage',
        code: 'storageFailed',
        params: { detail: 'UnknownError: The disk went away' },
      },
    ]);
    expect(problemText(preview.problems[0]!, 'en')).toContain('could not be read');
    expect(problemText(preview.problems[0]!, 'de')).toContain('konnte nicht gelesen werden');
    // German is the app's language until one is chosen.
    expect(describePath('storage', t)).toBe('der Speicher dieses Geräts');
  });

  it('previewing a received game: the same', async () => {
    breakStorage();
    const preview = await previewReceived(tableText);
    expect(!preview.ok && preview.problems.map((p) => [p.path, p.code])).toEqual([
      ['storage', 'storageFailed'],
    ]);
  });

  it('storing a good file or a received game: a storage error, in words', async () => {
    breakStorage();
    for (const applied of [await applyImport(gameText), await applyReceived(tableText)]) {
      expect(applied.ok).toBe(false);
      if (applied.ok) return;
      expect(applied.error).toMatchObject({ kind: 'storage', name: 'UnknownError' });
      expect(importErrorText(applied.error, Date.now())).toBe(
        'der Speicher dieses Geräts hat versagt (The disk went away); versuch es noch einmal oder starte die App neu',
      );
    }
  });
});

describe('a bad file is a bad file, storage or not', () => {
  it('a text that is not JSON is refused as such, before storage is asked', async () => {
    breakStorage();
    const preview = await previewImport('{ not json');
    expect(!preview.ok && preview.problems.map((p) => p.code)).toEqual(['notJson']);
    const received = await previewReceived('{ not json');
    expect(!received.ok && received.problems.map((p) => p.code)).toEqual(['notJson']);
    const applied = await applyImport('{ not json');
    expect(!applied.ok && applied.error.kind).toBe('invalid');
  });
});
