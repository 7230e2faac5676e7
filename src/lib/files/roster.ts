/**
 * Names to roster entries: a game's seats refer to people (PlayerRow ids),
 * matched by name as FORMAT.md compares names (NFKC, case folded, trimmed),
 * so "anna" and "Anna " are one person. Used by every write that makes games
 * (a new game, an import, a restore) and by the upgrade to schema version 2.
 */
import { compareNames, nameKey } from '../rules/names';
import { compareDays } from './plain';
import { newId } from './stableId';
import type { PlayerRow } from './types';

export class RosterMatch {
  readonly #byKey = new Map<string, PlayerRow>();
  /** Entries made for names not in the roster yet, in the order they were needed. */
  readonly added: PlayerRow[] = [];

  /** `players`: the roster as stored; where two share a name the oldest one is that name. */
  constructor(
    players: readonly PlayerRow[],
    private readonly now: number,
  ) {
    const oldestFirst = [...players].sort(
      (a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    for (const player of oldestFirst) this.alias(player.name, player);
  }

  /** Lets `name` stand for `player` too, unless another entry has that name already. */
  alias(name: string, player: PlayerRow): void {
    const key = nameKey(name.trim());
    if (!this.#byKey.has(key)) this.#byKey.set(key, player);
  }

  /** The entry of this name, if there is one. */
  find(name: string): PlayerRow | undefined {
    return this.#byKey.get(nameKey(name.trim()));
  }

  /** Adds `player` (with its own id) as a new entry, unless its name is taken. */
  add(player: PlayerRow): boolean {
    if (this.find(player.name)) return false;
    this.alias(player.name, player);
    this.added.push(player);
    return true;
  }

  /** The entry of `name`, made (and noted in `added`) when there is none. */
  entry(name: string): PlayerRow {
    const known = this.find(name);
    if (known) return known;
    const made: PlayerRow = {
      id: newId(),
      createdAt: this.now,
      updatedAt: this.now,
      name: name.trim(),
    };
    this.add(made);
    return made;
  }

  /** The roster id of each seat. */
  ids(names: readonly string[]): string[] {
    return names.map((name) => this.entry(name).id);
  }
}

/**
 * The names of other members' rosters (FORMAT.md "A club's season", `roster:<user>`) that
 * this phone's roster has not: offered while a name is typed, never added to the roster
 * (a name joins it only with a game). Compared as FORMAT.md compares names, so "anna" of
 * one member and "Anna" of this phone are one person; each person once, in the spelling of
 * the member first by user name; by name.
 */
export function clubOnlyNames(
  own: readonly string[],
  rosters: readonly { keeper: string; names: readonly string[] }[],
): string[] {
  const seen = new Set(own.map((name) => nameKey(name.trim())));
  const out: string[] = [];
  const byKeeper = [...rosters].sort((a, b) =>
    a.keeper < b.keeper ? -1 : a.keeper > b.keeper ? 1 : 0,
  );
  for (const { names } of byKeeper) {
    for (const name of names) {
      const key = nameKey(name.trim());
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(name.trim());
    }
  }
  return out.sort(compareNames);
}

/**
 * The places of the evenings, each once (compared as names are: "gasthof post" is
 * "Gasthof Post"), the most recently played first: offered while a place is typed.
 */
export function knownPlaces(
  evenings: readonly { date: string; createdAt: number; place?: string }[],
): string[] {
  const latest = [...evenings].sort(
    (a, b) => compareDays(b.date, a.date) || b.createdAt - a.createdAt,
  );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { place } of latest) {
    const trimmed = place?.trim();
    if (!trimmed) continue;
    const key = nameKey(trimmed);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}
