import { liveQuery, type Subscription } from 'dexie';

/**
 * A Dexie liveQuery as reactive state: it answers from the moment it is made
 * and again after every change to the tables it read, until `stop()` (the
 * screen that made it calls that when it closes). The result is replaced
 * whole each time, so it lives in `$state.raw`.
 */
export class Live<T> {
  #value = $state.raw<T | undefined>(undefined);
  #loaded = $state(false);
  #error = $state.raw<Error | undefined>(undefined);
  #subscription: Subscription;

  constructor(query: () => Promise<T>) {
    this.#subscription = liveQuery(query).subscribe({
      next: (value) => {
        this.#value = value;
        this.#error = undefined;
        this.#loaded = true;
      },
      error: (error: unknown) => {
        this.#error = error instanceof Error ? error : new Error(String(error));
        this.#loaded = true;
      },
    });
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
    this.#subscription.unsubscribe();
  }
}
