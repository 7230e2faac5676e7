/**
 * One tournament as a file (RULES.md §4): the backup envelope holding the
 * tournament, its evening, every table's game as a FORMAT.md game file (so the
 * scoring command scores each table) and the roster names they refer to. The
 * ordinary backup import reads it back.
 */
import { gameToFile } from '../files/backupFormat';
import { backupText, envelopeOf } from './collect';
import { currentDatabase } from './database';
import { handsOf } from './gameRows';
import type { GameRow, PlayerRow } from '../files/types';

export interface TournamentExport {
  text: string;
  /** "spatz-turnier-2026-12-05.json": the day the tournament is held. */
  file: string;
}

export async function exportTournament(
  id: string,
  now = Date.now(),
): Promise<TournamentExport | undefined> {
  const db = currentDatabase();
  const tables = ['tournaments', 'games', 'hands', 'sessions', 'players'];
  return db.transaction('r', tables, async () => {
    const row = await db.tournaments.get(id);
    if (!row) return undefined;
    const ids = row.draws.flatMap((d) => d.games);
    const games = (await db.games.bulkGet(ids))
      .filter((g): g is GameRow => g !== undefined)
      .sort((a, b) => a.createdAt - b.createdAt);
    const files: object[] = [];
    for (const game of games) files.push(gameToFile(game, await handsOf(db, game.id)));
    const sessionIds = [...new Set([row.sessionId, ...games.map((g) => g.sessionId)])];
    const sessions = (await db.sessions.bulkGet(sessionIds)).filter((s) => s !== undefined);
    const playerIds = [
      ...new Set([...row.players.map((p) => p.id), ...games.flatMap((g) => g.playerIds)]),
    ];
    const players = (await db.players.bulkGet(playerIds)).filter(
      (p): p is PlayerRow => p !== undefined,
    );
    const parts = { games: files, sessions, players, settings: [], tournaments: [row] };
    const envelope = envelopeOf(parts, now);
    return { text: backupText(envelope), file: `spatz-turnier-${row.date}.json` };
  });
}
