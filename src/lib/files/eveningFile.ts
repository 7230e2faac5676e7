/**
 * The evening as it travels between phones (FORMAT.md "Between phones"): the backup
 * envelope holding that evening alone, every game of it a FORMAT.md game file with its
 * ids, revision and hand ids under `meta.spatz`, and `meta.spatz.sent` saying who sent it
 * and whose sheet each game is. Written and read without a database, so other code (a
 * tournament's table sheets) can call `readReceivedEvening` on any received text.
 */
import { BACKUP_FORMAT, BACKUP_VERSION } from './backupFile';
import { gameToFile, parseImport, type ImportedGame, type ParseOptions } from './backupFormat';
import type { KeeperInfo } from './readValues';
import { isReadOnlyCopy, sheetOwner, type GameRow, type HandRow, type SessionRow } from './types';
import type { DbProblem, DbResult } from './problems';

export type { KeeperInfo } from './readValues';

/** A received game with whose sheet it is and the sender's revision of it. */
export interface ReceivedGame extends ImportedGame {
  keeper: KeeperInfo;
  /** The text names the keeper (`sent.keeper`); a one-game file of an older app does not. */
  keeperGiven: boolean;
  /** The sender's stored revision ("" when it gave none). */
  rev: string;
}

/** What a received text holds: one evening (or, from an older app, one game and its evening). */
export interface ReceivedEvening {
  /** `evening`: the backup envelope of one evening; `game`: a single game file. */
  kind: 'evening' | 'game';
  /** The evening, where the text carries it (a single game file may not). */
  session?: SessionRow;
  /** Oldest first, deleted ones too (flagged): a game removed on the sender goes here too. */
  games: ReceivedGame[];
  /** The sending phone's name ("" when it gave none), its id where given, and its clock's time. */
  from: string;
  phone?: string;
  sentAt: number;
}

/** The sending phone: its id (a random token it keeps) and its name. */
export interface SendingPhone {
  phone: string;
  name: string;
}

/** Whose sheet `row` is on the sending phone: its own, or the phone it has the sheet from. */
export function keeperOf(row: GameRow, sender: SendingPhone, at: number): KeeperInfo {
  if (!isReadOnlyCopy(row)) return { phone: sender.phone, name: sender.name, at };
  const owner = sheetOwner(row)!;
  return { ...(owner.phone ? { phone: owner.phone } : {}), name: owner.from, at: owner.sentAt };
}

/** The revision the frames are keyed by: the evening's stamp and every game's revision. */
function eveningRev(session: SessionRow, rows: readonly GameRow[]): string {
  const parts = rows.map((row) => row.rev ?? `t${row.updatedAt.toString(36)}`);
  return [String(session.updatedAt), String(session.paidMarkedAt ?? ''), ...parts].join(' ');
}

/**
 * The evening's text as a phone shows it to the table: compact JSON (every byte makes the
 * codes larger), its games oldest first, each with `meta.spatz.sent`.
 */
export function eveningText(
  session: SessionRow,
  games: readonly { row: GameRow; hands: readonly HandRow[] }[],
  sender: SendingPhone,
  at: number,
): { text: string; rev: string } {
  const sorted = [...games].sort((a, b) => a.row.createdAt - b.row.createdAt);
  const files = sorted.map(({ row, hands }) => {
    const file = gameToFile(row, hands) as { meta: { spatz: object } };
    const rev = row.rev ?? `t${row.updatedAt.toString(36)}`;
    const keeper = keeperOf(row, sender, at);
    const sent = { rev, from: sender.name, at, phone: sender.phone, keeper };
    file.meta.spatz = { ...file.meta.spatz, sent };
    return file;
  });
  const envelope = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(at).toISOString(),
    games: files,
    sessions: [session],
    players: [],
    settings: [],
  };
  const rev = eveningRev(
    session,
    sorted.map((g) => g.row),
  );
  return { text: JSON.stringify(envelope), rev };
}

function received(read: ImportedGame): ReceivedGame {
  // What only the phone that holds a game may say of it (a backup's `elsewhere` and
  // `dropped`, gameToFile.ts): another phone's text never sets them here.
  const { elsewhere: _elsewhere, dropped: _dropped, ...row } = read.row;
  const game: ImportedGame = { ...read, row };
  const sent = game.sent;
  const keeper: KeeperInfo = sent?.keeper ?? {
    ...(sent?.phone ? { phone: sent.phone } : {}),
    name: sent?.from ?? '',
    at: sent?.at ?? game.row.updatedAt,
  };
  return { ...game, keeper, keeperGiven: sent?.keeper !== undefined, rev: sent?.rev ?? '' };
}

const oneEvening = (count: number): DbProblem => ({
  path: 'sessions',
  code: 'notBetween',
  params: { value: count, min: 1, max: 1 },
});

/**
 * The evening a received text holds, read and checked whole by the same reader an import
 * uses (every game by the rules engine's reader), or every problem. A backup of more than
 * one evening, or with a game of another evening, is not an evening handed over.
 */
export async function readReceivedEvening(
  text: string,
  now: number,
  options: ParseOptions = {},
): Promise<DbResult<ReceivedEvening>> {
  const parsed = await parseImport(text, now, options);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const games = value.games.map(received);
  const first = value.games[0]?.sent;
  const head = {
    from: first?.from ?? '',
    ...(first?.phone ? { phone: first.phone } : {}),
    sentAt: first?.at ?? value.games[0]?.row.updatedAt ?? now,
  };
  if (value.kind === 'game') {
    const session = value.games[0]?.session;
    const only = games.map(({ session: _s, ...game }) => game);
    return {
      ok: true,
      value: { kind: 'game', ...(session ? { session } : {}), games: only, ...head },
    };
  }
  const [session] = value.sessions;
  if (value.sessions.length !== 1 || !session) {
    return { ok: false, problems: [oneEvening(value.sessions.length)] };
  }
  const stray = value.games.findIndex((game) => game.row.sessionId !== session.id);
  if (stray >= 0) {
    const problem: DbProblem = {
      path: `games[${stray}].meta.spatz.sessionId`,
      code: 'notOneOf',
      params: { value: JSON.stringify(value.games[stray]!.row.sessionId), allowed: session.id },
    };
    return { ok: false, problems: [problem] };
  }
  return { ok: true, value: { kind: 'evening', session, games, ...head } };
}
