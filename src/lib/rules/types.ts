/**
 * The facts a table records, as the game file (FORMAT.md) holds them, and the
 * shapes the engine derives from them. Lists are `as const` so that the types
 * follow from them and the reader can check membership at run time.
 */

export const VARIANTS = ['bauerntarock', 'dobbm', 'bavarian'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Every contract of every variant; each variant allows its own subset. */
export const CONTRACTS = ['hineinschauen', 'sumpern', 'dobbm', 'solo', 'widow', 'hand'] as const;
export type Contract = (typeof CONTRACTS)[number];

export const SIDES = ['declarer', 'defenders'] as const;
export type Side = (typeof SIDES)[number];

export const SPATZ_RESULTS = ['won', 'lost'] as const;
export type SpatzResult = (typeof SPATZ_RESULTS)[number];

/** Who took tricks: `none` is Matsch (gmotschd), `all` is every trick to the declarer. */
export const TRICKS = ['some', 'none', 'all'] as const;
export type Tricks = (typeof TRICKS)[number];

/** RULES.md §1.2: the plain target and the announcements in steps of 5. */
export const PLAIN_TARGET = 61;
export const ANNOUNCED_TARGETS = [61, 66, 71, 76, 81, 86, 91, 96, 101, 106, 111, 116] as const;
export type Announced = number | 'all';

/** FORMAT.md: `meta` (top level and per hand) is nested at most this deep. */
export const META_DEPTH = 64;
/** FORMAT.md: a hand's `note` is at most this many characters. */
export const NOTE_LENGTH = 500;

/** Card points in the pack (RULES.md, Terms). */
export const PACK_POINTS = 120;

export interface SpatzEvent {
  /** The side that played the Spatz (the heart six). */
  side: Side;
  /** `won`: its own side took the trick; `lost`: the other side captured it. */
  result: SpatzResult;
  lastTrick: boolean;
}

interface HandExtras {
  note?: string;
  meta?: Record<string, unknown>;
}

/** Everyone passed, or the dealer granted Schöneres: scores nothing, same dealer. */
export interface Redeal extends HandExtras {
  kind: 'redeal';
}

/**
 * A played hand. Defaults are filled in by the reader (announced 61,
 * doublings 0, declarerTricks `some`); Bavarian hands always carry those
 * defaults. At most one of the two point fields is set, as the table entered it.
 * The reader hands out every field, in this order, an absent optional one as
 * `undefined` (readHand.ts): one object layout for the fold and the statistics.
 */
export interface PlayedHand extends HandExtras {
  kind: 'played';
  declarer: number;
  contract: Contract;
  announced: Announced;
  doublings: number;
  declarerPoints?: number;
  defenderPoints?: number;
  declarerTricks: Tricks;
  spatz?: SpatzEvent;
}

export type Hand = Redeal | PlayedHand;

interface SpatzValues {
  won: number;
  wonLast: number;
  lost: number;
  lostLast: number;
}

/** Every house rule of RULES.md with its type; defaults live in houseRules.ts. */
export interface HouseRules {
  endAt: number | null;
  extraPenalty: number;
  extraPenaltyTies: 'each' | 'split';
  handGameDoubles: boolean;
  maxDoublings: number;
  spatz: SpatzValues;
  matschMultiplier: number;
  dealerSitsOut: boolean;
  ante: number;
  raiseBonus: number;
}
export type HouseRuleName = keyof HouseRules;

/** What a game file may say about house rules: any subset, `spatz` in part. */
export type HouseRuleOverrides = Partial<Omit<HouseRules, 'spatz'>> & {
  spatz?: Partial<SpatzValues>;
};

/** One game (Partie): the facts of FORMAT.md, defaults filled in. */
export interface Game {
  variant: Variant;
  players: string[];
  firstDealer: number;
  houseRules: HouseRuleOverrides;
  hands: Hand[];
  meta?: Record<string, unknown>;
}

/**
 * A problem found in a game's facts: a stable code, the field's path, parameters for the
 * message. The code's type is a parameter so that storage can add codes of its own rows
 * (src/lib/files/problems.ts) without the rules knowing them; by default a game's codes.
 */
export interface Problem<Code extends string = GameProblemCode> {
  path: string;
  code: Code;
  params?: Record<string, string | number>;
}

/** The codes a game's facts and the hand-entry form can report. */
export type GameProblemCode = ProblemCode | EntryProblemCode;

/** Every problem the reader reports; each has a message in both languages (i18n/problems.ts). */
export type ProblemCode =
  | 'notJson'
  | 'notObject'
  | 'notArray'
  | 'unknownKey'
  | 'missing'
  | 'notString'
  | 'notBoolean'
  | 'notWhole'
  | 'notAtLeast'
  | 'notBetween'
  | 'notOneOf'
  | 'impossiblePoints'
  | 'emptyName'
  | 'duplicateName'
  | 'playerCount'
  | 'noSuchSeat'
  | 'notForVariant'
  | 'dealerSitsOutNeedsFour'
  | 'announceNeedsHandGame'
  | 'tooManyDoublings'
  | 'pointsBoth'
  | 'pointsMissing'
  | 'pointsContradictTricks'
  | 'spatzImpossible'
  | 'declarerSitsOut'
  | 'afterEnd'
  | 'tooLarge'
  | 'tooManyHands'
  | 'numberTooLarge'
  | 'tooLong'
  | 'controlCharacter'
  | 'bidiControl'
  | 'tooDeep'
  | 'repeatedId'
  // A file's bytes.
  | 'notUtf8';

/**
 * Problems the hand-entry form finds before a hand is a hand: not errors of a
 * game file (a failed "all tricks" may leave the points out, FORMAT.md), but
 * questions the table has to answer before the score means anything.
 */
export type EntryProblemCode =
  /** "All tricks" announced, and nothing yet says whether the declarer took them. */
  | 'allTricksOpen'
  /** A minus typed alone into the card points (card points are never below 0). */
  | 'pointsNegative';

export type Result<T, Code extends string = GameProblemCode> =
  { ok: true; value: T } | { ok: false; problems: Problem<Code>[] };

export type Status = 'running' | 'lastRound' | 'finished';

/** How a hand's score was reached, for the table to read. */
export interface Explanation {
  /** Language-neutral arithmetic, e.g. "(67 + 5 − 60) × 2 = 24". */
  formula: string;
  /** The declarer's card points with the talon (RULES.md §1.3). */
  declarerPoints?: number;
  spatz?: number;
  doublings?: number;
  target?: number | 'all';
  matsch?: boolean;
}

export interface HandResult {
  index: number;
  kind: Hand['kind'];
  dealer: number;
  /** The seat that sits this hand out (the dealer at 5, or by house rule), or null. */
  sitsOut: number | null;
  declarer?: number;
  made?: boolean;
  /** What the hand added to each seat's total. */
  scores: number[];
  /** Running totals after this hand. */
  totals: number[];
  /** Bavarian: chips in the pot after this hand. */
  pot?: number;
  explanation?: Explanation;
}

export interface Payment {
  from: number;
  to: number;
  /** difference + extra: what `from` hands to `to`. */
  points: number;
  /** The share of the difference between the totals. */
  difference: number;
  /** The share of the Extrapönale. */
  extra: number;
}

export interface Settlement {
  /** Each seat's result; exact values may be fractions (split ties). */
  net: number[];
  payments: Payment[];
  winners: number[];
  /** Seats that pay the Extrapönale (empty when nobody does). */
  losers: number[];
}

export interface GameResult {
  variant: Variant;
  rules: HouseRules;
  hands: HandResult[];
  totals: number[];
  status: Status;
  handsLeft: number | null;
  nextDealer: number;
  /** Who sits out the next hand, or null. */
  nextSitsOut: number | null;
  /** Played hands so far (redeals do not count); the round number is derived from it. */
  played: number;
  pot?: number;
  settlement: Settlement;
}
