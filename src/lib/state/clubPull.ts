/**
 * The pull of the club's sync (FORMAT.md "A club's season"): pages of `_changes` from the
 * stored checkpoint, their documents by `_bulk_get` a batch ahead, each batch read whole by the
 * reader while the one before is stored (db/clubWrites.ts).
 */
import { Couch, CouchError, type ChangesPage } from '../club/couch';
import { receivedDocuments, type MemberRoster } from '../club/document';
import type { ClubSettings } from '../club/invite';
import * as store from '../db/clubWrites';
import type { ReceivedEvening } from '../files/eveningFile';
import { Stop, type Kept } from './clubRun';

/** Documents per `_bulk_get` and per stored batch (one transaction); halved for a large answer. */
const PULL_BATCH = 100;
/**
 * Changes per page: the first page small, so storing starts soon; the next ones larger, so
 * a season takes few requests (each costs the server a login check).
 */
export const FIRST_PAGE = 100;
export const CHANGES_PAGE = 500;

/**
 * A page of up to `limit` changes after `since`, its documents asked for in batches of
 * PULL_BATCH one after another: a batch is stored while the next one arrives.
 */
export async function fetchPage(
  couch: Couch,
  since: string,
  limit: number,
): Promise<{
  page: ChangesPage;
  limit: number;
  parts: { docs: Promise<unknown[]>; count: number }[];
}> {
  const page = await couch.changes(since, limit);
  const wanted = page.changes.filter((c) => !c.deleted && !c.id.startsWith('_design/'));
  const parts = [];
  let previous: Promise<unknown> = Promise.resolve();
  for (let at = 0; at < wanted.length; at += PULL_BATCH) {
    const part = wanted.slice(at, at + PULL_BATCH).map(({ id, rev }) => ({ id, rev }));
    // After the batch before it (one request at a time); a failure fails the ones after too.
    const docs = quietly(previous.then(() => documents(couch, part)));
    previous = docs;
    parts.push({ docs, count: part.length });
  }
  return { page, limit, parts };
}

/** The promise itself, marked handled: a fetch ahead that fails while a page is stored. */
export function quietly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * The documents at these revisions; an answer over the limit is asked for again in halves,
 * so only a single document over it is refused (`tooBig`).
 */
async function documents(couch: Couch, wanted: { id: string; rev: string }[]): Promise<unknown[]> {
  try {
    return await couch.bulkGet(wanted);
  } catch (error) {
    if (!(error instanceof CouchError) || error.failure !== 'tooBig' || wanted.length === 1) {
      throw error;
    }
    const half = Math.ceil(wanted.length / 2);
    return [
      ...(await documents(couch, wanted.slice(0, half))),
      ...(await documents(couch, wanted.slice(half))),
    ];
  }
}

/**
 * Stores the documents as received evenings: other members' as copies, this member's own as
 * this phone's (clubOwn.ts), rosters as the club's names; answers what was kept beside,
 * restored and handed to this member.
 */
export async function receive(docs: readonly unknown[], settings: ClubSettings): Promise<Kept> {
  return storeRead(await readDocs(docs, settings), settings, false);
}

/** Other members' documents as the reader read them, not stored yet. */
export interface Read {
  reads: ReceivedEvening[];
  deleted: string[];
  rosters: MemberRoster[];
  own: Map<string, string>;
  handedBy: Map<string, string>;
}

/** Other members' documents read whole by the reader (nothing stored yet): junk throws. */
export async function readDocs(docs: readonly unknown[], settings: ClubSettings): Promise<Read> {
  const received = receivedDocuments(docs, settings.user, Date.now());
  if (!received) throw new CouchError('junk');
  const texts = received.evenings.map((e) => e.text);
  const read = await store.readClubEvenings(texts, Date.now());
  if (!read.ok) throw new Stop('junk');
  const { deleted, rosters, own, handedBy } = received;
  return { reads: read.reads, deleted, rosters, own, handedBy };
}

/**
 * Stores what readDocs read (`joining`: the phone's first pull, where every own game counts
 * as restored); answers what was kept beside, restored and handed to this member.
 */
export async function storeRead(
  read: Read,
  settings: ClubSettings,
  joining: boolean,
): Promise<Kept> {
  const stored = await store.storeClubReads(
    read.reads,
    Date.now(),
    read.own,
    // A phone's first pull (a new phone of the member): its own games all come back, handed
    // to it before or not.
    joining ? new Map() : read.handedBy,
    settings.user,
  );
  if (!stored.ok) throw new Stop(stored.full ? 'full' : 'junk');
  const gone = await store.deleteClubCopies(read.deleted, Date.now());
  if (!gone.ok && gone.error.kind === 'full') throw new Stop('full');
  // Other members' names, offered while a name is typed; never this phone's roster.
  const rosters = await store.storeClubRosters(read.rosters);
  if (!rosters.ok) throw new Stop(rosters.error.kind === 'full' ? 'full' : 'junk');
  const { besides, restored, handed } = stored;
  return { besides, restored, handed };
}
