/**
 * A game in an import whose id is stored already: is it the same game, a
 * newer or older version of it, or did both sides change it? The rule (see
 * README.md "Import"): the file is newer when this device has not changed the
 * game since the version the file came from, that is
 * - same variant, players, first dealer and house rules;
 * - the stored game's `updatedAt` is not later than the file's;
 * - every stored hand is in the file at its place with the same hand id, its
 *   `updatedAt` not later than the file's, and its facts the same unless the
 *   file's `updatedAt` is later (the other side edited it);
 * - a game stopped or deleted here is stopped or deleted in the file too.
 * "Older" is the same rule the other way round. Anything else: both changed it.
 */
import type { FileGameRow, ImportedGame } from './backupFormat';
import { localDay } from './sessionValues';
import { stableId } from './stableId';
import type { GameRows, HandRow, SessionRow } from './types';

export type Difference = 'same' | 'newer' | 'older' | 'diverged';

/** How the person chose to bring in games that differ from the stored ones. */
export type Resolution = 'newer' | 'both';

interface Version {
  row: FileGameRow;
  hands: readonly HandRow[];
}

export function compareGame(stored: GameRows, file: ImportedGame): Difference {
  const head = (r: FileGameRow) => canonical([r.variant, r.players, r.firstDealer, r.houseRules]);
  if (head(stored.row) !== head(file.row)) return 'diverged';
  if (same(stored, file)) return 'same';
  if (follows(stored, file)) return 'newer';
  if (follows(file, stored)) return 'older';
  return 'diverged';
}

function same(a: Version, b: Version): boolean {
  return (
    a.row.stoppedEarly === b.row.stoppedEarly &&
    a.row.deleted === b.row.deleted &&
    a.hands.length === b.hands.length &&
    a.hands.every(
      (h, i) => h.id === b.hands[i]!.id && canonical(h.hand) === canonical(b.hands[i]!.hand),
    )
  );
}

/** Whether `later` is `earlier` with changes made after it, and none made to `earlier` since. */
function follows(earlier: Version, later: Version): boolean {
  if (earlier.row.updatedAt > later.row.updatedAt) return false;
  if (earlier.row.stoppedEarly && !later.row.stoppedEarly) return false;
  if (earlier.row.deleted && !later.row.deleted) return false;
  if (earlier.hands.length > later.hands.length) return false;
  return earlier.hands.every((hand, i) => {
    const next = later.hands[i]!;
    if (next.id !== hand.id || hand.updatedAt > next.updatedAt) return false;
    return next.updatedAt > hand.updatedAt || canonical(next.hand) === canonical(hand.hand);
  });
}

/** What to do with a stored game the file differs from, once the person chose. */
export function resolve(
  difference: Difference,
  resolution: Resolution | undefined,
): 'leave' | 'replace' | 'copy' {
  if (difference === 'same' || difference === 'older' || resolution === undefined) return 'leave';
  if (difference === 'newer' && resolution === 'newer') return 'replace';
  return 'copy';
}

/**
 * The file's game kept beside the stored one: a new id (the same for the same
 * file, so importing it again adds it once), new hand ids, an evening of its own
 * with the original's date, place and stake (so that the evening does not count
 * the game twice), and `meta.importedCopy` naming the game it copies.
 */
export function copyOf(
  file: ImportedGame,
  evening: SessionRow | undefined,
  now: number,
): { game: ImportedGame; session: SessionRow } {
  const id = stableId(
    `imported copy of ${file.row.id} ${canonical(file.hands.map((h) => [h.id, h.updatedAt, h.hand]))}`,
  );
  const sessionId = stableId(`evening of the imported copy ${id}`);
  const session = eveningOfCopy(evening, sessionId, now, localDay(file.row.createdAt));
  const row: FileGameRow = {
    ...file.row,
    id,
    sessionId,
    meta: { ...file.row.meta, importedCopy: { of: file.row.id } },
  };
  const hands = file.hands.map((hand, i) => ({
    ...hand,
    id: stableId(`${id} hand ${i}`),
    gameId: id,
  }));
  return { game: { row, hands }, session };
}

/**
 * A copy's evening of its own (an imported copy here, a received one in receivePlan.ts): the
 * values of the evening the game was in (date, place, stake, coin), under a new id, made
 * now; a game from no evening gets the day it was made.
 */
export function eveningOfCopy(
  evening: SessionRow | undefined,
  id: string,
  now: number,
  day: string,
): SessionRow {
  const { id: _id, createdAt: _c, updatedAt: _u, ...values } = evening ?? { date: '' };
  return { ...values, id, createdAt: now, updatedAt: now, date: evening?.date ?? day };
}

/** JSON with the keys of every object sorted: equal facts give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
