import { scoreTarockHand } from './tarockScore';
import { clockwise, type VariantRules } from './variant';

const handGames = ['sumpern'] as const;

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
  end: 'round',
  scoreHand: (hand, ctx) => scoreTarockHand(hand, ctx, handGames),
};
