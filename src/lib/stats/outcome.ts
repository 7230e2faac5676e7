import type { GameResult } from '../rules';

/**
 * A game's outcome: who won, who came last, and whether it counts. The one
 * place this is decided; the evening, the settlement screen (and its print)
 * and the statistics all read it here, so they cannot disagree.
 */
export interface Outcome {
  /**
   * Seats with the highest total. A shared top counts for each tied seat
   * (RULES.md §4 "shared tops count for each"); all totals equal: every seat.
   */
  winners: number[];
  /**
   * Seats with the lowest total, who pay the Extrapönale (RULES.md §1.7);
   * Bavarian (§3) has none, and its last are the lowest final totals. All
   * totals equal: nobody pays, so nobody is last.
   */
  last: number[];
  /**
   * Whether its nets go into the evening and the statistics: finished, or
   * stopped early; a Bavarian game only once its pot is empty (RULES.md §3:
   * the game ends when the pot is empty). A running game counts nowhere.
   */
  counted: boolean;
  /** Why it does not count: still running, or a Bavarian pot that was not emptied. */
  notCounted: 'running' | 'potNotEmpty' | undefined;
}

export type OutcomeResult = Pick<GameResult, 'status' | 'totals' | 'pot'>;

const potLeft = (result: OutcomeResult): boolean => result.pot !== undefined && result.pot > 0;

/** `outcome(result, stoppedEarly).counted`, without the standing. */
export function counts(result: OutcomeResult, stoppedEarly: boolean): boolean {
  return (result.status === 'finished' || stoppedEarly) && !potLeft(result);
}

/**
 * Winners and last are the standing as it is; `counted` says whether it is final. Plain
 * loops: the statistics ask this of every game of every evening (bench (e)).
 */
export function outcome(result: OutcomeResult, stoppedEarly: boolean): Outcome {
  const totals = result.totals;
  const ended = result.status === 'finished' || stoppedEarly;
  const counted = ended && !potLeft(result);
  let top = -Infinity;
  let bottom = Infinity;
  for (const total of totals) {
    if (total > top) top = total;
    if (total < bottom) bottom = total;
  }
  const winners: number[] = [];
  const last: number[] = [];
  for (let seat = 0; seat < totals.length; seat++) {
    if (totals[seat] === top) winners.push(seat);
    // All totals equal: nobody pays, so nobody is last.
    else if (totals[seat] === bottom) last.push(seat);
  }
  // One shape whether it counts or not (statistics read it for every game).
  const notCounted = counted ? undefined : ended ? 'potNotEmpty' : 'running';
  return { winners, last, counted, notCounted };
}
