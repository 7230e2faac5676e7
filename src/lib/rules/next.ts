import type { Game, GameResult, Hand, Problem } from './types';
import type { HandScore } from './variant';
import { VARIANT_RULES } from './variants';

export interface NextHand {
  /** Problems only the course of the game shows: the game is over, the declarer sits out. */
  problems: Problem[];
  /** The hand's score as the fold would give it (undefined for a redeal, which scores nothing). */
  score?: HandScore;
}

/**
 * The hand after the last of a game whose fold is known (`result` =
 * evaluate(game).result): what folding the game with `hand` appended would
 * say of that hand, without folding the game again. The hand entry asks this
 * on every keystroke, over games of 1,000 hands and more. `hand` is a read
 * hand (readGameHand), so only the game's course is left to judge.
 */
export function scoreNextHand(game: Game, result: GameResult, hand: Hand): NextHand {
  const index = game.hands.length;
  if (result.status === 'finished') {
    // RULES.md §1.6: no hand, a redeal neither, after the end (a stored game ends on its last hand).
    return {
      problems: [{ path: `hands[${index}]`, code: 'afterEnd', params: { hand: index - 1 } }],
    };
  }
  if (hand.kind === 'redeal') return { problems: [] };
  const sitsOut = result.nextSitsOut;
  const problems: Problem[] =
    hand.declarer === sitsOut
      ? [
          {
            path: `hands[${index}].declarer`,
            code: 'declarerSitsOut',
            params: { seat: hand.declarer },
          },
        ]
      : [];
  const score = VARIANT_RULES[game.variant].scoreHand(hand, {
    seats: game.players.length,
    dealer: result.nextDealer,
    sitsOut,
    rules: result.rules,
    pot: result.pot,
  });
  return { problems, score };
}
