/** A fresh database per test, so tests never see each other's rows. */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import {
  currentDatabase,
  openDatabase,
  useDatabase,
  type SpatzDatabase,
} from '../../../src/lib/db/database';
import { setBeforeCommitHook } from '../../../src/lib/db/transact';
import type { SessionRow, WriteResult } from '../../../src/lib/files/types';
import type { Hand, PlayedHand } from '../../../src/lib/rules';

// Dexie reads indexedDB when it loads; a test file that imports src/lib/db before this
// helper would otherwise see none, so point Dexie at fake-indexeddb explicitly.
Dexie.dependencies.indexedDB = indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;

let counter = 0;

export async function freshDatabase(): Promise<SpatzDatabase> {
  counter += 1;
  const name = `spatz-test-${process.pid}-${counter}-${crypto.randomUUID()}`;
  await Dexie.delete(name);
  const db = openDatabase(name);
  useDatabase(db);
  setBeforeCommitHook(undefined);
  await db.open();
  return db;
}

/** A stored setting's value (the app itself reads the few it needs where it needs them). */
export async function settingOf(db: SpatzDatabase, key: string): Promise<unknown> {
  return (await db.settings.get(key))?.value;
}

/** The value of a write that must succeed; fails the test with the error otherwise. */
export function ok<T>(result: WriteResult<T>): T {
  if (!result.ok) throw new Error(`write failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

export function played(fields: Partial<PlayedHand> & Pick<PlayedHand, 'declarer'>): Hand {
  return {
    kind: 'played',
    contract: 'sumpern',
    announced: 61,
    doublings: 0,
    declarerTricks: 'some',
    ...(fields.defenderPoints === undefined ? { declarerPoints: 70 } : {}),
    ...fields,
  };
}

/** Every row of the fact tables, for "nothing changed" comparisons. */
export async function dump(db: SpatzDatabase): Promise<Record<string, unknown[]>> {
  return {
    players: await db.players.toArray(),
    sessions: await db.sessions.toArray(),
    games: await db.games.toArray(),
    hands: await db.hands.toArray(),
    history: await db.history.toArray(),
    settings: await db.settings.toArray(),
    snapshots: await db.snapshots.toArray(),
  };
}

/** The table most tests play at: three players, Bauerntarock, the house rules as they come. */
export const three = {
  variant: 'bauerntarock' as const,
  players: ['Anna', 'Bert', 'Chris'],
  firstDealer: 0,
  houseRules: {},
};

let evenings = 0;

/**
 * An evening stored with no game yet (as a received evening or a backup can leave one), for
 * tests of what comes after. The app itself starts an evening only with its first game
 * (`startGame` with `session`), which writes.test.ts and eveningLimits.test.ts check.
 */
export async function storedEvening(
  fields: Omit<Partial<SessionRow>, 'id' | 'createdAt' | 'updatedAt'> = {},
): Promise<SessionRow> {
  evenings += 1;
  const now = Date.now();
  const row: SessionRow = {
    id: `evening-${evenings}`,
    createdAt: now,
    updatedAt: now,
    date: '2026-11-28',
    ...fields,
  };
  await currentDatabase().sessions.add(row);
  return row;
}
