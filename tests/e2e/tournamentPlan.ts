/**
 * The 13-player, 2-round tournament of tests/e2e/tournament.test.ts, worked out by hand
 * from RULES.md §1.5 and §4: the hand each player declares in each round, and the
 * standings they make.
 *
 * Why hands by name: the draw is random (RULES.md §4 "Seats"), so nobody knows before the
 * draw who sits where. `handsPerRound` 4 makes a table of 4 play 4 hands and a table of 5
 * play 5 (the first multiple of 5 at or after 4), so with hand h declared by seat (h + 1)
 * mod n (never the dealer, seat h, who sits out at a table of 5: RULES.md §1.1) every
 * player declares exactly once a round. Only the declarer's total changes (§1.5), so a
 * player's round result is the score of the one hand they declare, wherever they sit.
 *
 * Why these numbers: the ranking must not hang on the seating. "Rounds won at their
 * table" does, except for players whose result is the round's highest (they top any table
 * they sit at, a shared top counting for each) or below everyone outside a group of at
 * most 3 (every table holds at least 4, so someone beats them). Only such players tie on
 * score and best round:
 * - Anna and Bert: 10 (round 1's highest, shared with Luis) and 50 (round 2's highest):
 *   2 wins each, equal on everything: a shared rank 1.
 * - Luis: 10 (round 1's highest: a win) and −20 (round 2's lowest: no win).
 *   Moni: −20 (round 1's lowest, alone) and 10 (round 2: below the other 11, who all have
 *   32 or more; Luis and Moni are the only ones under 32, so no table is theirs): no win.
 *   Both −10, best round 10: Luis's win puts him 12th, Moni 13th.
 * - Everyone else ties, if at all, only on score and is parted by the best round.
 */
import type { FileHand } from './expected';

type Played = Exclude<FileHand, { kind: 'redeal' }>;

/** A hand with the declarer seat left open (filled in at the table, by the seating). */
export type PlannedHand = Omit<Played, 'declarer'>;

export const PLAYERS = [
  'Anna',
  'Bert',
  'Chris',
  'Dora',
  'Emil',
  'Franz',
  'Gitti',
  'Hias',
  'Ida',
  'Jörg',
  'Kathi',
  'Luis',
  'Moni',
] as const;
export type Player = (typeof PLAYERS)[number];

export const HANDS_PER_ROUND = 4;

const plain = (points: number, doublings = 0): PlannedHand => ({
  kind: 'played',
  contract: 'hineinschauen',
  doublings,
  declarerPoints: points,
});
const sumpern = (points: number): PlannedHand => ({
  kind: 'played',
  contract: 'sumpern',
  declarerPoints: points,
});

/**
 * Round 1: each player's hand and its score, (p + s − 60) × 2^k (RULES.md §1.5; a Sumpern
 * is one doubling, `handGameDoubles` on by default; a failed plain game is the same line).
 */
export const ROUND1: Record<Player, { hand: PlannedHand; score: number }> = {
  Anna: { hand: plain(70), score: 10 }, // (70 − 60) × 1 = 10
  Bert: { hand: sumpern(65), score: 10 }, // Sumpern: (65 − 60) × 2 = 10
  Chris: { hand: plain(50), score: -10 }, // (50 − 60) × 1 = −10, failed
  Dora: { hand: plain(45), score: -15 }, // (45 − 60) × 1 = −15
  Emil: { hand: plain(65), score: 5 }, // (65 − 60) × 1 = 5
  Franz: { hand: plain(56, 1), score: -8 }, // one Spritzer: (56 − 60) × 2 = −8
  Gitti: { hand: plain(64, 1), score: 8 }, // (64 − 60) × 2 = 8
  Hias: { hand: plain(42), score: -18 }, // (42 − 60) × 1 = −18
  Ida: { hand: plain(59, 1), score: -2 }, // (59 − 60) × 2 = −2
  Jörg: { hand: plain(54, 1), score: -12 }, // (54 − 60) × 2 = −12
  Kathi: { hand: plain(61, 1), score: 2 }, // 61 makes it: (61 − 60) × 2 = 2
  Luis: { hand: plain(70), score: 10 }, // (70 − 60) × 1 = 10
  Moni: { hand: plain(40), score: -20 }, // (40 − 60) × 1 = −20
};

/** Round 2, the same way. */
export const ROUND2: Record<Player, { hand: PlannedHand; score: number }> = {
  Anna: { hand: plain(85, 1), score: 50 }, // (85 − 60) × 2 = 50
  // Sumpern, the Spatz wins a trick before the last for the declarer (+5, §1.4):
  // (80 + 5 − 60) × 2 = 50.
  Bert: {
    hand: { ...sumpern(80), spatz: { side: 'declarer', result: 'won' } },
    score: 50,
  },
  Chris: { hand: plain(80, 1), score: 40 }, // (80 − 60) × 2 = 40
  Dora: { hand: plain(105), score: 45 }, // (105 − 60) × 1 = 45
  Emil: { hand: plain(95), score: 35 }, // (95 − 60) × 1 = 35
  Franz: { hand: plain(78, 1), score: 36 }, // (78 − 60) × 2 = 36
  Gitti: { hand: plain(82, 1), score: 44 }, // (82 − 60) × 2 = 44
  Hias: { hand: plain(76, 1), score: 32 }, // (76 − 60) × 2 = 32
  Ida: { hand: plain(81, 1), score: 42 }, // (81 − 60) × 2 = 42
  Jörg: { hand: plain(84, 1), score: 48 }, // (84 − 60) × 2 = 48
  Kathi: { hand: plain(83, 1), score: 46 }, // (83 − 60) × 2 = 46
  Luis: { hand: sumpern(50), score: -20 }, // Sumpern failed: (50 − 60) × 2 = −20
  Moni: { hand: plain(70), score: 10 }, // (70 − 60) × 1 = 10
};

export const ROUNDS = [ROUND1, ROUND2] as const;
const planOf = (round: 1 | 2) => (round === 1 ? ROUND1 : ROUND2);

export interface StandingWorked {
  player: Player;
  rank: number;
  total: number;
}

/** Standings worked by hand, a `[player, rank, total]` a line in rank order. */
const worked = (rows: [Player, number, number][]): StandingWorked[] =>
  rows.map(([player, rank, total]) => ({ player, rank, total }));

/**
 * After round 1 alone: the results above sorted. Anna, Bert and Luis share 10 (best 10,
 * each tops their table: a shared rank 1, next rank 4); then 8, 5, 2, −2, −8, −10, −12,
 * −15, −18, −20, no two equal.
 */
export const AFTER_ROUND1 = worked([
  ['Anna', 1, 10],
  ['Bert', 1, 10],
  ['Luis', 1, 10],
  ['Gitti', 4, 8],
  ['Emil', 5, 5],
  ['Kathi', 6, 2],
  ['Ida', 7, -2],
  ['Franz', 8, -8],
  ['Chris', 9, -10],
  ['Jörg', 10, -12],
  ['Dora', 11, -15],
  ['Hias', 12, -18],
  ['Moni', 13, -20],
]);

/**
 * After both rounds, round 1 + round 2 (RULES.md §4 "Score"):
 * Anna 10 + 50 = 60 and Bert 10 + 50 = 60, best 50, 2 wins each: shared rank 1.
 * Gitti 8 + 44 = 52. Kathi 2 + 46 = 48.
 * Ida −2 + 42 = 40 (best 42) before Emil 5 + 35 = 40 (best 35).
 * Jörg −12 + 48 = 36.
 * Dora −15 + 45 = 30 (best 45) before Chris −10 + 40 = 30 (best 40).
 * Franz −8 + 36 = 28. Hias −18 + 32 = 14.
 * Luis 10 − 20 = −10 and Moni −20 + 10 = −10, best 10 each: Luis won round 1 at his
 * table, Moni won no round: Luis 12th, Moni 13th.
 */
export const FINAL = worked([
  ['Anna', 1, 60],
  ['Bert', 1, 60],
  ['Gitti', 3, 52],
  ['Kathi', 4, 48],
  ['Ida', 5, 40],
  ['Emil', 6, 40],
  ['Jörg', 7, 36],
  ['Dora', 8, 30],
  ['Chris', 9, 30],
  ['Franz', 10, 28],
  ['Hias', 11, 14],
  ['Luis', 12, -10],
  ['Moni', 13, -10],
]);

/** The seat that declares hand `h` at a table of `seats`: the one after the dealer (seat h). */
export const declarerSeat = (h: number, seats: number): number => (h + 1) % seats;

/** The hands table `names` (seat order) enters in `round` (1 or 2), declarers filled in. */
export function tableHands(names: readonly string[], round: 1 | 2): Played[] {
  const plan = planOf(round);
  return names.map((_, h) => {
    const seat = declarerSeat(h, names.length);
    const planned = plan[names[seat] as Player];
    if (!planned) throw new Error(`no hand planned for ${names[seat]}`);
    return { ...planned.hand, declarer: seat } as Played;
  });
}

/** Each seat's total after those hands: its own declared score (defenders stay, §1.5). */
export function tableTotals(names: readonly string[], round: 1 | 2): number[] {
  return names.map((name) => planOf(round)[name as Player].score);
}

/**
 * Round 2 cannot avoid every pair of round 1 (RULES.md §4 "Seats": the fewest): its table
 * of 5 takes players from only 3 tables of round 1, at best 2 + 2 + 1 (2 pairs met before),
 * and its tables of 4 at best 2 + 1 + 1 (1 pair each); 2 + 1 + 1 = 4, and it can be done:
 * round 1's tables of 4, 4 and 5 give 2, 2, 1 to the table of 5 and 1, 1, 2 to each table
 * of 4 (2 + 1 + 1 = 4, 2 + 1 + 1 = 4, 1 + 2 + 2 = 5 players). So exactly 4 pairs repeat.
 */
export const FEWEST_REPEATED_PAIRS = 4;

/** Rounds won at their table where no seating changes it (see the top of this file). */
export const WINS: Partial<Record<Player, number>> = { Anna: 2, Bert: 2, Luis: 1, Moni: 0 };
