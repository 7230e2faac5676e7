/** Checks of what the UI hands to a write that the rules engine does not cover (names, evenings). */
import { checkName as checkNameRule, nameKey } from '../rules/names';
import type { SpatzDatabase } from './database';
import { amountProblem, dateProblem, placeProblem } from '../files/sessionValues';
import { invalid } from './transact';
import type { PlayerRow, SessionRow } from '../files/types';
import type { DbProblem } from '../files/problems';

export interface SessionInput {
  /** 'YYYY-MM-DD'; today when left out. */
  date?: string;
  place?: string;
  stakePerPoint?: number;
  coin?: number;
}

/** A trimmed name as FORMAT.md allows it, or the write is refused with the field named. */
export function checkName(name: unknown, path: string): string {
  if (typeof name !== 'string')
    invalid([{ path, code: 'badName', params: { value: typeof name } }]);
  const checked = checkNameRule(name);
  if (!checked.ok) invalid([{ path, ...checked.problem }]);
  return checked.name;
}

/** The session fields that were given, checked; refuses with every problem found. */
export function checkSessionInput(
  input: SessionInput,
): Omit<SessionRow, 'id' | 'createdAt' | 'updatedAt'> {
  const problems: DbProblem[] = [];
  const out: Partial<SessionRow> = {};
  if (input.date !== undefined) {
    const problem = dateProblem(input.date);
    if (problem) problems.push({ path: 'date', ...problem });
    else out.date = input.date;
  }
  if (input.place !== undefined) {
    const problem = placeProblem(input.place);
    if (problem) problems.push({ path: 'place', ...problem });
    else if (input.place.trim()) out.place = input.place.trim();
  }
  for (const key of ['stakePerPoint', 'coin'] as const) {
    const value = input[key];
    if (value === undefined) continue;
    // Within the limits that keep money exact (sessionValues.ts); "no money" leaves the stake out.
    const problem = amountProblem(key, value);
    if (problem) problems.push({ path: key, ...problem });
    else out[key] = value;
  }
  if (problems.length > 0) invalid(problems);
  return out as Omit<SessionRow, 'id' | 'createdAt' | 'updatedAt'>;
}

/** What to change about an evening; `null` removes the place, stake or coin. */
export type SessionChange = { [K in keyof SessionInput]?: SessionInput[K] | null };

/**
 * The evening row after `change`, checked by the limits of sessionValues.ts
 * (refused with every problem found); the date can be changed, not removed.
 */
export function changedSession(before: SessionRow, change: SessionChange, now: number): SessionRow {
  const given: SessionInput = {};
  const after: SessionRow = { ...before, updatedAt: now };
  for (const key of ['date', 'place', 'stakePerPoint', 'coin'] as const) {
    const value = change[key];
    if (value === null && key !== 'date') delete after[key];
    else if (value !== undefined && value !== null) Object.assign(given, { [key]: value });
  }
  return Object.assign(after, checkSessionInput(given));
}

/** The roster entry with this name, compared as FORMAT.md compares names (NFKC, case folded). */
export async function findPlayerByName(
  db: SpatzDatabase,
  name: string,
): Promise<PlayerRow | undefined> {
  const key = nameKey(name.trim());
  return db.players.filter((p) => nameKey(p.name) === key).first();
}
