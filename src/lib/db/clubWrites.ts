/**
 * A club on this phone (FORMAT.md "A club's season"): its settings, the sync's checkpoint,
 * what waits to go up and what came down. Part of the write module; loaded only once a club
 * is set (state/clubSync.ts). What waits to go up is derived, never queued: a game this
 * phone keeps whose revision (and evening) differs from the mark last pushed
 * (`clubPushed`), so it survives a reload, a killed browser and an update, and a save
 * writes nothing more than it did.
 */
import { currentDatabase, type SpatzDatabase } from './database';
export { readClub, type ClubState } from './clubRead';
import { handsOf } from './gameRows';
import { storeSynced } from './receiveWrites';
import { adoptOwn, prepareOwn, type OwnAdopted } from './clubOwn';
import { transact } from './transact';
import type { ClubSettings } from '../club/invite';
import { isClubCopy, pushMark } from '../club/document';
import { readReceivedEvening, type ReceivedEvening } from '../files/eveningFile';
import type { DbProblem } from '../files/problems';
import {
  isReadOnlyCopy,
  type ClubPushedRow,
  type GameRow,
  type HandRow,
  type SessionRow,
  type WriteError,
  type WriteResult,
} from '../files/types';

/** Joins a club: its settings stored, the sync starting from the beginning. */
export function joinClub(settings: ClubSettings): Promise<WriteResult<void>> {
  // Safe: one transaction over the club's own tables; nothing else reads them.
  return transact(['club', 'clubPushed'], async (db) => {
    await db.club.clear();
    await db.clubPushed.clear();
    await db.club.put({ key: 'settings', value: settings });
  });
}

/**
 * Leaves the club: its settings and sync state go; the other members' games stay as the
 * copies they are (`keepCopies`) or go with their hands and the evenings left empty.
 */
export function leaveClub(keepCopies: boolean): Promise<WriteResult<number>> {
  // Safe: the copies, their hands and evenings are read and removed in one transaction.
  return transact(['club', 'clubPushed', 'games', 'hands', 'sessions'], async (db) => {
    await db.club.clear();
    await db.clubPushed.clear();
    if (keepCopies) return 0;
    const copies = await db.games.filter(isClubCopy).toArray();
    for (const row of copies) {
      await db.hands.bulkDelete((await handsOf(db, row.id)).map((h) => h.id));
    }
    await db.games.bulkDelete(copies.map((row) => row.id));
    const evenings = new Set(copies.map((row) => row.sessionId));
    for (const id of evenings) {
      if ((await db.games.where('sessionId').equals(id).count()) === 0)
        await db.sessions.delete(id);
    }
    return copies.length;
  });
}

/** A game waiting to go up, with what the document needs. */
export interface Waiting {
  row: GameRow;
  hands: HandRow[];
  session?: SessionRow;
  mark: string;
  couchRev?: string;
}

/** Whether this phone keeps `row` (writes it to the club): not someone else's sheet. */
const kept = (row: GameRow): boolean => !isReadOnlyCopy(row);

async function waitingRows(
  db: SpatzDatabase,
): Promise<{ row: GameRow; session?: SessionRow; mark: string; pushed?: ClubPushedRow }[]> {
  const [games, sessions, pushed] = await Promise.all([
    db.games.toArray(),
    db.sessions.toArray(),
    db.clubPushed.toArray(),
  ]);
  const evening = new Map(sessions.map((s) => [s.id, s]));
  const marks = new Map(pushed.map((p) => [p.id, p]));
  const out = [];
  for (const row of games) {
    if (!kept(row)) continue;
    const session = evening.get(row.sessionId);
    const mark = pushMark(row, session);
    const last = marks.get(row.id);
    // A game deleted here that never went up has nothing to take back.
    if (row.deleted && !last?.couchRev) continue;
    if (last?.mark === mark) continue;
    out.push({ row, ...(session ? { session } : {}), mark, ...(last ? { pushed: last } : {}) });
  }
  return out.sort((a, b) => a.row.updatedAt - b.row.updatedAt);
}

/** How many games wait to go up. */
export async function waitingCount(): Promise<number> {
  const db = currentDatabase();
  return db.transaction(
    'r',
    ['games', 'sessions', 'clubPushed'],
    async () => (await waitingRows(db)).length,
  );
}

/** The next `limit` games waiting to go up, oldest change first, with their hands. */
export async function nextWaiting(limit: number): Promise<Waiting[]> {
  const db = currentDatabase();
  return db.transaction('r', ['games', 'sessions', 'clubPushed', 'hands'], async () => {
    const rows = (await waitingRows(db)).slice(0, limit);
    const out: Waiting[] = [];
    for (const { row, session, mark, pushed } of rows) {
      const hands = await handsOf(db, row.id);
      const couchRev = pushed?.couchRev;
      out.push({
        row,
        hands,
        ...(session ? { session } : {}),
        mark,
        ...(couchRev ? { couchRev } : {}),
      });
    }
    return out;
  });
}

/** The roster's names (the member's roster document). */
export async function rosterNames(): Promise<string[]> {
  return (await currentDatabase().players.toArray()).map((p) => p.name);
}

/**
 * Keeps other members' rosters (their names, checked by the caller) under `roster:<user>`:
 * offered as "from the club" while a name is typed (reads.ts `listClubNames`), never put into
 * this phone's roster. They go when the phone leaves the club (`leaveClub` clears the table).
 */
export function storeClubRosters(
  rosters: readonly { keeper: string; names: readonly string[] }[],
): Promise<WriteResult<void>> {
  // Safe: only the club's own table; each roster replaces the one before, as the server's does.
  return transact('club', async (db) => {
    if (rosters.length === 0 || !(await db.club.get('settings'))) return;
    await db.club.bulkPut(
      rosters.map(({ keeper, names }) => ({ key: `roster:${keeper}` as const, value: [...names] })),
    );
  });
}

/** The mark last pushed of a document, if any. */
export async function pushedOf(id: string): Promise<ClubPushedRow | undefined> {
  return currentDatabase().clubPushed.get(id);
}

/** Records what the server now holds of each document (or why it refused it). */
export function markPushed(rows: readonly ClubPushedRow[]): Promise<WriteResult<void>> {
  // Safe: only the club's own table; a mark is the server's answer, put as it came.
  return transact('clubPushed', async (db) => {
    await db.clubPushed.bulkPut([...rows]);
  });
}

/** The changes taken in up to `checkpoint`, at `at` (ms since epoch). */
export function saveCheckpoint(checkpoint: string, at: number): Promise<WriteResult<void>> {
  // Safe: only the club's own table.
  return transact('club', async (db) => {
    if (!(await db.club.get('settings'))) return;
    await db.club.bulkPut([
      { key: 'checkpoint', value: checkpoint },
      { key: 'lastSync', value: at },
    ]);
  });
}

export type ClubStore =
  | ({ ok: true; games: number; besides: number } & OwnAdopted)
  | { ok: false; full: boolean; problems: DbProblem[] };

/**
 * Stores other members' evenings as a received evening is (eveningMerge.ts): new games as
 * read-only copies of their keeper, a game changed on two phones kept beside. Each text is
 * read whole by the import's reader first; one it refuses stores nothing of that batch, and
 * the batch is stored in one transaction. This member's own games (`own`: id → the
 * server's `_rev`; `handedBy` who handed keeping on; `self` the member) become this phone's own (clubOwn.ts).
 */
export async function storeClubEvenings(
  texts: readonly string[],
  now: number,
  own: ReadonlyMap<string, string> = new Map(),
  handedBy: ReadonlyMap<string, string> = new Map(),
  self = '',
): Promise<ClubStore> {
  const read = await readClubEvenings(texts, now);
  return read.ok ? storeClubReads(read.reads, now, own, handedBy, self) : read;
}

/**
 * The reader's half of storeClubEvenings, touching no storage: each text read whole, or the
 * problems of the first it refuses. The sync reads a batch while the one before is stored.
 */
export async function readClubEvenings(
  texts: readonly string[],
  now: number,
): Promise<{ ok: true; reads: ReceivedEvening[] } | (ClubStore & { ok: false })> {
  const reads = [];
  for (const text of texts) {
    const read = await readReceivedEvening(text, now);
    if (!read.ok) return { ok: false, full: false, problems: read.problems };
    reads.push(read.value);
  }
  return { ok: true, reads };
}

/** The storing half of storeClubEvenings: evenings read by readClubEvenings. */
export async function storeClubReads(
  reads: readonly ReceivedEvening[],
  now: number,
  own: ReadonlyMap<string, string> = new Map(),
  handedBy: ReadonlyMap<string, string> = new Map(),
  self = '',
): Promise<ClubStore> {
  const prepared = own.size > 0 ? await prepareOwn(reads, own, handedBy, self, now) : undefined;
  if (prepared && !prepared.ok) return failed(prepared.error);
  const stored = await storeSynced(prepared ? prepared.value.evenings : reads);
  if (!stored.ok) return failed(stored.error);
  const adopted = prepared ? await adoptOwn(own, prepared.value.before, self) : undefined;
  if (adopted && !adopted.ok) return failed(adopted.error);
  const games = stored.value.flatMap((outcome) => outcome.games);
  const besides = games.filter((g) => g.action === 'both').length;
  const { restored, handed } = adopted?.value ?? { restored: 0, handed: [] };
  return { ok: true, games: games.length, besides, restored, handed };
}

function failed(error: WriteError): ClubStore {
  const full = error.kind === 'full';
  const problems = error.kind === 'invalid' ? error.problems : [];
  return { ok: false, full, problems };
}

/** Marks the club copies of games their keeper deleted as deleted here. */
export function deleteClubCopies(
  ids: readonly string[],
  now: number,
): Promise<WriteResult<number>> {
  // Safe: each copy is read and written in one transaction.
  return transact('games', async (db) => {
    let count = 0;
    for (const id of ids) {
      const row = await db.games.get(id);
      if (!row || !isClubCopy(row) || row.deleted) continue;
      await db.games.put({
        ...row,
        deleted: true,
        updatedAt: Math.max(now, row.updatedAt + 1),
        rev: crypto.randomUUID(),
      });
      count++;
    }
    return count;
  });
}
