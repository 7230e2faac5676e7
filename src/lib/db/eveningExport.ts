/**
 * What a phone shows the table (FORMAT.md "Between phones"): the evening of a game, every
 * game of it (deleted ones too, flagged, so a game removed here goes on the other phones
 * too), as eveningFile.ts writes it; or, where the person chose so, the one game alone.
 */
import { tableFile } from '../files/backupFormat';
import { currentDatabase, type SpatzDatabase } from './database';
import { eveningText } from '../files/eveningFile';
import { handsOf, loadGameRows } from './gameRows';
import { newId } from '../files/stableId';
import { ownPhoneId, PHONE_ID } from './receivePlan';
import { storageError, transact } from './transact';
import type { WriteResult } from '../files/types';

/** What the share screen encodes: the text, what names the transfer, and which payload it is. */
export interface TableExport {
  text: string;
  gameId: string;
  /** The stored state the text was read at: frames of another state are another transfer. */
  rev: string;
  /** `evening`: the backup envelope of the evening; `game`: the one game file. */
  kind: 'evening' | 'game';
  /** The evening's id (the key of its frames); for a single game, the game's. */
  key: string;
  /** How many games the text holds (not deleted). */
  games: number;
}

/** This phone's id, made once (a device setting, never exported): it names its sheets. */
async function phoneId(): Promise<WriteResult<string>> {
  const known = await ownPhoneId(currentDatabase());
  if (known) return { ok: true, value: known };
  // Safe: one settings row read and written; a second tab making its own at once finds it.
  return transact('settings', async (db: SpatzDatabase) => {
    const again = await ownPhoneId(db);
    if (again) return again;
    const id = newId();
    await db.settings.put({ key: PHONE_ID, value: id });
    return id;
  });
}

/**
 * The evening of `gameId` for the other phones at the table, or that game alone
 * (`single`); `notFound` if there is no such game. Answers, never throws: the first
 * share makes this phone's id, a write that a full or read-only device refuses.
 */
export async function exportForTable(
  gameId: string,
  from: string,
  now = Date.now(),
  single = false,
): Promise<WriteResult<TableExport>> {
  try {
    const made = await phoneId();
    if (!made.ok) return made;
    const shown = await readForTable(gameId, made.value, from, now, single);
    return shown
      ? { ok: true, value: shown }
      : { ok: false, error: { kind: 'notFound', what: 'game' } };
  } catch (error) {
    return { ok: false, error: storageError(error) };
  }
}

function readForTable(
  gameId: string,
  phone: string,
  from: string,
  now: number,
  single: boolean,
): Promise<TableExport | undefined> {
  const db = currentDatabase();
  return db.transaction('r', ['games', 'hands', 'sessions'], async () => {
    const rows = await loadGameRows(db, gameId);
    if (!rows) return undefined;
    const session = await db.sessions.get(rows.row.sessionId);
    if (single || !session) {
      const { text, rev } = tableFile(rows.row, rows.hands, session, from, now);
      return { text, rev, gameId, kind: 'game' as const, key: gameId, games: 1 };
    }
    const evening = await db.games.where('sessionId').equals(session.id).toArray();
    const games = [];
    for (const row of evening) {
      const hands = row.id === gameId ? rows.hands : await handsOf(db, row.id);
      games.push({ row, hands });
    }
    const { text, rev } = eveningText(session, games, { phone, name: from }, now);
    const shown = evening.filter((row) => !row.deleted).length;
    return { text, rev, gameId, kind: 'evening' as const, key: session.id, games: shown };
  });
}
