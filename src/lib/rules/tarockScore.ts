import { num, signed } from './format';
import type { Contract, Explanation, HouseRules, PlayedHand } from './types';
import { PACK_POINTS, PLAIN_TARGET } from './types';
import type { HandContext, HandScore, VariantRules } from './variant';

/**
 * The declarer's card points with the talon (RULES.md §1.3): entered for
 * either pile; Matsch means 0, all tricks means 120. Undefined only for a
 * failed "all tricks" announcement whose points were left out.
 */
export function declarerCardPoints(hand: PlayedHand): number | undefined {
  if (hand.declarerTricks === 'none') return 0;
  if (hand.declarerTricks === 'all') return PACK_POINTS;
  if (hand.declarerPoints !== undefined) return hand.declarerPoints;
  if (hand.defenderPoints !== undefined) return PACK_POINTS - hand.defenderPoints;
  return undefined;
}

/**
 * RULES.md §1.4: Spatz points from the declarer's point of view, positive
 * when they favour the declarer's side.
 */
export function spatzPoints(hand: PlayedHand, rules: HouseRules): number {
  const spatz = hand.spatz;
  if (!spatz) return 0;
  const won = spatz.result === 'won';
  const value = won
    ? spatz.lastTrick
      ? rules.spatz.wonLast
      : rules.spatz.won
    : spatz.lastTrick
      ? rules.spatz.lostLast
      : rules.spatz.lost;
  const favoursDeclarer = (spatz.side === 'declarer') === won;
  return favoursDeclarer ? value : -value;
}

/**
 * RULES.md §1.2: the hand game's own doubling. A hand game (Sumpern, Solo)
 * counts as one doubling when `handGameDoubles`; any other contract, and any
 * contract of a variant without doublings (Bavarian, §3), as none.
 */
export function ownDoublings(
  variant: Pick<VariantRules, 'handGames' | 'tarockFields'>,
  contract: Contract,
  rules: Pick<HouseRules, 'handGameDoubles'>,
): number {
  const counts = variant.tarockFields && rules.handGameDoubles;
  return counts && variant.handGames.includes(contract) ? 1 : 0;
}

/** RULES.md §1.5: an "all tricks" hand counts ±60, what a made plain game of 120 points scores. */
const ALL_TRICKS = PACK_POINTS - (PLAIN_TARGET - 1);

/**
 * RULES.md §1.5, the hand's score for the declarer in Bauerntarock and Dobbm:
 * made `(p + s − 60) × 2^k`, failed `(p + s − (T − 1)) × 2^k`, all tricks
 * `(±60 + s) × 2^k`, then × matschMultiplier when the declarer took no trick.
 */
export function scoreTarockHand(
  hand: PlayedHand,
  ctx: HandContext,
  variant: Pick<VariantRules, 'handGames' | 'tarockFields'>,
): HandScore {
  const { rules } = ctx;
  const s = spatzPoints(hand, rules);
  // §1.2: the spritzen/Resi calls plus the hand game's own doubling.
  const k = hand.doublings + ownDoublings(variant, hand.contract, rules);
  const m = 2 ** k;
  const matsch = hand.declarerTricks === 'none';
  const factor = matsch ? rules.matschMultiplier : 1;
  const p = declarerCardPoints(hand);

  let made: boolean;
  let base: number;
  /** The number the declarer's points are measured against; null for "all tricks". */
  let line: number | null = null;
  if (hand.announced === 'all') {
    // RULES.md §1.5: an "all tricks" announcement is made only with every trick.
    made = hand.declarerTricks === 'all';
    base = (made ? ALL_TRICKS : -ALL_TRICKS) + s;
  } else {
    const target = hand.announced;
    made = (p ?? 0) >= target;
    line = made ? PLAIN_TARGET - 1 : target - 1;
    base = (p ?? 0) + s - line;
  }
  const score = base * m * factor;

  const scores = new Array<number>(ctx.seats).fill(0);
  // RULES.md §1.5: the score goes to the declarer; the defenders' totals do not change.
  scores[hand.declarer] = score;
  return {
    made,
    scores,
    pot: ctx.pot,
    explanation: new TarockExplanation({
      target: hand.announced,
      points: p,
      spatz: s,
      doublings: k,
      matsch,
      line,
      made,
      multiplier: m,
      factor,
      score,
    }),
  };
}

/** What §1.5's formula is written from. */
interface TarockTerms {
  target: number | 'all';
  /** The declarer's card points; undefined for a failed "all tricks" left without them. */
  points: number | undefined;
  spatz: number;
  doublings: number;
  matsch: boolean;
  /** The number the points are measured against; null for "all tricks". */
  line: number | null;
  made: boolean;
  /** 2 to the power of the doublings. */
  multiplier: number;
  /** matschMultiplier when the declarer took no trick, else 1. */
  factor: number;
  score: number;
}

/**
 * §1.5's arithmetic for one hand, e.g. "(67 + 5 − 60) × 2 = 24". The text is
 * written when first read, not when the hand is scored: every change scores
 * the whole game, a long game has thousands of hands, and a screen shows a
 * few dozen of them.
 */
class TarockExplanation implements Explanation {
  readonly target: number | 'all';
  readonly declarerPoints?: number;
  readonly spatz: number;
  readonly doublings: number;
  readonly matsch: boolean;
  readonly #line: number | null;
  readonly #made: boolean;
  readonly #multiplier: number;
  readonly #factor: number;
  readonly #score: number;
  #formula: string | undefined;

  constructor(terms: TarockTerms) {
    this.target = terms.target;
    // Set even when undefined: one layout for every hand's explanation.
    this.declarerPoints = terms.points;
    this.spatz = terms.spatz;
    this.doublings = terms.doublings;
    this.matsch = terms.matsch;
    this.#line = terms.line;
    this.#made = terms.made;
    this.#multiplier = terms.multiplier;
    this.#factor = terms.factor;
    this.#score = terms.score;
  }
  get formula(): string {
    return (this.#formula ??= this.#write());
  }

  /** As a plain explanation would serialise, with its formula. */
  toJSON(): Explanation {
    return { ...this, formula: this.formula };
  }

  #write(): string {
    const [s, line, m, factor] = [this.spatz, this.#line, this.#multiplier, this.#factor];
    let inner: string;
    if (line === null) {
      const base = num(this.#made ? ALL_TRICKS : -ALL_TRICKS);
      inner = s === 0 ? base : `${base}${signed(s)}`;
    } else {
      inner = `${this.declarerPoints ?? 0}${s === 0 ? '' : signed(s)} − ${line}`;
    }
    // A bare number takes no brackets: "60 × 2", not "(60) × 2".
    const bare = line === null && s === 0;
    let formula = bare || (m === 1 && factor === 1) ? inner : `(${inner})`;
    if (m !== 1) formula += ` × ${m}`;
    if (factor !== 1) formula += ` × ${factor}`;
    return `${formula} = ${num(this.#score)}`;
  }
}

/**
 * One explanation kept while the page lives. V8 lets go of an object layout that no live
 * object has at each full collection, and with it the compiled fold that reads it: every
 * fold after a collection then ran slow until compiled again (bench (d), (e)).
 */
const kept: TarockExplanation[] = [];
kept.push(
  new TarockExplanation({
    target: PLAIN_TARGET,
    points: undefined,
    spatz: 0,
    doublings: 0,
    matsch: false,
    line: null,
    made: false,
    multiplier: 1,
    factor: 1,
    score: 0,
  }),
);
