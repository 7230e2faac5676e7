/**
 * The order of automatic snapshots, by a sequence that only grows, never by
 * the wall clock: with the clock set back a day, the newest snapshot must not
 * count as the oldest and be pruned at once. The sequence is in the id
 * (`seq-000000000042-…`, zero-padded so that the key order is the sequence),
 * which needs no schema change. Snapshots stored before (random ids) are
 * older than every numbered one and keep their creation-time order.
 */
import type { SpatzDatabase } from './database';
import { newId } from '../files/stableId';

const PREFIX = 'seq-';
const DIGITS = 12;

const numbered = (id: string) => id.startsWith(PREFIX);

/** A new snapshot's id: one past the highest sequence stored (the newest is always kept). */
export async function nextSnapshotId(db: SpatzDatabase): Promise<string> {
  const ids = (await db.snapshots.toCollection().primaryKeys()).filter(numbered);
  const last =
    ids.length > 0 ? Number(ids[ids.length - 1]!.slice(PREFIX.length, PREFIX.length + DIGITS)) : 0;
  return `${PREFIX}${String(last + 1).padStart(DIGITS, '0')}-${newId()}`;
}

/** Every snapshot id, oldest first. */
export async function snapshotsOldestFirst(db: SpatzDatabase): Promise<string[]> {
  const [byKey, byTime] = await Promise.all([
    db.snapshots.toCollection().primaryKeys(),
    db.snapshots.orderBy('createdAt').primaryKeys(),
  ]);
  return [...byTime.filter((id) => !numbered(id)), ...byKey.filter(numbered)];
}
