/**
 * Every write Spatz makes. Each is ONE `rw` transaction (see transact.ts):
 * it reads what it needs, lets the rules engine check the result, writes the
 * rows and the undo step together, or writes nothing at all. The write module
 * also has handWrites.ts (a game's hands), keeperWrites.ts (which phone keeps
 * score of a game), rosterWrites.ts, importWrites.ts (import and restore),
 * receiveWrites.ts, tournamentWrites.ts, sheetWrites.ts and history.ts (undo
 * steps); nothing else in the app writes (docs/ARCHITECTURE.md "Storage").
 */
import type { HouseRuleOverrides, Variant } from '../rules';
import { refuseCopy } from './copyGuard';
import { validate } from '../files/validate';
import { nextUpdatedAt, withNewRev } from './gameRows';
import { applyStep, HISTORY_TABLES, recordStep } from './history';
import { firstUndone, lastDone } from './historyCursor';
import {
  changedSession,
  checkName,
  checkSessionInput,
  findPlayerByName,
  type SessionChange,
  type SessionInput,
} from './rowInput';
import { UNSAFE_NAME } from '../files/rowValues';
import { localDay } from '../files/sessionValues';
import { newId } from '../files/stableId';
import { RosterMatch } from '../files/roster';
import { ChangeLog, invalid, refuse, transact } from './transact';
import type {
  GameRow,
  HistoryAction,
  HistoryStep,
  PlayerRow,
  SessionRow,
  WriteResult,
} from '../files/types';

export type { SessionChange, SessionInput } from './rowInput';
export { markEveningPaid, mergePlayers, renamePlayer } from './rosterWrites';
export {
  appendHand,
  deleteHand,
  editHand,
  insertHand,
  recordRedeal,
  PERSISTENCE_ASKED,
  type HandWriteOptions,
} from './handWrites';
export { takeBack, takeOver } from './keeperWrites';

export interface GameInput {
  /** The evening to play in; left out, the game starts a new one (with `session`'s values). */
  sessionId?: string;
  /**
   * Without `sessionId`: the new evening's date, place, stake and coin. With it: what
   * changes about that evening (its stake and coin from the next-game form), written
   * with the game; money is the evening's, so its earlier games count at the new stake
   * (RULES.md §1.7).
   */
  session?: SessionInput | SessionChange;
  variant: Variant;
  players: string[];
  firstDealer: number;
  houseRules: HouseRuleOverrides;
  meta?: Record<string, unknown>;
}

const GAME_TABLES = ['games', 'hands', 'history'] as const;

/** Changes an evening's place, date, stake or coin (the rest stays). */
export function updateSession(id: string, input: SessionChange): Promise<WriteResult<SessionRow>> {
  // Safe: reads and rewrites one session row, recorded for undo in the same transaction.
  return transact(['sessions', 'history'], async (db) => {
    const before = await db.sessions.get(id);
    if (!before) refuse({ kind: 'notFound', what: 'session' });
    const now = Date.now();
    const after = changedSession(before, input, now);
    const log = new ChangeLog(db);
    await log.put('sessions', after, before);
    await recordStep(db, { action: 'updateSession' }, log.changes, now);
    return after;
  });
}

export function addPlayer(name: string): Promise<WriteResult<PlayerRow>> {
  // Safe: the case-insensitive lookup and the insert share the transaction, so no duplicate.
  return transact('players', async (db) => {
    const trimmed = checkName(name, 'name');
    const existing = await findPlayerByName(db, trimmed);
    if (existing) return existing;
    const now = Date.now();
    const row: PlayerRow = { id: newId(), createdAt: now, updatedAt: now, name: trimmed };
    await db.players.add(row);
    return row;
  });
}

export function startGame(input: GameInput): Promise<WriteResult<GameRow>> {
  // Safe: the new or changed evening, the roster names, the game and its undo step are written
  // together, so a refused game leaves no empty evening and no changed stake behind.
  return transact(['sessions', 'players', 'games', 'history'], async (db) => {
    const now = Date.now();
    const log = new ChangeLog(db);
    let sessionId = input.sessionId;
    if (sessionId === undefined) {
      const session: SessionRow = {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        ...checkSessionInput((input.session ?? {}) as SessionInput),
      };
      if (!session.date) session.date = localDay(now);
      await log.put('sessions', session, null);
      sessionId = session.id;
    } else {
      const before = await db.sessions.get(sessionId);
      if (!before) refuse({ kind: 'notFound', what: 'session' });
      if (input.session !== undefined) {
        await log.put('sessions', changedSession(before, input.session, now), before);
      }
    }
    (Array.isArray(input.players) ? input.players : []).forEach((name, seat) => {
      if (typeof name === 'string' && UNSAFE_NAME.test(name)) checkName(name, `players[${seat}]`);
    });
    const draft: GameRow = {
      id: newId(),
      playerIds: [],
      createdAt: now,
      updatedAt: await nextUpdatedAt(db, now),
      sessionId,
      variant: input.variant,
      players: input.players,
      firstDealer: input.firstDealer,
      houseRules: input.houseRules,
      stoppedEarly: false,
      deleted: false,
      ...(input.meta ? { meta: input.meta } : {}),
    };
    const checked = validate(draft, []);
    if (!checked.ok) invalid(checked.problems);
    const { game } = checked;
    // The roster entry of each seat: matched by name (FORMAT.md), made where new (roster.ts).
    const roster = new RosterMatch(await db.players.toArray(), now);
    const row: GameRow = withNewRev({
      ...draft,
      playerIds: roster.ids(game.players),
      variant: game.variant,
      players: game.players,
      firstDealer: game.firstDealer,
      houseRules: game.houseRules,
    });
    await log.put('games', row, null);
    for (const player of roster.added) await log.put('players', player, null);
    await recordStep(db, { action: 'startGame', gameId: row.id }, log.changes, now);
    return row;
  });
}

/** Stop early and settle: the totals as they stand are the result. */
export function stopGame(gameId: string): Promise<WriteResult<GameRow>> {
  return setGameFlag(gameId, 'stopGame', { stoppedEarly: true });
}

/** Soft delete: the game disappears from lists and "resume", and undo brings it back. */
export function deleteGame(gameId: string): Promise<WriteResult<GameRow>> {
  return setGameFlag(gameId, 'deleteGame', { deleted: true });
}

function setGameFlag(
  gameId: string,
  action: HistoryAction,
  flag: Partial<Pick<GameRow, 'stoppedEarly' | 'deleted'>>,
): Promise<WriteResult<GameRow>> {
  // Safe: one game row flipped and its undo step, in one transaction.
  return transact(GAME_TABLES, async (db) => {
    const before = await db.games.get(gameId);
    if (!before || before.deleted) refuse({ kind: 'notFound', what: 'game' });
    // Deleting a received copy is allowed: it is this phone's to throw away.
    if (action !== 'deleteGame') refuseCopy(before);
    const now = Date.now();
    const after: GameRow = { ...before, ...flag, updatedAt: await nextUpdatedAt(db, now) };
    const log = new ChangeLog(db);
    await log.put('games', after, before);
    await recordStep(db, { action, gameId }, log.changes, now);
    return after;
  });
}

/** Reverts the newest change that is not undone yet. */
export function undo(): Promise<WriteResult<HistoryStep>> {
  // Safe: the rows go back and the step is marked undone together; a failed check rolls both back.
  return transact(HISTORY_TABLES, async (db) => {
    const step = await lastDone(db);
    if (!step) refuse({ kind: 'notFound', what: 'history' });
    return applyStep(db, step, 'undo');
  });
}

/** Repeats the most recently undone change. */
export function redo(): Promise<WriteResult<HistoryStep>> {
  // Safe: as undo, the other way.
  return transact(HISTORY_TABLES, async (db) => {
    const step = await firstUndone(db);
    if (!step) refuse({ kind: 'notFound', what: 'history' });
    return applyStep(db, step, 'redo');
  });
}

/** Keeps the half-entered hand of a game; call it on every change of the form. */
export function saveDraft(gameId: string, draft: unknown): Promise<WriteResult<void>> {
  // Safe: one row keyed by the game, replaced whole.
  return transact('drafts', async (db) => {
    await db.drafts.put({ gameId, draft, updatedAt: Date.now() });
  });
}

export function clearDraft(gameId: string): Promise<WriteResult<void>> {
  // Safe: deletes one row keyed by the game.
  return transact('drafts', async (db) => {
    await db.drafts.delete(gameId);
  });
}

export function setSetting(key: string, value: unknown): Promise<WriteResult<void>> {
  // Safe: one key/value row replaced whole.
  return transact('settings', async (db) => {
    await db.settings.put({ key, value });
  });
}
