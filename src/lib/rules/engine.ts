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
  const variant = VARIANT_RULES[game.variant];
  const rules = resolveHouseRules(game.variant, game.houseRules);
  const table: Table = { variant, rules, seats: game.players.length };
  const start = variant.start(table.seats, rules);
  const course: Course = {
    totals: start.totals,
    pot: start.pot,
    dealer: game.firstDealer,
    played: 0,
    triggered: false,
    endedAfter: null,
  };
  const problems: Problem[] = [];
  const hands: HandResult[] = [];

  // A plain loop with one object per hand: this fold runs on every save and on every
  // screen that shows the game, over games of 1,000 hands and more.
  for (let index = 0; index < game.hands.length; index++) {
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
    ...(pot === undefined ? {} : { pot }),
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
