/**
 * Keeping the data on the device: persistent storage, and a reminder to make
 * a backup while the browser may still evict us. Everything is guarded for
 * places without navigator.storage (node tests, some private modes).
 */
import { currentDatabase } from './database';
import { persistenceState, type PersistenceState } from '../device/persistence';
import { setSetting } from './writes';
import type { WriteResult } from '../files/types';

export {
  persistenceState,
  persistenceSupported,
  requestPersistence,
  type PersistenceState,
} from '../device/persistence';

const LAST_BACKUP = 'lastBackupAt';
/** Remind when the last backup is older than 7 days (or there never was one). */
export const BACKUP_REMINDER_AFTER = 7 * 24 * 60 * 60 * 1000;

/** When the last backup (export of everything) was made, or undefined if never. */
export async function lastBackupAt(): Promise<number | undefined> {
  const row = await currentDatabase().settings.get(LAST_BACKUP);
  return typeof row?.value === 'number' ? row.value : undefined;
}

/** Records that a backup was just made (call after exportBackup was shared or downloaded). */
export function markBackedUp(now: number = Date.now()): Promise<WriteResult<void>> {
  return setSetting(LAST_BACKUP, now);
}

/**
 * When a file was imported into a phone that held no game (its import snapshot is
 * of nothing): what the phone holds came from that file, which is its backup until
 * a week has passed. Only asked while no backup was ever made.
 */
async function importedIntoEmpty(): Promise<number | undefined> {
  const first = await currentDatabase()
    .snapshots.filter((snapshot) => snapshot.reason === 'import' && snapshot.games === 0)
    .first();
  return first?.createdAt;
}

/**
 * Whether to show the backup reminder: only while the browser may evict our
 * data (not persisted), and the last backup is a week old or never happened.
 * `state` may be passed when the caller already knows it.
 */
export async function backupReminderDue(now: number, state?: PersistenceState): Promise<boolean> {
  const persistence = state ?? (await persistenceState());
  if (persistence === 'persisted') return false;
  try {
    // Nothing to back up yet: a new table is not greeted with a chore.
    if ((await currentDatabase().games.count()) === 0) return false;
    const last = (await lastBackupAt()) ?? (await importedIntoEmpty());
    return last === undefined || now - last > BACKUP_REMINDER_AFTER;
  } catch {
    // Cannot even read: a backup is the one thing that helps.
    return true;
  }
}
