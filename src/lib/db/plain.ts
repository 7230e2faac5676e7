/**
 * Row helpers that need no Dexie, shared by the reads (reads.ts) and the quick
 * first read of a cold start (quickRead.ts), so that both see the same games.
 */
import { scoreGame, type Game, type Hand } from '../rules';
import type { GameRow, SessionRow } from './types';

/** The app's IndexedDB database. */
export const DATABASE_NAME = 'spatz';

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

/** Evenings, newest first (by date, then by when they were started). */
export function newestFirst(sessions: SessionRow[]): SessionRow[] {
  return sessions.sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt);
}

/**
 * What "resume" opens: the most recently changed game that is neither
 * deleted, nor stopped early, nor finished by the rules. `rows` newest first.
 */
export async function pickOpenGame(
  rows: readonly GameRow[],
  load: (gameId: string) => Promise<{ game: Game } | undefined>,
): Promise<GameRow | undefined> {
  for (const row of rows) {
    if (row.deleted || row.stoppedEarly) continue;
    const loaded = await load(row.id);
    if (loaded && scoreGame(loaded.game).status !== 'finished') return row;
  }
  return undefined;
}
