import { readFileSync } from 'node:fs';
import type { HouseRuleOverrides, Variant } from '../../src/lib/rules';

/**
 * What the browser tests expect of a game they play: numbers from fixture files, never
 * from the engine under test. A shared example brings its own .expected.json
 * (tests/fixtures/examples/); the other games are in tests/fixtures/e2e/, worked out by hand
 * from RULES.md with the arithmetic next to each number.
 */

/** A hand as FORMAT.md writes it: the optional fields may be left out. */
export type FileHand =
  | { kind: 'redeal' }
  | {
      kind: 'played';
      declarer: number;
      contract: string;
      announced?: number | 'all';
      doublings?: number;
      declarerTricks?: 'some' | 'none' | 'all';
      declarerPoints?: number;
      defenderPoints?: number;
      spatz?: { side: 'declarer' | 'defenders'; result: 'won' | 'lost'; lastTrick?: boolean };
    };

export type Status = 'running' | 'lastRound' | 'finished';

/** A game file's facts (FORMAT.md), without `format` and `version`. */
export interface GameFacts {
  variant?: Variant;
  players: string[];
  firstDealer?: number;
  houseRules?: HouseRuleOverrides;
  hands: FileHand[];
}

/** The game screen after one hand: what its hooks show. */
export interface Shown {
  totals: number[];
  status: Status;
  handsLeft: number | null;
  /** The seat dealing next. */
  dealer: number;
}

export interface Step extends Shown {
  /** What the hand adds to each seat. */
  scores: number[];
  /** The declarer's score of the hand, as the live preview shows it; none for a redeal. */
  preview?: number;
}

export interface Expected {
  game: GameFacts & { firstDealer: number };
  steps: Step[];
  /** After the last hand. */
  final: Shown & { net: number[]; pot?: number };
}

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8'));

interface ExpectedFile {
  hands: { kind: string; dealer: number; scores: number[]; declarer?: number }[];
  totals: number[];
  status: Status;
  handsLeft: number | null;
  nextDealer: number;
  pot?: number;
  settlement: { net: number[] };
}

interface ExampleSteps {
  example: string;
  hands: { status: Status; handsLeft: number | null }[];
}

interface HandWorked {
  game: GameFacts;
  start?: { totals: number[] };
  hands: (Shown & { scores: number[]; pot?: number })[];
  settlement?: { net: number[] };
}

/**
 * A shared example as played hand by hand: scores, dealers and the final state from its
 * .expected.json, status and hands left after each hand from tests/fixtures/e2e/examples.json.
 */
export function playedExample(name: string): Expected {
  const steps = (fixture('e2e/examples.json') as Record<string, ExampleSteps>)[name];
  if (!steps) throw new Error(`tests/fixtures/e2e/examples.json has no ${name}`);
  const file = fixture(`examples/${name}.json`) as GameFacts;
  const expected = fixture(`examples/${name}.expected.json`) as ExpectedFile;
  const game = { ...file, firstDealer: file.firstDealer ?? 0, hands: file.hands ?? [] };
  if (steps.hands.length !== game.hands.length) throw new Error(`${name}: one step per hand`);
  let totals = game.players.map(() => 0);
  const played: Step[] = expected.hands.map((hand, index) => {
    totals = totals.map((total, seat) => total + hand.scores[seat]!);
    return {
      scores: hand.scores,
      preview: hand.declarer === undefined ? undefined : hand.scores[hand.declarer],
      totals,
      status: steps.hands[index]!.status,
      handsLeft: steps.hands[index]!.handsLeft,
      dealer: expected.hands[index + 1]?.dealer ?? expected.nextDealer,
    };
  });
  const final = {
    totals: expected.totals,
    status: expected.status,
    handsLeft: expected.handsLeft,
    dealer: expected.nextDealer,
    net: expected.settlement.net,
    ...(expected.pot === undefined ? {} : { pot: expected.pot }),
  };
  // The two fixtures must agree with each other: the hand scores add up to the totals.
  if (JSON.stringify(shownAt(played.at(-1)!)) !== JSON.stringify(shownAt(final)))
    throw new Error(`${name}: examples.json and .expected.json disagree on the end`);
  return { game, steps: played, final };
}

/** A game of tests/fixtures/e2e/FILE.json, worked out by hand. */
export function handWorked(file: string, name: string): Expected {
  const worked = (fixture(`e2e/${file}.json`) as Record<string, HandWorked>)[name];
  if (!worked) throw new Error(`tests/fixtures/e2e/${file}.json has no ${name}`);
  const game = { ...worked.game, firstDealer: worked.game.firstDealer ?? 0 };
  if (worked.hands.length !== game.hands.length) throw new Error(`${name}: one step per hand`);
  // Check the hand arithmetic: each total is the one before plus the hand's score.
  let totals = worked.start?.totals ?? game.players.map(() => 0);
  const steps = worked.hands.map((step, index): Step => {
    totals = totals.map((total, seat) => total + step.scores[seat]!);
    if (JSON.stringify(totals) !== JSON.stringify(step.totals))
      throw new Error(`${file}.json ${name} hand ${index}: totals do not add up`);
    const hand = game.hands[index]!;
    return {
      scores: step.scores,
      preview: hand.kind === 'played' ? step.scores[hand.declarer] : undefined,
      totals: step.totals,
      status: step.status,
      handsLeft: step.handsLeft,
      dealer: step.dealer,
    };
  });
  const last = worked.hands.at(-1)!;
  const final = {
    totals: last.totals,
    status: last.status,
    handsLeft: last.handsLeft,
    dealer: last.dealer,
    net: worked.settlement?.net ?? [],
    ...(last.pot === undefined ? {} : { pot: last.pot }),
  };
  return { game, steps, final };
}

/** A step as the screen hooks show it. */
export function shownAt({ totals, status, handsLeft, dealer }: Shown): Shown {
  return { totals, status, handsLeft, dealer };
}
