import { database, whenDatabase } from './coldStart';
import { t } from '../i18n/index.svelte';
import { isLoadFailure } from '../loading';

/**
 * Behind BackupReminder.svelte: a banner when storage is not
 * persistent and the last backup is older than 7 days or never happened.
 * Asked once when shown (the storage manager is not a Dexie query, so it is
 * not live) and again after a backup.
 */
export class BackupReminderState {
  #due = $state(false);
  #last = $state<number | null>(null);
  #dismissed = $state(false);
  #busy = $state(false);
  #failed = $state<string | undefined>(undefined);

  get visible(): boolean {
    return this.#due && !this.#dismissed;
  }
  get lastBackup(): number | null {
    return this.#last;
  }
  get busy(): boolean {
    return this.#busy;
  }
  get failed(): string | undefined {
    return this.#failed;
  }

  refresh = async (now = Date.now()): Promise<void> => {
    try {
      // Waits for the database code, which loads after the first screen (coldStart.ts).
      const db = await whenDatabase();
      const [due, last] = await Promise.all([db.backupReminderDue(now), db.lastBackupAt()]);
      this.#due = due;
      this.#last = last ?? null;
    } catch {
      // No answer from storage: no banner rather than a wrong one.
      this.#due = false;
    }
  };

  /** "Later": hidden for this visit; it comes back next time the app opens. */
  dismiss = (): void => {
    this.#dismissed = true;
  };

  backUp = async (): Promise<void> => {
    if (this.#busy) return;
    this.#busy = true;
    this.#failed = undefined;
    try {
      const now = Date.now();
      const [db, { shareOrDownload }] = await Promise.all([database(), import('../device/share')]);
      const outcome = await shareOrDownload(db.backupFileName(now), await db.exportBackup());
      if (outcome === 'failed') {
        throw new Error(t('backupNoShare', { file: db.backupFileName(now) }));
      }
      if (outcome !== 'cancelled') await db.markBackedUp(now);
      await this.refresh(now);
    } catch (error) {
      // The backup's code did not arrive (offline before the app was stored): said so.
      if (isLoadFailure(error)) this.#failed = t('tapNotStored');
      else this.#failed = error instanceof Error ? error.message : String(error);
    } finally {
      this.#busy = false;
    }
  };
}
