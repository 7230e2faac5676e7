/**
 * A club's documents as its CouchDB server checks them (FORMAT.md "A club's season"): who may
 * write which document, and what a game or a roster document must be. The server's design
 * document runs exactly this code (scripts/club/validateSource.ts bundles it into
 * `validate_doc_update`), so the server refuses what the app's own reader refuses. Pure and
 * synchronous: CouchDB's JavaScript runs it with no module, no clock and no promise.
 */
import { GAME_FORMAT } from '../rules';
import { isRecord } from '../rules/check';
import { checkName, nameKey } from '../rules/names';
import { readGameValue } from './backupFormat';
import { amountProblem, dateProblem, placeProblem } from './sessionValues';
import { readTournamentDoc, TOURNAMENT_PREFIX } from './tournamentDoc';

/**
 * Why the server refuses a write: the `forbidden` reason it answers with, which the app maps
 * to words. Stable: phones of every version read them.
 */
export type ClubRefusal =
  /** The writer is no member of this club (no role `<db>:member`). */
  | 'not-member'
  /** The document is kept by another member (or a new one names another keeper). */
  | 'not-keeper'
  /** A game document the app's reader refuses. */
  | 'bad-game'
  /** A roster document that is not a list of valid names. */
  | 'bad-roster'
  /** A shared tournament document the tournament file's reader refuses (tournamentDoc.ts). */
  | 'bad-tournament'
  /** A document of no kind the club keeps (an unknown id, attachments). */
  | 'bad-doc';

/** CouchDB's `userCtx`: the writer's name (null when nobody logged in) and roles. */
export interface ClubWriter {
  name: string | null;
  roles: readonly string[];
}

type Doc = Record<string, unknown>;

/** The keys CouchDB itself puts on a document beside its body (attachments are refused). */
const COUCH_KEYS = ['_id', '_rev', '_revisions', '_deleted'];
/** A game document: the FORMAT.md game file plus the club's two keys. */
const CLUB_GAME_KEYS = ['keeper', 'evening'];
const EVENING_KEYS = ['id', 'date', 'place', 'stake', 'coin', 'paid'];
const ROSTER_KEYS = [...COUCH_KEYS, 'kind', 'keeper', 'names'];
/** A roster document's id: `roster:` and its keeper's user name. */
export const ROSTER_PREFIX = 'roster:';
/** The most names one member's roster document holds. */
export const MAX_ROSTER_NAMES = 1000;
/**
 * A CouchDB user name as the club's set-up makes them (scripts/club/setup.ts): letters,
 * digits, `.`, `_` and `-`, not starting with `_` (CouchDB reserves those), at most 60.
 */
export const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

/** The role a member of the club database `db` has. */
export const memberRole = (db: string): string => `${db}:member`;

/**
 * Why the server refuses to store `newDoc` over `oldDoc` (null: a new document) from
 * `writer` in the club database `db`, or undefined when it may. A server admin may write
 * anything; a member only what it keeps (a new document: it names the writer as keeper; a
 * change or deletion: the stored one does, and the keeper may hand keeping on by naming
 * another member), and only a valid document.
 */
export function clubRefusal(
  newDoc: Doc,
  oldDoc: Doc | null,
  writer: ClubWriter,
  db: string,
): ClubRefusal | undefined {
  if (writer.roles.includes('_admin')) return undefined;
  if (writer.name === null || !writer.roles.includes(memberRole(db))) return 'not-member';
  // A deleted document's tombstone may carry no body: the last body it had decides.
  const bodiless = oldDoc?._deleted === true && oldDoc.keeper === undefined;
  const keeps =
    oldDoc && !bodiless ? oldDoc.keeper === writer.name : isNewKeeper(newDoc, writer.name);
  if (!keeps) {
    return 'not-keeper';
  }
  if (newDoc._deleted === true) return newDoc._attachments === undefined ? undefined : 'bad-doc';
  return clubDocProblem(newDoc);
}

/** A new document names its writer as keeper; a tombstone of one never stored may name none. */
function isNewKeeper(newDoc: Doc, name: string): boolean {
  if (newDoc._deleted === true && newDoc.keeper === undefined) return true;
  return newDoc.keeper === name;
}

/**
 * What is wrong with a club document's body, or undefined: a game (its id the game's own) or
 * a member's roster, or a tournament its organizer shares. The app may run it on a document it
 * receives too.
 */
export function clubDocProblem(doc: Doc): ClubRefusal | undefined {
  const id = doc._id;
  if (typeof id !== 'string' || doc._attachments !== undefined) return 'bad-doc';
  if (id.startsWith(ROSTER_PREFIX)) return rosterOk(doc, id) ? undefined : 'bad-roster';
  if (id.startsWith(TOURNAMENT_PREFIX)) {
    return readTournamentDoc(doc, 0).ok ? undefined : 'bad-tournament';
  }
  if (doc.format !== GAME_FORMAT || id.startsWith('_')) return 'bad-doc';
  return gameOk(doc, id) ? undefined : 'bad-game';
}

function gameOk(doc: Doc, id: string): boolean {
  const file: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!COUCH_KEYS.includes(key) && !CLUB_GAME_KEYS.includes(key)) file[key] = value;
  }
  if (typeof doc.keeper !== 'string' || !USER_NAME.test(doc.keeper)) return false;
  // The game file must carry its ids (meta.spatz), and its id is the document's.
  const read = readGameValue(file, 0);
  if (!read.ok) return false;
  const game = read.value.games[0];
  if (!game || !isRecord(isRecord(file.meta) ? file.meta.spatz : undefined)) return false;
  if (game.row.id !== id) return false;
  return doc.evening === null || eveningOk(doc.evening, game.row.sessionId);
}

/** The game's evening as the club document carries it beside the game file. */
function eveningOk(value: unknown, sessionId: string): boolean {
  if (!isRecord(value) || !Object.keys(value).every((key) => EVENING_KEYS.includes(key))) {
    return false;
  }
  if (value.id !== sessionId || dateProblem(value.date)) return false;
  if (value.place !== undefined && value.place !== null && placeProblem(value.place)) return false;
  const amountOk = (key: 'stakePerPoint' | 'coin', amount: unknown) =>
    amount === undefined || amount === null || !amountProblem(key, amount);
  if (!amountOk('stakePerPoint', value.stake) || !amountOk('coin', value.coin)) return false;
  // Paid: a mark, or when it was marked (ms since epoch, as the evening's paidAt).
  const paid = value.paid;
  return (
    paid === undefined ||
    paid === null ||
    typeof paid === 'boolean' ||
    (typeof paid === 'number' && Number.isSafeInteger(paid) && paid >= 0)
  );
}

function rosterOk(doc: Doc, id: string): boolean {
  if (!Object.keys(doc).every((key) => ROSTER_KEYS.includes(key))) return false;
  if (doc.kind !== 'roster' || doc.keeper !== id.slice(ROSTER_PREFIX.length)) return false;
  const names = doc.names;
  if (!Array.isArray(names) || names.length > MAX_ROSTER_NAMES) return false;
  const seen = new Set<string>();
  for (const name of names) {
    if (typeof name !== 'string' || !checkName(name).ok) return false;
    const key = nameKey(name.trim());
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}
