import type { DatabaseStatus } from '../db';
import { databaseStatusMessage, type StorageMessageKey } from '../view/storageMessage';
import { whenDatabase } from './coldStart';

/**
 * This tab's database as the person should know it: when another tab updated
 * Spatz, this tab's database closes and says so instead of blocking the
 * upgrade; when the stored data is newer than this code, nothing can be
 * written. Its banner loads with the database code (App.svelte), after the
 * first screen, so neither adds to the first load.
 */
export class DatabaseNoticeState {
  #status = $state<DatabaseStatus>('open');
  #message = $state<StorageMessageKey | undefined>(undefined);
  #stop: () => void = () => undefined;
  #gone = false;

  constructor() {
    void whenDatabase().then(({ onDatabaseStatus }) => {
      if (this.#gone) return;
      this.#stop = onDatabaseStatus((next) => {
        this.#status = next;
        this.#message = databaseStatusMessage(next);
      });
    });
  }

  get status(): DatabaseStatus {
    return this.#status;
  }

  /** The text key of the banner, or undefined while all is well. */
  get message(): StorageMessageKey | undefined {
    return this.#message;
  }

  /** Whether a reload helps (not while our own upgrade waits for an old tab). */
  get canReload(): boolean {
    return this.#status !== 'blocked';
  }

  dispose(): void {
    this.#gone = true;
    this.#stop();
  }
}
