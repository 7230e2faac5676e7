/**
 * The one way the write module touches IndexedDB: a single `rw` transaction
 * per write, refused while the database is read-only, retried once after a
 * lost connection, and never throwing past the boundary.
 */
import type { Table } from 'dexie';
import type { DbProblem } from '../files/problems';
import { currentDatabase, ensureOpen, type SpatzDatabase } from './database';
import type { DataRow, RowChange, TableName, WriteError, WriteResult } from '../files/types';

/** Thrown inside a transaction to roll it back and answer with `error`. */
export class Refusal extends Error {
  constructor(readonly error: WriteError) {
    super(error.kind);
    this.name = 'Refusal';
  }
}

export function refuse(error: WriteError): never {
  throw new Refusal(error);
}

export function invalid(problems: DbProblem[]): never {
  throw new Refusal({ kind: 'invalid', problems });
}

type OtherTable = 'history' | 'drafts' | 'snapshots' | 'settings' | 'club' | 'clubPushed';
type TableKey = TableName | OtherTable | readonly (TableName | OtherTable)[];

/** Names of errors after which the connection is gone but a fresh one may work (iOS suspend). */
const RECONNECTABLE = new Set(['DatabaseClosedError', 'InvalidStateError']);

/** A test hook: called inside every write's transaction just before it would commit. */
let beforeCommit: ((db: SpatzDatabase) => void | Promise<void>) | undefined;
export function setBeforeCommitHook(hook: typeof beforeCommit): void {
  beforeCommit = hook;
}

/**
 * Runs `body` in one `rw` transaction over `tables` and answers with its value,
 * or with the reason nothing was written. A Refusal or any other error inside
 * aborts the transaction, so a write is all or nothing.
 */
export async function transact<T>(
  tables: TableKey,
  body: (db: SpatzDatabase) => Promise<T>,
): Promise<WriteResult<T>> {
  const database = currentDatabase();
  for (let attempt = 0; ; attempt++) {
    try {
      await ensureOpen(database);
      if (database.status === 'readOnly' || database.status === 'outdated') {
        return { ok: false, error: { kind: 'readOnly' } };
      }
      const names = (typeof tables === 'string' ? [tables] : tables) as string[];
      const value = await database.transaction('rw', names, async () => {
        const result = await body(database);
        if (beforeCommit) await beforeCommit(database);
        return result;
      });
      return { ok: true, value };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.error };
      const name = errorName(error);
      if (database.status === 'outdated') return { ok: false, error: { kind: 'readOnly' } };
      if (attempt === 0 && RECONNECTABLE.has(name)) {
        // The connection was lost (the OS suspended the app); the transaction did not commit,
        // so running it once more on a fresh connection cannot write anything twice.
        await reconnect(database);
        continue;
      }
      return { ok: false, error: storageError(error) };
    }
  }
}

async function reconnect(database: SpatzDatabase): Promise<void> {
  try {
    database.close({ disableAutoOpen: false });
    await database.open();
  } catch {
    // The retry reports the failure as a storage error.
  }
}

export function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') {
    return error.name;
  }
  return 'Error';
}

/** Where IndexedDB says the device is full (Dexie keeps the DOMException's name). */
const QUOTA_ERRORS = new Set(['QuotaExceededError']);

export function storageError(error: unknown): WriteError {
  const inner = error && typeof error === 'object' && 'inner' in error ? error.inner : undefined;
  if (QUOTA_ERRORS.has(errorName(error)) || QUOTA_ERRORS.has(errorName(inner))) {
    return { kind: 'full' };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'storage', name: errorName(error), message };
}

/**
 * Collects what a write changes so that the same transaction can store it as
 * an undo step. `before` may be passed when the caller already read the row.
 */
export class ChangeLog {
  readonly changes: RowChange[] = [];

  constructor(private readonly db: SpatzDatabase) {}

  /**
   * Stores `row`. With `before` given (null: a new row) the change is noted at
   * once and the write is only issued, so that a caller can issue several and
   * await them together (IndexedDB runs them in the order issued, and the
   * transaction commits only after them); without, the old row is read first.
   */
  put<R extends DataRow>(table: TableName, row: R, before?: R | null): Promise<unknown> {
    const store = this.db[table] as unknown as Table<DataRow, string>;
    if (before !== undefined) {
      this.#note(table, row, before ?? undefined);
      return store.put(row);
    }
    return (async () => {
      const old = await store.get(row.id);
      await store.put(row);
      this.#note(table, row, old);
    })();
  }

  /** Deletes `row`; noted at once, issued like `put` with `before`. */
  delete<R extends DataRow>(table: TableName, row: R): Promise<unknown> {
    const store = this.db[table] as unknown as Table<DataRow, string>;
    this.changes.push({ table, id: row.id, before: row });
    return store.delete(row.id);
  }

  #note(table: TableName, row: DataRow, old: DataRow | undefined): void {
    this.changes.push(
      old ? { table, id: row.id, before: old, after: row } : { table, id: row.id, after: row },
    );
  }
}
