/**
 * Tournaments shared through the club in the sync's run (FORMAT.md "A club's season"): the
 * organizer's phone pushes each shared tournament whose export changed as the document
 * `tournament:<id>` `{kind, keeper, tournament}`, and deletes it once the organizer stops
 * sharing; the other members' phones read each such document whole with the tournament
 * file's reader (tournamentDoc.ts) and keep it as a read-only copy, or skip it and say why.
 */
import type { Couch } from '../club/couch';
import type { ClubSettings } from '../club/invite';
import * as store from '../db/clubTournaments';
import { markPushed } from '../db/clubWrites';
import type { DbProblem } from '../files/problems';
import { isTournamentDocId, readTournamentDoc, type TournamentDocId } from '../files/tournamentDoc';
import type { ClubPushedRow } from '../files/types';

/** A shared tournament that came down and was skipped: whose, and the first thing wrong. */
export interface RefusedTournament {
  docId: string;
  keeper: string;
  problem: DbProblem;
}

/** What came down of shared tournaments in one page: kept, and skipped with the reason. */
export interface TournamentsReceived {
  kept: string[];
  refused: RefusedTournament[];
}

/** The storage refused a write: the run stops, as for games (clubTransfer.ts Stop). */
export class StoreFailure extends Error {
  constructor(readonly full: boolean) {
    super(full ? 'full' : 'junk');
  }
}

/**
 * Pushes every shared tournament waiting to go up, one document a request (a tournament may
 * be large). A conflict (this phone's earlier push arrived but its answer did not, or the
 * server's admin changed it) is written again over the server's revision, once; a refusal
 * is kept until the tournament changes.
 */
export async function pushTournaments(couch: Couch, settings: ClubSettings): Promise<void> {
  for (const waiting of await store.tournamentsWaiting(Date.now())) {
    let couchRev = waiting.couchRev;
    let answer = await couch.bulkDocs([tournamentDocument(waiting, settings.user, couchRev)]);
    if (answer[0]?.ok === false && answer[0].error === 'conflict') {
      const theirs = await couch.get(waiting.docId);
      couchRev = typeof theirs?._rev === 'string' ? theirs._rev : undefined;
      answer = await couch.bulkDocs([tournamentDocument(waiting, settings.user, couchRev)]);
    }
    const [sent] = answer;
    if (!sent) continue;
    const mark: ClubPushedRow = sent.ok
      ? { id: waiting.docId, mark: waiting.mark, couchRev: sent.rev }
      : sent.error === 'conflict'
        ? { id: waiting.docId, mark: '', ...rev(couchRev) }
        : {
            id: waiting.docId,
            mark: waiting.mark,
            refused: sent.reason || sent.error,
            ...rev(couchRev),
          };
    const saved = await markPushed([mark]);
    if (!saved.ok) throw new StoreFailure(saved.error.kind === 'full');
  }
}

/** The document of a shared tournament, or its deletion once no longer shared. */
function tournamentDocument(
  waiting: store.TournamentWaiting,
  user: string,
  couchRev: string | undefined,
): Record<string, unknown> {
  const head = { _id: waiting.docId, ...(couchRev ? { _rev: couchRev } : {}) };
  return waiting.envelope
    ? { ...head, kind: 'tournament', keeper: user, tournament: waiting.envelope }
    : { ...head, _deleted: true, keeper: user };
}

const rev = (couchRev: string | undefined) => (couchRev ? { couchRev } : {});

/**
 * Keeps the other members' shared tournaments among `docs` (a page from the server), each
 * read whole first: one the reader refuses is skipped, and what was stored of it stays.
 */
export async function receiveTournaments(
  docs: readonly unknown[],
  self: string,
): Promise<TournamentsReceived> {
  const copies: { docId: TournamentDocId; keeper: string; doc: Record<string, unknown> }[] = [];
  const refused: RefusedTournament[] = [];
  const now = Date.now();
  for (const doc of docs) {
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) continue;
    const { _rev: _r, _revisions: _v, _conflicts: _c, ...body } = doc as Record<string, unknown>;
    const id = body._id;
    if (typeof id !== 'string' || !isTournamentDocId(id) || body._deleted === true) continue;
    if (body.keeper === self) continue;
    const read = readTournamentDoc(body, now);
    if (read.ok) copies.push({ docId: id, keeper: read.value.keeper, doc: body });
    else {
      const keeper = typeof body.keeper === 'string' ? body.keeper.slice(0, 60) : '';
      refused.push({ docId: id, keeper, problem: read.problems[0]! });
    }
  }
  if (copies.length > 0) {
    const stored = await store.storeSharedCopies(copies, now);
    if (!stored.ok) throw new StoreFailure(stored.error.kind === 'full');
  }
  return { kept: copies.map((c) => c.docId), refused };
}

/** The copies of shared tournaments whose documents were deleted say they are no longer shared. */
export async function tournamentsGone(ids: readonly string[]): Promise<void> {
  const gone = ids.filter(isTournamentDocId);
  if (gone.length === 0) return;
  const saved = await store.markCopiesGone(gone, Date.now());
  if (!saved.ok) throw new StoreFailure(saved.error.kind === 'full');
}
