/**
 * A CouchDB-compatible server for the tests (FORMAT.md "A club's season"): express-pouchdb over
 * PouchDB's in-memory adapter, on 127.0.0.1 and a free port, nothing on disk. It speaks
 * CouchDB's HTTP and replication API and, in its "fullCouchDB" mode (less a few parts no club
 * uses, UNUSED below), runs a design document's `validate_doc_update` (pouchdb-validation),
 * keeps each database's `_security` object (pouchdb-security) and the `_users` database with
 * its logins (pouchdb-auth). It starts with one server admin, so it is no "admin party": an
 * unknown caller is nobody.
 *
 * Two things a real CouchDB 3 has that express-pouchdb lacks are added here, in front of it:
 * CORS for any origin with credentials (a browser page on another port may call it), and the
 * node-local config path `/_node/_local/_config/…` CouchDB 3 uses (express-pouchdb knows only
 * `/_config/…`), so the project's set-up code talks to both the same way.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { devNull } from 'node:os';
import type { AddressInfo } from 'node:net';

export interface Couch {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly url: string;
  /** The server admin's login. */
  readonly admin: { readonly user: string; readonly password: string };
  stop(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
interface PouchConstructor {
  plugin(plugin: unknown): PouchConstructor;
  defaults(options: { adapter: string }): PouchConstructor;
}

const require = createRequire(import.meta.url);

/** PouchDB with the in-memory adapter and what express-pouchdb needs for replication. */
function memoryPouch(): PouchConstructor {
  const core = require('pouchdb-core') as PouchConstructor;
  return core
    .plugin(require('pouchdb-adapter-memory'))
    .plugin(require('pouchdb-adapter-http'))
    .plugin(require('pouchdb-mapreduce'))
    .plugin(require('pouchdb-replication'))
    .defaults({ adapter: 'memory' });
}

/**
 * Parts of express-pouchdb no club needs (the phones speak `_session`, `_changes`,
 * `_bulk_get`, `_bulk_docs`, `_all_docs` and the documents): left out, the server starts in
 * half the time and runs no replicator of its own.
 */
const UNUSED = [
  'routes/fauxton',
  'routes/find',
  'routes/list',
  'routes/show',
  'routes/update',
  'routes/rewrite',
  'routes/vhosts',
  'routes/replicate',
  'replicator',
  'routes/active-tasks',
  'routes/db-updates',
  'routes/stats',
];

/** CORS as a CouchDB with `enable_cors` and `origins = *` and `credentials = true` answers. */
function cors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Type, ETag, Server, Cache-Control');
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, HEAD, DELETE');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ??
      'Accept, Authorization, Content-Type, Origin, Referer',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204);
  res.end();
  return true;
}

/**
 * Starts a fresh, empty server (its own in-memory databases: each call is a new server) with a
 * server admin of a random password. Start once per test file and `stop()` after.
 */
export async function startCouch(): Promise<Couch> {
  const expressPouchDB = require('express-pouchdb') as (
    pouch: PouchConstructor,
    options: object,
  ) => Handler;
  // The config lives in memory; the log goes nowhere (express-pouchdb writes one by default).
  const app = expressPouchDB(memoryPouch(), {
    inMemoryConfig: true,
    logPath: devNull,
    overrideMode: { exclude: UNUSED },
  });
  const server = createServer((req, res) => {
    if (cors(req, res)) return;
    req.url = (req.url ?? '/').replace(/^\/_node\/[^/]+\/_config(?=\/|$)/, '/_config');
    app(req, res);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = { user: 'admin', password: randomBytes(12).toString('base64url') };
  // While there is no admin anybody may make one (as on a fresh CouchDB 1); after it, no more.
  const made = await fetch(`${url}/_config/admins/${admin.user}`, {
    method: 'PUT',
    body: JSON.stringify(admin.password),
  });
  if (!made.ok) throw new Error(`the test server did not take its admin: ${made.status}`);
  return {
    url,
    admin,
    stop: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
