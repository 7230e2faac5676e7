import { liveQuery } from 'dexie';
import { createSubscriber } from 'svelte/reactivity';

/**
 * A Dexie liveQuery as reactive state: subscribed while something reads it
 * (a template, a $derived), unsubscribed when nothing does. The result is
 * replaced whole on every change, so it lives in `$state.raw`.
 */
export class Live<T> {
  #value = $state.raw<T | undefined>(undefined);
  #loaded = $state(false);
  #error = $state.raw<Error | undefined>(undefined);
  #subscribe: () => void;

  constructor(query: () => Promise<T>) {
    this.#subscribe = createSubscriber(() => {
      const subscription = liveQuery(query).subscribe({
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
      return () => subscription.unsubscribe();
    });
  }

  get value(): T | undefined {
    this.#subscribe();
    return this.#value;
  }

  /** False until the first answer (or error) came: tells "loading" from "not there". */
  get loaded(): boolean {
    this.#subscribe();
    return this.#loaded;
  }

  get error(): Error | undefined {
    this.#subscribe();
    return this.#error;
  }
}
