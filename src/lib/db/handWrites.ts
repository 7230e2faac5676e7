/**
 * The writes that change a game's hands: append, redeal, edit, insert,
 * delete. Part of the write module (writes.ts re-exports them); each is one
 * transaction in which the rules engine checks the changed game first.
 */
import {
  applyHandChange,
  changedPosition,
  fitsHands,
  type GameResult,
  type Hand,
  type HandChange,
} from '../rules';
import { refuseCopy } from './copyGuard';
import { currentDatabase, type SpatzDatabase } from './database';
import { latestGameStamp, loadGameRows, remember, stampAfter } from './gameRows';
import { validateChange } from '../files/validate';
import { recordStep, undoneSteps } from './history';
import { persistenceSupported, requestPersistence } from '../device/persistence';
import { newId } from '../files/stableId';
import { mark } from '../timing';
import { ChangeLog, invalid, refuse, transact } from './transact';
import type { GameRow, GameWrite, HandRow, HistoryAction, WriteResult } from '../files/types';

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
  /**
   * The fold of the game at the revision the caller shows (state/foldCache.ts): a hand
   * appended to that revision is folded on from it instead of the whole game again.
   */
  folded?: { rev: string | undefined; result: GameResult };
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
 * The shared path of every write that changes a game's hands: refuse what
 * cannot be (refuseChange), place the change (placeChange: rules'
 * applyHandChange, as the form does), let the rules engine read the changed
 * hand and fold the whole game, then write only the rows that differ
 * (planRows: the changed hand, and positions that moved; storeChange).
 * Answers with the stored game and the fold's result.
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
    // Issued together (one trip to storage, not two): the game's rows, the newest stamp, and
    // the undo steps a new step drops. Read later, among the writes, those steps held the undo
    // step back a trip: Dexie runs no other request of the transaction while it deletes by an
    // index (a read, then the deletes), so the step's add waited for that read's answer.
    const [rows, latest, undone] = await Promise.all([
      loadGameRows(db, gameId),
      latestGameStamp(db),
      undoneSteps(db),
    ]);
    if (!rows) refuse({ kind: 'notFound', what: 'game' });
    const count = rows.hands.length;
    refuseChange(rows.row, count, change);
    const { slots, removed } = placeChange(rows.hands, change);

    // The other hands are stored ones: only the new hand needs reading (files/validate.ts).
    const { folded } = options;
    const known = rows.row.rev !== undefined && folded?.rev === rows.row.rev;
    const checked = validateChange(
      rows.row,
      slots.map((slot) => slot.hand),
      changedPosition(count, change),
      known && change.kind === 'append' ? folded.result : undefined,
    );
    if (!checked.ok) invalid(checked.problems);
    mark('save:checked');

    const now = Date.now();
    const plan = planRows(slots, checked.game.hands, gameId, now);
    // A new rev with every change of the hands (see gameRows.ts).
    const row: GameRow = { ...rows.row, updatedAt: stampAfter(latest, now), rev: newId() };
    // A hand deleted here: a sheet from another phone that still has it cannot just be
    // merged in (eveningMerge.ts), or the deletion would be undone without a word.
    if (removed) row.dropped = [...(rows.row.dropped ?? []), removed.id];
    const index = change.kind === 'append' ? count : change.index;
    const step = { gameId, action, index, now, undone };
    await storeChange(db, step, plan, removed, [row, rows.row], options);
    mark('save:written');
    // Only where the browser can keep data persistently; whether it was asked already is
    // read after the commit (askPersistenceOnce), not by every save.
    const finished =
      !persistenceAsked && persistenceSupported() && checked.result.status === 'finished';
    const hand = (plan.hand ?? removed)!;
    const value: GameWrite = { row, game: checked.game, result: checked.result, hand };
    return { value, finished, hands: plan.hands };
  });
  if (!written.ok) return written;
  mark('save:committed');
  const { value, finished, hands } = written.value;
  // Only now that the transaction committed: these are the stored hands of `rev`.
  remember(currentDatabase(), gameId, value.row.rev!, hands);
  // Outside the transaction: asking the browser must not hold the game's write open.
  if (finished) void askPersistenceOnce();
  return { ok: true, value };
}

/** What no hand write may do: a read-only copy, a hand that is not there, a hand after the end. */
function refuseChange(game: GameRow, count: number, change: HandChange): void {
  refuseCopy(game);
  if (!fitsHands(count, change)) refuse({ kind: 'notFound', what: 'hand' });
  // RULES.md §1.6: after "stop and settle now" the game is over; no hand may follow it.
  const atEnd = change.kind === 'append' || (change.kind === 'insert' && change.index === count);
  if (atEnd && game.stoppedEarly) {
    invalid([{ path: `hands[${count}]`, code: 'afterEnd', params: { hand: count - 1 } }]);
  }
  if (change.kind !== 'remove' && (typeof change.hand !== 'object' || change.hand === null)) {
    invalid([{ path: `hands[${changedPosition(count, change)}]`, code: 'notObject' }]);
  }
}

/** The hands with the change in place, each with its stored row; and the row a delete removes. */
function placeChange(
  rows: readonly HandRow[],
  change: HandChange,
): { slots: Slot[]; removed?: HandRow } {
  const stored: Slot[] = rows.map((row) => ({ row, hand: row.hand, changed: false }));
  const removed = change.kind === 'remove' ? rows[change.index] : undefined;
  // A replaced hand keeps its row (its id); a new one gets a row in planRows.
  const kept = change.kind === 'replace' ? rows[change.index] : undefined;
  const slots = applyHandChange<Slot>(
    stored,
    change.kind === 'remove'
      ? change
      : { ...change, hand: { ...(kept ? { row: kept } : {}), hand: change.hand, changed: true } },
  );
  return { slots, ...(removed ? { removed } : {}) };
}

/** The hand rows after a change: all of them in order, the ones to write, and the changed one. */
interface RowPlan {
  hands: HandRow[];
  /** Each row to store with the stored row it replaces (null: a new row). */
  puts: { row: HandRow; before: HandRow | null }[];
  hand?: HandRow;
}

/** Pure: which rows differ from the stored ones (the changed hand, and positions that moved). */
function planRows(
  slots: readonly Slot[],
  checkedHands: readonly Hand[],
  gameId: string,
  now: number,
): RowPlan {
  const plan: RowPlan = { hands: [], puts: [] };
  for (const [at, slot] of slots.entries()) {
    if (!slot.changed && slot.row!.position === at) {
      plan.hands.push(slot.row!);
      continue;
    }
    // What is stored is the reader's normalised hand (files/validate.ts).
    const hand = checkedHands[at]!;
    const row: HandRow = slot.row
      ? { ...slot.row, position: at, hand, ...(slot.changed ? { updatedAt: now } : {}) }
      : { id: newId(), createdAt: now, updatedAt: now, gameId, position: at, hand };
    plan.puts.push({ row, before: slot.row ?? null });
    plan.hands.push(row);
    if (slot.changed) plan.hand = row;
  }
  return plan;
}

/** Thin: issues every write of the change at once, the undo step last, and awaits them together. */
function storeChange(
  db: SpatzDatabase,
  step: {
    gameId: string;
    action: HistoryAction;
    index: number;
    now: number;
    undone: readonly number[];
  },
  plan: RowPlan,
  removed: HandRow | undefined,
  [game, before]: [GameRow, GameRow],
  options: HandWriteOptions,
): Promise<unknown> {
  const log = new ChangeLog(db);
  // IndexedDB runs them in the order issued.
  const writes = plan.puts.map(({ row, before: old }) => log.put('hands', row, old));
  if (removed) writes.push(log.delete('hands', removed));
  writes.push(log.put('games', game, before));
  if (options.clearDraft) writes.push(db.drafts.delete(step.gameId));
  // The undo step too: every change is noted by now (ChangeLog notes them as issued).
  const { gameId, action, index, now, undone } = step;
  writes.push(recordStep(db, { action, gameId, index }, log.changes, now, undone));
  return Promise.all(writes);
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
