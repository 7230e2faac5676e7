import { num } from './format';
import { declarerCardPoints } from './tarockScore';
import type { Explanation, PlayedHand } from './types';
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
    let fromPot = 0;
    let each = points;
    const inPot = ctx.pot ?? 0;
    if (hand.contract === 'widow') {
      // The pot never goes below 0: what is taken from it is capped at what it holds.
      const amount = Math.min(points, inPot);
      fromPot = amount;
      if (made) {
        scores[hand.declarer] = amount;
      } else {
        // The declarer pays one defender, the other takes as much from the pot.
        scores[hand.declarer] = -amount;
        for (const seat of others) scores[seat] = amount;
      }
    } else {
      const raises = (target - PLAIN_TARGET) / 5;
      each = points + raises * ctx.rules.raiseBonus;
      const sign = made ? 1 : -1;
      for (const seat of others) scores[seat] = -sign * each;
      scores[hand.declarer] = sign * each * others.length;
    }
    return {
      made,
      scores,
      pot: inPot - fromPot,
      explanation: new BavarianExplanation({
        points: p,
        target,
        made,
        gamePoints: points,
        contract: hand.contract,
        pot: inPot,
        fromPot,
        raiseBonus: ctx.rules.raiseBonus,
        each,
      }),
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

/** What §3's formula is written from. */
interface BavarianTerms {
  points: number;
  target: number;
  made: boolean;
  /** The game points, rounded up to steps of 5. */
  gamePoints: number;
  contract: PlayedHand['contract'];
  /** Chips in the pot before the hand, and what the widow game took from it. */
  pot: number;
  fromPot: number;
  raiseBonus: number;
  /** The hand game's amount per defender, the raises included. */
  each: number;
}

/**
 * §3's arithmetic for one hand, e.g. "67 − 60 = 7 → 10". Written when first
 * read, as the tarock explanation is (tarockScore.ts says why).
 */
class BavarianExplanation implements Explanation {
  readonly declarerPoints: number;
  readonly target: number;
  readonly #terms: BavarianTerms;
  #formula: string | undefined;

  constructor(terms: BavarianTerms) {
    this.declarerPoints = terms.points;
    this.target = terms.target;
    this.#terms = terms;
  }

  get formula(): string {
    return (this.#formula ??= this.#write());
  }

  /** As a plain explanation would serialise, with its formula. */
  toJSON(): Explanation {
    return { formula: this.formula, declarerPoints: this.declarerPoints, target: this.target };
  }

  #write(): string {
    const { points: p, target, made, gamePoints, pot, fromPot, raiseBonus, each } = this.#terms;
    const difference = made ? `${p} − ${target - 1}` : `${target} − ${p}`;
    const rounded = `${difference} = ${made ? p - (target - 1) : target - p} → ${gamePoints}`;
    if (this.#terms.contract === 'widow') {
      return fromPot < gamePoints ? `${rounded}, pot ${pot} → ${fromPot}` : rounded;
    }
    const raises = (target - PLAIN_TARGET) / 5;
    return raises > 0 ? `${rounded} + ${raises} × ${raiseBonus} = ${num(each)}` : rounded;
  }
}
