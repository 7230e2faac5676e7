import type { Subscription } from 'dexie';
import { databaseGateOpen, openDatabaseGate, whenDatabase, type DatabaseModule } from '../db/lazy';

/**
 * A Dexie liveQuery as reactive state: it answers from the moment the
 * database code is there and again after every change to the tables it read,
 * until `stop()` (the screen that made it calls that when it closes). The
 * result is replaced whole each time, so it lives in `$state.raw`.
 *
 * `first`, on a cold start only: a plain IndexedDB read (db/quickRead.ts)
 * that answers before the database code has loaded (db/lazy.ts); the live
 * query's answers replace it. When it fails, the database code loads at once.
 */
export class Live<T> {
  #value = $state.raw<T | undefined>(undefined);
  #loaded = $state(false);
  #error = $state.raw<Error | undefined>(undefined);
  #subscription: Subscription | undefined;
  #live = false;
  #stopped = false;

  constructor(query: (db: DatabaseModule) => Promise<T>, first?: () => Promise<T>) {
    if (first && !databaseGateOpen()) {
      first().then(
        (value) => {
          if (this.#live || this.#stopped) return;
          this.#value = value;
          this.#loaded = true;
        },
        () => openDatabaseGate(),
      );
    }
    whenDatabase().then(
      (db) => {
        if (this.#stopped) return;
        this.#subscription = db
          .liveQuery(() => query(db))
          .subscribe({
            next: (value) => {
              this.#live = true;
              this.#value = value;
              this.#error = undefined;
              this.#loaded = true;
            },
            error: (error: unknown) => this.#fail(error),
          });
      },
      (error: unknown) => this.#fail(error),
    );
  }

  #fail(error: unknown): void {
    this.#live = true;
    this.#error = error instanceof Error ? error : new Error(String(error));
    this.#loaded = true;
  }

  get value(): T | undefined {
    return this.#value;
  }

  /** False until the first answer (or error) came: tells "loading" from "not there". */
  get loaded(): boolean {
    return this.#loaded;
  }

  get error(): Error | undefined {
    return this.#error;
  }

  stop(): void {
    this.#stopped = true;
    this.#subscription?.unsubscribe();
  }
}
