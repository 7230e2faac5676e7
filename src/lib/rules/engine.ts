import { resolveHouseRules } from './houseRules';
import type {
  Game,
  GameResult,
  Hand,
  HandResult,
  HouseRules,
  PlayedHand,
  Problem,
  Status,
} from './types';
import type { VariantRules } from './variant';
import { VARIANT_RULES } from './variants';

interface Evaluation {
  result: GameResult;
  /** Problems only the course of the game reveals: a hand after the end, a declarer who sits out. */
  problems: Problem[];
}

/** What one hand of the fold hands to the next. */
interface Course {
  totals: number[];
  pot: number | undefined;
  dealer: number;
  played: number;
  /** A total reached the end (RULES.md §1.6, §2, §3): the last round runs. */
  triggered: boolean;
  /** The hand after which the game is over, once it is. */
  endedAfter: number | null;
}

/** The table a game is played at: what every hand's scoring reads. */
interface Table {
  variant: VariantRules;
  rules: HouseRules;
  seats: number;
}

/**
 * Folds a game's hands into scores, totals, dealers and status. Pure: the
 * same facts always give the same result. Hands that break the course of the
 * game are reported and score nothing, so the fold itself never fails.
 */
export function evaluate(game: Game): Evaluation {
  const table = tableOf(game);
  const start = table.variant.start(table.seats, table.rules);
  const course: Course = {
    totals: start.totals,
    pot: start.pot,
    dealer: game.firstDealer,
    played: 0,
    triggered: false,
    endedAfter: null,
  };
  return fold(game, table, course, []);
}

/**
 * The same as `evaluate(game)`, given `before`: evaluate's result, without problems, of the
 * same game (variant, players, first dealer, house rules) with only its first
 * `before.hands.length` hands, each the same. The fold goes on from where `before` stands,
 * so a hand added to a game of 10,000 folds one hand, not 10,001 (every save checks the
 * changed game, src/lib/files/validate.ts). A finished `before` folds the game anew (its end
 * is not in the result; any hand after it is refused anyway).
 */
export function evaluateAfter(game: Game, before: GameResult): Evaluation {
  if (before.status === 'finished' || before.hands.length > game.hands.length) {
    return evaluate(game);
  }
  const course: Course = {
    totals: before.totals.slice(),
    pot: before.pot,
    dealer: before.nextDealer,
    played: before.played,
    // 'lastRound': the end was reached and the round is being completed (see the status below).
    triggered: before.status === 'lastRound',
    endedAfter: null,
  };
  return fold(game, tableOf(game), course, before.hands.slice());
}

function tableOf(game: Game): Table {
  const variant = VARIANT_RULES[game.variant];
  const rules = resolveHouseRules(game.variant, game.houseRules);
  return { variant, rules, seats: game.players.length };
}

/** The fold from `course` on, from the hand after `hands` (the results so far, added to). */
function fold(game: Game, table: Table, course: Course, hands: HandResult[]): Evaluation {
  const { variant, rules } = table;
  const problems: Problem[] = [];

  // A plain loop with one object per hand: this fold runs on every save and on every
  // screen that shows the game, over games of 1,000 hands and more.
  for (let index = hands.length; index < game.hands.length; index++) {
    const hand = game.hands[index]!;
    const sitsOut = variant.sitsOut(course.dealer, table.seats, rules);
    if (course.endedAfter !== null || hand.kind === 'redeal') {
      if (course.endedAfter !== null) {
        problems.push({
          path: `hands[${index}]`,
          code: 'afterEnd',
          params: { hand: course.endedAfter },
        });
      }
      hands.push(scoreless(index, hand.kind, course, sitsOut, table.seats));
      continue;
    }
    if (hand.declarer === sitsOut) {
      problems.push({
        path: `hands[${index}].declarer`,
        code: 'declarerSitsOut',
        params: { seat: hand.declarer },
      });
    }
    hands.push(playHand(table, hand, index, sitsOut, course));
  }
  return { result: gameResult(game, table, hands, course), problems };
}

/**
 * RULES.md §1.1: a redeal scores nothing and the same dealer deals again; a
 * hand after the end (reported by the caller) scores nothing either.
 */
function scoreless(
  index: number,
  kind: Hand['kind'],
  course: Course,
  sitsOut: number | null,
  seats: number,
): HandResult {
  return {
    index,
    kind,
    dealer: course.dealer,
    sitsOut,
    scores: zeros(seats),
    totals: course.totals.slice(),
  };
}

/** One played hand: its scores go to the totals (and the pot), and the deal moves on. */
function playHand(
  { variant, rules, seats }: Table,
  hand: PlayedHand,
  index: number,
  sitsOut: number | null,
  course: Course,
): HandResult {
  const { dealer, totals } = course;
  const score = variant.scoreHand(hand, { seats, dealer, sitsOut, rules, pot: course.pot });
  for (let seat = 0; seat < seats; seat++) totals[seat]! += score.scores[seat]!;
  course.pot = score.pot;
  course.played += 1;
  const result: HandResult = {
    index,
    kind: 'played',
    dealer,
    sitsOut,
    declarer: hand.declarer,
    made: score.made,
    scores: score.scores,
    totals: totals.slice(),
    explanation: score.explanation,
  };
  // Only a variant with a pot reports it (FORMAT.md: bavarian hands carry "pot").
  if (course.pot !== undefined) result.pot = course.pot;
  course.dealer = variant.nextDealer(dealer, hand, seats);

  // RULES.md §1.6, §2, §3: when the game ends.
  if (!course.triggered) course.triggered = variant.reachesEnd(totals, course.pot, rules);
  if (course.triggered && variant.overAfter(course.played, seats)) course.endedAfter = index;
  return result;
}

/** The game as it stands after its last hand: status, what comes next, the settlement. */
function gameResult(
  game: Game,
  { variant, rules, seats }: Table,
  hands: HandResult[],
  course: Course,
): GameResult {
  const { totals, pot, dealer, played } = course;
  const status: Status =
    course.endedAfter !== null ? 'finished' : course.triggered ? 'lastRound' : 'running';
  return {
    variant: game.variant,
    rules,
    hands,
    totals,
    status,
    handsLeft: variant.handsLeft(status, played, seats),
    nextDealer: dealer,
    nextSitsOut: variant.sitsOut(dealer, seats, rules),
    played,
    // Present (undefined without a pot) rather than spread in: one layout of result, which
    // V8 keeps across collections, for every reader of every game (bench (e)).
    pot,
    settlement: variant.settle(totals, rules),
  };
}

/** The derived view of a valid game (see `readGame` for untrusted input). */
export function scoreGame(game: Game): GameResult {
  return evaluate(game).result;
}

function zeros(seats: number): number[] {
  return new Array<number>(seats).fill(0);
}
