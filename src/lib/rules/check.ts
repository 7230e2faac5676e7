import type { GameProblemCode, Problem } from './types';

/**
 * Small checks over untrusted JSON values. Each records a Problem instead of
 * throwing, so a reader can report every problem of a file at once. `Extra`: the
 * codes of a reader built on these checks (storage's rows, src/lib/files/readValues.ts).
 */
export class Problems<Extra extends string = never> {
  readonly problems: Problem<GameProblemCode | Extra>[] = [];

  add(path: string, code: GameProblemCode | Extra, params?: Problem['params']): void {
    this.problems.push(params ? { path, code, params } : { path, code });
  }

  get count(): number {
    return this.problems.length;
  }

  /** The list under `key`: missing means empty; anything but a list is a problem. */
  list(record: Record<string, unknown>, key: string, path = key): unknown[] {
    if (!has(record, key)) return [];
    const value = record[key];
    if (Array.isArray(value)) return value;
    this.add(path, 'notArray');
    return [];
  }

  /** An id the app made: text that is not blank, at most 100 characters. */
  id(value: unknown, path: string): value is string {
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return true;
    this.add(path, 'notString', { value: show(value) });
    return false;
  }

  object(value: unknown, path: string): value is Record<string, unknown> {
    if (isRecord(value)) return true;
    this.add(path, 'notObject');
    return false;
  }

  /** Reports every key not in `allowed`; returns whether all were known. */
  keys(record: Record<string, unknown>, allowed: readonly string[], path: string): boolean {
    let known = true;
    for (const key of Object.keys(record)) {
      if (!allowed.includes(key)) {
        this.add(join(path, key), 'unknownKey', { allowed: allowed.join(', ') });
        known = false;
      }
    }
    return known;
  }

  /**
   * FORMAT.md "Whole numbers": a number whose value is whole (67.0 is 67),
   * within [min, max]. A value above 2^53 cannot be counted exactly and is
   * too large, whatever the field; one below `min` is out of range.
   */
  whole(value: unknown, path: string, min: number, max = Infinity): value is number {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add(path, 'notWhole', { value: show(value) });
      return false;
    }
    if (value > Number.MAX_SAFE_INTEGER) {
      this.add(path, 'numberTooLarge', max === Infinity ? { value } : { value, max });
      return false;
    }
    if (value < min || value > max) {
      if (max === Infinity) this.add(path, 'notAtLeast', { value, min });
      else this.add(path, 'notBetween', { value, min, max });
      return false;
    }
    return true;
  }

  oneOf<T extends string | number>(
    value: unknown,
    allowed: readonly T[],
    path: string,
  ): value is T {
    if ((allowed as readonly unknown[]).includes(value)) return true;
    this.add(path, 'notOneOf', { value: show(value), allowed: allowed.map(show).join(', ') });
    return false;
  }

  boolean(value: unknown, path: string): value is boolean {
    if (typeof value === 'boolean') return true;
    this.add(path, 'notBoolean', { value: show(value) });
    return false;
  }

  string(value: unknown, path: string, maxLength = Infinity): value is string {
    if (typeof value !== 'string') {
      this.add(path, 'notString', { value: show(value) });
      return false;
    }
    // FORMAT.md counts characters as code points (as for names).
    if (value.length > maxLength) {
      const length = [...value].length;
      if (length > maxLength) {
        this.add(path, 'tooLong', { length, max: maxLength });
        return false;
      }
    }
    return true;
  }

  /** FORMAT.md `meta`: an object nested at most `max` levels deep (the object itself is 1). */
  shallow(value: unknown, path: string, max: number): value is Record<string, unknown> {
    if (!this.object(value, path)) return false;
    if (depthAbove(value, max)) {
      this.add(path, 'tooDeep', { max });
      return false;
    }
    return true;
  }
}

/** Whether a JSON value nests objects and lists more than `max` deep; stops looking at max + 1. */
function depthAbove(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (max === 0) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) if (depthAbove(child, max - 1)) return true;
  return false;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A short, safe rendering of a bad value for a message. */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    const cut = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return JSON.stringify(cut);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

export function has(record: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}
