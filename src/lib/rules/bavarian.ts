import { num } from './format';
import { declarerCardPoints } from './tarockScore';
import { PLAIN_TARGET } from './types';
import { clockwise, defenders, type VariantRules } from './variant';

/** RULES.md §3: game points in steps of 5, rounded up. */
export function bavarianGamePoints(points: number, target: number): number {
  return points >= target
    ? 5 * Math.ceil((points - (target - 1)) / 5)
    : 5 * Math.ceil((target - points) / 5);
}

/** RULES.md §3: Bavarian Tarock with a pot. */
export const bavarian: VariantRules = {
  id: 'bavarian',
  players: { min: 3, max: 4 },
  contracts: ['widow', 'hand'],
  handGames: ['hand'],
  tarockFields: false,
  allowsAllTricks: false,
  sitsOut: (dealer, seats) => (seats === 4 ? dealer : null),
  nextDealer: (dealer, _hand, seats) => clockwise(dealer, seats),
  // §3: every player antes; a total starts at minus the ante.
  start: (seats, rules) => ({
    totals: new Array<number>(seats).fill(-rules.ante),
    pot: rules.ante * seats,
  }),
  scoreHand(hand, ctx) {
    const target = hand.announced === 'all' ? PLAIN_TARGET : hand.announced;
    const p = declarerCardPoints(hand) ?? 0;
    const made = p >= target;
    const points = bavarianGamePoints(p, target);
    const scores = new Array<number>(ctx.seats).fill(0);
    const others = defenders(ctx, hand.declarer);
    const difference = made ? `${p} − ${target - 1}` : `${target} − ${p}`;
    const rounded = `${difference} = ${made ? p - (target - 1) : target - p} → ${points}`;
    let fromPot = 0;
    let formula: string;

    const inPot = ctx.pot ?? 0;
    if (hand.contract === 'widow') {
      // The pot never goes below 0: what is taken from it is capped at what it holds.
      const amount = Math.min(points, inPot);
      const capped = amount < points ? `, pot ${inPot} → ${amount}` : '';
      fromPot = amount;
      if (made) {
        scores[hand.declarer] = amount;
      } else {
        // The declarer pays one defender, the other takes as much from the pot.
        scores[hand.declarer] = -amount;
        for (const seat of others) scores[seat] = amount;
      }
      formula = `${rounded}${capped}`;
    } else {
      const raises = (target - PLAIN_TARGET) / 5;
      const each = points + raises * ctx.rules.raiseBonus;
      const sign = made ? 1 : -1;
      for (const seat of others) scores[seat] = -sign * each;
      scores[hand.declarer] = sign * each * others.length;
      formula =
        raises > 0 ? `${rounded} + ${raises} × ${ctx.rules.raiseBonus} = ${num(each)}` : rounded;
    }
    return {
      made,
      scores,
      pot: inPot - fromPot,
      explanation: { formula, declarerPoints: p, target },
    };
  },
  // §3: the game ends when the pot is empty.
  reachesEnd: (_totals, pot) => pot !== undefined && pot <= 0,
  overAfter: () => true,
  // FORMAT.md: handsLeft is always null for bavarian.
  handsLeft: () => null,
  // §3: the totals are the result (the ante included); nobody pays anybody.
  settle: (totals) => ({ net: [...totals], payments: [], winners: [], losers: [] }),
};
