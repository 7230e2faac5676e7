import { resolveHouseRules } from './houseRules';
import type { Game, GameResult, HandResult, Problem, Status } from './types';
import { VARIANT_RULES } from './variants';

interface Evaluation {
  result: GameResult;
  /** Problems only the course of the game reveals: a hand after the end, a declarer who sits out. */
  problems: Problem[];
}

/**
 * Folds a game's hands into scores, totals, dealers and status. Pure: the
 * same facts always give the same result. Hands that break the course of the
 * game are reported and score nothing, so the fold itself never fails.
 */
export function evaluate(game: Game): Evaluation {
  const variant = VARIANT_RULES[game.variant];
  const rules = resolveHouseRules(game.variant, game.houseRules);
  const seats = game.players.length;
  const problems: Problem[] = [];

  const start = variant.start(seats, rules);
  const totals = start.totals;
  let pot = start.pot;
  let dealer = game.firstDealer;
  let played = 0;
  let triggered = false;
  let endedAfter: number | null = null;
  const hands: HandResult[] = [];

  // A plain loop with one object per hand: this fold runs on every save and on every
  // screen that shows the game, over games of 1,000 hands and more.
  for (let index = 0; index < game.hands.length; index++) {
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
