import { settle } from './settlement';
import { scoreTarockHand } from './tarockScore';
import type { HouseRules, Status } from './types';
import { clockwise, type VariantRules } from './variant';

const handGames = ['sumpern'] as const;

/** Every total starts at 0, and there is no pot. */
export function startAtZero(seats: number): { totals: number[]; pot: undefined } {
  return { totals: new Array<number>(seats).fill(0), pot: undefined };
}

/** RULES.md §1.6: the end is reached when a total reaches `endAt` (never when it is null). */
export function reachesEndAt(totals: readonly number[], _pot: unknown, rules: HouseRules): boolean {
  const endAt = rules.endAt;
  if (endAt === null) return false;
  for (let seat = 0; seat < totals.length; seat++) if (totals[seat]! >= endAt) return true;
  return false;
}

/** FORMAT.md: 0 when finished; in the last round, the hands until every seat has dealt equally often. */
export function roundHandsLeft(status: Status, played: number, seats: number): number | null {
  if (status === 'finished') return 0;
  return status === 'lastRound' ? seats - (played % seats) : null;
}

/** RULES.md §1: Brixentaler Bauerntarock. */
export const bauerntarock: VariantRules = {
  id: 'bauerntarock',
  players: { min: 3, max: 5 },
  contracts: ['hineinschauen', 'sumpern'],
  handGames,
  tarockFields: true,
  allowsAllTricks: true,
  // §1.1: at 5 the dealer sits out; at 4 only with the house rule dealerSitsOut.
  sitsOut: (dealer, seats, rules) =>
    seats === 5 || (seats === 4 && rules.dealerSitsOut) ? dealer : null,
  nextDealer: (dealer, _hand, seats) => clockwise(dealer, seats),
  start: startAtZero,
  scoreHand: (hand, ctx) => scoreTarockHand(hand, ctx, { handGames, tarockFields: true }),
  reachesEnd: reachesEndAt,
  // §1.6: the round is played out, so that every seat has dealt equally often.
  overAfter: (played, seats) => played % seats === 0,
  handsLeft: roundHandsLeft,
  // §1.7: the difference of the totals and the Extrapönale.
  settle,
};
