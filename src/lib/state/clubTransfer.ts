/**
 * One run of the club's sync (FORMAT.md "A club's season"): pushes the games this phone keeps
 * and pulls the other members', through CouchDB's HTTP API (club/couch.ts); every step is a
 * short transaction of its own. When it runs, and again after a failure, is clubSync.ts's.
 */
import { Couch, CouchError, type Fetch } from '../club/couch';
import { gameDocument, gameRev, rosterDocument } from '../club/document';
import type { ClubSettings } from '../club/invite';
import * as store from '../db/clubWrites';
import type { ClubPushedRow } from '../files/types';
import { addKept, noneKept, Stop, type Kept } from './clubRun';
import {
  CHANGES_PAGE,
  fetchPage,
  FIRST_PAGE,
  quietly,
  readDocs,
  receive,
  storeRead,
} from './clubPull';
import {
  pushTournaments,
  receiveTournaments,
  StoreFailure,
  tournamentsGone,
  type TournamentsReceived,
} from './clubTournaments';

/** Documents per `_bulk_docs`: small requests. */
const BATCH = 25;

/**
 * One sync run, push then pull, reporting as it goes (what was kept, and the shared
 * tournaments of each page that came down, kept or skipped); throws a CouchError or Stop.
 * `checked`: the document count of the server's check the join made just before (the first
 * run after it asks no second time).
 */
export async function syncOnce(
  settings: ClubSettings,
  fetcher: Fetch,
  report: (
    progress: { done: number; total: number } | undefined,
    kept: Kept,
    tournaments?: TournamentsReceived,
  ) => void,
  checked?: number,
): Promise<void> {
  try {
    await syncRun(settings, fetcher, report, checked);
  } catch (error) {
    if (error instanceof StoreFailure) throw new Stop(error.full ? 'full' : 'junk');
    throw error;
  }
}

async function syncRun(
  settings: ClubSettings,
  fetcher: Fetch,
  report: Parameters<typeof syncOnce>[2],
  checked: number | undefined,
): Promise<void> {
  const couch = new Couch(settings, fetcher);
  if (checked !== undefined) couch.checkedBefore();
  const count = checked ?? (await couch.check());
  const kept = await push(couch, settings);
  await pushTournaments(couch, settings);
  const state = await store.readClub();
  let done = 0;
  let total = 0;
  // Paged from the stored checkpoint: a week offline comes in one run, page by page, each
  // page's checkpoint stored once its games are, so a run cut short goes on from there. The
  // next page is fetched while this one is stored (only stored in order).
  let next = fetchPage(couch, state.checkpoint, FIRST_PAGE);
  for (;;) {
    const { page, parts, limit } = await next;
    const more = page.pending !== undefined ? page.pending > 0 : page.changes.length === limit;
    const last = page.changes.length === 0 || !more;
    if (!last) next = quietly(fetchPage(couch, page.lastSeq, CHANGES_PAGE));
    // How many to take in, for the progress: the server's count where it gives none.
    if (total === 0)
      total = page.pending !== undefined ? page.changes.length + page.pending : count;
    // Each batch read by the reader as soon as it arrives, while the one before is stored.
    const read = parts.map((part) => quietly(part.docs.then((docs) => readDocs(docs, settings))));
    const joining = state.checkpoint === '0';
    for (const [at, part] of parts.entries()) {
      addKept(kept, await storeRead(await read[at]!, settings, joining));
      const tournaments = await receiveTournaments(await part.docs, settings.user);
      done += part.count;
      report({ done, total: Math.max(total, done) }, kept, tournaments);
    }
    const deleted = page.changes.filter((c) => c.deleted).map((c) => c.id);
    const gone = await store.deleteClubCopies(deleted, Date.now());
    if (!gone.ok && gone.error.kind === 'full') throw new Stop('full');
    await tournamentsGone(deleted);
    const saved = await store.saveCheckpoint(page.lastSeq, Date.now());
    if (!saved.ok) throw new Stop(saved.error.kind === 'full' ? 'full' : 'junk');
    done = Math.max(done, Math.min(total, done + deleted.length));
    if (last) break;
  }
  report(undefined, kept);
}

/**
 * Whether the server's document is this version of the game: the same revision, the same
 * last change (a stop changes no revision) and the same evening.
 */
function sameVersion(theirs: Record<string, unknown>, w: store.Waiting): boolean {
  type Spatz = { sent?: { rev?: unknown }; updatedAt?: unknown; session?: { updatedAt?: unknown } };
  const spatz = (theirs.meta as { spatz?: Spatz } | undefined)?.spatz;
  return (
    spatz?.sent?.rev === gameRev(w.row) &&
    spatz.updatedAt === w.row.updatedAt &&
    spatz.session?.updatedAt === w.session?.updatedAt
  );
}

/**
 * Pushes every game waiting to go up, in batches; a game another member changed meanwhile
 * (a conflict) is fetched and kept beside this phone's, as "changed on both phones" is
 * between phones. Answers how many were kept beside.
 */
async function push(couch: Couch, settings: ClubSettings): Promise<Kept> {
  const kept = noneKept();
  // Each round marks every game it sent, so the waiting list shrinks; a bound all the same.
  for (let round = 0; round < 10_000; round++) {
    const batch = await store.nextWaiting(BATCH);
    if (batch.length === 0) break;
    const docs = batch.map((w) =>
      gameDocument(w.row, w.hands, w.session, settings.user, w.couchRev),
    );
    const answers = await couch.bulkDocs(docs);
    const marks: ClubPushedRow[] = [];
    for (const w of batch) {
      const answer = answers.find((a) => a.id === w.row.id);
      if (!answer) throw new CouchError('junk');
      if (answer.ok) {
        marks.push({ id: w.row.id, mark: w.mark, couchRev: answer.rev });
        continue;
      }
      const theirsToo = answer.error === 'conflict' || answer.reason === 'not-keeper';
      const theirs = theirsToo ? await couch.get(w.row.id) : undefined;
      const rev = typeof theirs?._rev === 'string' ? theirs._rev : w.couchRev;
      if (theirs && theirs.keeper === settings.user) {
        // This member's own document: this phone's push that arrived before the browser was
        // killed (the same revision: nothing is sent twice), or one sent over it next round.
        const same = (w.row.deleted && theirs._deleted === true) || sameVersion(theirs, w);
        // Another phone of this member changed it meanwhile: its version comes here first
        // (kept beside this phone's where both changed, clubOwn.ts), then this one goes over it.
        if (!same && theirs._deleted !== true) addKept(kept, await receive([theirs], settings));
        marks.push({ id: w.row.id, mark: same ? w.mark : '', ...(rev ? { couchRev: rev } : {}) });
        continue;
      }
      if (theirs) {
        // Another member keeps the game on the server: theirs comes here beside this phone's,
        // as "changed on both phones" does between phones; this phone's stays its own.
        addKept(kept, await receive([theirs], settings));
      }
      const refused = answer.error === 'conflict' ? 'not-keeper' : answer.reason || answer.error;
      marks.push({ id: w.row.id, mark: w.mark, refused, ...(rev ? { couchRev: rev } : {}) });
    }
    const saved = await store.markPushed(marks);
    if (!saved.ok) throw new Stop(saved.error.kind === 'full' ? 'full' : 'junk');
  }
  await pushRoster(couch, settings);
  return kept;
}

async function pushRoster(couch: Couch, settings: ClubSettings): Promise<void> {
  const id = `roster:${settings.user}`;
  const names = await store.rosterNames();
  const mark = [...names].sort().join('\n');
  const last = await store.pushedOf(id);
  if (last?.mark === mark) return;
  const [answer] = await couch.bulkDocs([rosterDocument(settings.user, names, last?.couchRev)]);
  if (answer?.ok) await store.markPushed([{ id, mark, couchRev: answer.rev }]);
  else if (answer?.error === 'conflict') {
    const theirs = await couch.get(id);
    const rev = typeof theirs?._rev === 'string' ? theirs._rev : undefined;
    await store.markPushed([{ id, mark: '', ...(rev ? { couchRev: rev } : {}) }]);
  } else if (answer) await store.markPushed([{ id, mark, refused: answer.reason || answer.error }]);
}
