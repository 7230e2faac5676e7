/**
 * What a table's changed sheet would change at the desk (RULES.md §4): the round's hands
 * and each seat's round result, old and new, so that the organizer sees exactly what a
 * confirm does to the standings before it does it.
 */
import type { Game } from '../rules';
import { tableRound, type RoundEnd } from './roundEnd';

export interface SeatChange {
  name: string;
  before: number;
  after: number;
}

export interface SheetChange {
  /** Played hands that count for the round, old and new. */
  hands: { before: number; after: number };
  /** Every seat in seat order, changed or not (a changed one has before !== after). */
  seats: SeatChange[];
}

/** The change from the stored sheet `before` to the arrived `after` of one table. */
export function sheetChange(before: Game, after: Game, end: RoundEnd): SheetChange {
  const old = tableRound(before, end);
  const now = tableRound(after, end);
  return {
    hands: { before: old.played, after: now.played },
    seats: after.players.map((name, seat) => ({
      name,
      before: old.totals[seat] ?? 0,
      after: now.totals[seat] ?? 0,
    })),
  };
}
