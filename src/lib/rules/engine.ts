import { resolveHouseRules } from './houseRules';
import type { Game, GameResult, HandResult, Problem, Status } from './types';
import { VARIANT_RULES } from './variants';

interface Evaluation {
  result: GameResult;
  /** Problems only the course of the game reveals: a hand after the end, a declarer who sits out. */
  problems: Problem[];
}

/** Where a fold stands after some hands: all the next hand needs. */
interface FoldState {
  totals: number[];
  pot: number | undefined;
  dealer: number;
  played: number;
  triggered: boolean;
  endedAfter: number | null;
}

/**
 * Folds a game's hands into scores, totals, dealers and status. Pure: the
 * same facts always give the same result. Hands that break the course of the
 * game are reported and score nothing, so the fold itself never fails.
 */
export function evaluate(game: Game): Evaluation {
  const start = VARIANT_RULES[game.variant].start(
    game.players.length,
    resolveHouseRules(game.variant, game.houseRules),
  );
  const state: FoldState = {
    totals: start.totals,
    pot: start.pot,
    dealer: game.firstDealer,
    played: 0,
    triggered: false,
    endedAfter: null,
  };
  return fold(game, state, []);
}

/**
 * The same as `evaluate(game)`, given `before`: evaluate's result, without problems, of the
 * same game (variant, players, first dealer, house rules) with only its first
 * `before.hands.length` hands, each the same. The fold goes on from where `before` stands,
 * so a hand added to a game of 10,000 folds one hand, not 10,001 (every save checks the
 * changed game, src/lib/db/validate.ts). A finished `before` folds the game anew (its end
 * is not in the result; any hand after it is refused anyway).
 */
export function evaluateAfter(game: Game, before: GameResult): Evaluation {
  if (before.status === 'finished' || before.hands.length > game.hands.length) {
    return evaluate(game);
  }
  const state: FoldState = {
    totals: before.totals.slice(),
    pot: before.pot,
    dealer: before.nextDealer,
    played: before.played,
    // 'lastRound': the end was reached and the round is being completed (see the status below).
    triggered: before.status === 'lastRound',
    endedAfter: null,
  };
  return fold(game, state, before.hands.slice());
}

/** The fold from `state` on, from the hand after `hands` (the results so far, added to). */
function fold(game: Game, state: FoldState, hands: HandResult[]): Evaluation {
  const variant = VARIANT_RULES[game.variant];
  const rules = resolveHouseRules(game.variant, game.houseRules);
  const seats = game.players.length;
  const problems: Problem[] = [];
  const { totals } = state;
  let { pot, dealer, played, triggered, endedAfter } = state;

  // A plain loop with one object per hand: this fold runs on every save and on every
  // screen that shows the game, over games of 1,000 hands and more.
  for (let index = hands.length; index < game.hands.length; index++) {
    const hand = game.hands[index]!;
    const sitsOut = variant.sitsOut(dealer, seats, rules);
    if (endedAfter !== null || hand.kind === 'redeal') {
      if (endedAfter !== null) {
        problems.push({ path: `hands[${index}]`, code: 'afterEnd', params: { hand: endedAfter } });
      }
      // RULES.md §1.1: a redeal scores nothing and the same dealer deals again.
      hands.push({
        index,
        kind: hand.kind,
        dealer,
        sitsOut,
        scores: zeros(seats),
        totals: totals.slice(),
      });
      continue;
    }
    if (hand.declarer === sitsOut) {
      problems.push({
        path: `hands[${index}].declarer`,
        code: 'declarerSitsOut',
        params: { seat: hand.declarer },
      });
    }
    const score = variant.scoreHand(hand, { seats, dealer, sitsOut, rules, pot });
    for (let seat = 0; seat < seats; seat++) totals[seat]! += score.scores[seat]!;
    pot = score.pot;
    played += 1;
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
    if (pot !== undefined) result.pot = pot;
    hands.push(result);
    dealer = variant.nextDealer(dealer, hand, seats);

    // RULES.md §1.6, §2, §3: when the game ends.
    if (!triggered) triggered = variant.reachesEnd(totals, pot, rules);
    if (triggered && variant.overAfter(played, seats)) endedAfter = index;
  }

  const status: Status = endedAfter !== null ? 'finished' : triggered ? 'lastRound' : 'running';
  const result: GameResult = {
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
  return { result, problems };
}

/** The derived view of a valid game (see `readGame` for untrusted input). */
export function scoreGame(game: Game): GameResult {
  return evaluate(game).result;
}

function zeros(seats: number): number[] {
  return new Array<number>(seats).fill(0);
}
