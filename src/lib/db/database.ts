/**
 * The Dexie database `spatz`: its schema, its migrations, and how it reacts
 * when another tab or a newer app version holds it.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  DraftRow,
  GameRow,
  HandRow,
  HistoryRow,
  PlayerRow,
  SessionRow,
  SettingRow,
  SnapshotRow,
  TournamentRow,
  ClubRow,
  ClubPushedRow,
} from '../files/types';
import { DATABASE_NAME, SCHEMA_VERSION, STORES } from './schema';
import { toVersion2 } from './migrations';

export { DATABASE_NAME, SCHEMA_VERSION };

/**
 * How the database stands for this tab:
 * - `open`: reads and writes work;
 * - `readOnly`: the stored database is newer than this code; reads work, writes are refused;
 * - `outdated`: another tab opened a newer version; this tab closed its connection and must reload;
 * - `blocked`: our upgrade waits for an older tab to close.
 */
export type DatabaseStatus = 'open' | 'readOnly' | 'outdated' | 'blocked';

export class SpatzDatabase extends Dexie {
  players!: EntityTable<PlayerRow, 'id'>;
  sessions!: EntityTable<SessionRow, 'id'>;
  games!: EntityTable<GameRow, 'id'>;
  hands!: EntityTable<HandRow, 'id'>;
  history!: Table<HistoryRow, number>;
  drafts!: EntityTable<DraftRow, 'gameId'>;
  snapshots!: EntityTable<SnapshotRow, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;
  tournaments!: EntityTable<TournamentRow, 'id'>;
  club!: EntityTable<ClubRow, 'key'>;
  clubPushed!: EntityTable<ClubPushedRow, 'id'>;

  #status: DatabaseStatus = 'open';
  readonly #listeners = new Set<(status: DatabaseStatus) => void>();

  constructor(name: string) {
    // 'strict': a write counts as saved only once it is on disk, not merely in the OS cache.
    // No query cache: Dexie 4's cache clones every live query's answer and works each write
    // into the cached answers; the app keeps what it needs itself (gameRows.ts), and with
    // the cache a save cost about a third more (bench (c)).
    super(name, { chromeTransactionDurability: 'strict', cache: 'disabled' });

    // Migrations are permanent: a shipped version(n) is NEVER edited, only new versions added
    // below it (with an .upgrade() where rows change), each declaring what it changed; the
    // current version is declared whole from schema.ts, the cold start's definition too. tests/unit/db/migration.test.ts opens a
    // database filled at every older version (tests/fixtures/db/v<n>.json) with this code.
    this.version(1).stores({
      players: 'id, name',
      sessions: 'id, date, updatedAt',
      games: 'id, sessionId, updatedAt',
      hands: 'id, gameId, [gameId+position]',
      history: '++seq, undone',
      drafts: 'gameId',
      snapshots: 'id, createdAt',
      settings: 'key',
    });
    // Games refer to roster entries (`playerIds`, multi-entry: the games a person sat in);
    // evenings may be marked paid (`paidAt`, not indexed).
    this.version(2)
      .stores({ games: 'id, sessionId, updatedAt, *playerIds' })
      .upgrade((tx) => toVersion2(tx));
    // Tournaments (RULES.md §4): a table of their own; no stored row changes, so no upgrade.
    // Their games are ordinary game rows with a `tournament` tag (not indexed).
    this.version(3).stores({ tournaments: 'id, updatedAt' });
    // A club: its settings and sync state (`club`) and what was last pushed (`clubPushed`);
    // tables of their own, so no stored row changes and no backup reads them.
    this.version(4).stores({ club: 'key', clubPushed: 'id' });
    this.version(SCHEMA_VERSION).stores(STORES);

    this.on(
      'ready',
      (db) => {
        // Dexie 4 opens a database of a higher version instead of failing with VersionError;
        // writing to it with an older schema in mind could damage it, so this tab only reads.
        // Dexie stores version n as n × 10 and may add 1 when it patches a schema itself,
        // so only n + 1 and above is a newer app's database.
        const native = (db as SpatzDatabase).backendDB()?.version ?? 0;
        if (native >= (SCHEMA_VERSION + 1) * 10) this.#setStatus('readOnly');
        // Sticky: check on every (re)open, not only the first.
      },
      true,
    );
    this.on('versionchange', (event) => {
      // Another tab upgrades (or deletes) the database: let it, and tell this tab's person to
      // reload rather than keep writing with an old schema. Auto-open stays off.
      this.close({ disableAutoOpen: true });
      if (event.newVersion !== null) this.#setStatus('outdated');
      return false;
    });
    this.on('blocked', () => this.#setStatus('blocked'));
  }

  get status(): DatabaseStatus {
    return this.#status;
  }

  /** Calls `listener` now and on every change of status; returns the unsubscribe function. */
  onStatus(listener: (status: DatabaseStatus) => void): () => void {
    this.#listeners.add(listener);
    listener(this.#status);
    return () => this.#listeners.delete(listener);
  }

  #setStatus(status: DatabaseStatus): void {
    if (this.#status === status) return;
    // `outdated` and `readOnly` are final for this tab: only a reload gets out of them.
    if (this.#status === 'outdated' || this.#status === 'readOnly') {
      if (status === 'open' || status === 'blocked') return;
    }
    this.#status = status;
    for (const listener of this.#listeners) listener(status);
  }

  /** Called once a blocked upgrade went through. */
  unblocked(): void {
    if (this.#status === 'blocked') this.#setStatus('open');
  }
}

/** A database of the current schema under `name` (tests use a fresh name each). */
export function openDatabase(name: string = DATABASE_NAME): SpatzDatabase {
  return new SpatzDatabase(name);
}

/** The app's database. */
export const db: SpatzDatabase = openDatabase(DATABASE_NAME);

let current: SpatzDatabase = db;

/** The database reads and writes use: `db`, unless a test chose another. */
export function currentDatabase(): SpatzDatabase {
  return current;
}

/** Points reads and writes at another database (tests: a fresh one per test). */
export function useDatabase(next: SpatzDatabase): void {
  current = next;
}

/**
 * Opens the database if it is not open, so that `status` is known before a
 * write decides whether it may write. Never throws: a failure shows up as
 * the write's storage error.
 */
export async function ensureOpen(database: SpatzDatabase): Promise<void> {
  if (database.isOpen() || database.status === 'outdated') return;
  await database.open();
  database.unblocked();
}

/** Subscribes to the app database's status: what the UI shows as "reload" banners. */
export function onDatabaseStatus(listener: (status: DatabaseStatus) => void): () => void {
  return currentDatabase().onStatus(listener);
}
