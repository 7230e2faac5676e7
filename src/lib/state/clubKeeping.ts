/**
 * Handing keeping of a game to another member through the club (FORMAT.md "A club's season",
 * take-over through the club as by QR): the game, all of it at the server already, is pushed
 * naming that member as `keeper`; the server lets only the current keeper do so. Loaded only
 * with a club (club.svelte.ts).
 */
import { Couch, CouchError, type Fetch } from '../club/couch';
import { gameDocument, gameRev } from '../club/document';
import type { ClubSettings } from '../club/invite';
import * as store from '../db/clubHand';
import type { SyncFailure } from './clubRun';

export type { HandableGame } from '../db/clubHand';

/**
 * `waiting`: something of the game has not gone up yet (the sync pushes it first);
 * `changed`: the server holds another version (another phone of this member); `refused`:
 * the server refused (this member does not keep it there).
 */
export type HandFailure = SyncFailure | 'waiting' | 'changed' | 'refused' | 'storage';

/** The other members of the club, as the server knows them (their rosters). */
export async function otherMembers(settings: ClubSettings, fetcher: Fetch): Promise<string[]> {
  const names = await new Couch(settings, fetcher).members();
  return names.filter((name) => name !== settings.user).sort();
}

/** Hands keeping of game `id` to `member`; answers the failure, if any. */
export async function handOver(
  settings: ClubSettings,
  fetcher: Fetch,
  id: string,
  member: string,
): Promise<HandFailure | undefined> {
  const ready = await store.handReady(id);
  if (!ready) return 'waiting';
  const { row, hands, session, couchRev } = ready;
  const doc = gameDocument(row, hands, session, settings.user, couchRev, member);
  let answer;
  try {
    [answer] = await new Couch(settings, fetcher).bulkDocs([doc]);
  } catch (error) {
    return error instanceof CouchError ? error.failure : 'unreachable';
  }
  if (!answer) return 'junk';
  if (!answer.ok) return answer.error === 'conflict' ? 'changed' : 'refused';
  const stored = await store.handedOn(id, member, answer.rev, gameRev(row), Date.now());
  if (!stored.ok) return stored.error.kind === 'full' ? 'full' : 'storage';
  return undefined;
}
