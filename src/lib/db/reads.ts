/**
 * Plain async reads, usable inside Dexie's `liveQuery` (they only await Dexie
 * calls). Everything derived (totals, status) comes from the rules engine.
 */
import { scoreGame, type Status } from '../rules';
import { compareNames } from '../rules/names';
import { currentDatabase } from './database';
import { loadGameRows } from './gameRows';
import {
  loadedGame,
  newestFirst,
  pickOpenGame,
  type LoadedGame,
  type StatusOf,
} from '../files/plain';
import { clubOnlyNames, knownPlaces } from '../files/roster';
import { GAMES_BY_CHANGE } from './schema';
import { firstUndone, lastDone } from './historyCursor';
import { snapshotsOldestFirst } from './snapshotOrder';
import type { GameRow, HistoryState, PlayerRow, SessionRow, SnapshotRow } from '../files/types';

export type { LoadedGame } from '../files/plain';

/** A game (not deleted) as the rules engine sees it, with its row. */
export async function loadGame(gameId: string): Promise<LoadedGame | undefined> {
  const rows = await loadGameRows(currentDatabase(), gameId);
  return rows && loadedGame(rows.row, rows.hands);
}

/**
 * What changes with every write of a game's evening (any of its games, its stake, coin,
 * place or paid mark): for the share screen, which shows the whole evening.
 */
export async function eveningStamp(gameId: string): Promise<string | undefined> {
  const db = currentDatabase();
  const row = await db.games.get(gameId);
  if (!row) return undefined;
  const session = await db.sessions.get(row.sessionId);
  const games = await db.games.where('sessionId').equals(row.sessionId).toArray();
  const parts = games.map((g) => `${g.id}:${g.rev ?? ''}/${g.updatedAt}/${g.deleted}`).sort();
  return [session?.updatedAt, session?.paidMarkedAt, session?.paidAt, ...parts].join(' ');
}

/** Evenings, newest first (by date, then by when they were started). */
export async function listSessions(): Promise<SessionRow[]> {
  return newestFirst(await currentDatabase().sessions.toArray());
}

export async function getSession(sessionId: string): Promise<SessionRow | undefined> {
  return currentDatabase().sessions.get(sessionId);
}

/** The evening a game belongs to (its stake and coin), read through the game's row. */
export async function sessionOfGame(gameId: string): Promise<SessionRow | undefined> {
  const row = await currentDatabase().games.get(gameId);
  return row ? getSession(row.sessionId) : undefined;
}

/** The games of an evening that are not deleted, oldest first. */
export async function listGames(sessionId: string): Promise<GameRow[]> {
  const games = await currentDatabase().games.where('sessionId').equals(sessionId).toArray();
  return games.filter((g) => !g.deleted).sort((a, b) => a.createdAt - b.createdAt);
}

/** The places of every evening here (this phone's and the club's copies'), latest first. */
export async function listPlaces(): Promise<string[]> {
  return knownPlaces(await currentDatabase().sessions.toArray());
}

/**
 * The names in other members' rosters (stored by the club's sync under `roster:<user>`,
 * clubWrites.ts) that this phone's roster has not, by name; none without a club.
 */
export async function listClubNames(): Promise<string[]> {
  const db = currentDatabase();
  return db.transaction('r', ['players', 'club'], async () => {
    const [players, rows] = await Promise.all([
      db.players.toArray(),
      db.club.where('key').startsWith('roster:').toArray(),
    ]);
    const rosters = rows.flatMap(({ key, value }) =>
      Array.isArray(value) && value.every((name) => typeof name === 'string')
        ? [{ keeper: key.slice('roster:'.length), names: value as string[] }]
        : [],
    );
    return clubOnlyNames(
      players.map((p) => p.name),
      rosters,
    );
  });
}

/** The roster, by name. */
export async function listPlayers(): Promise<PlayerRow[]> {
  const players = await currentDatabase().players.toArray();
  return players.sort((a, b) => compareNames(a.name, b.name));
}

/** A roster entry and how many games (not deleted) refer to it. */
export interface RosterRow {
  player: PlayerRow;
  games: number;
}

/** The roster by name, each entry with its number of games (the players screen). */
export async function listRoster(): Promise<RosterRow[]> {
  const db = currentDatabase();
  return db.transaction('r', ['players', 'games'], async () => {
    const [players, games] = await Promise.all([db.players.toArray(), db.games.toArray()]);
    const count = new Map<string, number>();
    for (const game of games) {
      if (game.deleted) continue;
      for (const id of game.playerIds) count.set(id, (count.get(id) ?? 0) + 1);
    }
    return players
      .sort((a, b) => compareNames(a.name, b.name))
      .map((player) => ({ player, games: count.get(player.id) ?? 0 }));
  });
}

/**
 * What "resume" opens (see pickOpenGame). `status` scores a candidate; the
 * state layer passes one that reuses what it has scored already.
 */
export async function latestOpenGame(status: StatusOf = statusOf): Promise<GameRow | undefined> {
  const candidates = await currentDatabase().games.orderBy(GAMES_BY_CHANGE).reverse().toArray();
  return pickOpenGame(candidates, status);
}

async function statusOf(row: GameRow): Promise<Status | undefined> {
  const loaded = await loadGame(row.id);
  return loaded && scoreGame(loaded.game).status;
}

/** Whether undo and redo are possible, and what they would touch (for the buttons' labels). */
export async function historyState(): Promise<HistoryState> {
  const db = currentDatabase();
  const [done, undone] = await Promise.all([lastDone(db), firstUndone(db)]);
  return {
    canUndo: done !== undefined,
    canRedo: undone !== undefined,
    ...(done ? { undoLabel: done.action } : {}),
    ...(done?.index !== undefined ? { undoIndex: done.index } : {}),
    ...(done?.gameId !== undefined ? { undoGameId: done.gameId } : {}),
    ...(undone ? { redoLabel: undone.action } : {}),
    ...(undone?.index !== undefined ? { redoIndex: undone.index } : {}),
    ...(undone?.gameId !== undefined ? { redoGameId: undone.gameId } : {}),
  };
}

/** The half-entered hand saved for a game, or undefined. */
export async function loadDraft(gameId: string): Promise<unknown> {
  const row = await currentDatabase().drafts.get(gameId);
  return row?.draft;
}

/** Automatic snapshots, newest first (without their contents). */
export async function listSnapshots(): Promise<Omit<SnapshotRow, 'backup'>[]> {
  const db = currentDatabase();
  // Newest first by their sequence (snapshotOrder.ts), whatever the clock said when each was taken.
  const order = (await snapshotsOldestFirst(db)).reverse();
  const rows = await db.snapshots.bulkGet(order);
  return rows.flatMap((row) => {
    if (!row) return [];
    const { backup: _backup, ...rest } = row;
    return [rest];
  });
}
