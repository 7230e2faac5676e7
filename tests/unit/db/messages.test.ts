import { describe, expect, it } from 'vitest';
import { databaseStatusMessage, isQuotaError } from '../../../src/lib/db/messages';
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
    expect(isQuotaError({ kind: 'storage', name: 'QuotaExceededError', message: '' })).toBe(true);
    expect(isQuotaError({ kind: 'storage', name: 'UnknownError', message: '' })).toBe(false);
    expect(isQuotaError({ kind: 'readOnly' })).toBe(false);
  });
});
