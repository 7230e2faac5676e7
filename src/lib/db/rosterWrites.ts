/**
 * The roster's writes: renaming a person, merging two entries that are one
 * person, and marking an evening paid. Part of the write module (writes.ts
 * re-exports them), apart only for size. Each is one transaction with its undo
 * step; games change only in the names and ids of their seats, never in their
 * hands, so every number derived from them stays as it was.
 */
import { withNewRev } from './gameRows';
import { recordStep } from './history';
import { checkName, findPlayerByName } from './rowInput';
import { ChangeLog, invalid, refuse, transact } from './transact';
import type { GameRow, PlayerRow, SessionRow, WriteResult } from '../files/types';

const ROSTER_TABLES = ['players', 'games', 'history'] as const;

/**
 * A game row with the seats of `id` given `name` (and `newId`). The names
 * are the game's head, which the screens keep with its fold (state/scored.ts
 * reuses a fold while `rev` is unchanged): a new `rev` makes them read the
 * game again. `updatedAt` stays: a rename is no move in the game, and
 * "resume" must not offer an old game because a name changed.
 */
function reseated(row: GameRow, id: string, name: string, newId = id): GameRow {
  return withNewRev({
    ...row,
    players: row.players.map((old, seat) => (row.playerIds[seat] === id ? name : old)),
    playerIds: row.playerIds.map((old) => (old === id ? newId : old)),
  });
}

/**
 * Renames a roster entry and the player in every game that refers to it (so an
 * export says the new name), as one undoable step. A name another entry has is
 * refused (`nameTaken`: the two may be one person, to be merged instead).
 */
export function renamePlayer(id: string, name: string): Promise<WriteResult<PlayerRow>> {
  // Safe: the clash check, the roster entry and every game of the person change together.
  return transact(ROSTER_TABLES, async (db) => {
    const before = await db.players.get(id);
    if (!before) refuse({ kind: 'notFound', what: 'player' });
    const trimmed = checkName(name, 'name');
    const clash = await findPlayerByName(db, trimmed);
    if (clash && clash.id !== id) {
      invalid([
        {
          path: 'name',
          code: 'nameTaken',
          params: { name: trimmed, other: clash.name, current: before.name },
        },
      ]);
    }
    const now = Date.now();
    const after: PlayerRow = { ...before, name: trimmed, updatedAt: now };
    const log = new ChangeLog(db);
    const games = await db.games.where('playerIds').equals(id).toArray();
    await Promise.all([
      log.put('players', after, before),
      ...games.map((row) => log.put('games', reseated(row, id, trimmed), row)),
    ]);
    await recordStep(db, { action: 'renamePlayer' }, log.changes, now);
    return after;
  });
}

/**
 * `goneId` was the same person as `keepId`: every game of `goneId` refers to
 * `keepId` (and says its name), and the entry `goneId` goes; one undoable step.
 * Refused (`sameGame`) when the two sat at one table: they are two people.
 */
export function mergePlayers(keepId: string, goneId: string): Promise<WriteResult<PlayerRow>> {
  // Safe: every game of the gone entry and the roster change in one transaction with the step.
  return transact(ROSTER_TABLES, async (db) => {
    const [keep, gone] = await Promise.all([db.players.get(keepId), db.players.get(goneId)]);
    if (!keep || !gone) refuse({ kind: 'notFound', what: 'player' });
    if (keepId === goneId) {
      invalid([{ path: 'goneId', code: 'sameGame', params: { keep: keep.name, gone: gone.name } }]);
    }
    // Deleted games too: undoing their delete must not bring back a game with one person twice.
    const games = await db.games.where('playerIds').equals(goneId).toArray();
    if (games.some((row) => row.playerIds.includes(keepId))) {
      invalid([{ path: 'goneId', code: 'sameGame', params: { keep: keep.name, gone: gone.name } }]);
    }
    const now = Date.now();
    const log = new ChangeLog(db);
    await Promise.all([
      ...games.map((row) => log.put('games', reseated(row, goneId, keep.name, keepId), row)),
      log.delete('players', gone),
    ]);
    await recordStep(db, { action: 'mergePlayers' }, log.changes, now);
    return keep;
  });
}

/** Marks an evening's money paid (`paid` false: owed again), as an undoable step. */
export function markEveningPaid(
  sessionId: string,
  paid: boolean,
): Promise<WriteResult<SessionRow>> {
  // Safe: reads and rewrites one session row, recorded for undo in the same transaction.
  return transact(['sessions', 'history'], async (db) => {
    const before = await db.sessions.get(sessionId);
    if (!before) refuse({ kind: 'notFound', what: 'session' });
    if ((before.paidAt !== undefined) === paid) return before;
    const now = Date.now();
    const { paidAt: _paidAt, ...rest } = before;
    // `updatedAt` stays: it orders the evening's values (date, place, stake, coin) between
    // phones, and the mark has a stamp of its own; a mark here must not carry this phone's
    // stake over one another phone changed since (eveningMerge.ts `mergeEvening`).
    const after: SessionRow = {
      ...rest,
      paidMarkedAt: now,
      ...(paid ? { paidAt: now } : {}),
    };
    const log = new ChangeLog(db);
    await log.put('sessions', after, before);
    await recordStep(db, { action: 'markEveningPaid' }, log.changes, now);
    return after;
  });
}
