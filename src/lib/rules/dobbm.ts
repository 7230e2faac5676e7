import { reachesEndAt, roundHandsLeft, startAtZero } from './bauerntarock';
import { settle } from './settlement';
import { scoreTarockHand } from './tarockScore';
import type { VariantRules } from './variant';

const handGames = ['solo'] as const;

/** RULES.md §2: Dobbm, the Stubaital variant; scored and settled as Bauerntarock. */
export const dobbm: VariantRules = {
  id: 'dobbm',
  players: { min: 4, max: 5 },
  contracts: ['dobbm', 'solo'],
  handGames,
  tarockFields: true,
  allowsAllTricks: true,
  sitsOut: (dealer, seats) => (seats === 5 ? dealer : null),
  // §2: the deal does not rotate; the declarer of a hand deals the next one.
  nextDealer: (_dealer, hand) => hand.declarer,
  start: startAtZero,
  scoreHand: (hand, ctx) => scoreTarockHand(hand, ctx, { handGames, tarockFields: true }),
  reachesEnd: reachesEndAt,
  // §2: the game ends right after the hand that reached the end.
  overAfter: () => true,
  handsLeft: roundHandsLeft,
  settle,
};
