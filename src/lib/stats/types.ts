import type { Game } from '../rules';

/**
 * What the statistics read: the stored facts of many evenings, players by
 * roster id. The storage module hands these over; nothing here is stored.
 */

export interface RosterEntry {
  id: string;
  name: string;
}

export interface StatsGame {
  id: string;
  /** The rules engine's game, as readGame gives it. */
  game: Game;
  /** Roster id per seat, in the game's seating order. */
  playerIds: string[];
  stoppedEarly: boolean;
  updatedAt: number;
}

export interface StatsEvening {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  stakePerPoint?: number;
  coin?: number;
  paidAt?: number;
  games: StatsGame[];
}
