/**
 * The club's server through CouchDB's documented HTTP API, nothing more: the server's
 * version, the database's info, `_changes` from a stored checkpoint, `_bulk_get` and
 * `_bulk_docs` (docs/ARCHITECTURE.md "A club" says why not PouchDB). `fetch` comes from the
 * caller; every answer is untrusted: read up to a limit, checked for its shape, and any
 * failure is a stable code (`CouchFailure`) the screen says in words.
 */
import type { ClubSettings } from './invite';

export type CouchFailure =
  /** 401: the user name or password is wrong. */
  | 'password'
  /** 403 on a read: the user is no member of the club's database. */
  | 'notMember'
  /** No answer (plain http), or the connection failed. */
  | 'unreachable'
  /** No answer over https: unreachable, or its certificate was refused. */
  | 'certificate'
  /** CouchDB before 3, or the database lacks the club's design document. */
  | 'tooOld'
  /** The answer is not what CouchDB answers. */
  | 'junk'
  /** An answer larger than the app reads. */
  | 'tooBig'
  /** More documents than a club's season can hold. */
  | 'tooMany'
  /** The server failed (5xx): tried again later. */
  | 'server';

export class CouchError extends Error {
  constructor(readonly failure: CouchFailure) {
    super(failure);
    this.name = 'CouchError';
  }
}

/** The most bytes one answer may have: a batch of documents, each far below it. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** The most documents a club's database may hold (a season of many clubs' evenings). */
export const MAX_CLUB_DOCS = 100_000;

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Reads a body up to `max` bytes; a longer one is cut off and refused. */
async function readLimited(response: Response, max: number): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > max) {
    await response.body?.cancel();
    throw new CouchError('tooBig');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new CouchError('tooBig');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CouchError('junk');
  }
}

/** A request's answer, or its failure thrown. */
function answer<T>(settled: PromiseSettledResult<T>): T {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export interface Change {
  id: string;
  rev: string;
  deleted: boolean;
}

export interface ChangesPage {
  changes: Change[];
  lastSeq: string;
  /** Changes after this page, where the server says (not every server does). */
  pending?: number;
}

/** What `_bulk_docs` answered for one document. */
export type SaveAnswer =
  | { id: string; ok: true; rev: string }
  | { id: string; ok: false; error: 'conflict' | 'forbidden' | 'other'; reason: string };

/** A member's user name as the server's check allows it (files/clubDoc.ts `USER_NAME`). */
const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

/** A club's database as its member `settings.user` reads and writes it. */
export class Couch {
  readonly #base: string;
  readonly #auth: string;
  /** The server took the login (`check`): a refused read is then no membership. */
  #member = false;

  constructor(
    readonly settings: ClubSettings,
    private readonly fetcher: Fetch,
  ) {
    this.#base = `${settings.server}/${encodeURIComponent(settings.db)}`;
    const bytes = new TextEncoder().encode(`${settings.user}:${settings.password}`);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    this.#auth = `Basic ${btoa(binary)}`;
  }

  async #call(
    url: string,
    init: RequestInit = {},
    read = false,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await this.fetcher(url, {
        ...init,
        credentials: 'omit',
        headers: { Accept: 'application/json', Authorization: this.#auth, ...init.headers },
      });
    } catch {
      throw new CouchError(
        this.settings.server.startsWith('https:') ? 'certificate' : 'unreachable',
      );
    }
    const text = await readLimited(response, MAX_ANSWER_BYTES);
    if (response.status === 401 && !(read && this.#member)) throw new CouchError('password');
    if ((response.status === 403 || response.status === 401) && read) {
      throw new CouchError('notMember');
    }
    if (response.status >= 500) throw new CouchError('server');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CouchError('junk');
    }
    return { status: response.status, body };
  }

  /**
   * Checks the server speaks CouchDB 3 or later, this member may read the database and it
   * holds the club's design document; answers the number of documents in it.
   */
  async check(): Promise<number> {
    // Asked two at a time, each round trip delaying a join; the answers read in this order,
    // so the failure said is the one a check asking one at a time says.
    const [root, session] = await Promise.allSettled([
      this.#call(`${this.settings.server}/`),
      this.#call(`${this.settings.server}/_session`),
    ]);
    const version = answer(root).body;
    if (!isObject(version) || typeof version.version !== 'string') throw new CouchError('junk');
    if (Number.parseInt(version.version, 10) < 3) throw new CouchError('tooOld');
    // Logged in at all? Past this, a refused read means "no member" (CouchDB answers 403,
    // some compatible servers 401).
    const login = answer(session).body;
    const ctx = isObject(login) ? login.userCtx : undefined;
    if (!isObject(ctx) || ctx.name !== this.settings.user) throw new CouchError('password');
    this.#member = true;
    const [infoAnswer, designAnswer] = await Promise.allSettled([
      this.#call(this.#base, {}, true),
      this.#call(`${this.#base}/_design/spatz`, {}, true),
    ]);
    const info = answer(infoAnswer);
    if (info.status === 404) throw new CouchError('notMember');
    if (!isObject(info.body) || typeof info.body.doc_count !== 'number')
      throw new CouchError('junk');
    if (info.body.doc_count > MAX_CLUB_DOCS) throw new CouchError('tooMany');
    const design = answer(designAnswer);
    if (design.status === 404) throw new CouchError('tooOld');
    if (!isObject(design.body) || !isObject(design.body.spatz)) throw new CouchError('tooOld');
    return info.body.doc_count;
  }

  /**
   * Takes a check this member's login passed a moment ago (the join's, `check`): a refused
   * read is then no membership, as after `check`.
   */
  checkedBefore(): void {
    this.#member = true;
  }

  /** One page of the changes after `since` (the stored checkpoint; "0" for all). */
  async changes(since: string, limit: number): Promise<ChangesPage> {
    const query = `since=${encodeURIComponent(since)}&limit=${limit}&style=main_only`;
    const { status, body } = await this.#call(`${this.#base}/_changes?${query}`, {}, true);
    if (status !== 200 || !isObject(body) || !Array.isArray(body.results))
      throw new CouchError('junk');
    const changes: Change[] = [];
    for (const row of body.results) {
      if (!isObject(row) || typeof row.id !== 'string' || !Array.isArray(row.changes)) {
        throw new CouchError('junk');
      }
      const first: unknown = row.changes[0];
      if (!isObject(first) || typeof first.rev !== 'string') throw new CouchError('junk');
      changes.push({ id: row.id, rev: first.rev, deleted: row.deleted === true });
    }
    const lastSeq = body.last_seq;
    if (typeof lastSeq !== 'string' && typeof lastSeq !== 'number') throw new CouchError('junk');
    const pending = typeof body.pending === 'number' ? body.pending : undefined;
    if (pending !== undefined && pending > MAX_CLUB_DOCS) throw new CouchError('tooMany');
    return { changes, lastSeq: String(lastSeq), ...(pending !== undefined ? { pending } : {}) };
  }

  /** The documents at the given revisions; one that the server lacks is left out. */
  async bulkGet(wanted: readonly { id: string; rev: string }[]): Promise<unknown[]> {
    const { status, body } = await this.#call(
      `${this.#base}/_bulk_get?revs=false`,
      {
        method: 'POST',
        body: JSON.stringify({ docs: wanted }),
        headers: { 'Content-Type': 'application/json' },
      },
      true,
    );
    if (status !== 200 || !isObject(body) || !Array.isArray(body.results))
      throw new CouchError('junk');
    const docs: unknown[] = [];
    for (const result of body.results) {
      if (!isObject(result) || !Array.isArray(result.docs)) throw new CouchError('junk');
      for (const entry of result.docs) {
        if (!isObject(entry)) throw new CouchError('junk');
        if (isObject(entry.ok)) docs.push(entry.ok);
      }
    }
    return docs;
  }

  /** The current document of an id (its winning revision), or undefined. */
  async get(id: string): Promise<Record<string, unknown> | undefined> {
    const { status, body } = await this.#call(`${this.#base}/${encodeURIComponent(id)}`, {}, true);
    if (status === 404) return undefined;
    if (status !== 200 || !isObject(body)) throw new CouchError('junk');
    return body;
  }

  /**
   * The club's members as the server knows them: the user names of the rosters members
   * pushed (`roster:<user>`), at most FORMAT.md's limit of names, only valid user names.
   */
  async members(): Promise<string[]> {
    const range = `startkey=${encodeURIComponent('"roster:"')}&endkey=${encodeURIComponent('"roster:\ufff0"')}&limit=1000`;
    const { status, body } = await this.#call(`${this.#base}/_all_docs?${range}`, {}, true);
    if (status !== 200 || !isObject(body) || !Array.isArray(body.rows))
      throw new CouchError('junk');
    const names: string[] = [];
    for (const row of body.rows) {
      if (!isObject(row) || typeof row.id !== 'string') throw new CouchError('junk');
      const name = row.id.slice('roster:'.length);
      if (row.id.startsWith('roster:') && USER_NAME.test(name)) names.push(name);
    }
    return names;
  }

  /** Writes documents; each answers its new revision or why the server refused it. */
  async bulkDocs(docs: readonly Record<string, unknown>[]): Promise<SaveAnswer[]> {
    const { status, body } = await this.#call(`${this.#base}/_bulk_docs`, {
      method: 'POST',
      body: JSON.stringify({ docs }),
      headers: { 'Content-Type': 'application/json' },
    });
    if (status === 403) throw new CouchError('notMember');
    if ((status !== 201 && status !== 200) || !Array.isArray(body)) throw new CouchError('junk');
    return body.map((row: unknown): SaveAnswer => {
      if (!isObject(row) || typeof row.id !== 'string') throw new CouchError('junk');
      if (typeof row.rev === 'string' && row.error === undefined)
        return { id: row.id, ok: true, rev: row.rev };
      const error = row.error === 'conflict' || row.error === 'forbidden' ? row.error : 'other';
      const reason = typeof row.reason === 'string' ? row.reason.slice(0, 100) : '';
      return { id: row.id, ok: false, error, reason };
    });
  }
}
