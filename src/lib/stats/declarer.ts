import { CONTRACTS, PLAIN_TARGET, type Contract, type PlayedHand } from '../rules';
import { declarerCardPoints } from '../rules/tarockScore';

/** Hands declared and made. */
export interface Count {
  declared: number;
  made: number;
}

/** The Spatz played by the declarer's side (RULES.md §1.4), one count per row of its table. */
export interface SpatzTally {
  /** Won a trick before the last. */
  won: number;
  wonLast: number;
  /** Captured before the last trick. */
  lost: number;
  lostLast: number;
}

/** A player as declarer: played hands only (a redeal has no declarer, RULES.md §1.1). */
export interface DeclarerTally extends Count {
  contracts: Record<Contract, Count>;
  /** Sumpern or a Bavarian hand game announcing a target from 66 (RULES.md §1.2, §3). */
  announced: Count;
  /** "All tricks" announced (RULES.md §1.2). */
  allTricks: Count;
  /** Card points with the talon (RULES.md §1.3) summed, over the hands that know them. */
  points: number;
  pointsHands: number;
  /** Hands with a Spritzer, Gasen or Resi called (the hand game's own doubling not counted). */
  doubled: Count;
  /** The declarer took no trick (RULES.md §1.3). */
  matsch: number;
  spatz: SpatzTally;
}

const count = (): Count => ({ declared: 0, made: 0 });

export function emptyDeclarer(): DeclarerTally {
  return {
    declared: 0,
    made: 0,
    // Written out, not added key by key: one object layout every time.
    contracts: {
      hineinschauen: count(),
      sumpern: count(),
      dobbm: count(),
      solo: count(),
      widow: count(),
      hand: count(),
    },
    announced: count(),
    allTricks: count(),
    points: 0,
    pointsHands: 0,
    doubled: count(),
    matsch: 0,
    spatz: { won: 0, wonLast: 0, lost: 0, lostLast: 0 },
  };
}

/**
 * A contract's count, by a switch: a lookup by a key that varies from hand to hand is slow
 * in V8, and the statistics ask this for every hand of every evening (bench (e)).
 */
function ofContract(contracts: Record<Contract, Count>, contract: Contract): Count {
  switch (contract) {
    case 'hineinschauen':
      return contracts.hineinschauen;
    case 'sumpern':
      return contracts.sumpern;
    case 'dobbm':
      return contracts.dobbm;
    case 'solo':
      return contracts.solo;
    case 'widow':
      return contracts.widow;
    case 'hand':
      return contracts.hand;
  }
}

/**
 * Adds one played hand, `made` as the engine judged it. Written out field by field, `made`
 * added as 0 or 1 rather than tested: it runs for every hand of every evening of the
 * statistics (bench (e)), and a helper call per count cost more than the counting.
 */
export function addHand(tally: DeclarerTally, hand: PlayedHand, made: boolean): void {
  const m = made ? 1 : 0;
  tally.declared += 1;
  tally.made += m;
  const contract = ofContract(tally.contracts, hand.contract);
  contract.declared += 1;
  contract.made += m;
  const announced = hand.announced;
  if (announced === 'all') {
    tally.allTricks.declared += 1;
    tally.allTricks.made += m;
  } else if (announced > PLAIN_TARGET) {
    tally.announced.declared += 1;
    tally.announced.made += m;
  }
  const points = declarerCardPoints(hand);
  if (points !== undefined) {
    tally.points += points;
    tally.pointsHands += 1;
  }
  if (hand.declarerTricks === 'none') tally.matsch += 1;
  if (hand.doublings > 0) {
    tally.doubled.declared += 1;
    tally.doubled.made += m;
  }
  const spatz = hand.spatz;
  if (spatz !== undefined && spatz.side === 'declarer') {
    if (spatz.result === 'won') {
      if (spatz.lastTrick) tally.spatz.wonLast += 1;
      else tally.spatz.won += 1;
    } else if (spatz.lastTrick) tally.spatz.lostLast += 1;
    else tally.spatz.lost += 1;
  }
}

const plus = (a: Count, b: Count): Count => ({
  declared: a.declared + b.declared,
  made: a.made + b.made,
});

/** Two tallies as one (every field is a sum). */
export function combineDeclarer(a: DeclarerTally, b: DeclarerTally): DeclarerTally {
  const contracts = {} as Record<Contract, Count>;
  for (const contract of CONTRACTS) {
    contracts[contract] = plus(a.contracts[contract], b.contracts[contract]);
  }
  return {
    ...plus(a, b),
    contracts,
    announced: plus(a.announced, b.announced),
    allTricks: plus(a.allTricks, b.allTricks),
    points: a.points + b.points,
    pointsHands: a.pointsHands + b.pointsHands,
    doubled: plus(a.doubled, b.doubled),
    matsch: a.matsch + b.matsch,
    spatz: {
      won: a.spatz.won + b.spatz.won,
      wonLast: a.spatz.wonLast + b.spatz.wonLast,
      lost: a.spatz.lost + b.spatz.lost,
      lostLast: a.spatz.lostLast + b.spatz.lostLast,
    },
  };
}

/** made / declared, or null when nothing was declared. */
export const rate = (c: Count): number | null => (c.declared > 0 ? c.made / c.declared : null);
