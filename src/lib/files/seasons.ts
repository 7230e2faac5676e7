/**
 * The seasons a club names (FORMAT.md "A club's season"), kept as one setting of
 * this phone (`SEASONS_SETTING`): a list of a name and two local calendar days. The
 * checks are shared by the write (it refuses a bad season) and the read (a stored
 * value that is not a list of good seasons shows as none).
 */
import type { Season } from '../stats';
import { compareNames, CONTROL_CHARACTER } from '../rules/names';
import { dateProblem } from './sessionValues';

export const SEASONS_SETTING = 'seasons';

/** At most this many named seasons: a club's years, not a calendar. */
export const MAX_SEASONS = 30;

/** A season's name, in characters (code points): "2026/27", "Winter 2027". */
export const MAX_SEASON_NAME = 40;

export type SeasonProblem = 'name' | 'from' | 'to' | 'order' | 'tooMany' | 'taken';

/** What is wrong with a season, or undefined when it may be kept. */
export function seasonProblem(season: Season): SeasonProblem | undefined {
  const name = season.name.trim();
  const length = [...name].length;
  if (length === 0 || length > MAX_SEASON_NAME || CONTROL_CHARACTER.test(name)) return 'name';
  if (dateProblem(season.from)) return 'from';
  if (dateProblem(season.to)) return 'to';
  if (season.from > season.to) return 'order';
  return undefined;
}

/** The seasons with one more: refused when it is bad, its name is taken, or there are too many. */
export function withSeason(
  seasons: readonly Season[],
  season: Season,
): { ok: true; value: Season[] } | { ok: false; problem: SeasonProblem } {
  const problem = seasonProblem(season);
  if (problem) return { ok: false, problem };
  const name = season.name.trim();
  if (seasons.some((kept) => kept.name === name)) return { ok: false, problem: 'taken' };
  if (seasons.length >= MAX_SEASONS) return { ok: false, problem: 'tooMany' };
  const value = [...seasons, { name, from: season.from, to: season.to }];
  // Newest first, as the picker lists them.
  value.sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : compareNames(a.name, b.name)));
  return { ok: true, value };
}

/** The stored setting as seasons: only good ones, at most MAX_SEASONS. */
export function readSeasons(value: unknown): Season[] {
  if (!Array.isArray(value)) return [];
  const seasons: Season[] = [];
  for (const item of value.slice(0, MAX_SEASONS)) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, from, to } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof from !== 'string' || typeof to !== 'string') continue;
    const season = { name: name.trim(), from, to };
    if (!seasonProblem(season)) seasons.push(season);
  }
  return seasons;
}
