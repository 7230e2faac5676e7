/**
 * The writes that change a game's hands: append, redeal, edit, insert,
 * delete. Part of the write module (writes.ts re-exports them); each is one
 * transaction in which the rules engine checks the changed game first.
 */
import type { Hand } from '../rules';
import { currentDatabase } from './database';
import { loadGameRows, remember, type GameRows } from './gameRows';
import { validateChange } from './validate';
import { recordStep } from './history';
import { persistenceSupported, requestPersistence } from './persistence';
import { newId } from './rowInput';
import { ChangeLog, invalid, refuse, transact } from './transact';
import type { HandRow, HistoryAction, WriteResult } from './types';

/** `settings` only to read whether persistence was asked for already; `drafts` for `clearDraft`. */
const GAME_TABLES = ['games', 'hands', 'history', 'settings', 'drafts'] as const;
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
): Promise<WriteResult<HandRow>> {
  return changeHands(gameId, 'appendHand', options, (rows) => {
    refuseAfterStop(rows);
    return { index: rows.hands.length, kind: 'insert', hand };
  });
}

export function recordRedeal(gameId: string): Promise<WriteResult<HandRow>> {
  return changeHands(gameId, 'recordRedeal', {}, (rows) => {
    refuseAfterStop(rows);
    return { index: rows.hands.length, kind: 'insert', hand: { kind: 'redeal' } };
  });
}

export function editHand(
  gameId: string,
  index: number,
  hand: Hand,
  options: HandWriteOptions = {},
): Promise<WriteResult<HandRow>> {
  return changeHands(gameId, 'editHand', options, (rows) => {
    inRange(index, rows.hands.length - 1);
    return { index, kind: 'replace', hand };
  });
}

/** The new hand takes `index`; the hands from there on move one down. */
export function insertHand(
  gameId: string,
  index: number,
  hand: Hand,
  options: HandWriteOptions = {},
): Promise<WriteResult<HandRow>> {
  return changeHands(gameId, 'insertHand', options, (rows) => {
    inRange(index, rows.hands.length);
    if (index === rows.hands.length) refuseAfterStop(rows);
    return { index, kind: 'insert', hand };
  });
}

/** Answers with the deleted row. */
export function deleteHand(
  gameId: string,
  index: number,
  options: HandWriteOptions = {},
): Promise<WriteResult<HandRow>> {
  return changeHands(gameId, 'deleteHand', options, (rows) => {
    inRange(index, rows.hands.length - 1);
    return { index, kind: 'remove' };
  });
}

interface HandChange {
  index: number;
  kind: 'insert' | 'replace' | 'remove';
  hand?: Hand;
}

/**
 * The shared path of every write that changes a game's hands: rebuild the
 * list, let the rules engine read the changed hand and fold the whole game,
 * then write only the rows that differ (the changed hand, and positions that moved).
 */
async function changeHands(
  gameId: string,
  action: HistoryAction,
  options: HandWriteOptions,
  plan: (rows: GameRows) => HandChange,
): Promise<WriteResult<HandRow>> {
  // Safe: the game is read, checked and rewritten (and the saved hand's draft deleted) in one
  // transaction, so no other write can slip in between the check and the change.
  const written = await transact(GAME_TABLES, async (db) => {
    // One round trip for both reads (each one costs a trip to the browser's storage process).
    const [rows, asked] = await Promise.all([
      loadGameRows(db, gameId),
      persistenceAsked ? true : db.settings.get(PERSISTENCE_ASKED),
    ]);
    if (!rows) refuse({ kind: 'notFound', what: 'game' });
    if (asked) persistenceAsked = true;
    const change = plan(rows);
    const slots: { row?: HandRow; hand: Hand; changed: boolean }[] = rows.hands.map((row) => ({
      row,
      hand: row.hand,
      changed: false,
    }));
    const { index, kind, hand } = change;
    if (kind !== 'remove' && (typeof hand !== 'object' || hand === null)) {
      invalid([{ path: `hands[${index}]`, code: 'notObject' }]);
    }
    const removed = kind === 'remove' ? slots.splice(index, 1)[0]!.row! : undefined;
    if (kind === 'insert') slots.splice(index, 0, { hand: hand!, changed: true });
    if (kind === 'replace') slots[index] = { ...slots[index]!, hand: hand!, changed: true };

    // The other hands are stored ones: only the new hand needs reading (validate.ts).
    const checked = validateChange(
      rows.row,
      slots.map((slot) => slot.hand),
      kind === 'remove' ? undefined : index,
    );
    if (!checked.ok) invalid(checked.problems);

    const now = Date.now();
    const log = new ChangeLog(db);
    let result = removed;
    const hands: HandRow[] = [];
    // Every write below is issued at once and awaited together: IndexedDB runs them in order.
    const writes: Promise<unknown>[] = [];
    for (const [position, slot] of slots.entries()) {
      if (!slot.changed && slot.row!.position === position) {
        hands.push(slot.row!);
        continue;
      }
      const hand = checked.game.hands[position]!;
      const row: HandRow = slot.row
        ? { ...slot.row, position, hand, ...(slot.changed ? { updatedAt: now } : {}) }
        : { id: newId(), createdAt: now, updatedAt: now, gameId, position, hand };
      writes.push(log.put('hands', row, slot.row ?? null));
      hands.push(row);
      if (slot.changed) result = row;
    }
    if (removed) writes.push(log.delete('hands', removed));
    // A new rev with every change of the hands (see gameRows.ts).
    const rev = newId();
    writes.push(log.put('games', { ...rows.row, updatedAt: now, rev }, rows.row));
    if (options.clearDraft) writes.push(db.drafts.delete(gameId));
    // The undo step too: every change is noted by now (ChangeLog notes them as issued).
    writes.push(recordStep(db, { action, gameId, index: change.index }, log.changes, now));
    await Promise.all(writes);
    // Only where the browser can keep data persistently.
    const finished =
      !persistenceAsked && persistenceSupported() && checked.result.status === 'finished';
    return { row: result!, finished, rev, hands };
  });
  if (!written.ok) return written;
  // Only now that the transaction committed: these are the stored hands of `rev`.
  remember(currentDatabase(), gameId, written.value.rev, written.value.hands);
  // Outside the transaction: asking the browser must not hold the game's write open.
  if (written.value.finished) void askPersistenceOnce();
  return { ok: true, value: written.value.row };
}

/** RULES.md: after "stop and settle now" the game is over; no hand may follow it. */
function refuseAfterStop(rows: GameRows): void {
  if (!rows.row.stoppedEarly) return;
  const last = rows.hands.length - 1;
  invalid([{ path: `hands[${rows.hands.length}]`, code: 'afterEnd', params: { hand: last } }]);
}

function inRange(index: number, max: number): void {
  if (!Number.isSafeInteger(index) || index < 0 || index > max) {
    refuse({ kind: 'notFound', what: 'hand' });
  }
}

/** After the first finished game, ask the browser once to keep our data (issue 3). */
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
