/**
 * A club's server for the storage tests (FORMAT.md "A club's season"): a CouchDB-compatible
 * server (tests/support/couch.ts) set up by the project's own script, each member's settings,
 * and a phone as a fresh database that joined as a member.
 */
import { afterAll, beforeAll } from 'vitest';
import { startCouch, type Couch as Server } from '../../support/couch';
import { setupClub } from '../../../scripts/club/setup';
import type { SpatzDatabase } from '../../../src/lib/db';
import { useDatabase } from '../../../src/lib/db/database';
import * as club from '../../../src/lib/db/clubWrites';
import type { ClubSettings } from '../../../src/lib/club/invite';
import type { Fetch } from '../../../src/lib/club/couch';
import { freshDatabase, ok } from './helpers';

export interface ClubServer {
  /** Filled in before the tests run. */
  server: Server;
  member: Record<string, ClubSettings>;
}

/** Starts the server and sets up club database `db` with these members, for one test file. */
export function clubServer(db: string, users: string[]): ClubServer {
  const made = { member: {} } as ClubServer;
  beforeAll(async () => {
    made.server = await startCouch();
    const setup = await setupClub(made.server.url, made.server.admin, db, users, {
      club: 'Tarockrunde Brixental',
    });
    for (const { user, invite } of setup.invites) {
      const { v: _v, ...settings } = invite;
      made.member[user] = settings;
    }
  });
  afterAll(() => made.server.stop());
  return made;
}

export const net: Fetch = (url, init) => fetch(url, init);

/** A phone of `settings.user` that joined the club. */
export async function joinedPhone(settings: ClubSettings): Promise<SpatzDatabase> {
  const db = await freshDatabase();
  ok(await club.joinClub(settings));
  return db;
}

/** Runs `work` against phone `db`. */
export async function on<T>(db: SpatzDatabase, work: () => Promise<T>): Promise<T> {
  useDatabase(db);
  return work();
}

/** A document as the server holds it, read by its admin. */
export async function serverDoc(
  { server }: ClubServer,
  db: string,
  id: string,
): Promise<Record<string, unknown>> {
  const { user, password } = server.admin;
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const answer = await fetch(`${server.url}/${db}/${id}`, { headers: { Authorization: auth } });
  return (await answer.json()) as Record<string, unknown>;
}
