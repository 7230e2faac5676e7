import { describe, expect, it } from 'vitest';
import { databaseStatusMessage } from '../../../src/lib/view/storageMessage';
import { storageError } from '../../../src/lib/db/transact';
import { de } from '../../../src/lib/i18n/de/storage';
import { en } from '../../../src/lib/i18n/en/storage';
import { t } from '../../../src/lib/i18n/index.svelte';

describe('storage messages', () => {
  it('name the database states a tab must tell its person about, in German and English', () => {
    expect(databaseStatusMessage('open')).toBeUndefined();
    for (const status of ['outdated', 'blocked', 'readOnly'] as const) {
      const key = databaseStatusMessage(status)!;
      expect(en[key]).toMatch(/\w/);
      expect(de[key]).toMatch(/\w/);
    }
    // Registered in the app's catalogue.
    expect(t('storageOutdated')).toMatch(/Spatz/);
  });

  it('tell a full device apart from other storage failures', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(storageError(quota)).toEqual({ kind: 'full' });
    // Dexie wraps the browser's error and keeps it as `inner`.
    expect(storageError({ name: 'AbortError', message: 'aborted', inner: quota })).toEqual({
      kind: 'full',
    });
    expect(storageError(new DOMException('x', 'UnknownError'))).toMatchObject({
      kind: 'storage',
      name: 'UnknownError',
    });
  });
});
