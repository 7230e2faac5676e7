/**
 * Before a club's database is touched, the set-up (setup.ts) tries the club's check on the
 * server itself: in a scratch database with the same design document, a scratch member writes a
 * valid game and an invalid one. Only a server whose JavaScript runs the bundled check
 * (validateSource.ts) answers 201 and 403 `bad-game`; any other answer (a compilation error,
 * an engine too old for the bundle) stops the set-up in words, with nothing of the club made.
 * The scratch database and user are removed again whatever happened.
 */
import { randomBytes } from 'node:crypto';
import { memberRole } from '../../src/lib/files/clubDoc';
import type { Request } from './http';
import { validateSource } from './validateSource';

/** A request as another user of the same server (the scratch member). */
type RequestAs = (user: string, password: string) => Request;

/** A game document as a member's phone writes one: the game file, its ids, keeper, evening. */
function probeGame(keeper: string): Record<string, unknown> {
  const at = 1_764_000_000_000;
  return {
    _id: 'probe-game',
    format: 'bauerntarock-game',
    version: 1,
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Straße'],
    firstDealer: 0,
    houseRules: {},
    hands: [{ kind: 'played', declarer: 1, contract: 'hineinschauen', declarerPoints: 67 }],
    meta: {
      spatz: {
        id: 'probe-game',
        sessionId: 'probe-evening',
        createdAt: at,
        updatedAt: at,
        stoppedEarly: false,
        deleted: false,
        hands: [{ id: 'probe-hand', createdAt: at, updatedAt: at }],
      },
    },
    keeper,
    evening: { id: 'probe-evening', date: '2026-12-01', place: 'Hütte', stake: 0.1, coin: 0.5 },
  };
}

/** Answers what is wrong (in words), or undefined when the server runs the club's check. */
export async function checkRunsOnServer(
  request: Request,
  requestAs: RequestAs,
): Promise<string | undefined> {
  const tag = randomBytes(6).toString('hex');
  const db = `spatz_check_${tag}`;
  const user = `spatz-check-${tag}`;
  const password = randomBytes(18).toString('base64url');
  const userPath = `/_users/${encodeURIComponent(`org.couchdb.user:${user}`)}`;
  try {
    const made = await request('PUT', `/${db}`);
    if (made.status !== 201 && made.status !== 202) return `a scratch database: ${made.status}`;
    const design = { _id: '_design/spatz', language: 'javascript' };
    const source = await validateSource(db);
    const put = await request('PUT', `/${db}/_design/spatz`, {
      ...design,
      validate_doc_update: source,
    });
    if (put.status !== 201 && put.status !== 202) return `the design document: ${put.status}`;
    const member = { name: user, type: 'user', roles: [memberRole(db)], password };
    const joined = await request('PUT', userPath, member);
    if (joined.status !== 201 && joined.status !== 202) return `a scratch user: ${joined.status}`;
    const as = requestAs(user, password);
    const good = await as('PUT', `/${db}/probe-game`, probeGame(user));
    if (good.status !== 201 && good.status !== 202) {
      return `a valid game was refused: ${good.status} ${JSON.stringify(good.body)}`;
    }
    const bad = { ...probeGame(user), _id: 'probe-bad', players: ['Anna', 'ANNA', 'Bert'] };
    const refused = await as('PUT', `/${db}/probe-bad`, bad);
    const reason = (refused.body as { reason?: unknown } | undefined)?.reason;
    if (refused.status !== 403 || reason !== 'bad-game') {
      return `an invalid game got ${refused.status} ${JSON.stringify(refused.body)}`;
    }
    return undefined;
  } finally {
    const found = await request('GET', userPath);
    const rev = (found.body as { _rev?: string } | undefined)?._rev;
    if (found.status === 200 && rev) await request('DELETE', `${userPath}?rev=${rev}`);
    await request('DELETE', `/${db}`);
  }
}
