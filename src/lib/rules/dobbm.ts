import { scoreTarockHand } from './tarockScore';
import type { VariantRules } from './variant';

const handGames = ['solo'] as const;

/** RULES.md §2: Dobbm, the Stubaital variant. */
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
  end: 'immediate',
  scoreHand: (hand, ctx) => scoreTarockHand(hand, ctx, handGames),
};
