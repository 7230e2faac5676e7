/**
 * The first read of a cold start, with IndexedDB itself instead of Dexie:
 * the start screen and the game screen paint from it while the database code
 * is still unloaded (src/lib/state/coldStart.ts decides when it loads). Only reads, the stores
 * and indexes named in schema.ts (those of `loadGame`, `latestOpenGame` and `listSessions`
 * exist since version 1); it never creates, upgrades or holds the database: a database that does not exist yet stays so (its
 * creation is aborted), and another tab's upgrade closes this connection at
 * once. Once the database code has loaded, live queries take over and this
 * module is not used again.
 */
import {
  loadedGame,
  newestFirst,
  pickOpenGame,
  type LoadedGame,
  type StatusOf,
} from '../files/plain';
import {
  DATABASE_NAME,
  GAMES_BY_CHANGE,
  HANDS_IN_ORDER,
  SCHEMA_VERSION,
  STATS_STORES,
  type StoreName,
} from './schema';
import type { StatsRows } from '../files/statsRows';
import type { GameRow, HandRow, PlayerRow, SessionRow } from '../files/types';

/** A game as `loadGame` in reads.ts reads it, with its hand rows (for the database code to keep). */
export interface QuickGame extends LoadedGame {
  handRows: readonly HandRow[];
}

/** The database is not there yet (a first visit): nothing stored. */
const NONE = Symbol('no database');
type Connection = IDBDatabase | typeof NONE;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (request.error) reject(request.error);
      else resolve(request.result);
    };
    request.onsuccess = settle;
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    // One of index.html's requests may have finished before the code came to it.
    if (request.readyState === 'done') settle();
  });
}

/** The open request index.html starts before the code has loaded (marked `missing` when aborted). */
type EarlyOpen = IDBOpenDBRequest & { missing?: boolean };
declare global {
  var spatzOpen: EarlyOpen | undefined;
  /** index.html's read of the statistics' stores (STATS_STORES, in that order), if any. */
  var spatzStats: IDBRequest<unknown[]>[] | undefined;
}

function connect(name: string): Promise<Connection> {
  // index.html's request, for the app's database only, and only once.
  const early = name === DATABASE_NAME ? globalThis.spatzOpen : undefined;
  globalThis.spatzOpen = undefined;
  return new Promise((resolve, reject) => {
    const request: EarlyOpen = early ?? indexedDB.open(name);
    const settle = () => {
      if (request.error || request.missing) {
        if (request.missing) resolve(NONE);
        else reject(request.error ?? new Error('IndexedDB could not be opened'));
        return;
      }
      const db = request.result;
      // Never stand in the way of an upgrade, from this tab's Dexie or from another tab.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onupgradeneeded = () => {
      // No database yet: creating it is the database code's job (with its schema).
      request.missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = settle;
    request.onerror = (event) => {
      event.preventDefault();
      settle();
    };
    if (request.readyState === 'done') settle();
  });
}

/**
 * Reads of one cold start share a connection and what they read: nothing can
 * write in this tab before the database code loads, and once it has, the live
 * queries read everything again (so another tab's write in between is seen).
 */
export class QuickRead {
  readonly #name: string;
  #connection: Promise<Connection> | undefined;
  readonly #games = new Map<string, Promise<QuickGame | undefined>>();

  constructor(name: string = DATABASE_NAME) {
    this.#name = name;
  }

  async #read<T>(
    stores: StoreName[],
    body: (tx: IDBTransaction) => Promise<T>,
    empty: T,
  ): Promise<T> {
    const db = await (this.#connection ??= connect(this.#name));
    if (db === NONE) return empty;
    return body(db.transaction(stores, 'readonly'));
  }

  /** A game (not deleted) as the rules engine sees it, with its rows; as `loadGame` in reads.ts. */
  loadGame(gameId: string): Promise<QuickGame | undefined> {
    let known = this.#games.get(gameId);
    if (!known) {
      known = this.#read(
        ['games', 'hands'],
        async (tx) => {
          const range = IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]);
          const [row, hands] = await Promise.all([
            done(tx.objectStore('games').get(gameId) as IDBRequest<GameRow | undefined>),
            done(
              tx.objectStore('hands').index(HANDS_IN_ORDER).getAll(range) as IDBRequest<HandRow[]>,
            ),
          ]);
          const loaded = loadedGame(row, hands);
          return loaded && { ...loaded, handRows: hands };
        },
        undefined,
      );
      this.#games.set(gameId, known);
    }
    return known;
  }

  /** What "resume" opens, `status` scoring each candidate; as `latestOpenGame` in reads.ts. */
  async latestOpenGame(status: StatusOf): Promise<GameRow | undefined> {
    const rows = await this.#read(
      ['games'],
      (tx) =>
        done(tx.objectStore('games').index(GAMES_BY_CHANGE).getAll() as IDBRequest<GameRow[]>),
      [],
    );
    return pickOpenGame(rows.reverse(), status);
  }

  /** Evenings, newest first; as `listSessions` in reads.ts. */
  async listSessions(): Promise<SessionRow[]> {
    const rows = await this.#read(
      ['sessions'],
      (tx) => done(tx.objectStore('sessions').getAll() as IDBRequest<SessionRow[]>),
      [],
    );
    return newestFirst(rows);
  }

  /**
   * Every row the statistics read, as `readStats` in statsRead.ts reads them. Only rows of
   * this code's schema: the ones of an upgrade still to run (or of a newer app) are for the
   * database code to read, so this refuses them and the cold start lets it load.
   */
  async statsRows(): Promise<StatsRows> {
    // index.html's read, on the app's database only, and only once.
    const early = this.#name === DATABASE_NAME ? globalThis.spatzStats : undefined;
    globalThis.spatzStats = undefined;
    const db = await (this.#connection ??= connect(this.#name));
    if (db === NONE) return { sessions: [], games: [], hands: [], players: [] };
    // Dexie stores its version times 10 (database.ts).
    if (db.version !== SCHEMA_VERSION * 10) throw new Error(`schema ${db.version / 10}`);
    let requests = early;
    if (!requests) {
      // One transaction, as readStats: the four tables as they stood at one moment.
      const tx = db.transaction([...STATS_STORES], 'readonly');
      requests = STATS_STORES.map((name) => tx.objectStore(name).getAll());
    }
    const [sessions, games, hands, players] = (await Promise.all(requests.map(done))) as [
      SessionRow[],
      GameRow[],
      HandRow[],
      PlayerRow[],
    ];
    return { sessions, games, hands, players };
  }

  /** Lets go of the connection (the database code has taken over). */
  async close(): Promise<void> {
    // index.html's request, when no read took it over, is let go of as well.
    if (this.#name === DATABASE_NAME && globalThis.spatzOpen) {
      this.#connection ??= connect(this.#name);
    }
    const db = await this.#connection?.catch((): Connection => NONE);
    if (typeof db === 'object') db.close();
    this.#connection = undefined;
    this.#games.clear();
  }
}

/** This page's cold start reads from the app's database (src/lib/state/coldStart.ts). */
export const quickRead = new QuickRead();
