import type { Subscription } from 'dexie';
import { database, whenDatabase, type DatabaseModule } from './coldStart';

export interface LiveOptions<Q, T> {
  /**
   * On a cold start: the quick first answer (coldStart.ts), shown until the
   * live query answers. When it fails, the database code loads at once.
   */
  first?: Promise<Q> | undefined;
  /**
   * Not needed for the first paint (the undo buttons, the draft): the query
   * waits until the database code may load instead of loading it now.
   */
  wait?: boolean;
  /** How an answer becomes the value (default: the answer itself). */
  accept?: (answer: Q, current: T | undefined) => T;
}

/**
 * A Dexie liveQuery as reactive state: it answers once the database code is
 * there and again after every change to the tables it read (in this tab or
 * another), until `stop()` (the screen that made it calls that when it
 * closes). The value is replaced whole each time, so it lives in `$state.raw`.
 * A write of this tab shows its own answer at once with `set`.
 */
export class Live<Q, T = Q> {
  #value = $state.raw<T | undefined>(undefined);
  #loaded = $state(false);
  #error = $state.raw<Error | undefined>(undefined);
  #subscription: Subscription | undefined;
  #live = false;
  #stopped = false;
  readonly #accept: (answer: Q, current: T | undefined) => T;
  #isReady: () => void = () => undefined;
  /** Resolves once the first answer (or error) came. */
  readonly ready = new Promise<void>((resolve) => (this.#isReady = resolve));

  constructor(query: (db: DatabaseModule) => Promise<Q>, options: LiveOptions<Q, T> = {}) {
    this.#accept = options.accept ?? ((answer) => answer as unknown as T);
    const { first } = options;
    first?.then(
      (answer) => {
        if (!this.#live && !this.#stopped) this.#take(answer);
      },
      // coldStart.ts opened the gate: the live query answers instead.
      () => undefined,
    );
    const loaded = first || options.wait ? whenDatabase() : database();
    loaded.then(
      (db) => {
        if (this.#stopped) return;
        this.#subscription = db
          .liveQuery(() => query(db))
          .subscribe({
            next: (answer) => {
              this.#live = true;
              this.#error = undefined;
              this.#take(answer);
            },
            error: (error: unknown) => this.#fail(error),
          });
      },
      (error: unknown) => this.#fail(error),
    );
  }

  #take(answer: Q): void {
    this.#value = this.#accept(answer, this.#value);
    this.#answered();
  }

  #fail(error: unknown): void {
    this.#live = true;
    this.#error = error instanceof Error ? error : new Error(String(error));
    this.#answered();
  }

  #answered(): void {
    this.#loaded = true;
    this.#isReady();
  }

  get value(): T | undefined {
    return this.#value;
  }

  /** Shows what this tab's write stored, before the live query reads it back. */
  set(value: T): void {
    this.#live = true;
    this.#value = value;
    this.#answered();
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
