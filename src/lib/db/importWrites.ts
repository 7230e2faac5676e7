/**
 * The writes of import and restore. Part of the write module (writes.ts
 * re-exports them); kept apart only for size. Each is one transaction over
 * every table it touches, with a snapshot of the data taken first.
 */
import type { ParsedImport } from '../files/backupFormat';
import { backupText, collectBackup, DEVICE_SETTINGS, ownPhoneId, PHONE_ID } from './collect';
import type { SpatzDatabase } from './database';
import { withNewRev } from './gameRows';
import type { Resolution } from '../files/importCompare';
import { planImport } from './importPlan';
import { RosterMatch } from '../files/roster';
import { isSharedSetting } from '../files/sharedSettings';
import { nextSnapshotId, snapshotsOldestFirst } from './snapshotOrder';
import { importGate } from './sheetGate';
import { invalid, refuse, transact } from './transact';
import type { SnapshotRow, WriteResult } from '../files/types';

export { newSettings } from './importPlan';

/** Automatic snapshots kept (the last 5). */
export const SNAPSHOTS_KEPT = 5;
/** Every table: a write that takes a snapshot (collectBackup reads them all) runs over these. */
export const ALL_TABLES = [
  'players',
  'sessions',
  'games',
  'hands',
  'settings',
  'snapshots',
  'history',
  'tournaments',
] as const;

export interface ImportOutcome {
  /** Games added. */
  added: number;
  /** Games that were already there (same id), left exactly as they were. */
  unchanged: number;
  /** Stored games replaced by the file's newer version (only when the person chose so). */
  replaced?: number;
  /** A single game file opens its game. */
  openGameId?: string;
}

/**
 * Merges parsed rows by id: what exists stays as it is, what is new is added.
 * Importing the same file twice changes nothing the second time, not even the
 * snapshots: a snapshot is taken only when something will be added.
 */
export function importRows(
  parsed: ParsedImport,
  resolution?: Resolution,
): Promise<WriteResult<ImportOutcome>> {
  // Safe: the check, the snapshot and every added row share one transaction over all tables.
  return transact(ALL_TABLES, async (db) => {
    const now = Date.now();
    // Read before the import adds games: whether this phone is new (see adoptPhoneId).
    const adopt = await adoptsPhoneId(db, parsed);
    // A tournament table's sheet passes the desk's gate, however it arrives (sheetGate.ts).
    const gate = await importGate(db, parsed);
    if (gate.problems.length > 0) invalid(gate.problems);
    const plan = await planImport(db, parsed, now, resolution);
    if (adopt) await db.settings.put({ key: PHONE_ID, value: parsed.phone });
    const added = plan.games.length;
    const replaced = plan.replace.length;
    const news =
      plan.sessions.length +
      plan.players.length +
      added +
      replaced +
      plan.settings.length +
      plan.tournaments.length;
    if (news > 0) {
      await takeSnapshot(db, 'import', now);
      await db.sessions.bulkAdd(plan.sessions);
      await db.players.bulkAdd(plan.players);
      // A new rev, as with every write of a game's hands (gameRows.ts).
      await db.games.bulkAdd(plan.games.map(withNewRev));
      await db.hands.bulkAdd(plan.hands);
      await db.settings.bulkAdd(plan.settings);
      await db.tournaments.bulkAdd(plan.tournaments);
      // The newer version of a stored game: its hands, merged by hand id, in place of the old.
      for (const { row, hands, oldHands } of plan.replace) {
        await db.hands.bulkDelete(oldHands);
        await db.hands.bulkAdd(hands);
        await db.games.put(withNewRev(row));
      }
    }
    // An import ends the undo history: an old step could remove an evening that imported
    // games now belong to, or put back hands a newer version replaced. The snapshot taken
    // above is the way back from an import.
    if (added + replaced > 0) await db.history.clear();
    const single = parsed.kind === 'game' ? parsed.games[0]?.row.id : undefined;
    const open = single !== undefined && (await db.games.get(single))?.deleted === false;
    return {
      added,
      unchanged: plan.unchanged,
      ...(replaced > 0 ? { replaced } : {}),
      ...(open ? { openGameId: single } : {}),
    };
  });
}

/**
 * Whether the import makes this phone the phone the backup is of: only a phone that holds
 * no game and has no id yet (it never showed a sheet to the table) takes the backup's id, so
 * a phone restored from its backup is the same phone to the others at the table (its sheets
 * come back as its own, eveningMerge.ts). A phone with an id keeps it: two phones sharing
 * one would each take the other's sheets for their own.
 */
async function adoptsPhoneId(db: SpatzDatabase, parsed: ParsedImport): Promise<boolean> {
  if (parsed.phone === undefined || (await ownPhoneId(db)) !== undefined) return false;
  return (await db.games.count()) === 0;
}

/** Keeps the data as it is now, then drops all but the newest SNAPSHOTS_KEPT snapshots. */
export async function takeSnapshot(
  db: SpatzDatabase,
  reason: string,
  now: number,
): Promise<SnapshotRow> {
  const envelope = await collectBackup(db, now);
  const hands = await db.hands.count();
  const snapshot: SnapshotRow = {
    id: await nextSnapshotId(db),
    createdAt: now,
    reason,
    backup: backupText(envelope),
    games: envelope.games.length,
    hands,
  };
  await db.snapshots.add(snapshot);
  // Pruned by sequence, not by creation time: a clock set back must not cost the new one.
  const ids = await snapshotsOldestFirst(db);
  if (ids.length > SNAPSHOTS_KEPT) await db.snapshots.bulkDelete(ids.slice(0, -SNAPSHOTS_KEPT));
  return snapshot;
}

/**
 * Replaces every game, evening, roster name and shared setting with a
 * snapshot's. The state before is kept as a snapshot of its own, so a
 * restore can be restored away; the undo history is cleared because its
 * steps describe data that is gone.
 */
export function replaceAll(
  snapshotId: string,
  parsed: ParsedImport | undefined,
): Promise<WriteResult<{ games: number }>> {
  // Safe: checking the snapshot is kept, keeping the current state and replacing it is one
  // transaction. `parsed` was read from the snapshot before: a snapshot never changes, so
  // that it is still kept is all there is to check (undefined: it was not found).
  return transact(ALL_TABLES, async (db) => {
    if (!parsed || (await db.snapshots.where(':id').equals(snapshotId).count()) === 0)
      refuse({ kind: 'notFound', what: 'snapshot' });
    await takeSnapshot(db, 'restore', Date.now());
    await Promise.all([
      db.players.clear(),
      db.sessions.clear(),
      db.games.clear(),
      db.hands.clear(),
      db.tournaments.clear(),
    ]);
    await db.history.clear();
    const shared = (await db.settings.toArray()).filter((s) => !DEVICE_SETTINGS.includes(s.key));
    await db.settings.bulkDelete(shared.map((s) => s.key));
    // The snapshot's roster with its ids; its games' names matched to it (roster.ts).
    const roster = new RosterMatch([], Date.now());
    for (const player of parsed.players) roster.add(player);
    const games = parsed.games.map(({ row }) => ({ ...row, playerIds: roster.ids(row.players) }));
    await db.sessions.bulkAdd(parsed.sessions);
    await db.players.bulkAdd(roster.added);
    await db.settings.bulkPut(parsed.settings.filter(isSharedSetting));
    await db.tournaments.bulkAdd(parsed.tournaments ?? []);
    for (const [i, { hands }] of parsed.games.entries()) {
      await db.games.add(withNewRev(games[i]!));
      await db.hands.bulkAdd(hands);
    }
    return { games: parsed.games.length };
  });
}
