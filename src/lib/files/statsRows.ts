/**
 * The statistics' data (src/lib/stats) from the stored rows, with no Dexie: the
 * same for the database code's read (statsRead.ts) and for the plain first read
 * of a cold start on the statistics screen (quickRead.ts), so both see the same
 * evenings. Facts only; the statistics derive everything from them.
 */
import type { Hand } from '../rules';
import { compareNames } from '../rules/names';
import type { RosterEntry, StatsEvening, StatsGame } from '../stats/types';
import { compareDays, toGame } from './plain';
import type { GameRow, HandRow, PlayerRow, SessionRow } from './types';

export interface StatsData {
  /** Oldest first (by date, then by when each was started); evenings without games too. */
  evenings: StatsEvening[];
  /** By name. */
  roster: RosterEntry[];
}

/** Every row the statistics read, each table whole, from one read transaction. */
export interface StatsRows {
  sessions: SessionRow[];
  games: GameRow[];
  hands: HandRow[];
  players: PlayerRow[];
}

/** Every evening with its games (not deleted) and their hands, and the roster. */
export function statsOf({ sessions, games, hands, players }: StatsRows): StatsData {
  const handsOf = new Map<string, { position: number; hand: Hand }[]>();
  for (const row of hands) {
    let list = handsOf.get(row.gameId);
    if (!list) handsOf.set(row.gameId, (list = []));
    list.push(row);
  }
  const kept = new Set(games.filter((row) => !row.deleted).map((row) => row.id));
  const gamesOf = new Map<string, { createdAt: number; game: StatsGame }[]>();
  for (const row of games) {
    if (row.deleted) continue;
    // A copy kept beside the game it copies ("keep both" on an import or a transfer) is
    // the same evening's game twice: it counts only while the original is gone.
    const of = (row.meta?.importedCopy as { of?: unknown } | undefined)?.of;
    if (typeof of === 'string' && kept.has(of)) continue;
    const own = (handsOf.get(row.id) ?? []).sort((a, b) => a.position - b.position);
    const game: StatsGame = {
      id: row.id,
      game: toGame(
        row,
        own.map((h) => h.hand),
      ),
      playerIds: [...row.playerIds],
      stoppedEarly: row.stoppedEarly,
      updatedAt: row.updatedAt,
      ...(row.rev !== undefined ? { rev: row.rev } : {}),
      ...(row.tournament !== undefined ? { tournament: true as const } : {}),
    };
    let list = gamesOf.get(row.sessionId);
    if (!list) gamesOf.set(row.sessionId, (list = []));
    list.push({ createdAt: row.createdAt, game });
  }
  const evenings = sessions
    .sort((a, b) => compareDays(a.date, b.date) || a.createdAt - b.createdAt)
    .map((s): StatsEvening => {
      const own = (gamesOf.get(s.id) ?? []).sort((a, b) => a.createdAt - b.createdAt);
      return {
        id: s.id,
        date: s.date,
        ...(s.place !== undefined ? { place: s.place } : {}),
        ...(s.stakePerPoint !== undefined ? { stakePerPoint: s.stakePerPoint } : {}),
        ...(s.coin !== undefined ? { coin: s.coin } : {}),
        ...(s.paidAt !== undefined ? { paidAt: s.paidAt } : {}),
        games: own.map((g) => g.game),
      };
    });
  const roster = players
    .map((p): RosterEntry => ({ id: p.id, name: p.name }))
    .sort((a, b) => compareNames(a.name, b.name));
  return { evenings, roster };
}
