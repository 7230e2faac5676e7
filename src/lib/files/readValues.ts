/**
 * Checks of a game's `meta.spatz` in an import: its ids and stamps, its evening, and
 * where it came from between phones (FORMAT.md "Between phones"), on top of the
 * rows' checks (rowValues.ts). Like the rules reader, each records a Problem with
 * the field's path instead of throwing.
 */
import { has, join, show } from '../rules/check';
import { RowReader, STAMP_KEYS, UNSAFE_NAME } from './rowValues';
import type { CopyInfo, SessionRow } from './types';
import { readTag } from '../tournament/model';
import type { TournamentTag } from '../tournament/types';

export { isRecord } from '../rules/check';

const GAME_ID_KEYS = [
  ...STAMP_KEYS,
  'sessionId',
  'stoppedEarly',
  'deleted',
  'hands',
  'session',
  'sent',
  'copy',
  'elsewhere',
  'dropped',
  'tournament',
];
/** The longest name a sending phone may give (a name at the table is at most 40). */
const MAX_SENDER = 100;

/** `meta.spatz.sent` of a game handed over from another phone (FORMAT.md "Between phones"). */
export interface SentInfo {
  /** The game's stored revision on the sending phone ("" when it had none). */
  rev: string;
  /** The sending phone's name, "" when it gave none. */
  from: string;
  /** When it was sent, ms since epoch (the sender's clock). */
  at: number;
  /** The sending phone's own id (a random token it keeps), where it gave one. */
  phone?: string;
  /** Whose sheet the game is: the phone that keeps score of it, and as of when. */
  keeper?: KeeperInfo;
}

/** The phone that keeps score of a game (FORMAT.md "Between phones"). */
export interface KeeperInfo {
  /** Its id, where known (a game from an earlier version of the app has none). */
  phone?: string;
  /** Its name, "" when it gave none. */
  name: string;
  /** As of when the sheet is its (ms since epoch, that phone's clock). */
  at: number;
}

export interface GameIds {
  id: string;
  sessionId?: string;
  createdAt?: number;
  updatedAt?: number;
  stoppedEarly?: boolean;
  deleted?: boolean;
  hands?: { id: string; createdAt: number; updatedAt: number }[];
  session?: SessionRow;
  sent?: SentInfo;
  copy?: CopyInfo;
  /** A backup's record that another phone keeps score of this phone's game now (types.ts). */
  elsewhere?: CopyInfo;
  /** A backup's ids of the hands deleted on this phone (types.ts GameRow `dropped`). */
  dropped?: string[];
  tournament?: TournamentTag;
}

/** The reader of a whole import: the rows (RowReader) and each game's `meta.spatz`. */
export class Reader extends RowReader {
  /** The ids in a game's `meta.spatz`; `hands` must match the game's hands one to one. */
  gameIds(raw: unknown, path: string, handCount: number): GameIds | undefined {
    if (!this.object(raw, path)) return undefined;
    this.keys(raw, GAME_ID_KEYS, path);
    const at = (key: string) => join(path, key);
    if (!this.id(raw.id, at('id'))) return undefined;
    const out: GameIds = { id: raw.id as string };
    if (has(raw, 'sessionId') && this.id(raw.sessionId, at('sessionId')))
      out.sessionId = raw.sessionId as string;
    for (const key of ['createdAt', 'updatedAt'] as const) {
      if (has(raw, key) && this.time(raw[key], at(key))) out[key] = raw[key] as number;
    }
    for (const key of ['stoppedEarly', 'deleted'] as const) {
      if (has(raw, key) && this.boolean(raw[key], at(key))) out[key] = raw[key] as boolean;
    }
    if (has(raw, 'hands')) out.hands = this.#handIds(raw.hands, at('hands'), handCount);
    if (has(raw, 'session')) {
      const session = this.session(raw.session, at('session'));
      if (session) out.session = session;
      if (session && out.sessionId !== undefined && session.id !== out.sessionId) {
        this.add(at('session.id'), 'badId', { value: show(session.id) });
      }
    }
    if (has(raw, 'sent')) {
      const sent = this.#sent(raw.sent, at('sent'));
      if (sent) out.sent = sent;
    }
    if (has(raw, 'copy')) {
      const copy = this.#copy(raw.copy, at('copy'));
      if (copy) out.copy = copy;
    }
    if (has(raw, 'elsewhere')) {
      const elsewhere = this.#copy(raw.elsewhere, at('elsewhere'));
      if (elsewhere) out.elsewhere = elsewhere;
    }
    if (has(raw, 'dropped')) {
      const dropped = this.#ids(raw.dropped, at('dropped'));
      if (dropped) out.dropped = dropped;
    }
    if (has(raw, 'tournament')) {
      // A tournament table's game (RULES.md §4): which tournament, round and table.
      const tag = readTag(raw.tournament);
      if (tag) out.tournament = tag;
      else this.add(at('tournament'), 'badId', { value: show(raw.tournament) });
    }
    return out;
  }

  /** A sender's name: text without control characters (it is shown as text). */
  #sender(value: unknown, path: string): value is string {
    if (!this.string(value, path, MAX_SENDER)) return false;
    if (!UNSAFE_NAME.test(value)) return true;
    this.add(path, 'badName');
    return false;
  }

  #sent(raw: unknown, path: string): SentInfo | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.count;
    this.keys(raw, ['rev', 'from', 'at', 'phone', 'keeper'], path);
    this.string(raw.rev, join(path, 'rev'), MAX_SENDER);
    this.#sender(raw.from, join(path, 'from'));
    this.time(raw.at, join(path, 'at'));
    if (has(raw, 'phone')) this.id(raw.phone, join(path, 'phone'));
    const keeper = has(raw, 'keeper') ? this.#keeper(raw.keeper, join(path, 'keeper')) : undefined;
    if (this.count !== before) return undefined;
    return {
      rev: raw.rev as string,
      from: raw.from as string,
      at: raw.at as number,
      ...(has(raw, 'phone') ? { phone: raw.phone as string } : {}),
      ...(keeper ? { keeper } : {}),
    };
  }

  #keeper(raw: unknown, path: string): KeeperInfo | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.count;
    this.keys(raw, ['phone', 'name', 'at'], path);
    if (has(raw, 'phone')) this.id(raw.phone, join(path, 'phone'));
    this.#sender(raw.name, join(path, 'name'));
    this.time(raw.at, join(path, 'at'));
    if (this.count !== before) return undefined;
    const keeper: KeeperInfo = { name: raw.name as string, at: raw.at as number };
    if (has(raw, 'phone')) keeper.phone = raw.phone as string;
    return keeper;
  }

  /** A backup's record of whose sheet a game is: a copy's origin, or `elsewhere` (types.ts CopyInfo). */
  #copy(raw: unknown, path: string): CopyInfo | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.count;
    this.keys(raw, ['from', 'phone', 'sentAt', 'receivedAt', 'takenOverAt'], path);
    this.#sender(raw.from, join(path, 'from'));
    if (has(raw, 'phone')) this.id(raw.phone, join(path, 'phone'));
    this.time(raw.sentAt, join(path, 'sentAt'));
    this.time(raw.receivedAt, join(path, 'receivedAt'));
    if (has(raw, 'takenOverAt')) this.time(raw.takenOverAt, join(path, 'takenOverAt'));
    if (this.count !== before) return undefined;
    const copy: CopyInfo = {
      from: raw.from as string,
      sentAt: raw.sentAt as number,
      receivedAt: raw.receivedAt as number,
    };
    if (has(raw, 'takenOverAt')) copy.takenOverAt = raw.takenOverAt as number;
    if (has(raw, 'phone')) copy.phone = raw.phone as string;
    return copy;
  }

  /** A list of ids (the hands deleted on the phone a backup is of). */
  #ids(raw: unknown, path: string): string[] | undefined {
    if (!Array.isArray(raw)) {
      this.add(path, 'notArray');
      return undefined;
    }
    const before = this.count;
    for (const [i, id] of raw.entries()) this.id(id, `${path}[${i}]`);
    return this.count === before ? (raw as string[]) : undefined;
  }

  #handIds(raw: unknown, path: string, handCount: number): GameIds['hands'] {
    if (!Array.isArray(raw)) {
      this.add(path, 'notArray');
      return undefined;
    }
    if (raw.length !== handCount) {
      this.add(path, 'notBetween', { value: raw.length, min: handCount, max: handCount });
      return undefined;
    }
    const out: NonNullable<GameIds['hands']> = [];
    for (const [i, entry] of raw.entries()) {
      const at = `${path}[${i}]`;
      if (!this.object(entry, at)) continue;
      this.keys(entry, STAMP_KEYS, at);
      if (this.stamps(entry, at)) out.push(entry as (typeof out)[number]);
    }
    return out;
  }
}
