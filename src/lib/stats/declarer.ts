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
 * Where each count of a DeclarerTally stands in a player's row of `DeclarerCounts`: the
 * statistics count every hand of every evening (bench (e)) into one array of numbers,
 * with no object to reach per count, and make the tallies from it once at the end.
 */
const DECLARED = 0;
const CONTRACT = 2; // two numbers (declared, made) per contract, in the order of CONTRACTS
const ANNOUNCED = CONTRACT + 2 * CONTRACTS.length;
const ALL_TRICKS = ANNOUNCED + 2;
const DOUBLED = ALL_TRICKS + 2;
const POINTS = DOUBLED + 2;
const POINTS_HANDS = POINTS + 1;
const MATSCH = POINTS_HANDS + 1;
const SPATZ = MATSCH + 1; // won, wonLast, lost, lostLast
const WIDTH = SPATZ + 4;

/** A contract's place in CONTRACTS, by a switch: no lookup by a key that varies per hand. */
function contractAt(contract: Contract): number {
  switch (contract) {
    case 'hineinschauen':
      return 0;
    case 'sumpern':
      return 1;
    case 'dobbm':
      return 2;
    case 'solo':
      return 3;
    case 'widow':
      return 4;
    case 'hand':
      return 5;
  }
}

/**
 * The declarer counts of `players` players, one row each, numbered from 0: `counts` with
 * rows added when it has fewer. A plain array of numbers, no class: V8 lets go of an
 * object layout no live object has at each full collection, and the compiled loop with it.
 */
export function declarerCounts(players: number, counts?: Float64Array): Float64Array {
  if (counts && counts.length >= players * WIDTH) return counts;
  const larger = new Float64Array(Math.max(8, 2 * players) * WIDTH);
  if (counts) larger.set(counts);
  return larger;
}

/** Adds one played hand of player `player`, `made` as the engine judged it. */
export function addDeclared(
  c: Float64Array,
  player: number,
  hand: PlayedHand,
  made: boolean,
): void {
  const at = player * WIDTH;
  const m = made ? 1 : 0;
  c[at + DECLARED]! += 1;
  c[at + DECLARED + 1]! += m;
  const contract = at + CONTRACT + 2 * contractAt(hand.contract);
  c[contract]! += 1;
  c[contract + 1]! += m;
  const announced = hand.announced;
  if (announced === 'all') {
    c[at + ALL_TRICKS]! += 1;
    c[at + ALL_TRICKS + 1]! += m;
  } else if (announced > PLAIN_TARGET) {
    c[at + ANNOUNCED]! += 1;
    c[at + ANNOUNCED + 1]! += m;
  }
  const points = declarerCardPoints(hand);
  if (points !== undefined) {
    c[at + POINTS]! += points;
    c[at + POINTS_HANDS]! += 1;
  }
  if (hand.declarerTricks === 'none') c[at + MATSCH]! += 1;
  if (hand.doublings > 0) {
    c[at + DOUBLED]! += 1;
    c[at + DOUBLED + 1]! += m;
  }
  const spatz = hand.spatz;
  if (spatz !== undefined && spatz.side === 'declarer') {
    c[at + SPATZ + (spatz.result === 'won' ? 0 : 2) + (spatz.lastTrick ? 1 : 0)]! += 1;
  }
}

/** Player `player`'s counts as a tally. */
export function declarerTally(c: Float64Array, player: number): DeclarerTally {
  const at = player * WIDTH;
  if (at + WIDTH > c.length) return emptyDeclarer();
  const pair = (i: number): Count => ({ declared: c[at + i]!, made: c[at + i + 1]! });
  return {
    declared: c[at + DECLARED]!,
    made: c[at + DECLARED + 1]!,
    contracts: {
      hineinschauen: pair(CONTRACT + 2 * contractAt('hineinschauen')),
      sumpern: pair(CONTRACT + 2 * contractAt('sumpern')),
      dobbm: pair(CONTRACT + 2 * contractAt('dobbm')),
      solo: pair(CONTRACT + 2 * contractAt('solo')),
      widow: pair(CONTRACT + 2 * contractAt('widow')),
      hand: pair(CONTRACT + 2 * contractAt('hand')),
    },
    announced: pair(ANNOUNCED),
    allTricks: pair(ALL_TRICKS),
    points: c[at + POINTS]!,
    pointsHands: c[at + POINTS_HANDS]!,
    doubled: pair(DOUBLED),
    matsch: c[at + MATSCH]!,
    spatz: {
      won: c[at + SPATZ]!,
      wonLast: c[at + SPATZ + 1]!,
      lost: c[at + SPATZ + 2]!,
      lostLast: c[at + SPATZ + 3]!,
    },
  };
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
