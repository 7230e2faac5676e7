/**
 * A tournament the organizer shares through the club (FORMAT.md "A club's season"), between
 * two phones against a CouchDB-compatible server (tests/support/couch.ts) set up by the
 * project's own script: pushed on every change, received read-only, a document the tournament
 * file's reader refuses skipped with nothing stored changed, and sharing stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCouch, type Couch as Server } from '../../support/couch';
import { setupClub } from '../../../scripts/club/setup';
import { setTournamentPrizes, type SpatzDatabase, type TournamentRow } from '../../../src/lib/db';
import { useDatabase } from '../../../src/lib/db/database';
import * as club from '../../../src/lib/db/clubWrites';
import { readSharedCopy, setTournamentShared } from '../../../src/lib/db/clubShared';
import { tournamentsWaiting } from '../../../src/lib/db/clubTournaments';
import { syncOnce } from '../../../src/lib/state/clubSync';
import type { TournamentsReceived } from '../../../src/lib/state/clubTournaments';
import type { ClubSettings } from '../../../src/lib/club/invite';
import { readTournamentDoc } from '../../../src/lib/files/tournamentDoc';
import { freshDatabase, ok } from './helpers';
import { kirchberg } from './kirchberg';

let server: Server;
const member: Record<string, ClubSettings> = {};

beforeAll(async () => {
  server = await startCouch();
  const made = await setupClub(server.url, server.admin, 'tarockclub', ['anna', 'bert']);
  for (const { user, invite } of made.invites) {
    const { v: _v, ...settings } = invite;
    member[user] = settings;
  }
}, 60_000);
afterAll(() => server.stop());

async function phone(user: string): Promise<SpatzDatabase> {
  const db = await freshDatabase();
  ok(await club.joinClub(member[user]!));
  return db;
}

/** One sync run of `user`'s phone; answers the shared tournaments that came down. */
async function sync(db: SpatzDatabase, user: string): Promise<TournamentsReceived> {
  useDatabase(db);
  const came: TournamentsReceived = { kept: [], refused: [] };
  await syncOnce(
    member[user]!,
    (url, init) => fetch(url, init),
    (_p, _b, tournaments) => {
      came.kept.push(...(tournaments?.kept ?? []));
      came.refused.push(...(tournaments?.refused ?? []));
    },
  );
  return came;
}

/** The server's document as its admin reads it (status 404: none). */
async function serverDoc(id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { user, password } = server.admin;
  const response = await fetch(`${server.url}/tarockclub/${id}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The server's admin writes `doc` as it is: the server's own check lets an admin through. */
async function adminPut(doc: Record<string, unknown>): Promise<void> {
  const { user, password } = server.admin;
  const response = await fetch(`${server.url}/tarockclub/${String(doc._id)}`, {
    method: 'PUT',
    headers: {
      Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(doc),
  });
  expect(response.status).toBe(201);
}

/** Bert's copy of the shared tournament as his phone would show it. */
async function bertsCopy(bert: SpatzDatabase, id: string) {
  useDatabase(bert);
  const copy = await readSharedCopy(id);
  if (!copy) return undefined;
  const read = readTournamentDoc(copy.doc, 0);
  return { keeper: copy.keeper, gone: copy.gone, row: read.ok ? read.value.row : undefined };
}

describe('a tournament shared through the club', () => {
  let anna: SpatzDatabase;
  let bert: SpatzDatabase;
  let t: TournamentRow;
  const docId = () => `tournament:${t.id}`;

  it('goes up once shared, and comes to another member read-only, as its organizer’s', async () => {
    anna = await phone('anna');
    bert = await phone('bert');
    useDatabase(anna);
    t = await kirchberg();
    await sync(anna, 'anna');
    // Not shared: nothing of it on the server.
    expect((await serverDoc(docId())).status).toBe(404);
    useDatabase(anna);
    expect(ok(await setTournamentShared(t.id, true))).toBe(true);
    expect(await tournamentsWaiting(Date.now())).toHaveLength(1);
    await sync(anna, 'anna');
    const { body } = await serverDoc(docId());
    expect(body).toMatchObject({ kind: 'tournament', keeper: 'anna' });
    // Nothing waits once the server has it (derived, so after a reload too).
    useDatabase(anna);
    expect(await tournamentsWaiting(Date.now())).toEqual([]);

    expect(await sync(bert, 'bert')).toEqual({ kept: [docId()], refused: [] });
    const copy = await bertsCopy(bert, t.id);
    expect(copy).toMatchObject({ keeper: 'anna', gone: false });
    expect(copy?.row?.name).toBe('Preistarock Kirchberg');
    expect(copy?.row?.draws[0]?.tables).toEqual(t.draws[0]!.tables);
    // A copy, not a tournament of Bert's own: nothing of it in his tournaments or games.
    expect(await bert.tournaments.count()).toBe(0);
    expect(await bert.games.count()).toBe(0);
  });

  it("the organizer's change goes up after it and comes down to the copy", async () => {
    useDatabase(anna);
    ok(await setTournamentPrizes(t.id, '1. Preis: ein Schinken'));
    expect(await tournamentsWaiting(Date.now())).toHaveLength(1);
    await sync(anna, 'anna');
    await sync(bert, 'bert');
    expect((await bertsCopy(bert, t.id))?.row?.prizes).toBe('1. Preis: ein Schinken');
  });

  it('a document the reader refuses is skipped and said, the copy as it was', async () => {
    const { body } = await serverDoc(docId());
    const file = body.tournament as { tournaments: Record<string, unknown>[] };
    const [row] = file.tournaments;
    // 30 rounds: more than a tournament has (1 to 20).
    await adminPut({ ...body, tournament: { ...file, tournaments: [{ ...row, rounds: 30 }] } });
    const came = await sync(bert, 'bert');
    expect(came.kept).toEqual([]);
    expect(came.refused).toMatchObject([
      { docId: docId(), keeper: 'anna', problem: { code: 'notBetween' } },
    ]);
    const copy = await bertsCopy(bert, t.id);
    expect(copy?.row?.rounds).toBe(2);
    expect(copy?.row?.prizes).toBe('1. Preis: ein Schinken');
  });

  it('stopped: the document goes from the server and the copy says so', async () => {
    useDatabase(anna);
    ok(await setTournamentShared(t.id, false));
    await sync(anna, 'anna');
    expect((await serverDoc(docId())).status).toBe(404);
    useDatabase(anna);
    expect(await tournamentsWaiting(Date.now())).toEqual([]);
    await sync(bert, 'bert');
    expect(await bertsCopy(bert, t.id)).toMatchObject({ keeper: 'anna', gone: true });
  });
});
