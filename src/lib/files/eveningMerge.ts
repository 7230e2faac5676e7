/**
 * What a received evening does to what this phone holds (FORMAT.md "Between phones"),
 * decided game by game and for the evening row, without a database. The rules:
 *
 * - A game this phone keeps score of changes only by a version that keeps every hand it
 *   has (same hand ids, same facts, in place) and comes from the phone that keeps score of
 *   it now: it takes the added hands and shows that another phone keeps score (`elsewhere`,
 *   read-only until taken back). It never becomes a copy; anything else is kept beside it.
 * - A read-only game (a copy, or a game kept elsewhere) follows the phone whose sheet it
 *   is: a version that keeps every hand it has, or the same phone's later sheet (an undo
 *   or a correction there). Anything else is kept beside it.
 * - Another phone's clock never orders anything here: hands are compared by id and facts;
 *   where only time can tell two sheets of one phone apart, a stamp later than this
 *   phone's clock counts as "now" (`rank`).
 */
import type { FileGameRow } from './backupFormat';
import type { ReceivedGame } from './eveningFile';
import { sheetOwner, type GameRows, type HandRow, type SessionRow } from './types';

/**
 * `new` stores it as a copy; `update` gives the stored game the received hands; `handed`
 * changes no hand but records that another phone keeps score now; `same` and `older`
 * change nothing; `both` keeps the received one beside the stored one.
 */
export type ReceiveAction = 'new' | 'update' | 'handed' | 'same' | 'older' | 'both';

/** A time of another phone's clock as this phone may order by it: never after `now`. */
export function rank(at: number, now: number): number {
  return Math.min(at, now);
}

interface Sheet {
  row: Pick<FileGameRow, 'variant' | 'players' | 'firstDealer' | 'houseRules'> &
    Pick<FileGameRow, 'stoppedEarly' | 'deleted'>;
  hands: readonly Pick<HandRow, 'id' | 'hand'>[];
}

/** JSON with the keys of every object sorted: equal facts give equal text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether `later` has every hand of `earlier` at its place, unchanged, and undoes no stop or delete. */
export function keepsEveryHand(earlier: Sheet, later: Sheet): boolean {
  const head = (s: Sheet) =>
    canonical([s.row.variant, s.row.players, s.row.firstDealer, s.row.houseRules]);
  if (head(earlier) !== head(later)) return false;
  if (earlier.row.stoppedEarly && !later.row.stoppedEarly) return false;
  if (earlier.row.deleted && !later.row.deleted) return false;
  if (earlier.hands.length > later.hands.length) return false;
  return earlier.hands.every((hand, i) => {
    const next = later.hands[i]!;
    return next.id === hand.id && canonical(next.hand) === canonical(hand.hand);
  });
}

function sameSheet(a: Sheet, b: Sheet): boolean {
  return keepsEveryHand(a, b) && keepsEveryHand(b, a);
}

/** Whether two records name the same phone: by id where both have one, else by name. */
export function samePhone(
  a: { phone?: string | undefined; name: string },
  b: { phone?: string | undefined; name: string },
): boolean {
  if (a.phone !== undefined && b.phone !== undefined) return a.phone === b.phone;
  return a.name === b.name;
}

/**
 * Whether a game this phone keeps score of passes to the text's keeper: the sender took it
 * over from this phone (its sheet there is this phone's copy, taken over), or this phone
 * took it over itself and the text is the original keeper's (that phone never gave it up).
 */
function passesOn(stored: GameRows, file: ReceivedGame, self: string | undefined): boolean {
  const theirs = file.row.copy;
  if (self !== undefined && theirs?.takenOverAt !== undefined && theirs.phone === self) {
    return true;
  }
  const ours = stored.row.copy;
  if (!ours) return false;
  return samePhone({ ...(ours.phone ? { phone: ours.phone } : {}), name: ours.from }, file.keeper);
}

/**
 * What receiving `file` does with the stored game of its id. `self` is this phone's id
 * (undefined while it never sent anything: then no sheet can name it).
 */
export function receiveAction(
  stored: GameRows | undefined,
  file: ReceivedGame,
  self: string | undefined,
  now: number,
): ReceiveAction {
  if (!stored) return 'new';
  const owner = sheetOwner(stored.row);
  const keeperIsSelf = self !== undefined && file.keeper.phone === self;
  const same = sameSheet(stored, file);
  if (!owner) {
    // This phone keeps score. Its own sheet coming back from a phone that holds a copy of it
    // changes nothing; only the phone that keeps score now may add to it.
    if (keeperIsSelf) {
      if (same) return 'same';
      return keepsEveryHand(file, stored) ? 'older' : 'both';
    }
    // Another phone keeps score of it only through a take-over (passesOn): any other text,
    // crafted or not, leaves it this phone's, writable. The same sheet says who keeps score
    // now only where the text names the keeper (a one-game text names only its sender).
    const passes = passesOn(stored, file, self);
    if (same) return passes && file.keeperGiven ? 'handed' : 'same';
    const dropped = new Set(stored.row.dropped ?? []);
    const undeletes = file.hands.some((hand) => dropped.has(hand.id));
    return passes && keepsEveryHand(stored, file) && !undeletes ? 'update' : 'both';
  }
  // Read-only here: it follows the phone whose sheet it is.
  const ownerPhone = { ...(owner.phone ? { phone: owner.phone } : {}), name: owner.from };
  const fromOwner = samePhone(ownerPhone, file.keeper);
  if (same) return fromOwner || keeperIsSelf || !file.keeperGiven ? 'same' : 'handed';
  if (keepsEveryHand(stored, file)) return 'update';
  // The owner's later sheet (an undo, a correction there): only time tells, and a stamp
  // ahead of this phone's clock ranks as now (so one from 2100 freezes nothing).
  if (fromOwner) {
    const later = rank(file.keeper.at, now) > rank(owner.sentAt, owner.receivedAt);
    // Not later: an earlier sheet of the same phone, passed on by another phone.
    return later ? 'update' : 'older';
  }
  return keepsEveryHand(file, stored) ? 'older' : 'both';
}

/** An evening value a received evening changes here (for the preview, in words). */
export interface EveningChange {
  field: 'date' | 'place' | 'stakePerPoint' | 'coin';
  from?: string | number;
  to?: string | number;
}

/** The paid marks of the two phones where they differ, and which one wins (the later). */
export interface PaidChange {
  /** When it was marked paid here, or undefined: not paid here. */
  stored?: number;
  received?: number;
  /** The later mark: it is what the evening holds after the confirm. */
  wins: 'stored' | 'received';
}

export interface EveningMerge {
  /** The evening row after the confirm; undefined: nothing changes. */
  row?: SessionRow;
  /** The evening is new here. */
  added: boolean;
  changes: EveningChange[];
  paid?: PaidChange;
}

const FIELDS = ['date', 'place', 'stakePerPoint', 'coin'] as const;

/** When a mark was made: a paid or owed mark's own stamp, an older paid mark's time. */
function markTime(row: SessionRow): number | undefined {
  return row.paidMarkedAt ?? row.paidAt;
}

/**
 * The evening row merged: the values (date, place, stake, coin) of the later-changed side,
 * the paid mark of the later mark (a side that never marked never wins against one that
 * did). Stamps from the other phone rank at most as now.
 */
export function mergeEvening(
  stored: SessionRow | undefined,
  sent: SessionRow,
  now: number,
): EveningMerge {
  const clamped: SessionRow = { ...sent, updatedAt: rank(sent.updatedAt, now) };
  if (sent.paidMarkedAt !== undefined) clamped.paidMarkedAt = rank(sent.paidMarkedAt, now);
  if (sent.paidAt !== undefined) clamped.paidAt = rank(sent.paidAt, now);
  if (!stored) return { row: clamped, added: true, changes: [] };
  const next: SessionRow = { ...stored };
  const changes: EveningChange[] = [];
  if (clamped.updatedAt > stored.updatedAt) {
    for (const field of FIELDS) {
      if (stored[field] === sent[field]) continue;
      changes.push({
        field,
        ...(stored[field] !== undefined ? { from: stored[field] } : {}),
        ...(sent[field] !== undefined ? { to: sent[field] } : {}),
      });
      if (sent[field] === undefined) delete next[field];
      else (next as unknown as Record<string, unknown>)[field] = sent[field];
    }
  }
  let paid: PaidChange | undefined;
  if (stored.paidAt !== clamped.paidAt && markTime(clamped) !== undefined) {
    const theirs = markTime(clamped)!;
    const ours = markTime(stored);
    const wins = ours === undefined || theirs > ours ? 'received' : 'stored';
    paid = {
      ...(stored.paidAt !== undefined ? { stored: stored.paidAt } : {}),
      ...(clamped.paidAt !== undefined ? { received: clamped.paidAt } : {}),
      wins,
    };
    // Marked paid on both phones at other times: the money is paid either way.
    const bothPaid = stored.paidAt !== undefined && clamped.paidAt !== undefined;
    if (wins === 'received' && !bothPaid) {
      delete next.paidAt;
      if (clamped.paidAt !== undefined) next.paidAt = clamped.paidAt;
      next.paidMarkedAt = theirs;
    } else if (bothPaid) paid = undefined;
  }
  const changed = changes.length > 0 || paid?.wins === 'received';
  if (changed) next.updatedAt = Math.max(stored.updatedAt, clamped.updatedAt);
  return { ...(changed ? { row: next } : {}), added: false, changes, ...(paid ? { paid } : {}) };
}
