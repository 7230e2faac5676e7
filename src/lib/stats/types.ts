/**
 * What the statistics are computed from: plain stored facts, as the storage
 * reads them (src/lib/db/statsRead.ts) and nothing derived. Shared by the
 * storage's read and the pure statistics beside `rules`.
 */
import type { Game } from '../rules';

/** A person of the roster; games refer to them by `id` (their seats' `playerIds`). */
export interface RosterEntry {
  id: string;
  name: string;
}

/** A game that is not deleted, with the roster id of each seat. */
export interface StatsGame {
  id: string;
  /** The rules `Game`, as the reader gives it. */
  game: Game;
  /** The roster id of each seat, in seating order (beside `game.players`, the names). */
  playerIds: string[];
  stoppedEarly: boolean;
  updatedAt: number;
  /** The stored revision of its hands (new with every change of them), when it has one. */
  rev?: string;
  /**
   * A tournament table's game (RULES.md §4): it settles no money, so its settlement goes
   * into no evening's net, money or debts; its wins and hands still count.
   */
  tournament?: true;
}

/** An evening with its games (oldest first), at its own stake and coin. */
export interface StatsEvening {
  id: string;
  /** Local calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Where it was played, as the evening names it. */
  place?: string;
  stakePerPoint?: number;
  coin?: number;
  /** When its money was marked paid; absent: still owed. */
  paidAt?: number;
  games: StatsGame[];
}
