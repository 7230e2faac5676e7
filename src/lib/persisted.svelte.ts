/**
 * A choice kept on this device in localStorage, after svelte.dev's Persisted.svelte.ts
 * (site-kit): read once when made, written on each set, held in `$state` so that what shows
 * it follows. localStorage may be missing (node, some webviews) or throw (storage blocked,
 * private mode, quota): the choice then holds for this visit only, and nothing breaks.
 *
 * Values are stored as the plain strings they are (not JSON), so the keys written before
 * this store existed — and index.html's early read of 'spatz.lang' — stay as they were.
 */
export class Persisted<T extends string> {
  readonly #key: string;
  readonly #fallback: T;
  #current = $state() as T;

  /** `accept` says whether a stored string is a value; anything else counts as none stored. */
  constructor(key: string, fallback: T, accept: (stored: string) => stored is T) {
    this.#key = key;
    this.#fallback = fallback;
    const stored = withStorage((storage) => storage.getItem(key));
    this.#current = typeof stored === 'string' && accept(stored) ? stored : fallback;
  }

  get current(): T {
    return this.#current;
  }

  set current(value: T) {
    this.#current = value;
    withStorage((storage) => storage.setItem(this.#key, value));
  }

  /** Forgets the choice: the key leaves storage and the fallback holds again. */
  remove(): void {
    this.#current = this.#fallback;
    withStorage((storage) => storage.removeItem(this.#key));
  }
}

function withStorage<R>(use: (storage: Storage) => R): R | undefined {
  try {
    const storage = globalThis.localStorage;
    return storage ? use(storage) : undefined;
  } catch {
    return undefined;
  }
}
