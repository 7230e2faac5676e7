/**
 * This member's own games coming down from the club (FORMAT.md "A club's season"): a game
 * whose `keeper` is this member is this phone's to write, never a read-only copy. Part of
 * the write module, around the receive merge (receiveWrites.ts), which stores them first:
 *
 * - one new here (a new phone of the member: its games restored) or a copy another member
 *   handed keeping of to this one becomes this phone's own game;
 * - one this phone keeps and has not changed since its last push follows the server (another
 *   phone of the same member added to it): it is merged as that member's sheet, then own again;
 * - one this phone changed too, where the server's is not contained in it, is kept beside,
 *   as "changed on both phones" is between phones.
 *
 * The server's `_rev` is recorded with the mark (`clubPushed`), so the next push continues
 * from the server's revision and nothing waits to go up that came from there.
 */
import type { SpatzDatabase } from './database';
import { loadGameRows } from './gameRows';
import { transact } from './transact';
import { memberPhone, pushMark } from '../club/document';
import type { ReceivedEvening } from '../files/eveningFile';
import { keepsEveryHand } from '../files/eveningMerge';
import { isReadOnlyCopy, type CopyInfo, type GameRow, type WriteResult } from '../files/types';

/** What an own game was here before the merge. */
export type OwnBefore =
  | { kind: 'new' }
  /** A read-only copy of another member's game, that member named. */
  | { kind: 'handed'; from: string }
  /** This phone's own, unchanged since its push, following the server's; its copy history. */
  | { kind: 'forward'; copy?: CopyInfo };

export interface OwnPrepared {
  /** The evenings with the games to merge (this phone's newer or equal ones left out). */
  evenings: ReceivedEvening[];
  before: Map<string, OwnBefore>;
}

/** A handed or restored game, for the club screen's words. */
export interface OwnAdopted {
  restored: number;
  /** Games another member handed keeping of to this one: who, and the game's players. */
  handed: { id: string; from: string; players: string[] }[];
}

const isMine = (row: GameRow, self: string): boolean =>
  row.copy !== undefined &&
  row.copy.takenOverAt === undefined &&
  row.copy.phone === memberPhone(self) &&
  row.elsewhere === undefined;

/**
 * Before the merge: decides per own game what the merge may do with it, and lets an unchanged
 * own game follow the server's by making it this member's sheet for the merge's length.
 * `handedBy`: who handed keeping on, as the document's writer says (its `sent.from`).
 */
export function prepareOwn(
  evenings: readonly ReceivedEvening[],
  own: ReadonlyMap<string, string>,
  handedBy: ReadonlyMap<string, string>,
  self: string,
  now: number,
): Promise<WriteResult<OwnPrepared>> {
  // Safe: each own game and its mark are read and rewritten in one transaction.
  return transact(['games', 'hands', 'sessions', 'clubPushed'], async (db) => {
    const before = new Map<string, OwnBefore>();
    const out: ReceivedEvening[] = [];
    for (const evening of evenings) {
      const games = [];
      for (const file of evening.games) {
        const rev = own.get(file.row.id);
        if (rev === undefined) games.push(file);
        else if (await keep(db, file, rev, self, now, before, handedBy)) games.push(file);
      }
      if (games.length > 0) out.push({ ...evening, games });
    }
    return { evenings: out, before };
  });
}

/** Whether the merge takes this own game in; records what it was here in `before`. */
async function keep(
  db: SpatzDatabase,
  file: ReceivedEvening['games'][number],
  rev: string,
  self: string,
  now: number,
  before: Map<string, OwnBefore>,
  handedBy: ReadonlyMap<string, string>,
): Promise<boolean> {
  const id = file.row.id;
  const pushed = await db.clubPushed.get(id);
  // This phone's own push coming back.
  if (pushed?.couchRev === rev) return false;
  const stored = await loadGameRows(db, id, true);
  if (!stored) {
    const from = handedBy.get(id);
    before.set(id, from === undefined ? { kind: 'new' } : { kind: 'handed', from });
    return true;
  }
  const row = stored.row;
  if (isReadOnlyCopy(row)) {
    if (!isMine(row, self)) before.set(id, { kind: 'handed', from: row.copy?.from ?? '' });
    else before.set(id, { kind: 'forward' });
    return true;
  }
  // This phone's holds every hand of the server's (the same, or later: its push goes next):
  // only the server's revision is recorded, so that push replaces it.
  if (row.deleted || keepsEveryHand(file, stored)) {
    await db.clubPushed.put({ id, mark: pushed?.mark ?? '', couchRev: rev });
    return false;
  }
  const session = await db.sessions.get(row.sessionId);
  if (pushed?.mark === pushMark(row, session) && keepsEveryHand(stored, file)) {
    // Unchanged here since its push, and the server's holds every hand of it: the merge lets
    // it follow the member's sheet.
    const sheet: CopyInfo = { from: self, phone: memberPhone(self), sentAt: 0, receivedAt: now };
    before.set(id, { kind: 'forward', ...(row.copy ? { copy: row.copy } : {}) });
    await db.games.put({ ...row, copy: sheet });
  }
  // Both changed (this one since its push, or the server's lacks a hand of it): the merge
  // keeps the server's beside this phone's.
  return true;
}

/**
 * After the merge: every own game the merge stored as this member's sheet becomes this
 * phone's own, marked as pushed at the server's revision. Also finishes a run cut short
 * between the two steps (such a game is this member's sheet still).
 */
export function adoptOwn(
  own: ReadonlyMap<string, string>,
  before: ReadonlyMap<string, OwnBefore>,
  self: string,
): Promise<WriteResult<OwnAdopted>> {
  // Safe: each game, its evening and its mark are read and written in one transaction.
  return transact(['games', 'sessions', 'clubPushed'], async (db) => {
    const adopted: OwnAdopted = { restored: 0, handed: [] };
    for (const [id, couchRev] of own) {
      const row = await db.games.get(id);
      if (!row || !isMine(row, self)) continue;
      const was = before.get(id);
      const { copy: _copy, ...plain } = row;
      const after: GameRow =
        was?.kind === 'forward' && was.copy ? { ...plain, copy: was.copy } : plain;
      await db.games.put(after);
      const session = await db.sessions.get(after.sessionId);
      await db.clubPushed.put({ id, mark: pushMark(after, session), couchRev });
      if (was?.kind === 'new') adopted.restored++;
      if (was?.kind === 'handed') adopted.handed.push({ id, from: was.from, players: row.players });
    }
    return adopted;
  });
}
