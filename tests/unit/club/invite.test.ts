/**
 * A club invite and its URL rules (FORMAT.md "A club's season"), and the server's answers the
 * client refuses in words: each expected value written here from the contract, not the code.
 */
import { describe, expect, it } from 'vitest';
import { readInvite, serverAddress } from '../../../src/lib/club/invite';
import { Couch, type CouchFailure, type Fetch } from '../../../src/lib/club/couch';
import { receivedDocuments } from '../../../src/lib/club/document';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const invite = {
  v: 1,
  server: 'https://couch.example.org:6984',
  db: 'tarockclub',
  user: 'anna',
  password: 'geheim äöü',
  club: 'Tarockrunde Brixental',
};

describe('a club invite', () => {
  it('reads the payload, and the whole link holding it', () => {
    const payload = base64url(JSON.stringify(invite));
    const { v: _v, ...settings } = invite;
    expect(readInvite(payload)).toEqual({ ok: true, settings, plain: false });
    expect(readInvite(`https://spatz.example/#/club/${payload}`)).toEqual({
      ok: true,
      settings,
      plain: false,
    });
  });

  it('refuses what is no invite, and an invite of a newer app', () => {
    expect(readInvite('hello world')).toEqual({ ok: false, refusal: 'notInvite' });
    expect(readInvite(base64url('[1,2]'))).toEqual({ ok: false, refusal: 'notInvite' });
    expect(readInvite(base64url(JSON.stringify({ ...invite, v: 2 })))).toEqual({
      ok: false,
      refusal: 'version',
    });
    expect(readInvite(base64url(JSON.stringify({ ...invite, db: 'Tarock Club' })))).toEqual({
      ok: false,
      refusal: 'db',
    });
  });

  it('takes https, and plain http only for this machine and private networks', () => {
    const plain = (host: string) => serverAddress(`http://${host}:5984`);
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      '10.1.2.3',
      '172.16.0.9',
      '172.31.255.1',
      '192.168.1.20',
      'huette.local',
    ]) {
      expect(plain(host)).toMatchObject({ ok: true, plain: true });
    }
    for (const host of ['couch.example.org', '172.32.0.1', '11.0.0.1', '192.169.1.1', '8.8.8.8']) {
      expect(plain(host)).toEqual({ ok: false, refusal: 'notHttps' });
    }
    expect(serverAddress('https://couch.example.org/club/')).toEqual({
      ok: true,
      server: 'https://couch.example.org/club',
      plain: false,
    });
    expect(serverAddress('ftp://couch.example.org')).toEqual({ ok: false, refusal: 'server' });
    expect(serverAddress('https://anna:pw@couch.example.org')).toEqual({
      ok: false,
      refusal: 'server',
    });
  });
});

/** A server that answers each path from this table (JSON), 404 otherwise. */
function fakeServer(answers: Record<string, unknown>, status: Record<string, number> = {}): Fetch {
  return (url) => {
    const path = new URL(url).pathname;
    if (!(path in answers))
      return Promise.resolve(new Response('{"error":"not_found"}', { status: 404 }));
    return Promise.resolve(
      new Response(JSON.stringify(answers[path]), { status: status[path] ?? 200 }),
    );
  };
}

const settings = {
  server: 'https://couch.example.org',
  db: 'tarockclub',
  user: 'anna',
  password: 'x',
  club: 'T',
};
const healthy = {
  '/': { couchdb: 'Welcome', version: '3.4.2' },
  '/_session': { ok: true, userCtx: { name: 'anna', roles: ['tarockclub:member'] } },
  '/tarockclub': { db_name: 'tarockclub', doc_count: 3 },
  '/tarockclub/_design/spatz': { _id: '_design/spatz', spatz: { schema: 1 } },
};

async function failure(
  fetcher: Fetch,
  server = settings.server,
): Promise<CouchFailure | undefined> {
  try {
    await new Couch({ ...settings, server }, fetcher).check();
    return undefined;
  } catch (error) {
    return (error as { failure: CouchFailure }).failure;
  }
}

describe("the club server's answers", () => {
  it('takes a CouchDB 3 with the club set up', async () => {
    expect(await failure(fakeServer(healthy))).toBeUndefined();
  });

  it('says a server too old, one not set up, and one that speaks no CouchDB', async () => {
    expect(await failure(fakeServer({ ...healthy, '/': { version: '2.3.1' } }))).toBe('tooOld');
    const { '/tarockclub/_design/spatz': _d, ...bare } = healthy;
    expect(await failure(fakeServer(bare))).toBe('tooOld');
    expect(await failure(fakeServer({ ...healthy, '/': '<html>' }))).toBe('junk');
  });

  it('says a refused login, no membership, too many documents', async () => {
    expect(await failure(fakeServer(healthy, { '/_session': 401 }))).toBe('password');
    expect(await failure(fakeServer(healthy, { '/tarockclub': 403 }))).toBe('notMember');
    const million = { ...healthy, '/tarockclub': { doc_count: 1_000_000 } };
    expect(await failure(fakeServer(million))).toBe('tooMany');
  });

  it('says no answer over https as a refused certificate, over http as unreachable', async () => {
    const nothing: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await failure(nothing)).toBe('certificate');
    expect(await failure(nothing, 'http://192.168.1.20:5984')).toBe('unreachable');
  });
});

describe("other members' documents", () => {
  it("refuses a document with no keeper, skips the design document and names this member's own games", () => {
    expect(receivedDocuments([{ _id: 'g1', format: 1 }], 'anna', 0)).toBeUndefined();
    expect(receivedDocuments(['junk'], 'anna', 0)).toBeUndefined();
    const session = { id: 'e1', updatedAt: 5 };
    const own = {
      _id: 'g1',
      _rev: '3-abc',
      keeper: 'anna',
      format: 1,
      meta: { spatz: { id: 'g1', session, sent: { from: 'bert' } } },
    };
    const read = receivedDocuments([{ _id: '_design/spatz' }, own], 'anna', 0)!;
    expect(read.skipped).toBe(1);
    expect(read.evenings.map((e) => [e.keeper, e.ids])).toEqual([['anna', ['g1']]]);
    expect([...read.own]).toEqual([['g1', '3-abc']]);
    // Bert wrote it last, naming Anna as keeper: he handed it to her.
    expect([...read.handedBy]).toEqual([['g1', 'bert']]);
    const noEvening = { _id: 'g2', keeper: 'bert', format: 1, meta: { spatz: { id: 'g2' } } };
    expect(receivedDocuments([noEvening], 'anna', 0)).toEqual({
      evenings: [],
      rosters: [],
      own: new Map(),
      handedBy: new Map(),
      deleted: [],
      skipped: 1,
    });
  });

  it("takes another member's roster as its names, skips this member's own, refuses a bad one", () => {
    const roster = (user: string, names: unknown) => ({
      _id: `roster:${user}`,
      _rev: '1-a',
      kind: 'roster',
      keeper: user,
      names,
    });
    expect(
      receivedDocuments([roster('bert', ['Anna', 'Dora']), roster('anna', ['Zenzi'])], 'anna', 0),
    ).toEqual({
      evenings: [],
      rosters: [{ keeper: 'bert', names: ['Anna', 'Dora'] }],
      own: new Map(),
      handedBy: new Map(),
      deleted: [],
      skipped: 1,
    });
    // As the server's check (clubDoc.ts): names as FORMAT.md allows them, each once.
    for (const names of [['Anna', 'ANNA'], ['x'.repeat(41)], ['Bert\u202E'], 'Anna', [7]]) {
      expect(receivedDocuments([roster('bert', names)], 'anna', 0)).toBeUndefined();
    }
    expect(
      receivedDocuments([{ ...roster('bert', ['Anna']), keeper: 'cilli' }], 'anna', 0),
    ).toBeUndefined();
  });
});
