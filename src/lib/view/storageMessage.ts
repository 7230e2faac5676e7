/**
 * Which message of src/lib/i18n/en/storage.ts (and de/) a storage state calls
 * for. Keys, not text, so that storage stays free of the UI's language state;
 * the UI shows them with `t(key)`.
 */
import type { en } from '../i18n/en/storage';
import type { DatabaseStatus } from '../db/database';

export type StorageMessageKey = keyof typeof en;

/** The banner for this tab's database, or undefined while all is well. */
export function databaseStatusMessage(status: DatabaseStatus): StorageMessageKey | undefined {
  if (status === 'outdated') return 'storageOutdated';
  if (status === 'blocked') return 'storageBlocked';
  if (status === 'readOnly') return 'storageReadOnly';
  return undefined;
}
