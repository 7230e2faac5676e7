/**
 * A game as a club's CouchDB document and back (FORMAT.md "A club's season"): the body is
 * the game file with the meta that travels between phones (gameToFile.ts, with the evening
 * in `meta.spatz.session` and `meta.spatz.sent`), plus `keeper` and `evening`. What comes
 * back from the server is untrusted: it becomes the evening text a received sheet is
 * (eveningFile.ts), read whole by the import's reader before anything is stored.
 */
import { BACKUP_FORMAT, BACKUP_VERSION } from '../files/backupFile';
import { clubDocProblem, ROSTER_PREFIX, USER_NAME } from '../files/clubDoc';
import { gameToFile } from '../files/gameToFile';
import { nameKey } from '../rules/names';
import { isReadOnlyCopy, type GameRow, type HandRow, type SessionRow } from '../files/types';

/** The phone id a club member's sheets carry (CopyInfo.phone): never a phone's own id. */
export const memberPhone = (user: string): string => `club:${user}`;

/** Whether a stored row is a read-only copy of a club member's game. */
export function isClubCopy(row: Pick<GameRow, 'copy' | 'elsewhere'>): boolean {
  return isReadOnlyCopy(row) && row.copy?.phone?.startsWith('club:') === true && !row.elsewhere;
}

/** The revision of a game as sent: the row's `rev`, or a stand-in from its `updatedAt`. */
export const gameRev = (row: GameRow): string => row.rev ?? `t${row.updatedAt.toString(36)}`;

/**
 * What has been pushed of a game: its revision, its stop and deletion (a stop changes no
 * hand, so no `rev`), and its evening's stamps (the evening's stake or paid mark changes no
 * game's `rev` but must travel too).
 */
export function pushMark(row: GameRow, session: SessionRow | undefined): string {
  const flags = `${row.stoppedEarly ? 's' : ''}${row.deleted ? 'd' : ''}`;
  return [gameRev(row), flags, session?.updatedAt ?? '', session?.paidMarkedAt ?? ''].join(' ');
}

/** The evening as the document's top level carries it (null when the game has none). */
function eveningOf(session: SessionRow | undefined): object | null {
  if (!session) return null;
  return {
    id: session.id,
    date: session.date,
    place: session.place ?? null,
    stake: session.stakePerPoint ?? null,
    coin: session.coin ?? null,
    paid: session.paidAt ?? null,
  };
}

/**
 * A game this phone keeps as the club's document for `user` (`_rev`: the server's
 * revision it replaces, absent for a new one). A deleted game is a CouchDB deletion.
 * `keeper`: the member who keeps it from now on, another one when `user` hands keeping on
 * (the server lets the keeper write another member's name).
 */
export function gameDocument(
  row: GameRow,
  hands: readonly HandRow[],
  session: SessionRow | undefined,
  user: string,
  couchRev: string | undefined,
  keeper: string = user,
): Record<string, unknown> {
  const head = { _id: row.id, ...(couchRev ? { _rev: couchRev } : {}) };
  if (row.deleted) return { ...head, _deleted: true, keeper };
  const file = gameToFile(row, hands, session) as { meta: { spatz: object } };
  const at = row.updatedAt;
  const phone = memberPhone(user);
  const next = { phone: memberPhone(keeper), name: keeper, at };
  const sent = { rev: gameRev(row), from: user, at, phone, keeper: next };
  file.meta.spatz = { ...file.meta.spatz, sent };
  return { ...head, ...file, keeper, evening: eveningOf(session) };
}

/** The member's roster as the club's document (FORMAT.md's limits hold the names). */
export function rosterDocument(
  user: string,
  names: readonly string[],
  couchRev: string | undefined,
): Record<string, unknown> {
  // Each person once, as FORMAT.md compares names: the server refuses a roster naming one twice.
  const seen = new Set<string>();
  const sorted = [...names]
    .sort()
    .filter((name) => !seen.has(nameKey(name)) && (seen.add(nameKey(name)), true));
  return {
    _id: `roster:${user}`,
    ...(couchRev ? { _rev: couchRev } : {}),
    kind: 'roster',
    keeper: user,
    names: sorted,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** One evening of one member, as the text a received evening is (eveningFile.ts). */
export interface ClubEvening {
  keeper: string;
  /** The backup envelope of that evening, read by `readReceivedEvening`. */
  text: string;
  ids: string[];
}

/** Another member's roster as the club's document holds it: names only. */
export interface MemberRoster {
  keeper: string;
  names: string[];
}

export interface ReceivedDocs {
  evenings: ClubEvening[];
  /** Other members' rosters (each checked as the server checks it). */
  rosters: MemberRoster[];
  /**
   * This member's own games among them (id → the server's `_rev`): kept by this member, so
   * they become this phone's own games (clubOwn.ts), not copies.
   */
  own: Map<string, string>;
  /**
   * Own games another member wrote last: who handed keeping to this member (the writer's
   * `sent.from`, shown only; the server let only the keeper write).
   */
  handedBy: Map<string, string>;
  /** Games their keeper deleted. */
  deleted: string[];
  /** Documents that are no game of another member (skipped, not refused). */
  skipped: number;
}

/**
 * The game documents, grouped by keeper and evening into the texts a received evening is
 * (this member's own too: `own` names them); `undefined` when any document is junk (not an object, no id or
 * keeper, no game ids), so nothing of it is stored. A game without its evening is skipped.
 * `self` is this member.
 */
export function receivedDocuments(
  docs: readonly unknown[],
  self: string,
  now: number,
): ReceivedDocs | undefined {
  const groups = new Map<
    string,
    { keeper: string; session: SessionRow; games: object[]; ids: string[] }
  >();
  const deleted: string[] = [];
  const rosters: MemberRoster[] = [];
  const own = new Map<string, string>();
  const handedBy = new Map<string, string>();
  let skipped = 0;
  for (const doc of docs) {
    if (!isObject(doc) || typeof doc._id !== 'string') return undefined;
    if (doc._id.startsWith(ROSTER_PREFIX) && doc._deleted !== true) {
      const roster = memberRoster(doc, self);
      if (roster === undefined) return undefined;
      if (roster) rosters.push(roster);
      else skipped++;
      continue;
    }
    const { _id: id, _rev: _r, _revisions: _v, _conflicts: _c, keeper, evening: _e, ...body } = doc;
    if (id.startsWith('_design/') || id.startsWith('roster:') || id.startsWith('tournament:')) {
      skipped++;
      continue;
    }
    if (typeof keeper !== 'string' || keeper === '' || keeper.length > 95) return undefined;
    if (doc._deleted === true) {
      // Another phone of this member deleted it: this phone's own game stays (a deletion
      // travels as a copy's only; an own game is this phone's to delete).
      if (keeper === self) skipped++;
      else deleted.push(id);
      continue;
    }
    const meta = isObject(body.meta) ? body.meta : undefined;
    const spatz = meta && isObject(meta.spatz) ? meta.spatz : undefined;
    if (!meta || !spatz || spatz.id !== id) return undefined;
    // A game with no evening (the server allows `evening: null`) is no part of a season.
    if (!isObject(spatz.session)) {
      skipped++;
      continue;
    }
    const session = spatz.session as unknown as SessionRow;
    if (typeof session.id !== 'string' || typeof session.updatedAt !== 'number') return undefined;
    const sent = isObject(spatz.sent) ? spatz.sent : {};
    const at = typeof sent.at === 'number' ? sent.at : now;
    const rev = typeof sent.rev === 'string' ? sent.rev : '';
    // Whose sheet it is comes from `keeper`, which the server holds to the writer; the
    // document's own `sent` is the writer's word only for the revision and the time.
    const phone = memberPhone(keeper);
    const { session: _s, sent: _t, ...ids } = spatz;
    const game = {
      ...body,
      meta: {
        ...meta,
        spatz: {
          ...ids,
          sent: { rev, from: keeper, at, phone, keeper: { phone, name: keeper, at } },
        },
      },
    };
    if (keeper === self && typeof doc._rev === 'string') {
      own.set(id, doc._rev);
      const from = sent.from;
      if (typeof from === 'string' && from !== self && from.length <= 95) handedBy.set(id, from);
    }
    const key = `${keeper}\u0000${session.id}`;
    const group = groups.get(key) ?? { keeper, session, games: [], ids: [] };
    if (session.updatedAt > group.session.updatedAt) group.session = session;
    group.games.push(game);
    group.ids.push(id);
    groups.set(key, group);
  }
  const evenings = [...groups.values()].map(({ keeper, session, games, ids }) => {
    const envelope = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date(now).toISOString(),
      games,
      sessions: [session],
      players: [],
      settings: [],
    };
    return { keeper, text: JSON.stringify(envelope), ids };
  });
  return { evenings, rosters, own, handedBy, deleted, skipped };
}

/**
 * Another member's roster document as its names; `null` for this member's own, `undefined`
 * for one the server should have refused (FORMAT.md's names, each once: clubDoc.ts).
 */
function memberRoster(doc: Record<string, unknown>, self: string): MemberRoster | null | undefined {
  const { _id, kind, keeper, names } = doc;
  if (typeof keeper !== 'string' || !USER_NAME.test(keeper)) return undefined;
  if (clubDocProblem({ _id, kind, keeper, names })) return undefined;
  if (keeper === self) return null;
  return { keeper, names: (names as string[]).map((name) => name.trim()) };
}
