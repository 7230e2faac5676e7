/**
 * A tournament's games (RULES.md §4): a table starts its game from the
 * organizer's code, and the organizer takes each table's sheet back, merged
 * by the game's id (a table sending twice, or after a correction, updates its
 * sheet). Both are one transaction with an undo step.
 */
import { checkSheet, type TableStartRead } from '../tournament';
import { sheetProblem } from '../files/tournamentFile';
export { sheetProblem };
import { evaluate, type Game, type GameResult } from '../rules';
import { toGame } from '../files/plain';
import type { ImportedGame } from '../files/backupFormat';
import { nextUpdatedAt, withNewRev } from './gameRows';
import { recordStep } from './history';
import { RosterMatch } from '../files/roster';
import { localDay } from '../files/sessionValues';
import { newId } from '../files/stableId';
import { ChangeLog, invalid, refuse, transact } from './transact';
import type { GameRow, HandRow, SessionRow, WriteResult } from '../files/types';
import { validate } from '../files/validate';

/**
 * What taking a sheet in did: stored anew, updated (confirmed), the same as stored, this
 * phone's own game, or `changed`: it differs from the sheet stored, and nothing is written
 * until the organizer confirms (receiveSheet with `confirmed`).
 */
export type SheetStatus = 'added' | 'updated' | 'same' | 'own' | 'changed';

export interface SheetWrite {
  status: SheetStatus;
  /** 0-based. */
  table: number;
  /** The row as stored now (for `changed`: the one still stored). */
  row: GameRow;
  /** The sheet's game as the reader checked it (for `added`, `updated`: what is stored). */
  game: Game;
  result: GameResult;
  /** The game stored before, for `updated` and `changed` (the change preview's "old"). */
  before?: Game;
}

/**
 * Takes in a table's sheet for `round` of tournament `id`. Refused in words
 * (sheetProblem) unless it passes checkSheet, the one gate of every sheet. A
 * sheet that differs from the one stored is only answered `changed` unless
 * `confirmed`. Stored as a copy from the table's phone, so it is read-only here;
 * what is stored is the game the reader checked, handed back with its result.
 */
export function receiveSheet(
  id: string,
  round: number,
  sheet: ImportedGame,
  confirmed = false,
): Promise<WriteResult<SheetWrite>> {
  // Safe: the tournament, the game and all its hands are read and written in one
  // transaction, with the undo step holding every row before and after.
  return transact(['tournaments', 'players', 'games', 'hands', 'history'], async (db) => {
    const now = Date.now();
    const { row: fileRow, hands } = sheet;
    const [tournament, stored, storedHands, players, updatedAt] = await Promise.all([
      db.tournaments.get(id),
      db.games.get(fileRow.id),
      db.hands.where('gameId').equals(fileRow.id).sortBy('position'),
      db.players.toArray(),
      nextUpdatedAt(db, now),
    ]);
    if (!tournament) refuse({ kind: 'notFound', what: 'tournament' });
    const facts = toGame(
      { ...fileRow, playerIds: [] },
      hands.map((h) => h.hand),
    );
    const check = checkSheet({ ...tournament, id }, round, fileRow.id, fileRow.tournament, facts);
    if (!check.ok) invalid([sheetProblem(check.refusal)]);
    const table = check.table;
    const before = stored
      ? toGame(
          stored,
          storedHands.map((h) => h.hand),
        )
      : undefined;
    // The organizer kept score at one table on this phone: that game is the sheet already.
    if (stored && !stored.copy) return answer('own', stored, before!, table);
    if (stored && sameSheet(stored, storedHands, sheet)) {
      return answer('same', stored, before!, table);
    }
    const roster = new RosterMatch(players, now);
    const row: GameRow = withNewRev({
      ...fileRow,
      sessionId: tournament.sessionId,
      playerIds: roster.ids(fileRow.players),
      deleted: false,
      updatedAt: Math.max(fileRow.updatedAt, updatedAt),
      copy: {
        from: sheet.sent?.from ?? '',
        sentAt: sheet.sent?.at ?? fileRow.updatedAt,
        receivedAt: now,
      },
    });
    const checked = validate(row, facts.hands);
    if (!checked.ok) invalid(checked.problems);
    const { game } = checked;
    const result = evaluate(game).result;
    if (stored && !confirmed) {
      return { status: 'changed', table, row: stored, game, result, before: before! };
    }
    const log = new ChangeLog(db);
    const kept = new Map(storedHands.map((h) => [h.id, h]));
    // The checked hands are stored (the reader's defaults filled in), as a hand's write does.
    const writes = [log.put('games', row, stored ?? null)];
    hands.forEach((h, i) => {
      writes.push(log.put('hands', { ...h, hand: game.hands[i]! }, kept.get(h.id) ?? null));
      kept.delete(h.id);
    });
    for (const gone of kept.values()) writes.push(log.delete('hands', gone));
    for (const player of roster.added) writes.push(log.put('players', player, null));
    await Promise.all(writes);
    await recordStep(db, { action: 'receiveSheet', gameId: row.id }, log.changes, now);
    const status = stored ? 'updated' : 'added';
    return { status, table, row, game, result, ...(before ? { before } : {}) };
  });
}

function answer(status: SheetStatus, row: GameRow, game: Game, table: number): SheetWrite {
  return { status, table, row, game, result: evaluate(game).result };
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
