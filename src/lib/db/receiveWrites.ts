/**
 * The write of a received game (receive.ts): part of the write module, one transaction.
 * Kept apart from importWrites.ts for size; it reuses the import's plan and comparison.
 */
import type { ImportedGame, ParsedImport } from './backupFormat';
import { withNewRev, loadGameRows, type GameRows } from './gameRows';
import { compareGame, copyOf } from './importCompare';
import { stableId } from './stableId';
import { freshHandIds, planImport } from './importPlan';
import { transact } from './transact';
import {
  isReadOnlyCopy,
  type CopyInfo,
  type GameRow,
  type SessionRow,
  type WriteResult,
} from './types';
import type { SpatzDatabase } from './database';

const TABLES = ['players', 'sessions', 'games', 'hands', 'history'] as const;

export interface ReceiveOutcome {
  action: ReceiveAction;
  /** The game to open: the stored one, or the copy beside it (`both`). */
  gameId: string;
  from: string;
}

/**
 * What storing a received game does: `new` adds it as a copy; `update` gives the stored
 * game the received hands (it becomes, or stays, a copy from the sender); `same` and
 * `older` change nothing; `both` keeps the received one as a copy beside the stored one,
 * which this phone changed since it took over (or has always kept).
 */
export type ReceiveAction = 'new' | 'update' | 'same' | 'older' | 'both';

/**
 * What receiving does with a game, given what this phone holds of it:
 * - a read-only copy follows the sender: it takes any later version (a hand the sender
 *   deleted or renumbered too, as nothing was typed here), and leaves an older one;
 * - a game this phone keeps (taken over, or its own) takes a version that follows it
 *   (importCompare.ts `newer`: nothing changed here since), and is never overwritten
 *   otherwise: a version that went another way is kept beside it (`both`).
 */
export function receiveAction(stored: GameRows | undefined, file: ImportedGame): ReceiveAction {
  if (!stored) return 'new';
  const difference = compareGame(stored, file);
  if (difference === 'same') return 'same';
  // Written here since taking over (a hand write or a stop stamps `updatedAt` after
  // `takenOverAt`, writes.ts takeOver): the two phones' clocks cannot tell a hand deleted or
  // corrected here from one the sender has not reached yet, so such a game is never
  // replaced, only kept beside.
  const taken = stored.row.copy?.takenOverAt;
  if (taken !== undefined && stored.row.updatedAt > taken && difference !== 'older') return 'both';
  if (difference === 'newer') return 'update';
  const copy = stored.row.copy;
  // Nothing written here since taking over: it still follows the sender as a copy does.
  const unchanged = taken === undefined || stored.row.updatedAt <= taken;
  if (copy && unchanged) {
    // Sent again by the same phone: its sheet as shown last wins. An undo there puts back
    // the older row, `updatedAt` and all, which the stamps alone would call older.
    const { from, sentAt } = sender(file);
    if (from === copy.from && sentAt !== copy.sentAt) {
      return sentAt > copy.sentAt ? 'update' : 'older';
    }
  }
  if (difference === 'older') return 'older';
  if (isReadOnlyCopy(stored.row)) {
    return file.row.updatedAt > stored.row.updatedAt ? 'update' : 'older';
  }
  return 'both';
}

/** Who sent it and when: a text without `meta.spatz.sent` counts as sent when last changed. */
export function sender(game: ImportedGame): { from: string; sentAt: number } {
  return { from: game.sent?.from ?? '', sentAt: game.sent?.at ?? game.row.updatedAt };
}

/** Stores a read and checked received game (see receiveAction) in one transaction. */
export function storeReceived(
  parsed: ParsedImport & { games: [ImportedGame] },
  resolution?: 'newer' | 'both',
): Promise<WriteResult<ReceiveOutcome>> {
  const [game] = parsed.games;
  const { from, sentAt } = sender(game);
  // Safe: what is stored is read, compared and written in one transaction over every table
  // it touches, so a write in another tab cannot slip in between the comparison and the merge.
  return transact(TABLES, async (db) => {
    const now = Date.now();
    const copy: CopyInfo = { from, sentAt, receivedAt: now };
    const done = (gameId: string, action: ReceiveAction): ReceiveOutcome => ({
      action,
      gameId,
      from,
    });
    let stored = await loadGameRows(db, game.row.id, true);
    let action = receiveAction(stored, game);
    if (action === 'update' && resolution === 'both') action = 'both';
    // The evening first, whatever becomes of the game: a stake changed after the last hand
    // comes with a game whose hands are the same (followEvening takes only a newer evening).
    await followEvening(db, game);
    if (action === 'same' || action === 'older') return done(game.row.id, action);
    if (action === 'update') {
      await replaceHands(db, stored!, game, copy);
      return done(game.row.id, action);
    }
    let target = game;
    if (action === 'both') {
      // Beside the stored game: the copy an earlier transfer of it left there follows the
      // sender as any copy does (its ids derive from the game's and the hands' ids).
      const evening = (await db.sessions.get(stored!.row.sessionId)) ?? game.session;
      target = besideCopy(game, evening, now);
      stored = await loadGameRows(db, target.row.id, true);
      const beside = receiveAction(stored, target);
      if (beside === 'same' || beside === 'older') return done(target.row.id, beside);
      if (beside === 'update') {
        await replaceHands(db, stored!, target, copy);
        return done(target.row.id, action);
      }
      // That copy was taken over and changed too: one more, named by its content (importCompare.ts).
      if (beside === 'both') target = copyOf(game, evening, now).game;
    }
    const plan = await planImport(db, { ...parsed, games: [target] }, now);
    const [row] = plan.games;
    if (!row) return done(target.row.id, 'same');
    await db.sessions.bulkAdd(plan.sessions);
    await db.players.bulkAdd(plan.players);
    await db.games.add(withNewRev({ ...row, copy }));
    await db.hands.bulkAdd(plan.hands);
    // Ends the undo history, as an import does: the copy's seats may refer to roster entries
    // an older step made or renamed, and undoing that step would take them from the copy.
    await db.history.clear();
    return done(row.id, action);
  });
}

/**
 * The received game as a copy beside a stored one this phone changed: ids of its own,
 * derived from the game's and each hand's id (so a later transfer merges into it by hand
 * id), and an evening of its own with the stored one's date, place and stake, as the
 * import's "keep both" does (so the evening does not count the game twice).
 */
function besideCopy(
  file: ImportedGame,
  evening: SessionRow | undefined,
  now: number,
): ImportedGame {
  const { game, session } = copyOf(file, evening, now);
  const id = stableId(`received copy beside ${file.row.id}`);
  const sessionId = stableId(`evening of the received copy ${id}`);
  return {
    row: { ...game.row, id, sessionId },
    hands: file.hands.map((hand) => ({ ...hand, id: stableId(`${id} ${hand.id}`), gameId: id })),
    session: { ...session, id: sessionId },
  };
}

/**
 * The stored game takes the received hands, merged by hand id: a hand it has keeps its
 * row id, one it lacks is added, one the sender removed goes. It is the sender's sheet
 * again (read-only until taken over once more). Ends the undo history, as an import does:
 * an old step could put back hands the new version replaced.
 */
async function replaceHands(
  db: SpatzDatabase,
  stored: GameRows,
  game: ImportedGame,
  copy: CopyInfo,
): Promise<void> {
  const hands = await freshHandIds(db, game.hands, new Set(), game.row.id);
  const { stoppedEarly, deleted, meta, updatedAt } = game.row;
  const { meta: _meta, copy: _copy, ...kept } = stored.row;
  const row: GameRow = {
    ...kept,
    stoppedEarly,
    deleted,
    updatedAt,
    copy,
    ...(meta ? { meta } : {}),
  };
  await db.hands.bulkDelete(stored.hands.map((h) => h.id));
  await db.hands.bulkAdd(hands);
  await db.games.put(withNewRev(row));
  await db.history.clear();
}

/**
 * The evening comes along (stake and coin, so the settlement reads the same on both
 * phones): an evening this phone has already takes the sender's values when they are
 * newer; a new one is added by the plan.
 */
async function followEvening(db: SpatzDatabase, game: ImportedGame): Promise<void> {
  const session = game.session;
  if (!session) return;
  const stored = await db.sessions.get(session.id);
  if (!stored || session.updatedAt <= stored.updatedAt) return;
  // A paid mark made on this phone is this table's fact too: the sender's newer
  // evening (a changed stake, say) must not take it away.
  const paidAt = session.paidAt ?? stored.paidAt;
  await db.sessions.put(paidAt === undefined ? session : { ...session, paidAt });
}
