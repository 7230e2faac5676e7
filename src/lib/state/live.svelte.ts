import type { Subscription } from 'dexie';
import { database, whenDatabase, type DatabaseModule } from './coldStart';
import { isLoadFailure, onOnline } from '../loading';
import { afterPaint } from '../timing';

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
  /** The game whose screen the query serves: a write of that game's hands pauses it (`heldWhile`). */
  game?: string;
}

/** Every live query of this tab that has not stopped and serves a game: `heldWhile` pauses them. */
const running: { readonly game: string | undefined; pause(): void; resume(): void }[] = [];
/** The game of each of this tab's writes on its way (`heldWhile`), once per write. */
const writes: string[] = [];

/**
 * Runs one of this tab's writes of game `gameId` with the live queries of that game's screen
 * paused, and lets them read again once the screen has painted what the write handed back.
 * Dexie answers a commit by running, in the commit's own task, every live query that read a
 * table the write touched: on the game screen that is the game, the undo steps, the draft
 * and the evening, all read again before the saved hand can be drawn, to tell this tab what
 * it already shows. Paused, nothing of another tab can be missed: a query that reads again
 * reads what is stored then. The queries of other screens and games go on as ever.
 */
export async function heldWhile<T>(gameId: string, write: () => Promise<T>): Promise<T> {
  writes.push(gameId);
  for (const live of running) if (live.game === gameId) live.pause();
  try {
    return await write();
  } finally {
    afterPaint(() => {
      writes.splice(writes.indexOf(gameId), 1);
      if (!writes.includes(gameId)) {
        for (const live of running) if (live.game === gameId) live.resume();
      }
    });
  }
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
  /** Subscribes (again): set once the database code is there. */
  #subscribe: (() => void) | undefined;
  #live = false;
  #stopped = false;
  readonly #accept: (answer: Q, current: T | undefined) => T;
  readonly game: string | undefined;
  #isReady: () => void = () => undefined;
  /** Resolves once the first answer (or error) came. */
  readonly ready = new Promise<void>((resolve) => (this.#isReady = resolve));

  constructor(query: (db: DatabaseModule) => Promise<Q>, options: LiveOptions<Q, T> = {}) {
    this.#accept = options.accept ?? ((answer) => answer as unknown as T);
    const { first, game } = options;
    this.game = game;
    first?.then(
      (answer) => {
        if (!this.#live && !this.#stopped) this.#take(answer);
      },
      // coldStart.ts opened the gate: the live query answers instead.
      () => undefined,
    );
    const load = first || options.wait ? whenDatabase : database;
    this.#connect(load, query, first);
  }

  /**
   * Subscribes once the database code is there. Where it did not arrive (offline before the
   * app was stored), the quick read's answer stays on screen, or else the screen says so,
   * and it is asked for again when the network returns.
   */
  #connect(
    load: () => Promise<DatabaseModule>,
    query: (db: DatabaseModule) => Promise<Q>,
    first: Promise<Q> | undefined,
  ): void {
    load().then(
      (db) => {
        if (this.#stopped) return;
        this.#subscribe = () => {
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
        };
        const game = this.game;
        if (game === undefined) return this.#subscribe();
        running.push(this);
        // Made while a write of its game is on its way: it reads once the write has shown.
        if (!writes.includes(game)) this.#subscribe();
      },
      (error: unknown) => {
        if (!isLoadFailure(error)) return this.#fail(error);
        if (this.#stopped) return;
        onOnline(() => this.#connect(load, query, undefined));
        // What the quick read answered stays until the database code is in.
        const settled =
          first?.then(
            () => undefined,
            () => undefined,
          ) ?? Promise.resolve();
        void settled.then(() => {
          if (!this.#loaded && !this.#stopped) this.#fail(error);
        });
      },
    );
  }

  /** Stops reading until `resume` (heldWhile). */
  pause(): void {
    this.#subscription?.unsubscribe();
    this.#subscription = undefined;
  }

  /** Reads again, and after every change from then on (heldWhile). */
  resume(): void {
    if (!this.#stopped && !this.#subscription) this.#subscribe?.();
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
    const at = running.indexOf(this);
    if (at >= 0) running.splice(at, 1);
    this.#subscription?.unsubscribe();
  }
}
