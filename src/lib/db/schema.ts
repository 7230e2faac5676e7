/**
 * The tables and keys of the database, written once: Dexie declares the current version
 * from `STORES` (database.ts), the cold start's first read (quickRead.ts) names its stores
 * and indexes from here, and index.html's early read gets its store names from here at
 * build time (vite.config.ts). No Dexie and no IndexedDB here: the first load imports it.
 */

/** The app's IndexedDB database. */
export const DATABASE_NAME = 'spatz';

/**
 * The schema version this code writes. A schema change raises it, changes `STORES`, and
 * keeps the shipped version's own declaration in database.ts (migrations are permanent).
 */
export const SCHEMA_VERSION = 4;

/** A game's hands in play order: the compound index of `hands` the reads range over. */
export const HANDS_IN_ORDER = '[gameId+position]';

/** Games by their last change: "resume" takes the newest open one. */
export const GAMES_BY_CHANGE = 'updatedAt';

/**
 * Every table of version `SCHEMA_VERSION` in Dexie's notation: the primary key first
 * (`++` counts up, `*` indexes each entry of an array), then the indexes.
 */
export const STORES = {
  players: 'id, name',
  sessions: 'id, date, updatedAt',
  games: `id, sessionId, ${GAMES_BY_CHANGE}, *playerIds`,
  hands: `id, gameId, ${HANDS_IN_ORDER}`,
  history: '++seq, undone',
  drafts: 'gameId',
  snapshots: 'id, createdAt',
  settings: 'key',
  tournaments: 'id, updatedAt',
  // A club (FORMAT.md "A club's season"): this phone's membership, the sync's checkpoint
  // (`key`), and what of each game was last pushed (`id`: the game's or roster's id).
  // This phone's only: never in a backup, a snapshot or a text for another phone.
  club: 'key',
  clubPushed: 'id',
} as const;

export type StoreName = keyof typeof STORES;

/** The tables the statistics read whole, in one transaction (statsRead.ts, quickRead.ts). */
export const STATS_STORES = [
  'sessions',
  'games',
  'hands',
  'players',
] as const satisfies readonly StoreName[];
