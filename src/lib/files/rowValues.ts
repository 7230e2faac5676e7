/**
 * Checks of the app's own rows in an import (sessions, roster, settings), with
 * the stamps every row carries. Like the rules reader, each records a Problem
 * with the field's path instead of throwing.
 */
import { has, join, Problems, show } from '../rules/check';
import { checkName, CONTROL_CHARACTER } from '../rules/names';
import { amountProblem, dateProblem, placeProblem } from './sessionValues';
import type { StorageProblemCode } from './problems';
import type { PlayerRow, SessionRow, SettingRow } from './types';

/**
 * A character no name may hold (FORMAT.md "Names": control characters).
 * Markup is allowed: names are shown as text.
 */
export const UNSAFE_NAME = CONTROL_CHARACTER;
export const STAMP_KEYS = ['id', 'createdAt', 'updatedAt'];
const SESSION_KEYS = [
  ...STAMP_KEYS,
  'date',
  'place',
  'stakePerPoint',
  'coin',
  'paidAt',
  'paidMarkedAt',
];
const PLAYER_KEYS = [...STAMP_KEYS, 'name'];
/** The rules engine's problem collector, with the app's own rows on top. */
export class RowReader extends Problems<StorageProblemCode> {
  /** An id the app made (storage's own code: the rules' "not text" would mislead). */
  override id(value: unknown, path: string): value is string {
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return true;
    this.add(path, 'badId', { value: show(value) });
    return false;
  }

  time(value: unknown, path: string): value is number {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return true;
    this.add(path, 'badTime', { value: show(value) });
    return false;
  }

  /** A name as FORMAT.md allows it at the table (the roster holds the same names). */
  plainName(value: unknown, path: string): value is string {
    if (!this.string(value, path)) return false;
    const checked = checkName(value);
    if (!checked.ok) this.add(path, checked.problem.code, checked.problem.params);
    return checked.ok;
  }

  /** The id and times every stored row carries. */
  protected stamps(raw: Record<string, unknown>, path: string): boolean {
    const a = this.id(raw.id, join(path, 'id'));
    const b = this.time(raw.createdAt, join(path, 'createdAt'));
    const c = this.time(raw.updatedAt, join(path, 'updatedAt'));
    return a && b && c;
  }

  session(raw: unknown, path: string): SessionRow | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.count;
    this.keys(raw, SESSION_KEYS, path);
    this.stamps(raw, path);
    const date = dateProblem(raw.date);
    if (date) this.add(join(path, 'date'), date.code, date.params);
    const place = has(raw, 'place') ? placeProblem(raw.place) : undefined;
    if (place) this.add(join(path, 'place'), place.code, place.params);
    // When the evening was marked paid (rosterWrites.ts), a time like its stamps.
    if (has(raw, 'paidAt')) this.time(raw.paidAt, join(path, 'paidAt'));
    // When it was last marked paid or owed again (so the later mark wins between phones).
    if (has(raw, 'paidMarkedAt')) this.time(raw.paidMarkedAt, join(path, 'paidMarkedAt'));
    // The limits that keep money exact, as the app's own writes check them (sessionValues.ts).
    for (const key of ['stakePerPoint', 'coin'] as const) {
      if (!has(raw, key)) continue;
      const problem = amountProblem(key, raw[key]);
      if (problem) this.add(join(path, key), problem.code, problem.params);
    }
    return this.count === before ? (raw as unknown as SessionRow) : undefined;
  }

  player(raw: unknown, path: string): PlayerRow | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.count;
    this.keys(raw, PLAYER_KEYS, path);
    this.stamps(raw, path);
    if (this.plainName(raw.name, join(path, 'name'))) raw.name = (raw.name as string).trim();
    return this.count === before ? (raw as unknown as PlayerRow) : undefined;
  }

  setting(raw: unknown, path: string): SettingRow | undefined {
    if (!this.object(raw, path)) return undefined;
    const before = this.count;
    this.keys(raw, ['key', 'value'], path);
    this.id(raw.key, join(path, 'key'));
    return this.count === before ? { key: raw.key as string, value: raw.value } : undefined;
  }
}
