/**
 * The backup envelope and the app's part of a game file's `meta`, written
 * and read without a database. Reading checks every game with the rules
 * engine's reader, its problems prefixed with where the game sits
 * (`games[2].hands[5].declarer`), and never throws.
 *
 * Envelope, version 1:
 * { format: 'spatz-backup', version: 1, exportedAt: ISO time,
 *   games: [FORMAT.md game files], sessions: [SessionRow], players: [PlayerRow],
 *   settings: [{ key, value }], tournaments?: [TournamentRow], phone?: this phone's id }
 * Each game's `meta.spatz` holds its ids: { id, sessionId, createdAt, updatedAt,
 *   stoppedEarly, deleted, hands: [{ id, createdAt, updatedAt }], session? }, and whose
 *   sheet it is: copy?, tournament?, and in a backup elsewhere? and dropped? (types.ts).
 */
import { GAME_FORMAT } from '../rules';
import { META_DEPTH } from '../rules/types';
import { BACKUP_FORMAT, BACKUP_VERSION, MAX_IMPORT_CHARS, MAX_IMPORT_SHOWN } from './backupFile';
import { repeatedIds } from './importIds';
import { isRecord, Reader } from './readValues';
import { readOneGame, type ImportedGame } from './importedGame';
import { readTournamentRow } from './tournamentFile';
import type { PlayerRow, SessionRow, SettingRow, TournamentRow } from './types';
import type { DbProblem, DbResult } from './problems';

export { gameToFile, tableFile } from './gameToFile';
export type { FileGameRow, ImportedGame } from './importedGame';

const BACKUP_KEYS = [
  'format',
  'version',
  'exportedAt',
  'games',
  'sessions',
  'players',
  'settings',
  'tournaments',
  'phone',
];

export interface ParsedImport {
  kind: 'game' | 'backup';
  games: ImportedGame[];
  sessions: SessionRow[];
  players: PlayerRow[];
  settings: SettingRow[];
  /** Tournaments of a backup (RULES.md §4); none in a single game file. */
  tournaments?: TournamentRow[];
  /** The id of the phone a backup is of (collect.ts PHONE_ID), where it had one. */
  phone?: string;
}

export interface ParseOptions {
  /**
   * Refuse text longer than MAX_IMPORT_CHARS (default): a file from outside may be anything.
   * A snapshot is the app's own text, already stored: it is read whatever its size.
   */
  limit?: boolean;
  /** Awaited between the games of a backup with how many are checked: a place to let the screen draw. */
  between?: (checked: number, total: number) => Promise<void>;
}

/** Reads a backup envelope or a single game file; every problem names its place. Never throws. */
export async function parseImport(
  text: string,
  now: number,
  options: ParseOptions = {},
): Promise<DbResult<ParsedImport>> {
  try {
    return await parseUnsafe(text, now, options);
  } catch (error) {
    // Only nesting can exhaust the stack (the reader stops at META_DEPTH, but a value
    // nested thousands deep elsewhere could still meet a recursion): say so, not "not JSON".
    if (error instanceof RangeError)
      return fail([{ path: 'file', code: 'tooDeep', params: { max: META_DEPTH } }]);
    const detail = error instanceof Error ? error.message.slice(0, 120) : 'cannot be read';
    return fail([{ path: 'file', code: 'notJson', params: { detail } }]);
  }
}

async function parseUnsafe(
  text: string,
  now: number,
  options: ParseOptions,
): Promise<DbResult<ParsedImport>> {
  const read = await parseWhole(text, now, options);
  if (!read.ok) return read;
  const repeated = repeatedIds(read.value);
  return repeated.length > 0 ? fail(repeated) : read;
}

async function parseWhole(
  text: string,
  now: number,
  options: ParseOptions,
): Promise<DbResult<ParsedImport>> {
  if (typeof text !== 'string') return fail([{ path: 'file', code: 'notString' }]);
  if (options.limit !== false && text.length > MAX_IMPORT_CHARS) {
    const size = `${(text.length / 1024 / 1024).toFixed(1)} MB`;
    return fail([{ path: 'file', code: 'tooLarge', params: { size, max: MAX_IMPORT_SHOWN } }]);
  }
  let value: unknown;
  try {
    // FORMAT.md allows a leading byte-order mark.
    value = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 120) : 'cannot be read';
    return fail([{ path: 'file', code: 'notJson', params: { detail } }]);
  }
  if (!isRecord(value)) return fail([{ path: 'file', code: 'notObject' }]);
  const count = handCount(value);
  if (count > MAX_IMPORT_HANDS) {
    return fail([
      {
        path: 'file',
        code: 'tooManyHands',
        params: { count: shownCount(count), max: shownCount(MAX_IMPORT_HANDS) },
      },
    ]);
  }
  if (value.format === GAME_FORMAT) return readSingleGame(value, now);
  if (value.format === BACKUP_FORMAT) return readBackup(value, now, options.between);
  const shown =
    typeof value.format === 'string'
      ? JSON.stringify(value.format.slice(0, 40))
      : String(value.format);
  return fail([
    {
      path: 'format',
      code: 'notOneOf',
      params: { value: shown, allowed: `${BACKUP_FORMAT}, ${GAME_FORMAT}` },
    },
  ]);
}

/**
 * Hands in all the games of one import or receive (src/lib/db/README.md "Import"): 250,000, four
 * times the largest backup measured (150 games of 400 hands), checked before any game is read.
 */
export const MAX_IMPORT_HANDS = 250_000;

/** The hands a file lists, counted before anything is read (a redeal is one too). */
function handCount(value: Record<string, unknown>): number {
  const of = (game: unknown) => {
    const hands = isRecord(game) ? game.hands : undefined;
    return Array.isArray(hands) ? hands.length : 0;
  };
  if (value.format === GAME_FORMAT) return of(value);
  return Array.isArray(value.games) ? value.games.reduce<number>((sum, g) => sum + of(g), 0) : 0;
}

/** 250000 as "250 000": readable in German and English alike. */
const shownCount = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, '\u202F');

/**
 * One game file already parsed, read as parseImport reads it (its hands' ids distinct too), but
 * at once: a club server's check of a game document runs this (clubDoc.ts) and may not wait.
 */
export function readGameValue(value: Record<string, unknown>, now: number): DbResult<ParsedImport> {
  const read = readSingleGame(value, now);
  if (!read.ok) return read;
  const repeated = repeatedIds(read.value);
  return repeated.length > 0 ? fail(repeated) : read;
}

function readSingleGame(value: Record<string, unknown>, now: number): DbResult<ParsedImport> {
  const r = new Reader();
  const game = readOneGame(value, '', r, now);
  if (r.problems.length > 0 || !game) return fail(r.problems);
  return ok({ kind: 'game', games: [game], sessions: [], players: [], settings: [] });
}

async function readBackup(
  value: Record<string, unknown>,
  now: number,
  between: ParseOptions['between'],
): Promise<DbResult<ParsedImport>> {
  const r = new Reader();
  if (!backupVersion(value, r)) return fail(r.problems);
  const games: ImportedGame[] = [];
  const list = r.list(value, 'games');
  for (const [i, raw] of list.entries()) {
    if (between) await between(i, list.length);
    const game = readOneGame(raw, `games[${i}]`, r, now);
    if (game) games.push(game);
  }
  return backupRest(value, games, r);
}

/**
 * A backup envelope already parsed, read as parseImport reads one (its limit of hands and its
 * ids distinct too), but at once: a club server's check of a shared tournament runs this
 * (tournamentDoc.ts) and may not wait.
 */
export function readBackupValue(
  value: Record<string, unknown>,
  now: number,
): DbResult<ParsedImport> {
  if (handCount(value) > MAX_IMPORT_HANDS) {
    return fail([
      {
        path: 'file',
        code: 'tooManyHands',
        params: { count: shownCount(handCount(value)), max: shownCount(MAX_IMPORT_HANDS) },
      },
    ]);
  }
  if (value.format !== BACKUP_FORMAT) {
    const shown = String(value.format).slice(0, 40);
    return fail([
      { path: 'format', code: 'notOneOf', params: { value: shown, allowed: BACKUP_FORMAT } },
    ]);
  }
  const r = new Reader();
  if (!backupVersion(value, r)) return fail(r.problems);
  const games = r
    .list(value, 'games')
    .flatMap((raw, i) => readOneGame(raw, `games[${i}]`, r, now) ?? []);
  const read = backupRest(value, games, r);
  if (!read.ok) return read;
  const repeated = repeatedIds(read.value);
  return repeated.length > 0 ? fail(repeated) : read;
}

/** The envelope's keys and version; false when the version is none this app reads. */
function backupVersion(value: Record<string, unknown>, r: Reader): boolean {
  r.keys(value, BACKUP_KEYS, '');
  if (value.version === BACKUP_VERSION) return true;
  r.add('version', 'notOneOf', { value: String(value.version), allowed: String(BACKUP_VERSION) });
  return false;
}

/** Everything of a backup beside its games, read after them. */
function backupRest(
  value: Record<string, unknown>,
  games: ImportedGame[],
  r: Reader,
): DbResult<ParsedImport> {
  const sessions = r
    .list(value, 'sessions')
    .flatMap((raw, i) => r.session(raw, `sessions[${i}]`) ?? []);
  const players = r
    .list(value, 'players')
    .flatMap((raw, i) => r.player(raw, `players[${i}]`) ?? []);
  const settings = r
    .list(value, 'settings')
    .flatMap((raw, i) => r.setting(raw, `settings[${i}]`) ?? []);
  const tournaments = r
    .list(value, 'tournaments')
    .flatMap((raw, i) => readTournamentRow(raw, `tournaments[${i}]`, r) ?? []);
  const phone = 'phone' in value && r.id(value.phone, 'phone') ? value.phone : undefined;
  if (r.problems.length > 0) return fail(r.problems);
  return ok({
    kind: 'backup',
    games,
    sessions,
    players,
    settings,
    ...(tournaments.length > 0 ? { tournaments } : {}),
    ...(phone !== undefined ? { phone } : {}),
  });
}

function ok(value: ParsedImport): DbResult<ParsedImport> {
  return { ok: true, value };
}

function fail(problems: DbProblem[]): DbResult<ParsedImport> {
  return { ok: false, problems };
}
