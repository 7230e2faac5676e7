/**
 * Row helpers that need no Dexie, shared by the reads (reads.ts) and the quick
 * first read of a cold start (quickRead.ts), so that both see the same games.
 */
import type { Game, Hand, Status } from '../rules';
import type { GameRow, HandRow, SessionRow } from './types';

/** A stored game with the rules `Game` of its rows. */
export interface LoadedGame {
  row: GameRow;
  game: Game;
}

/**
 * A game's rows (its hands in position order) as the rules engine sees them;
 * none when there is no row or it is deleted. The live read (reads.ts, Dexie)
 * and the cold start's (quickRead.ts, IndexedDB itself) both read through it.
 */
export function loadedGame(
  row: GameRow | undefined,
  hands: readonly HandRow[],
): LoadedGame | undefined {
  if (!row || row.deleted) return undefined;
  return {
    row,
    game: toGame(
      row,
      hands.map((h) => h.hand),
    ),
  };
}

/** The rules `Game` of stored rows: the FORMAT.md file minus its id. */
export function toGame(row: GameRow, hands: readonly Hand[]): Game {
  return {
    variant: row.variant,
    players: [...row.players],
    firstDealer: row.firstDealer,
    houseRules: row.houseRules,
    hands: [...hands],
    ...(row.meta ? { meta: row.meta } : {}),
  };
}

/**
 * Two days in calendar order (negative: `a` first). A stored day is written `YYYY-MM-DD`
 * (FORMAT.md "Limits"), so the order of its characters is the calendar's: no `localeCompare`,
 * which took a quarter of a millisecond a call at 4x CPU, half a second to sort 250 evenings.
 */
export function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Evenings, newest first (by date, then by when they were started). */
export function newestFirst(sessions: SessionRow[]): SessionRow[] {
  return sessions.sort((a, b) => compareDays(b.date, a.date) || b.createdAt - a.createdAt);
}

/** The rules engine's status of a stored game (undefined: not there), as the caller scores it. */
export type StatusOf = (row: GameRow) => Promise<Status | undefined>;

/**
 * What "resume" opens: the most recently changed game that is neither
 * deleted, nor stopped early, nor finished by the rules. `rows` newest first
 * (both reads take them from the `updatedAt` index, reversed).
 */
export async function pickOpenGame(
  rows: readonly GameRow[],
  status: StatusOf,
): Promise<GameRow | undefined> {
  for (const row of rows) {
    if (row.deleted || row.stoppedEarly) continue;
    const found = await status(row);
    if (found !== undefined && found !== 'finished') return row;
  }
  return undefined;
}
