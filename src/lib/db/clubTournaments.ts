/**
 * The sync's side of tournaments shared through the club (FORMAT.md "A club's season"). What
 * waits to go up is derived, as for games (clubWrites.ts): a shared tournament whose export
 * differs from the mark last pushed (`clubPushed`, id `tournament:<id>`), and one no longer
 * shared that is still on the server, whose document its keeper deletes. So it survives a
 * reload and a killed browser. What comes down was read whole by the tournament file's
 * reader first (tournamentDoc.ts); it is kept in the club table (clubShared.ts).
 */
import { currentDatabase } from './database';
import { sharedTournamentIds } from './clubShared';
import { TOURNAMENT_TABLES, tournamentEnvelope } from './tournamentExport';
import { transact } from './transact';
import type { BackupEnvelope } from './collect';
import { stableId } from '../files/stableId';
import {
  isTournamentDocId,
  TOURNAMENT_PREFIX,
  tournamentDocId,
  type TournamentDocId,
} from '../files/tournamentDoc';
import type { WriteResult } from '../files/types';

/** The mark of a shared tournament whose document its keeper deleted. */
export const GONE_MARK = 'gone';

/** A shared tournament waiting to go up: its envelope, or none when its document goes. */
export interface TournamentWaiting {
  docId: TournamentDocId;
  envelope?: BackupEnvelope;
  mark: string;
  couchRev?: string;
}

/** The shared tournaments whose document differs from what the server last took. */
export async function tournamentsWaiting(now: number): Promise<TournamentWaiting[]> {
  const db = currentDatabase();
  return db.transaction('r', [...TOURNAMENT_TABLES, 'club', 'clubPushed'], async () => {
    const shared = new Set(await sharedTournamentIds());
    const pushed = await db.clubPushed.where('id').startsWith(TOURNAMENT_PREFIX).toArray();
    const marks = new Map(pushed.map((p) => [p.id, p]));
    const out: TournamentWaiting[] = [];
    for (const id of shared) {
      const docId = tournamentDocId(id);
      const made = await tournamentEnvelope(db, id, now);
      if (!made) continue;
      // The export's time changes with every run: the mark is of everything else.
      const mark = stableId(JSON.stringify({ ...made.envelope, exportedAt: '' }));
      const last = marks.get(docId);
      if (last?.mark === mark) continue;
      out.push({ docId, envelope: made.envelope, mark, ...couchRev(last?.couchRev) });
    }
    for (const last of pushed) {
      const id = last.id.slice(TOURNAMENT_PREFIX.length);
      if (shared.has(id) && (await db.tournaments.get(id))) continue;
      if (!last.couchRev || last.mark === GONE_MARK) continue;
      if (!isTournamentDocId(last.id)) continue;
      out.push({ docId: last.id, mark: GONE_MARK, couchRev: last.couchRev });
    }
    return out;
  });
}

const couchRev = (rev: string | undefined) => (rev ? { couchRev: rev } : {});

/** Other members' shared tournaments, each read whole already, kept as they came. */
export function storeSharedCopies(
  copies: readonly { docId: TournamentDocId; keeper: string; doc: Record<string, unknown> }[],
  now: number,
): Promise<WriteResult<void>> {
  // Safe: only the club's own table; each copy is put whole, as the server gave it.
  return transact('club', async (db) => {
    if (!(await db.club.get('settings'))) return;
    await db.club.bulkPut(
      copies.map(({ docId, keeper, doc }) => ({ key: docId, value: { keeper, doc, at: now } })),
    );
  });
}

/** The copies whose organizer stopped sharing them (documents deleted) say so. */
export function markCopiesGone(docIds: readonly string[], now: number): Promise<WriteResult<void>> {
  // Safe: each copy is read and written in one transaction of the club's own table.
  return transact('club', async (db) => {
    for (const key of docIds) {
      if (!isTournamentDocId(key)) continue;
      const row = await db.club.get(key);
      if (row && typeof row.value === 'object' && row.value !== null)
        await db.club.put({ key, value: { ...row.value, gone: true, at: now } });
    }
  });
}
