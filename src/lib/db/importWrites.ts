/**
 * The writes of import and restore. Part of the write module (writes.ts
 * re-exports them); kept apart only for size. Each is one transaction over
 * every table it touches, with a snapshot of the data taken first.
 */
import { nameKey } from '../rules/names';
import type { ParsedImport } from './backupFormat';
import { backupText, collectBackup, DEVICE_SETTINGS } from './collect';
import type { SpatzDatabase } from './database';
import { withNewRev } from './gameRows';
import { findPlayerByName, newId, today } from './rowInput';
import { stableId } from './stableId';
import { refuse, transact } from './transact';
import type {
  GameRow,
  HandRow,
  PlayerRow,
  SessionRow,
  SettingRow,
  SnapshotRow,
  WriteResult,
} from './types';

/** Automatic snapshots kept (the last 5). */
export const SNAPSHOTS_KEPT = 5;
const ALL_TABLES = [
  'players',
  'sessions',
  'games',
  'hands',
  'settings',
  'snapshots',
  'history',
] as const;

export interface ImportOutcome {
  /** Games added. */
  added: number;
  /** Games that were already there (same id), left exactly as they were. */
  unchanged: number;
  /** A single game file opens its game. */
  openGameId?: string;
}

/**
 * Merges parsed rows by id: what exists stays as it is, what is new is added.
 * Importing the same file twice changes nothing the second time, not even the
 * snapshots: a snapshot is taken only when something will be added.
 */
export function importRows(parsed: ParsedImport): Promise<WriteResult<ImportOutcome>> {
  // Safe: the check, the snapshot and every added row share one transaction over all tables.
  return transact(ALL_TABLES, async (db) => {
    const now = Date.now();
    const plan = await planImport(db, parsed, now);
    const added = plan.games.length;
    const news = plan.sessions.length + plan.players.length + added + plan.settings.length;
    if (news > 0) {
      await takeSnapshot(db, 'import', now);
      await db.sessions.bulkAdd(plan.sessions);
      await db.players.bulkAdd(plan.players);
      // A new rev, as with every write of a game's hands (gameRows.ts).
      await db.games.bulkAdd(plan.games.map(withNewRev));
      await db.hands.bulkAdd(plan.hands);
      await db.settings.bulkAdd(plan.settings);
    }
    // An import ends the undo history: an old step could remove an evening that imported
    // games now belong to. The snapshot taken above is the way back from an import.
    if (added > 0) await db.history.clear();
    const single = parsed.kind === 'game' ? parsed.games[0]?.row.id : undefined;
    const open = single !== undefined && (await db.games.get(single))?.deleted === false;
    return { added, unchanged: plan.unchanged, ...(open ? { openGameId: single } : {}) };
  });
}

interface ImportPlan {
  sessions: SessionRow[];
  players: PlayerRow[];
  games: GameRow[];
  hands: HandRow[];
  settings: SettingRow[];
  unchanged: number;
}

/** Reads what exists and lists what is new; writes nothing. */
async function planImport(
  db: SpatzDatabase,
  parsed: ParsedImport,
  now: number,
): Promise<ImportPlan> {
  const plan: ImportPlan = {
    sessions: [],
    players: [],
    games: [],
    hands: [],
    settings: [],
    unchanged: 0,
  };
  const sessions = new Set<string>();
  const addSession = async (session: SessionRow) => {
    if (sessions.has(session.id)) return;
    sessions.add(session.id);
    if (!(await db.sessions.get(session.id))) plan.sessions.push(session);
  };
  const names = new Set<string>();
  const addPlayer = async (player: PlayerRow) => {
    const key = nameKey(player.name);
    if (names.has(key)) return;
    names.add(key);
    if ((await db.players.get(player.id)) || (await findPlayerByName(db, player.name))) return;
    plan.players.push(player);
  };

  for (const session of parsed.sessions) await addSession(session);
  // The roster first, so that its ids win over the names the games bring.
  for (const player of parsed.players) await addPlayer(player);
  const seenGames = new Set<string>();
  const usedHandIds = new Set<string>();
  for (const { row, hands, session } of parsed.games) {
    const known = seenGames.has(row.id) || (await db.games.get(row.id)) !== undefined;
    seenGames.add(row.id);
    if (known) {
      plan.unchanged += 1;
      continue;
    }
    if (session) await addSession(session);
    // A game file without its evening: an evening of the day the game was started.
    await addSession({
      id: row.sessionId,
      createdAt: now,
      updatedAt: now,
      date: today(row.createdAt),
    });
    plan.games.push(row);
    plan.hands.push(...(await freshHandIds(db, hands, usedHandIds)));
    for (const name of row.players) {
      await addPlayer({ id: newId(), createdAt: now, updatedAt: now, name });
    }
  }
  for (const setting of parsed.settings) {
    if (DEVICE_SETTINGS.includes(setting.key) || (await db.settings.get(setting.key))) continue;
    if (plan.settings.some((s) => s.key === setting.key)) continue;
    plan.settings.push(setting);
  }
  return plan;
}

/**
 * A hand id already taken (by another game, or twice in the file) would
 * overwrite someone else's hand: such a hand gets an id of its own instead.
 */
async function freshHandIds(
  db: SpatzDatabase,
  hands: HandRow[],
  used: Set<string>,
): Promise<HandRow[]> {
  const existing = await db.hands.bulkGet(hands.map((h) => h.id));
  return hands.map((hand, i) => {
    let id = hand.id;
    if (existing[i] || used.has(id)) id = stableId(`${hand.gameId} hand ${hand.position} ${id}`);
    used.add(id);
    return id === hand.id ? hand : { ...hand, id };
  });
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
    id: newId(),
    createdAt: now,
    reason,
    backup: backupText(envelope),
    games: envelope.games.length,
    hands,
  };
  await db.snapshots.add(snapshot);
  const count = await db.snapshots.count();
  if (count > SNAPSHOTS_KEPT) {
    const oldest = await db.snapshots
      .orderBy('createdAt')
      .limit(count - SNAPSHOTS_KEPT)
      .primaryKeys();
    await db.snapshots.bulkDelete(oldest);
  }
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
    ]);
    await db.history.clear();
    const shared = (await db.settings.toArray()).filter((s) => !DEVICE_SETTINGS.includes(s.key));
    await db.settings.bulkDelete(shared.map((s) => s.key));
    await db.sessions.bulkAdd(parsed.sessions);
    await db.players.bulkAdd(parsed.players);
    await db.settings.bulkPut(parsed.settings.filter((s) => !DEVICE_SETTINGS.includes(s.key)));
    for (const { row, hands } of parsed.games) {
      await db.games.add(withNewRev(row));
      await db.hands.bulkAdd(hands);
    }
    return { games: parsed.games.length };
  });
}
