/**
 * The writes that change a game's hands: append, redeal, edit, insert,
 * delete. Part of the write module (writes.ts re-exports them); each is one
 * transaction in which the rules engine checks the changed game first.
 */
import { applyHandChange, changedPosition, fitsHands, type Hand, type HandChange } from '../rules';
import { refuseCopy } from './copyGuard';
import { currentDatabase } from './database';
import { latestGameStamp, loadGameRows, remember, stampAfter } from './gameRows';
import { validateChange } from './validate';
import { recordStep } from './history';
import { persistenceSupported, requestPersistence } from './persistence';
import { newId } from './rowInput';
import { ChangeLog, invalid, refuse, transact } from './transact';
import type { GameRow, GameWrite, HandRow, HistoryAction, WriteResult } from './types';

/** `drafts` for `clearDraft`. */
const GAME_TABLES = ['games', 'hands', 'history', 'drafts'] as const;
/** Once this tab knows persistence was asked for, it stops looking for the first finished game. */
let persistenceAsked = false;
/** Setting that records that we asked for persistent storage once (after the first finished game). */
export const PERSISTENCE_ASKED = 'persistenceAskedAt';

export interface HandWriteOptions {
  /**
   * Deletes the game's draft (the half-entered hand being saved) in the same
   * transaction: a saved hand never leaves its draft behind, and a refused
   * write keeps it. Not part of the undo step: undo takes the hand back, not
   * the form that entered it.
   */
  clearDraft?: boolean;
}

export function appendHand(
  gameId: string,
  hand: Hand,
  options: HandWriteOptions = {},
): Promise<WriteResult<GameWrite>> {
  return changeHands(gameId, 'appendHand', { kind: 'append', hand }, options);
}

/** RULES.md §1.1: a redeal is a hand of its own (it scores nothing; the dealer deals again). */
export function recordRedeal(gameId: string): Promise<WriteResult<GameWrite>> {
  return changeHands(gameId, 'recordRedeal', { kind: 'append', hand: { kind: 'redeal' } });
}

export function editHand(
  gameId: string,
  index: number,
  hand: Hand,
  options: HandWriteOptions = {},
): Promise<WriteResult<GameWrite>> {
  return changeHands(gameId, 'editHand', { kind: 'replace', index, hand }, options);
}

/** The new hand takes `index`; the hands from there on move one down. */
export function insertHand(
  gameId: string,
  index: number,
  hand: Hand,
  options: HandWriteOptions = {},
): Promise<WriteResult<GameWrite>> {
  return changeHands(gameId, 'insertHand', { kind: 'insert', index, hand }, options);
}

/** Answers with the deleted row as `hand`. */
export function deleteHand(
  gameId: string,
  index: number,
  options: HandWriteOptions = {},
): Promise<WriteResult<GameWrite>> {
  return changeHands(gameId, 'deleteHand', { kind: 'remove', index }, options);
}

/** A hand's place in the list while it is rewritten: its stored row, if it has one. */
interface Slot {
  row?: HandRow;
  hand: Hand;
  changed: boolean;
}

/**
 * The shared path of every write that changes a game's hands: place the
 * change (rules' applyHandChange, as the form does), let the rules engine
 * read the changed hand and fold the whole game, then write only the rows
 * that differ (the changed hand, and positions that moved). Answers with the
 * stored game and the fold's result.
 */
async function changeHands(
  gameId: string,
  action: HistoryAction,
  change: HandChange,
  options: HandWriteOptions = {},
): Promise<WriteResult<GameWrite>> {
  // Safe: the game is read, checked and rewritten (and the saved hand's draft deleted) in one
  // transaction, so no other write can slip in between the check and the change.
  const written = await transact(GAME_TABLES, async (db) => {
    // Issued together: the game's rows and the newest stamp (one trip to storage, not two).
    const [rows, latest] = await Promise.all([loadGameRows(db, gameId), latestGameStamp(db)]);
    if (!rows) refuse({ kind: 'notFound', what: 'game' });
    refuseCopy(rows.row);
    const count = rows.hands.length;
    if (!fitsHands(count, change)) refuse({ kind: 'notFound', what: 'hand' });
    // RULES.md §1.6: after "stop and settle now" the game is over; no hand may follow it.
    const atEnd = change.kind === 'append' || (change.kind === 'insert' && change.index === count);
    if (atEnd && rows.row.stoppedEarly) {
      invalid([{ path: `hands[${count}]`, code: 'afterEnd', params: { hand: count - 1 } }]);
    }
    if (change.kind !== 'remove' && (typeof change.hand !== 'object' || change.hand === null)) {
      invalid([{ path: `hands[${changedPosition(count, change)}]`, code: 'notObject' }]);
    }
    const stored: Slot[] = rows.hands.map((row) => ({ row, hand: row.hand, changed: false }));
    const removed = change.kind === 'remove' ? rows.hands[change.index] : undefined;
    // A replaced hand keeps its row (its id); a new one gets a row below.
    const kept = change.kind === 'replace' ? rows.hands[change.index] : undefined;
    const slots = applyHandChange<Slot>(
      stored,
      change.kind === 'remove'
        ? change
        : { ...change, hand: { ...(kept ? { row: kept } : {}), hand: change.hand, changed: true } },
    );

    // The other hands are stored ones: only the new hand needs reading (validate.ts).
    const position = changedPosition(count, change);
    const checked = validateChange(
      rows.row,
      slots.map((slot) => slot.hand),
      position,
    );
    if (!checked.ok) invalid(checked.problems);

    const now = Date.now();
    const stamp = stampAfter(latest, now);
    const log = new ChangeLog(db);
    let hand = removed;
    const hands: HandRow[] = [];
    // Every write below is issued at once and awaited together: IndexedDB runs them in order.
    const writes: Promise<unknown>[] = [];
    for (const [at, slot] of slots.entries()) {
      if (!slot.changed && slot.row!.position === at) {
        hands.push(slot.row!);
        continue;
      }
      const checkedHand = checked.game.hands[at]!;
      const row: HandRow = slot.row
        ? {
            ...slot.row,
            position: at,
            hand: checkedHand,
            ...(slot.changed ? { updatedAt: now } : {}),
          }
        : { id: newId(), createdAt: now, updatedAt: now, gameId, position: at, hand: checkedHand };
      writes.push(log.put('hands', row, slot.row ?? null));
      hands.push(row);
      if (slot.changed) hand = row;
    }
    if (removed) writes.push(log.delete('hands', removed));
    // A new rev with every change of the hands (see gameRows.ts).
    const row: GameRow = { ...rows.row, updatedAt: stamp, rev: newId() };
    // A hand deleted here: a sheet from another phone that still has it cannot just be
    // merged in (eveningMerge.ts), or the deletion would be undone without a word.
    if (removed) row.dropped = [...(rows.row.dropped ?? []), removed.id];
    writes.push(log.put('games', row, rows.row));
    if (options.clearDraft) writes.push(db.drafts.delete(gameId));
    // The undo step too: every change is noted by now (ChangeLog notes them as issued).
    const index = change.kind === 'append' ? count : change.index;
    writes.push(recordStep(db, { action, gameId, index }, log.changes, now));
    await Promise.all(writes);
    // Only where the browser can keep data persistently; whether it was asked already is
    // read after the commit (askPersistenceOnce), not by every save.
    const finished =
      !persistenceAsked && persistenceSupported() && checked.result.status === 'finished';
    const value: GameWrite = { row, game: checked.game, result: checked.result, hand: hand! };
    return { value, finished, hands };
  });
  if (!written.ok) return written;
  const { value, finished, hands } = written.value;
  // Only now that the transaction committed: these are the stored hands of `rev`.
  remember(currentDatabase(), gameId, value.row.rev!, hands);
  // Outside the transaction: asking the browser must not hold the game's write open.
  if (finished) void askPersistenceOnce();
  return { ok: true, value };
}

/** After the first finished game, ask the browser once to keep our data. */
async function askPersistenceOnce(): Promise<void> {
  // Safe: the check and the mark share one transaction, so two finished games ask once.
  const marked = await transact('settings', async (db) => {
    if (await db.settings.get(PERSISTENCE_ASKED)) return false;
    await db.settings.put({ key: PERSISTENCE_ASKED, value: Date.now() });
    return true;
  });
  if (marked.ok) persistenceAsked = true;
  if (marked.ok && marked.value) await requestPersistence();
}
