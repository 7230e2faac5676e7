/** A tournament (Preistarock, RULES.md §4) as facts: who plays, the draws, and where the sheets are. */
import type { HouseRuleOverrides } from '../rules';
import type { RoundEnd } from './roundEnd';
import type { Seating } from './draw';

export const TOURNAMENT_VARIANTS = ['bauerntarock', 'dobbm'] as const;
export type TournamentVariant = (typeof TOURNAMENT_VARIANTS)[number];

export interface TournamentPlayer {
  id: string;
  name: string;
  /** The first round the player is seated in (late comers join from the next round). */
  from: number;
  /** The last round the player is seated in; null: still playing (RULES.md §4 "Seats"). */
  until: number | null;
}

/** One round's draw: the seating, and the game id each table's sheet is stored under. */
export interface RoundDraw {
  round: number;
  /** How often this round was drawn again before its first sheet arrived (0: the first draw). */
  redraw: number;
  tables: Seating;
  /** One game id per table, fixed at the draw and carried by the table's code. */
  games: string[];
}

export interface Tournament {
  id: string;
  name: string;
  /** The day, "YYYY-MM-DD". */
  date: string;
  place: string;
  variant: TournamentVariant;
  houseRules: HouseRuleOverrides;
  rounds: number;
  roundEnd: RoundEnd;
  players: TournamentPlayer[];
  /** The draws' seed (random.ts): stored, so every draw can be shown again. */
  seed: number;
  draws: RoundDraw[];
  /** The prize list the organizer types, printed beside the standings; the app computes none. */
  prizes: string;
}

/** Where a tournament game belongs: `meta.spatz.tournament` of its game file. */
export interface TournamentTag {
  id: string;
  round: number;
  /** 0-based table index. */
  table: number;
  /** The tournament's name, for the table to show; not compared. */
  name?: string;
  /**
   * The played hands after which this table's round ends (handsAtTable), or null at the
   * game's own end: the table's phone knows when its round is over. Not compared.
   */
  hands?: number | null;
}
