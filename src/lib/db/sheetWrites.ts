/**
 * A tournament's games (RULES.md §4): a table starts its game from the
 * organizer's code, and the organizer takes each table's sheet back, merged
 * by the game's id (a table sending twice, or after a correction, updates its
 * sheet). Both are one transaction with an undo step.
 */
import { checkSheet, type SheetRefusal, type TableStartRead } from '../tournament';
import type { DbProblem } from '../files/problems';
import type { ImportedGame } from '../files/backupFormat';
import { nextUpdatedAt, withNewRev } from './gameRows';
import { recordStep } from './history';
import { RosterMatch } from '../files/roster';
import { localDay } from '../files/sessionValues';
import { newId } from '../files/stableId';
import { ChangeLog, invalid, refuse, transact } from './transact';
import type { GameRow, HandRow, SessionRow, WriteResult } from '../files/types';
import { validate } from '../files/validate';

/** What taking a sheet in did: stored anew, updated, the same as stored, or this phone's own game. */
export type SheetStatus = 'added' | 'updated' | 'same' | 'own';

export interface SheetWrite {
  status: SheetStatus;
  /** 0-based. */
  table: number;
  row: GameRow;
}

/**
 * Takes in a table's sheet for `round` of tournament `id`. Refused in words
 * (sheetProblem) when it names another tournament or round, or a draw done
 * again. Stored as a copy from the table's phone, so it is read-only here.
 */
export function receiveSheet(
  id: string,
  round: number,
  sheet: ImportedGame,
): Promise<WriteResult<SheetWrite>> {
  // Safe: the tournament, the game and all its hands are read and written in one
  // transaction, with the undo step holding every row before and after.
  return transact(['tournaments', 'players', 'games', 'hands', 'history'], async (db) => {
    const tournament = await db.tournaments.get(id);
    if (!tournament) refuse({ kind: 'notFound', what: 'tournament' });
    const { row: fileRow, hands } = sheet;
    const facts = {
      variant: fileRow.variant,
      players: fileRow.players,
      firstDealer: fileRow.firstDealer,
      houseRules: fileRow.houseRules,
      hands: hands.map((h) => h.hand),
    };
    const check = checkSheet({ ...tournament, id }, round, fileRow.id, fileRow.tournament, facts);
    if (!check.ok) invalid([sheetProblem(check.refusal)]);
    const stored = await db.games.get(fileRow.id);
    // The organizer kept score at one table on this phone: that game is the sheet already.
    if (stored && !stored.copy) return { status: 'own', table: check.table, row: stored };
    const storedHands = stored
      ? await db.hands.where('gameId').equals(fileRow.id).sortBy('position')
      : [];
    if (stored && sameSheet(stored, storedHands, sheet)) {
      return { status: 'same', table: check.table, row: stored };
    }
    const now = Date.now();
    const roster = new RosterMatch(await db.players.toArray(), now);
    const row: GameRow = withNewRev({
      ...fileRow,
      sessionId: tournament.sessionId,
      playerIds: roster.ids(fileRow.players),
      deleted: false,
      updatedAt: Math.max(fileRow.updatedAt, await nextUpdatedAt(db, now)),
      copy: {
        from: sheet.sent?.from ?? '',
        sentAt: sheet.sent?.at ?? fileRow.updatedAt,
        receivedAt: now,
      },
    });
    const checked = validate(row, facts.hands);
    if (!checked.ok) invalid(checked.problems);
    const log = new ChangeLog(db);
    await log.put('games', row, stored ?? null);
    const kept = new Map(storedHands.map((h) => [h.id, h]));
    for (const hand of hands) {
      await log.put('hands', hand, kept.get(hand.id) ?? null);
      kept.delete(hand.id);
    }
    for (const gone of kept.values()) await log.delete('hands', gone);
    for (const player of roster.added) await log.put('players', player, null);
    await recordStep(db, { action: 'receiveSheet', gameId: row.id }, log.changes, now);
    return { status: stored ? 'updated' : 'added', table: check.table, row };
  });
}

/** The same facts, hand ids and end as stored: nothing to take in. */
function sameSheet(stored: GameRow, storedHands: readonly HandRow[], sheet: ImportedGame): boolean {
  if (stored.stoppedEarly !== sheet.row.stoppedEarly) return false;
  if (storedHands.length !== sheet.hands.length) return false;
  return storedHands.every(
    (h, i) =>
      h.id === sheet.hands[i]!.id &&
      JSON.stringify(h.hand) === JSON.stringify(sheet.hands[i]!.hand),
  );
}

export function sheetProblem(refusal: SheetRefusal): DbProblem {
  const path = 'sheet';
  switch (refusal.code) {
    case 'notTournament':
      return { path, code: 'sheetNotTournament' };
    case 'otherTournament':
      return { path, code: 'sheetOtherTournament' };
    case 'otherRound':
      return { path, code: 'sheetOtherRound', params: { round: refusal.round } };
    case 'oldDraw':
      return { path, code: 'sheetOldDraw', params: { table: refusal.table } };
    default:
      return { path, code: 'sheetOtherPlayers', params: { table: refusal.table } };
  }
}

/**
 * A table's game from the organizer's code (readTableStart): stored under the
 * id the draw gave it, in an evening of its own, with its tournament tag.
 * A code scanned again opens the game already started, hands and all.
 */
export function startTableGame(start: TableStartRead): Promise<WriteResult<GameRow>> {
  // Safe: the evening, the roster names, the game and its undo step are written together.
  return transact(['sessions', 'players', 'games', 'history'], async (db) => {
    const existing = await db.games.get(start.id);
    if (existing && !existing.deleted) return existing;
    if (existing) refuse({ kind: 'notFound', what: 'game' });
    const now = Date.now();
    const session: SessionRow = {
      id: newId(),
      createdAt: now,
      updatedAt: now,
      date: localDay(now),
    };
    const roster = new RosterMatch(await db.players.toArray(), now);
    const { game } = start;
    const row: GameRow = withNewRev({
      id: start.id,
      createdAt: now,
      updatedAt: await nextUpdatedAt(db, now),
      sessionId: session.id,
      variant: game.variant,
      players: game.players,
      playerIds: roster.ids(game.players),
      firstDealer: game.firstDealer,
      houseRules: game.houseRules,
      stoppedEarly: false,
      deleted: false,
      tournament: start.tag,
      ...(game.meta ? { meta: game.meta } : {}),
    });
    const checked = validate(row, []);
    if (!checked.ok) invalid(checked.problems);
    const log = new ChangeLog(db);
    await log.put('sessions', session, null);
    for (const player of roster.added) await log.put('players', player, null);
    await log.put('games', row, null);
    await recordStep(db, { action: 'startGame', gameId: row.id }, log.changes, now);
    return row;
  });
}
