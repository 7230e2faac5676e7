import type { Problem, ProblemCode } from './types';

/**
 * Small checks over untrusted JSON values. Each records a Problem instead of
 * throwing, so a reader can report every problem of a file at once.
 */
export class Problems {
  readonly list: Problem[] = [];

  add(path: string, code: ProblemCode, params?: Problem['params']): void {
    this.list.push(params ? { path, code, params } : { path, code });
  }

  get count(): number {
    return this.list.length;
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

  whole(value: unknown, path: string, min: number, max = Infinity): value is number {
    if (!isWhole(value)) {
      this.add(path, 'notWhole', { value: show(value) });
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

  string(value: unknown, path: string): value is string {
    if (typeof value === 'string') return true;
    this.add(path, 'notString', { value: show(value) });
    return false;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** FORMAT.md: whole numbers are JSON numbers without a fraction; never booleans or strings. */
export function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
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
