/**
 * Checks of the app's own parts of an import (sessions, roster, settings,
 * the ids in a game's `meta.spatz`). Like the rules reader, each records a
 * Problem with the field's path instead of throwing.
 */
import type { Problem, ProblemCode } from '../rules';
import type { PlayerRow, SessionRow, SettingRow } from './types';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function has(record: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Markup or control characters have no business in a name and would only ever be an attack. */
export const UNSAFE_NAME = /[<>\p{Cc}]/u;
const STAMP_KEYS = ['id', 'createdAt', 'updatedAt'];
const SESSION_KEYS = [...STAMP_KEYS, 'date', 'place', 'stakePerPoint', 'coin'];
const PLAYER_KEYS = [...STAMP_KEYS, 'name'];
const GAME_ID_KEYS = [...STAMP_KEYS, 'sessionId', 'stoppedEarly', 'deleted', 'hands', 'session'];

export interface GameIds {
  id: string;
  sessionId?: string;
  createdAt?: number;
  updatedAt?: number;
  stoppedEarly?: boolean;
  deleted?: boolean;
  hands?: { id: string; createdAt: number; updatedAt: number }[];
  session?: SessionRow;
}

export function showValue(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

export class Reader {
  readonly problems: Problem[] = [];

  add(path: string, code: ProblemCode, params?: Problem['params']): void {
    this.problems.push(params ? { path, code, params } : { path, code });
  }

  keys(record: Record<string, unknown>, allowed: string[], path: string): void {
    for (const key of Object.keys(record)) {
      if (!allowed.includes(key))
        this.add(join(path, key), 'unknownKey', { allowed: allowed.join(', ') });
    }
  }

  /** The list under `key`: missing means empty; anything but a list is a problem. */
  list(record: Record<string, unknown>, key: string): unknown[] {
    if (!has(record, key)) return [];
    const value = record[key];
    if (Array.isArray(value)) return value;
    this.add(key, 'notArray');
    return [];
  }

  object(value: unknown, path: string): value is Record<string, unknown> {
    if (isRecord(value)) return true;
    this.add(path, 'notObject');
    return false;
  }

  id(value: unknown, path: string): value is string {
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return true;
    this.add(path, 'notString', { value: showValue(value) });
    return false;
  }

  time(value: unknown, path: string): value is number {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return true;
    this.add(path, 'notWhole', { value: showValue(value) });
    return false;
  }

  boolean(value: unknown, path: string): value is boolean {
    if (typeof value === 'boolean') return true;
    this.add(path, 'notBoolean', { value: showValue(value) });
    return false;
  }

  /** A name a person typed: text, not empty, and no markup. */
  plainName(value: unknown, path: string): value is string {
    if (typeof value !== 'string' || UNSAFE_NAME.test(value)) {
      this.add(path, 'notString', { value: showValue(value) });
      return false;
    }
    if (value.trim() === '') {
      this.add(path, 'emptyName');
      return false;
    }
    return true;
  }

  #stamps(raw: Record<string, unknown>, path: string): boolean {
    const a = this.id(raw.id, join(path, 'id'));
    const b = this.time(raw.createdAt, join(path, 'createdAt'));
    const c = this.time(raw.updatedAt, join(path, 'updatedAt'));
    return a && b && c;
  }

  session(raw: unknown, path: string): SessionRow | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.problems.length;
    this.keys(raw, SESSION_KEYS, path);
    this.#stamps(raw, path);
    if (typeof raw.date !== 'string' || !DATE.test(raw.date)) {
      this.add(join(path, 'date'), 'notOneOf', {
        value: showValue(raw.date),
        allowed: 'YYYY-MM-DD',
      });
    }
    if (has(raw, 'place') && typeof raw.place !== 'string') {
      this.add(join(path, 'place'), 'notString', { value: showValue(raw.place) });
    }
    for (const key of ['stakePerPoint', 'coin']) {
      if (!has(raw, key)) continue;
      const value = raw[key];
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        this.add(join(path, key), 'notAtLeast', { value: showValue(value), min: '> 0' });
      }
    }
    return this.problems.length === before ? (raw as unknown as SessionRow) : undefined;
  }

  player(raw: unknown, path: string): PlayerRow | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.problems.length;
    this.keys(raw, PLAYER_KEYS, path);
    this.#stamps(raw, path);
    if (this.plainName(raw.name, join(path, 'name'))) raw.name = (raw.name as string).trim();
    return this.problems.length === before ? (raw as unknown as PlayerRow) : undefined;
  }

  setting(raw: unknown, path: string): SettingRow | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.problems.length;
    this.keys(raw, ['key', 'value'], path);
    this.id(raw.key, join(path, 'key'));
    return this.problems.length === before
      ? { key: raw.key as string, value: raw.value }
      : undefined;
  }

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
        this.add(at('session.id'), 'notOneOf', {
          value: showValue(session.id),
          allowed: showValue(out.sessionId),
        });
      }
    }
    return out;
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
      if (this.#stamps(entry, at)) out.push(entry as (typeof out)[number]);
    }
    return out;
  }
}
