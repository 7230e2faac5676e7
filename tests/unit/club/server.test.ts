/**
 * The club server as the set-up leaves it (FORMAT.md "A club's season"), against a
 * CouchDB-compatible server started here (tests/support/couch.ts): only members read, a member
 * writes only the games it keeps, keeping is handed on through the server, and a document the
 * app's reader refuses is refused by the server too.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCouch, type Couch } from '../../support/couch';
import { renewInvite, setupClub } from '../../../scripts/club/setup';
import { readInvitePayload, type MemberInvite } from '../../../scripts/club/invite';
import { gameDoc, tournamentDoc } from '../../support/clubDocs';

const DB = 'tarockclub';
let couch: Couch;
let invites: Map<string, MemberInvite>;

beforeAll(async () => {
  couch = await startCouch();
  const made = await setupClub(couch.url, couch.admin, DB, ['anna', 'bert'], {
    club: 'Tarockrunde Brixental',
    app: 'https://spatz.example.org/app/',
  });
  invites = new Map(made.invites.map((invite) => [invite.user, invite]));
  // Carl has a login on the same server but is no member of the club.
  await as(couch.admin.user, couch.admin.password, 'PUT', '/_users/org.couchdb.user:carl', {
    name: 'carl',
    type: 'user',
    roles: [],
    password: 'carl-password',
  });
  // Starting the server, bundling the check and trying it on the server takes seconds on a
  // loaded machine: more than a hook's default 10 s allows (a hang still fails).
}, 60_000);

afterAll(() => couch.stop());

/** A request as `user`; answers the status and the parsed body. */
async function as(user: string, password: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${couch.url}${path}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A request as the member `user`, with the password its invite carries. */
function member(user: string, method: string, path: string, body?: unknown) {
  const invite = invites.get(user)!;
  return as(user, invite.invite.password, method, path, body);
}

describe('the club server', () => {
  test('the set-up made an invite for each member with the contract payload', () => {
    const invite = readInvitePayload(invites.get('anna')!.payload);
    expect(invite).toEqual({
      v: 1,
      server: couch.url,
      db: DB,
      user: 'anna',
      password: invites.get('anna')!.invite.password,
      club: 'Tarockrunde Brixental',
    });
    expect(invite.password.length).toBeGreaterThanOrEqual(20);
  });

  test("the set-up let the app's origin in: CORS with credentials", async () => {
    const config = (key: string) =>
      as(couch.admin.user, couch.admin.password, 'GET', `/_node/_local/_config/${key}`);
    expect((await config('cors/origins')).body).toBe('https://spatz.example.org');
    expect((await config('cors/credentials')).body).toBe('true');
    expect((await config('chttpd/enable_cors')).body).toBe('true');
  });

  test('a member writes a game it keeps, and the other member reads it', async () => {
    const put = await member('anna', 'PUT', `/${DB}/game-a`, gameDoc('game-a', 'anna'));
    expect(put.status).toBe(201);
    const read = await member('bert', 'GET', `/${DB}/game-a`);
    expect(read.status).toBe(200);
    expect(read.body.keeper).toBe('anna');
  });

  test("another member's write to a game is refused: not-keeper", async () => {
    await member('anna', 'PUT', `/${DB}/game-b`, gameDoc('game-b', 'anna'));
    const { body: stored } = await member('bert', 'GET', `/${DB}/game-b`);
    const change = await member('bert', 'PUT', `/${DB}/game-b`, {
      ...stored,
      players: ['X', 'Y', 'Z'],
    });
    expect(change).toEqual({ status: 403, body: { error: 'forbidden', reason: 'not-keeper' } });
    // Nor may a member start a game in another member's name.
    const forged = await member('bert', 'PUT', `/${DB}/game-c`, gameDoc('game-c', 'anna'));
    expect(forged.status).toBe(403);
    expect(forged.body.reason).toBe('not-keeper');
  });

  test("a replicated push (new_edits false) of another member's game is refused too", async () => {
    const pushed = {
      ...gameDoc('game-g', 'anna'),
      _rev: '1-aaaa',
      _revisions: { start: 1, ids: ['aaaa'] },
    };
    const push = await member('bert', 'POST', `/${DB}/_bulk_docs`, {
      docs: [pushed],
      new_edits: false,
    });
    expect(push.status).toBe(201);
    expect(push.body).toEqual([{ id: 'game-g', error: 'forbidden', reason: 'not-keeper' }]);
    expect((await member('anna', 'GET', `/${DB}/game-g`)).status).toBe(404);
  });

  test('a non-member reads nothing: another login, a wrong password, nobody', async () => {
    await member('anna', 'PUT', `/${DB}/game-d`, gameDoc('game-d', 'anna'));
    const carl = await as('carl', 'carl-password', 'GET', `/${DB}/game-d`);
    const wrong = await as('anna', 'not-her-password', 'GET', `/${DB}/game-d`);
    const nobody = await fetch(`${couch.url}/${DB}/_all_docs`);
    for (const status of [carl.status, wrong.status, nobody.status])
      expect([401, 403]).toContain(status);
    const changes = await as('carl', 'carl-password', 'GET', `/${DB}/_changes`);
    expect([401, 403]).toContain(changes.status);
  });

  test('a game document the reader refuses is refused: bad-game', async () => {
    // Two players of one name (FORMAT.md "Names"); more cases: clubDoc.test.ts, validateSource.test.ts.
    const bad = { ...gameDoc('game-e', 'anna'), players: ['Anna', 'anna', 'Chris'] };
    const answer = await member('anna', 'PUT', `/${DB}/game-e`, bad);
    expect(answer).toEqual({ status: 403, body: { error: 'forbidden', reason: 'bad-game' } });
    expect((await member('anna', 'GET', `/${DB}/game-e`)).status).toBe(404);
  });

  test('a member writes its own roster, not another one', async () => {
    const roster = { kind: 'roster', keeper: 'anna', names: ['Anna', 'Bert', 'Chris'] };
    const put = await member('anna', 'PUT', `/${DB}/roster:anna`, roster);
    expect(put.status).toBe(201);
    const byBert = await member('bert', 'PUT', `/${DB}/roster:anna`, {
      ...roster,
      _rev: put.body.rev,
      names: ['Bert'],
    });
    expect(byBert.body.reason).toBe('not-keeper');
  });

  test('the keeper hands keeping on to another member, who may then write and delete', async () => {
    const created = await member('anna', 'PUT', `/${DB}/game-f`, gameDoc('game-f', 'anna'));
    const handOn = await member('anna', 'PUT', `/${DB}/game-f`, {
      ...gameDoc('game-f', 'bert'),
      _rev: created.body.rev,
    });
    expect(handOn.status).toBe(201);
    const { body: stored } = await member('bert', 'GET', `/${DB}/game-f`);
    const byBert = await member('bert', 'PUT', `/${DB}/game-f`, { ...stored, firstDealer: 1 });
    expect(byBert.status).toBe(201);
    const byAnna = await member('anna', 'DELETE', `/${DB}/game-f?rev=${String(byBert.body.rev)}`);
    expect(byAnna.body.reason).toBe('not-keeper');
    const deleted = await member('bert', 'DELETE', `/${DB}/game-f?rev=${String(byBert.body.rev)}`);
    expect(deleted.status).toBe(200);
  });

  test('the organizer shares a tournament; another member may not change it; the organizer stops', async () => {
    const id = 'tournament:kirchberg';
    const put = await member('anna', 'PUT', `/${DB}/${id}`, tournamentDoc('kirchberg', 'anna'));
    expect(put.status).toBe(201);
    const { body: stored } = await member('bert', 'GET', `/${DB}/${id}`);
    expect(stored.keeper).toBe('anna');
    const byBert = await member('bert', 'PUT', `/${DB}/${id}`, { ...stored, keeper: 'bert' });
    expect(byBert).toEqual({ status: 403, body: { error: 'forbidden', reason: 'not-keeper' } });
    const forged = await member('bert', 'PUT', `/${DB}/tournament:x`, tournamentDoc('x', 'anna'));
    expect(forged.body.reason).toBe('not-keeper');
    const stop = await member('anna', 'DELETE', `/${DB}/${id}?rev=${String(put.body.rev)}`);
    expect(stop.status).toBe(200);
    expect((await member('bert', 'GET', `/${DB}/${id}`)).status).toBe(404);
  });

  test('a shared tournament the reader refuses is refused: bad-tournament', async () => {
    const doc = tournamentDoc('rose', 'anna');
    const file = doc.tournament as { games: Record<string, unknown>[] };
    // Its id is not the document's; a table's sheet names players never seated there.
    const otherId = { ...doc, _id: 'tournament:lilie' };
    const [sheet] = file.games;
    const otherPlayers = {
      ...doc,
      tournament: { ...file, games: [{ ...sheet, players: ['Eve', 'Bert', 'Chris', 'Dora'] }] },
    };
    const extraKey = { ...doc, note: 'mine' };
    for (const bad of [otherId, otherPlayers, extraKey] as Record<string, unknown>[]) {
      const answer = await member('anna', 'PUT', `/${DB}/${String(bad._id)}`, bad);
      expect(answer).toEqual({
        status: 403,
        body: { error: 'forbidden', reason: 'bad-tournament' },
      });
    }
    expect((await member('anna', 'GET', `/${DB}/tournament:rose`)).status).toBe(404);
  });

  test('setup again keeps the members and their passwords, and adds a new one', async () => {
    const again = await setupClub(couch.url, couch.admin, DB, ['anna', 'bert', 'chris']);
    expect(again.invites.map((i) => i.user)).toEqual(['chris']);
    expect(again.kept).toEqual(['anna', 'bert']);
    expect((await member('anna', 'GET', `/${DB}/game-a`)).status).toBe(200);
    const chris = again.invites[0]!.invite;
    // The club's name stays the one the first set-up gave.
    expect(chris.club).toBe('Tarockrunde Brixental');
    const read = await as('chris', chris.password, 'GET', `/${DB}/game-a`);
    expect(read.status).toBe(200);
    const security = await as(couch.admin.user, couch.admin.password, 'GET', `/${DB}/_security`);
    expect(security.body).toEqual({
      admins: { names: [], roles: [] },
      members: { names: [], roles: [`${DB}:member`] },
    });
  });

  test('a renewed invite carries a new password; the old one stops working', async () => {
    const old = invites.get('bert')!.invite.password;
    const renewed = await renewInvite(couch.url, couch.admin, DB, 'bert');
    expect(renewed.invite.password).not.toBe(old);
    expect((await as('bert', old, 'GET', `/${DB}/game-a`)).status).toBe(401);
    expect((await as('bert', renewed.invite.password, 'GET', `/${DB}/game-a`)).status).toBe(200);
    invites.set('bert', renewed);
  });
});
