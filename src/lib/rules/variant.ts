import type {
  Contract,
  Explanation,
  HouseRules,
  PlayedHand,
  Settlement,
  Status,
  Variant,
} from './types';

/** What a variant's hand scoring sees besides the hand itself. */
export interface HandContext {
  seats: number;
  dealer: number;
  sitsOut: number | null;
  rules: HouseRules;
  /** Chips in the pot before the hand; undefined for a variant without a pot. */
  pot: number | undefined;
}

export interface HandScore {
  made: boolean;
  /** What the hand adds to each seat's total. */
  scores: number[];
  /** Chips in the pot after the hand; undefined for a variant without a pot. */
  pot: number | undefined;
  explanation: Explanation;
}

/** What a game holds before its first hand. */
export interface Start {
  totals: number[];
  /** The pot, or undefined for a variant without one. */
  pot: number | undefined;
}

/**
 * One object per variant (chessops' variant.ts pattern): the few hooks in
 * which the variants differ. A fourth variant is one new file and one line in
 * variants.ts.
 */
export interface VariantRules {
  id: Variant;
  players: { min: number; max: number };
  contracts: readonly Contract[];
  /** Contracts played without the talon: they may announce and count as a doubling. */
  handGames: readonly Contract[];
  /** Whether hands carry doublings, declarerTricks and spatz (not in Bavarian). */
  tarockFields: boolean;
  /** Whether the hand game may announce "all tricks". */
  allowsAllTricks: boolean;
  /** The seat that sits out while `dealer` deals, or null. */
  sitsOut(dealer: number, seats: number, rules: HouseRules): number | null;
  /** Who deals after a played hand (a redeal always keeps the dealer). */
  nextDealer(dealer: number, hand: PlayedHand, seats: number): number;
  /** The totals and the pot before the first hand. */
  start(seats: number, rules: HouseRules): Start;
  scoreHand(hand: PlayedHand, ctx: HandContext): HandScore;
  /** Whether the end is reached after a hand (the totals and pot as they now stand). */
  reachesEnd(totals: readonly number[], pot: number | undefined, rules: HouseRules): boolean;
  /**
   * Once the end was reached, whether the game is over after `played` hands:
   * at once, or only when every seat has dealt equally often.
   */
  overAfter(played: number, seats: number): boolean;
  /** Hands still to play in the last round (FORMAT.md `handsLeft`), or null. */
  handsLeft(status: Status, played: number, seats: number): number | null;
  /** Each seat's result if the game were settled now. */
  settle(totals: readonly number[], rules: HouseRules): Settlement;
}

/** The active seats of a hand other than the declarer. */
export function defenders(ctx: HandContext, declarer: number): number[] {
  const seats: number[] = [];
  for (let seat = 0; seat < ctx.seats; seat++) {
    if (seat !== declarer && seat !== ctx.sitsOut) seats.push(seat);
  }
  return seats;
}

export const clockwise = (seat: number, seats: number): number => (seat + 1) % seats;
