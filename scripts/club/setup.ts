/**
 * Sets up a club's CouchDB (FORMAT.md "A club's season", docs/ARCHITECTURE.md "The club
 * server"): the database, its design document `_design/spatz` with the app's own check as
 * `validate_doc_update`, the `_security` object that lets only members in, a CouchDB user per
 * member, and CORS for the app's origin. Every step looks first and changes only what is
 * missing, so a second run adds members and keeps the rest (their passwords too). Used by
 * `npm run club` (cli.ts) and by the tests.
 */
import { randomBytes } from 'node:crypto';
import { memberRole, USER_NAME } from '../../src/lib/files/clubDoc';
import { memberInvite, type MemberInvite } from './invite';
import { checkRunsOnServer } from './selfCheck';
import { ClubSetupError, couchAdmin, couchAs, failed, type Admin, type Request } from './http';
import { validateSource } from './validateSource';

export { ClubSetupError, type Admin } from './http';

export interface SetupOptions {
  /** The club's name in the invites (default: the database's name). */
  club?: string;
  /** The server's address as members reach it, if not the one set up through (a proxy). */
  server?: string;
  /** The app's address: its origin is allowed by CORS on a CouchDB. */
  app?: string;
}

export interface SetupResult {
  /** The members made now, with their invites (a password is known only when it is made). */
  invites: MemberInvite[];
  /** The members that were there already: kept as they are (`club invite` gives a new one). */
  kept: string[];
  /** Whether CORS was set (an app address was given). */
  cors: 'set' | 'no app address given';
}

/** CouchDB's rule for a database's name (as the club's database is named). */
const DB_NAME = /^[a-z][a-z0-9_$()+/-]*$/;
const DESIGN_ID = '_design/spatz';
/** The design document's schema: the app reads it to know what the server checks. */
const SCHEMA = 1;

/** PUT unless it is there already (201, 202 or 412 "exists"). */
async function ensureDatabase(request: Request, name: string): Promise<void> {
  const answer = await request('PUT', `/${encodeURIComponent(name)}`);
  if (answer.status !== 201 && answer.status !== 202 && answer.status !== 412) {
    throw failed(`Creating the database ${name}`, answer);
  }
}

/** Refuses a CouchDB older than 3 or with too old a JavaScript engine (another server: as is). */
async function checkServer(request: Request): Promise<void> {
  const root = await request('GET', '/');
  const body = root.body as { couchdb?: string; version?: string } | undefined;
  if (root.status !== 200 || typeof body !== 'object') throw failed('Asking the server', root);
  if (body.couchdb === undefined) return;
  const major = Number(String(body.version).split('.')[0]);
  if (!(major >= 3)) {
    throw new ClubSetupError(`This is CouchDB ${body.version}: the club needs CouchDB 3.`);
  }
  // CouchDB 3.2 and later name their JavaScript engine; 1.8.5 cannot run the club's check.
  const versions = await request('GET', '/_node/_local/_versions');
  const engine = (versions.body as { javascript_engine?: { name?: string; version?: string } })
    ?.javascript_engine;
  if (engine?.name === 'spidermonkey' && Number(engine.version) < 60) {
    throw new ClubSetupError(
      `This CouchDB runs SpiderMonkey ${engine.version}; the club's check needs 60 or later ` +
        '(the official CouchDB 3 packages and Docker image have it).',
    );
  }
}

/**
 * Writes the design document unless it is there as wanted; answers the club's name: `club`,
 * else the name a former set-up wrote, else the database's.
 */
async function putDesign(request: Request, db: string, club: string | undefined): Promise<string> {
  const path = `/${encodeURIComponent(db)}/${DESIGN_ID}`;
  const found = await request('GET', path);
  const old = found.status === 200 ? (found.body as Record<string, unknown>) : undefined;
  const named = (old?.spatz as { club?: unknown } | undefined)?.club;
  const name = club ?? (typeof named === 'string' ? named : db);
  const wanted = {
    _id: DESIGN_ID,
    language: 'javascript',
    validate_doc_update: await validateSource(db),
    spatz: { schema: SCHEMA, club: name },
  };
  const same =
    old &&
    (['language', 'validate_doc_update', 'spatz'] as const).every(
      (key) => JSON.stringify(old[key]) === JSON.stringify(wanted[key]),
    );
  if (same) return name;
  const answer = await request('PUT', path, old ? { ...wanted, _rev: old._rev } : wanted);
  if (answer.status !== 201 && answer.status !== 202) throw failed('Writing the design', answer);
  return name;
}

/** Only members (and server admins) read or write; other names and roles given are kept. */
async function putSecurity(request: Request, db: string): Promise<void> {
  const path = `/${encodeURIComponent(db)}/_security`;
  const role = memberRole(db);
  const found = await request('GET', path);
  type Part = { names?: string[]; roles?: string[] };
  const old = (found.status === 200 ? found.body : {}) as { admins?: Part; members?: Part };
  const part = (p: Part | undefined, add?: string) => ({
    names: p?.names ?? [],
    roles: [...new Set([...(p?.roles ?? []), ...(add ? [add] : [])])],
  });
  const wanted = { admins: part(old.admins), members: part(old.members, role) };
  if (JSON.stringify(old) === JSON.stringify(wanted)) return;
  const answer = await request('PUT', path, wanted);
  if (answer.status !== 200) throw failed('Writing the security object', answer);
}

const userPath = (user: string) => `/_users/${encodeURIComponent(`org.couchdb.user:${user}`)}`;
const newPassword = () => randomBytes(18).toString('base64url');

/** Makes `user` a member: a new user gets a password; an existing one keeps its own. */
async function ensureMember(
  request: Request,
  db: string,
  user: string,
): Promise<string | undefined> {
  const role = memberRole(db);
  const found = await request('GET', userPath(user));
  if (found.status === 200) {
    const doc = found.body as { roles?: string[] };
    if (doc.roles?.includes(role)) return undefined;
    const answer = await request('PUT', userPath(user), {
      ...doc,
      roles: [...(doc.roles ?? []), role],
    });
    if (answer.status !== 201 && answer.status !== 202) throw failed(`Adding ${user}`, answer);
    return undefined;
  }
  const password = newPassword();
  const doc = {
    _id: `org.couchdb.user:${user}`,
    name: user,
    type: 'user',
    roles: [role],
    password,
  };
  const answer = await request('PUT', userPath(user), doc);
  if (answer.status !== 201 && answer.status !== 202) throw failed(`Adding ${user}`, answer);
  return password;
}

/** CORS for the app's origin on a CouchDB 3 (node-local config), other origins kept. */
async function allowApp(request: Request, app: string): Promise<void> {
  const origin = new URL(app).origin;
  const config = (key: string) => `/_node/_local/_config/${key}`;
  const set = async (key: string, value: string) => {
    const answer = await request('PUT', config(key), value);
    if (answer.status !== 200) throw failed(`Setting ${key}`, answer);
  };
  const found = await request('GET', config('cors/origins'));
  const origins = found.status === 200 && typeof found.body === 'string' ? found.body : '';
  const list = origins.split(',').map((o) => o.trim());
  if (!list.includes('*') && !list.includes(origin)) {
    await set('cors/origins', [...list.filter(Boolean), origin].join(', '));
  }
  // CouchDB 3 releases read the switch from [httpd] or from [chttpd]: both are set.
  await set('httpd/enable_cors', 'true');
  await set('chttpd/enable_cors', 'true');
  await set('cors/credentials', 'true');
  await set('cors/methods', 'GET, PUT, POST, HEAD, DELETE');
  await set('cors/headers', 'accept, authorization, content-type, origin, referer');
}

function checkNames(db: string, members: readonly string[]): void {
  if (!DB_NAME.test(db)) {
    throw new ClubSetupError(
      `"${db}" cannot name a database: lower-case letters, digits and _$()+-/, starting with a letter.`,
    );
  }
  for (const user of members) {
    if (!USER_NAME.test(user)) {
      throw new ClubSetupError(
        `"${user}" cannot be a member's user name: letters, digits, ".", "_" and "-", at most 60.`,
      );
    }
  }
}

/**
 * Sets up (or completes) the club database `db` on the server at `url` with these members;
 * answers each new member's invite. `admin`: a server admin's login.
 */
export async function setupClub(
  url: string,
  admin: Admin,
  db: string,
  members: readonly string[],
  options: SetupOptions = {},
): Promise<SetupResult> {
  checkNames(db, members);
  const request = couchAdmin(url, admin);
  await checkServer(request);
  // A fresh CouchDB 3 has no _users until it is set up as a node: made here if missing.
  await ensureDatabase(request, '_users');
  const problem = await checkRunsOnServer(request, (user, password) =>
    couchAs(url, { user, password }, false),
  );
  if (problem) {
    throw new ClubSetupError(
      `This server cannot run the club's check (${problem}). It needs CouchDB 3.2 or later ` +
        'with SpiderMonkey 60 or later; nothing of the club was set up.',
    );
  }
  await ensureDatabase(request, db);
  const club = await putDesign(request, db, options.club);
  await putSecurity(request, db);
  const server = (options.server ?? url).replace(/\/+$/, '');
  const invites: MemberInvite[] = [];
  const kept: string[] = [];
  for (const user of new Set(members)) {
    const password = await ensureMember(request, db, user);
    if (password === undefined) kept.push(user);
    else invites.push(memberInvite({ v: 1, server, db, user, password, club }));
  }
  // Another server of the same API keeps the values too (the test server answers CORS itself).
  if (options.app) await allowApp(request, options.app);
  return { invites, kept, cors: options.app ? 'set' : 'no app address given' };
}

/** A new password for a member (its old invite stops working) and the invite with it. */
export async function renewInvite(
  url: string,
  admin: Admin,
  db: string,
  user: string,
  options: Omit<SetupOptions, 'app'> = {},
): Promise<MemberInvite> {
  checkNames(db, [user]);
  const request = couchAdmin(url, admin);
  const found = await request('GET', userPath(user));
  const doc = found.body as { roles?: string[] };
  if (found.status !== 200 || !doc.roles?.includes(memberRole(db))) {
    throw new ClubSetupError(`${user} is no member of ${db}: add them with setup --member.`);
  }
  const design = await request('GET', `/${encodeURIComponent(db)}/${DESIGN_ID}`);
  const named = (design.body as { spatz?: { club?: string } }).spatz?.club;
  const password = newPassword();
  const answer = await request('PUT', userPath(user), { ...doc, password });
  if (answer.status !== 201 && answer.status !== 202) throw failed(`Renewing ${user}`, answer);
  const server = (options.server ?? url).replace(/\/+$/, '');
  return memberInvite({ v: 1, server, db, user, password, club: options.club ?? named ?? db });
}
