import { resolveHouseRules } from './houseRules';
import { settle } from './settlement';
import type { Game, GameResult, HandResult, Problem, Settlement, Status } from './types';
import { VARIANT_RULES } from './variants';

export interface Evaluation {
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
  const hasPot = variant.end === 'pot';

  // RULES.md §3: every player antes; a total starts at minus the ante.
  const totals = new Array<number>(seats).fill(hasPot ? -rules.ante : 0);
  let pot = hasPot ? rules.ante * seats : 0;
  let dealer = game.firstDealer;
  let played = 0;
  let triggered = false;
  let endedAfter: number | null = null;
  const hands: HandResult[] = [];

  // A plain loop with one object per hand: this fold runs on every save and on every
  // screen that shows the game, over games of 1,000 hands and more (issue 5, bench (d)).
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
    pot -= score.fromPot;
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
    if (hasPot) result.pot = pot;
    hands.push(result);
    dealer = variant.nextDealer(dealer, hand, seats);

    // RULES.md §1.6, §2, §3: when the game ends.
    const reached = rules.endAt !== null && totals.some((total) => total >= rules.endAt!);
    if (variant.end === 'round') {
      triggered ||= reached;
      if (triggered && played % seats === 0) endedAfter = index;
    } else if (variant.end === 'immediate') {
      if (reached) endedAfter = index;
    } else if (pot <= 0) {
      endedAfter = index;
    }
  }

  const finished = endedAfter !== null;
  const status: Status = finished ? 'finished' : triggered ? 'lastRound' : 'running';
  let handsLeft: number | null = null;
  if (!hasPot) {
    if (status === 'finished') handsLeft = 0;
    else if (status === 'lastRound') handsLeft = seats - (played % seats);
  }
  const settlement: Settlement = hasPot
    ? { net: [...totals], payments: [], winners: [], losers: [] }
    : settle(totals, rules);

  return {
    result: {
      variant: game.variant,
      rules,
      hands,
      totals,
      status,
      handsLeft,
      nextDealer: dealer,
      nextSitsOut: variant.sitsOut(dealer, seats, rules),
      played,
      ...(hasPot ? { pot } : {}),
      settlement,
    },
    problems,
  };
}

/** The derived view of a valid game (see `readGame` for untrusted input). */
export function scoreGame(game: Game): GameResult {
  return evaluate(game).result;
}

function zeros(seats: number): number[] {
  return new Array<number>(seats).fill(0);
}
