import type { Contract, Explanation, HouseRules, PlayedHand, Variant } from './types';

/** What a variant's hand scoring sees besides the hand itself. */
export interface HandContext {
  seats: number;
  dealer: number;
  sitsOut: number | null;
  rules: HouseRules;
  /** Bavarian: chips in the pot before the hand. */
  pot: number;
}

export interface HandScore {
  made: boolean;
  /** What the hand adds to each seat's total. */
  scores: number[];
  /** Bavarian: chips taken from the pot (positive) by this hand. */
  fromPot: number;
  explanation: Explanation;
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
  /**
   * When the game ends: `round` once the trigger is reached and every seat has
   * dealt equally often; `immediate` right after the hand that reached it;
   * `pot` when the pot is empty.
   */
  end: 'round' | 'immediate' | 'pot';
  scoreHand(hand: PlayedHand, ctx: HandContext): HandScore;
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
