/**
 * What an import and a game from another phone show before anything is
 * stored, and the answers the two share: a file the reader refuses is a bad
 * file (`invalid`, its problems), a read of this device's storage that fails
 * is a storage failure (`storageFailed`), never "not a game file".
 */
import type { Variant } from '../rules';
import type { DbProblem, DbResult } from '../files/problems';
import type { ImportedSheet } from './sheetGate';
import { errorName } from './transact';
import type { WriteResult } from '../files/types';

export interface ImportPreview {
  kind: 'game' | 'backup';
  games: {
    id: string;
    variant: Variant;
    /** The names, in seating order. */
    players: string[];
    /** How many hands the game has. */
    hands: number;
    /** Already stored (same id). */
    exists: boolean;
    /**
     * For a stored game the file differs from (importCompare.ts): `newer` (this device has
     * not changed it since the file's version: "take the newer version" replaces it),
     * `older` (this device has a newer one: left as it is) or `diverged` (changed on both
     * sides: only "keep both" brings it in, as a copy). Absent when the two are the same.
     */
    difference?: 'newer' | 'older' | 'diverged';
    /**
     * A game received from another phone that updates the stored one (receive.ts): it
     * takes the received hands, merged by hand id. Only a received game's preview says so.
     */
    update?: boolean;
    /** The stored game's hands, where it differs. */
    storedHands?: number;
    deleted: boolean;
  }[];
  sessions: { id: string; date: string; place?: string; exists: boolean }[];
  players: { id: string; name: string; exists: boolean }[];
  /** The settings the import will store (known ones with valid values, not set yet); the rest is ignored. */
  settings: { key: string; value: unknown }[];
  /** A tournament export's tournaments (RULES.md §4): what the import restores. */
  tournaments?: {
    id: string;
    name: string;
    rounds: number;
    /** Rounds drawn so far. */
    drawn: number;
    players: number;
    exists: boolean;
  }[];
  /**
   * The tournament tables' sheets the file brings (RULES.md §4), each past the desk's gate:
   * its table and round, and for a stored sheet it would replace, what that changes.
   */
  sheets?: ImportedSheet[];
}

/** How many of the hands were played (the hand list numbers only those). */
export function playedHands(hands: readonly { hand: { kind: string } }[]): number {
  return hands.filter((row) => row.hand.kind === 'played').length;
}

/** A failed read of this device's storage, as a problem of its own (path `storage`). */
function storageProblem(error: unknown): DbProblem {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    path: 'storage',
    code: 'storageFailed',
    params: { detail: `${errorName(error)}: ${detail}` },
  };
}

/** A preview's reads: a failure of the storage answers as such, the file stays unjudged. */
export async function readingStorage<T>(read: () => Promise<DbResult<T>>): Promise<DbResult<T>> {
  try {
    return await read();
  } catch (error) {
    return { ok: false, problems: [storageProblem(error)] };
  }
}

/** A write's answer for a text the reader refused: nothing is written. */
export function refusedFile<T>(problems: DbProblem[]): WriteResult<T> {
  return { ok: false, error: { kind: 'invalid', problems } };
}
