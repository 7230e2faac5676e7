import { describe, expect, it } from 'vitest';
import { de, en } from '../../../src/lib/i18n/catalogue/storage';
import {
  databaseStatusMessage,
  historyMessages,
  persistenceMessage,
  writeErrorMessage,
} from '../../../src/lib/db/messages';
import { HISTORY_ACTIONS } from '../../../src/lib/db/types';
import { format, t } from '../../../src/lib/i18n/index.svelte';

describe('storage messages', () => {
  it('names every kind of write error in German and English', () => {
    const keys = [
      writeErrorMessage({ kind: 'invalid', problems: [] }),
      writeErrorMessage({ kind: 'notFound', what: 'hand' }),
      writeErrorMessage({ kind: 'readOnly' }),
      writeErrorMessage({ kind: 'storage', name: 'QuotaExceededError', message: '' }),
      writeErrorMessage({ kind: 'storage', name: 'UnknownError', message: 'x' }),
    ];
    expect(keys.map((k) => k.key)).toEqual([
      'storageInvalid',
      'storageNotFoundHand',
      'storageReadOnly',
      'storageQuota',
      'storageFailed',
    ]);
    expect(format(de.storageFailed, keys[4]!.params)).toContain('(UnknownError)');
    for (const key of Object.keys(en) as (keyof typeof en)[])
      expect(de[key].length).toBeGreaterThan(0);
  });

  it('labels undo and redo with the hand counted from 1', () => {
    const labels = historyMessages({
      canUndo: true,
      canRedo: true,
      undoLabel: 'editHand',
      undoIndex: 3,
      redoLabel: 'stopGame',
    });
    expect(format(en[labels.undo!.key], labels.undo!.params)).toBe('change to hand 4');
    expect(format(de[labels.redo!.key], labels.redo!.params)).toBe('Abbrechen und abrechnen');
    for (const action of HISTORY_ACTIONS)
      expect(
        historyMessages({ canUndo: true, canRedo: false, undoLabel: action }).undo,
      ).toBeDefined();
  });

  it('tells about the database and persistence', () => {
    expect(databaseStatusMessage('open')).toBeUndefined();
    expect(databaseStatusMessage('outdated')?.key).toBe('dbOutdated');
    expect(persistenceMessage('denied').key).toBe('persistenceDenied');
    // Registered in the app's catalogue.
    expect(t('dbOutdated')).toMatch(/Spatz/);
  });
});
