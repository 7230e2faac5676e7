/**
 * RULES.md §4 "A round": a round ends at a table at the game's own end (§1.6,
 * with the house rules' `endAt`), or after a fixed number of played hands.
 */
import { evaluate, type Game, type GameResult } from '../rules';

export type RoundEnd = { kind: 'gameEnd' } | { kind: 'hands'; hands: number };

/**
 * The played hands after which a round ends at a table of `seats`, or null
 * (the game's own end): the first multiple of the seats at or after
 * `handsPerRound`, so that every seat deals equally often (RULES.md §4).
 */
export function handsAtTable(end: RoundEnd, seats: number): number | null {
  if (end.kind === 'gameEnd') return null;
  return Math.ceil(end.hands / seats) * seats;
}

/** How a table's round stands: its result per seat, and whether the round is over there. */
export interface TableRound {
  /** Each seat's running total at the round's end, or as it stands (RULES.md §4 "Score"). */
  totals: number[];
  /** Played hands that count (redeals do not count). */
  played: number;
  /** The round's end is reached at this table. */
  over: boolean;
}

/**
 * A table's round from its game: the running totals (not the settlement) after
 * the last hand that counts. With a number of hands, hands played after it do
 * not count; a game stopped early counts as it stands. `result`: the game's fold,
 * when the caller has it already (it is folded here otherwise).
 */
export function tableRound(
  game: Game,
  end: RoundEnd,
  result: GameResult = evaluate(game).result,
): TableRound {
  const limit = handsAtTable(end, game.players.length);
  if (limit === null) {
    return Object.freeze({
      totals: Object.freeze(result.totals.slice()) as number[],
      played: result.played,
      over: result.status === 'finished',
    });
  }
  let played = 0;
  let totals = new Array<number>(game.players.length).fill(0);
  for (const hand of result.hands) {
    if (played === limit) break;
    if (hand.kind !== 'played') continue;
    played += 1;
    totals = hand.totals;
  }
  return Object.freeze({
    totals: Object.freeze(totals.slice()) as number[],
    played,
    over: played === limit,
  });
}
