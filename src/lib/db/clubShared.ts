/**
 * Tournaments shared through the club (FORMAT.md "A club's season"), as this phone keeps
 * them in its `club` table (never in a backup): which of its own tournaments the organizer
 * shares (`sharedTournaments`), and the other members' shared tournaments as they last came
 * (`tournament:<id>`: the document, read again by its reader whenever it is shown). Left with
 * the club (clubWrites.ts leaveClub clears the table). The sync's side is clubTournaments.ts.
 */
import { currentDatabase } from './database';
import { transact } from './transact';
import { TOURNAMENT_PREFIX, tournamentDocId } from '../files/tournamentDoc';
import type { WriteResult } from '../files/types';

/** The club row listing the ids of this phone's tournaments that the club sees. */
export const SHARED_KEY = 'sharedTournaments';

/** Another member's shared tournament as it last came from the server. */
export interface SharedCopy {
  /** The tournament's id. */
  id: string;
  keeper: string;
  /** The document as the server gave it (read again by readTournamentDoc to be shown). */
  doc: Record<string, unknown>;
  /** When it came (ms since epoch). */
  at: number;
  /** Its organizer stopped sharing it (the document deleted on the server). */
  gone: boolean;
}

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The ids of this phone's tournaments shared with the club. */
export async function sharedTournamentIds(): Promise<string[]> {
  return ids((await currentDatabase().club.get(SHARED_KEY))?.value);
}

/** The organizer shares a tournament with the club, or stops; refused with no club set. */
export function setTournamentShared(id: string, shared: boolean): Promise<WriteResult<boolean>> {
  // Safe: only the club's own table; the list is read and written in one transaction.
  return transact('club', async (db) => {
    if (!(await db.club.get('settings'))) return false;
    const now = ids((await db.club.get(SHARED_KEY))?.value).filter((other) => other !== id);
    await db.club.put({ key: SHARED_KEY, value: shared ? [...now, id] : now });
    return true;
  });
}

/** Whether the organizer shares a tournament, and the server's refusal of it, if any. */
export interface TournamentSharing {
  shared: boolean;
  /** The server's code (`not-keeper`, `bad-tournament` …) for the version last sent. */
  refused?: string;
}

/** How this phone's tournament `id` stands with the club (read live by the desk). */
export async function tournamentSharing(id: string): Promise<TournamentSharing> {
  const db = currentDatabase();
  const [shared, pushed] = await Promise.all([
    db.club.get(SHARED_KEY),
    db.clubPushed.get(tournamentDocId(id)),
  ]);
  const on = ids(shared?.value).includes(id);
  return { shared: on, ...(on && pushed?.refused ? { refused: pushed.refused } : {}) };
}

function asCopy(key: string, value: unknown): SharedCopy | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.keeper !== 'string' || typeof v.at !== 'number') return undefined;
  if (v.doc === null || typeof v.doc !== 'object') return undefined;
  const doc = v.doc as Record<string, unknown>;
  return {
    id: key.slice(TOURNAMENT_PREFIX.length),
    keeper: v.keeper,
    doc,
    at: v.at,
    gone: v.gone === true,
  };
}

/** The other members' shared tournaments this phone holds. */
export async function listSharedCopies(): Promise<SharedCopy[]> {
  const rows = await currentDatabase().club.where('key').startsWith(TOURNAMENT_PREFIX).toArray();
  return rows.flatMap((row) => asCopy(row.key, row.value) ?? []);
}

/** One of them by the tournament's id; undefined: none here. */
export async function readSharedCopy(id: string): Promise<SharedCopy | undefined> {
  const key = tournamentDocId(id);
  const row = await currentDatabase().club.get(key);
  return row ? asCopy(key, row.value) : undefined;
}
