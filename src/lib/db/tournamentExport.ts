/**
 * One tournament as a file (RULES.md §4): the backup envelope holding the
 * tournament, its evening, every table's game as a FORMAT.md game file (so the
 * scoring command scores each table) and the roster names they refer to. The
 * ordinary backup import reads it back; the club carries the same envelope when
 * the organizer shares the tournament (clubTournaments.ts).
 */
import { gameToFile } from '../files/backupFormat';
import { backupText, envelopeOf, type BackupEnvelope } from './collect';
import { currentDatabase, type SpatzDatabase } from './database';
import { handsOf } from './gameRows';
import type { GameRow, PlayerRow } from '../files/types';

export interface TournamentExport {
  text: string;
  /** "spatz-turnier-2026-12-05.json": the day the tournament is held. */
  file: string;
}

/** The tables a tournament's envelope is read from (in one transaction). */
export const TOURNAMENT_TABLES = ['tournaments', 'games', 'hands', 'sessions', 'players'];

export async function exportTournament(
  id: string,
  now = Date.now(),
): Promise<TournamentExport | undefined> {
  const db = currentDatabase();
  return db.transaction('r', TOURNAMENT_TABLES, async () => {
    const made = await tournamentEnvelope(db, id, now);
    if (!made) return undefined;
    return { text: backupText(made.envelope), file: `spatz-turnier-${made.date}.json` };
  });
}

/** The tournament's envelope and its day, read inside the caller's transaction. */
export async function tournamentEnvelope(
  db: SpatzDatabase,
  id: string,
  now: number,
): Promise<{ envelope: BackupEnvelope; date: string } | undefined> {
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
  return { envelope: envelopeOf(parts, now), date: row.date };
}
