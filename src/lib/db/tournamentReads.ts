/** Reads of tournaments (RULES.md §4): the rows, and the tables' games their results come from. */
import type { Game } from '../rules';
import { currentDatabase } from './database';
import { compareDays, toGame } from '../files/plain';
import type { GameRow, TournamentRow } from '../files/types';

/** Tournaments, newest first (by date, then by when they were made). */
export async function listTournaments(): Promise<TournamentRow[]> {
  const rows = await currentDatabase().tournaments.toArray();
  return rows.sort((a, b) => compareDays(b.date, a.date) || b.createdAt - a.createdAt);
}

export interface LoadedTournament {
  row: TournamentRow;
  /** The sheets that arrived, by game id (deleted games left out). */
  games: Map<string, Game>;
  rows: Map<string, GameRow>;
}

/** A tournament with every table's game stored so far, read in one transaction. */
export async function loadTournament(id: string): Promise<LoadedTournament | undefined> {
  const db = currentDatabase();
  return db.transaction('r', ['tournaments', 'games', 'hands'], async () => {
    const row = await db.tournaments.get(id);
    if (!row) return undefined;
    const ids = row.draws.flatMap((d) => d.games);
    const stored = (await db.games.bulkGet(ids)).filter(
      (g): g is GameRow => g !== undefined && !g.deleted,
    );
    const games = new Map<string, Game>();
    const rows = new Map<string, GameRow>();
    for (const game of stored) {
      const hands = await db.hands.where('gameId').equals(game.id).sortBy('position');
      games.set(
        game.id,
        toGame(
          game,
          hands.map((h) => h.hand),
        ),
      );
      rows.set(game.id, game);
    }
    return { row, games, rows };
  });
}
