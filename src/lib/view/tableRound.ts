/**
 * A tournament table's game as its phone shows it (RULES.md §4): which tournament, round
 * and table, the hand being played of the round's hands, and whether the round is over at
 * this table. From the game's tag (the table's code) and its result only.
 */
import type { Status } from '../rules';
import type { TournamentTag } from '../tournament/types';

export interface TableRoundView {
  name: string;
  round: number;
  /** 1-based. */
  table: number;
  /** The hand being played (1-based), or the last one once the round is over. */
  hand: number;
  /** The round's hands at this table; null: the round ends at the game's own end. */
  of: number | null;
  /** Over here: the round's hands are in, or the table ended it early (`stopped`). */
  over: boolean;
  /** Ended early at this table (StopGame): the sheet counts as it stands, no more hands. */
  stopped: boolean;
}

/** The line and the end of a table's round after `played` hands that count. */
export function tableRoundView(
  tag: TournamentTag,
  played: number,
  status: Status,
  stopped = false,
): TableRoundView {
  const of = tag.hands ?? null;
  const over = stopped || (of === null ? status === 'finished' : played >= of);
  return {
    name: tag.name ?? '',
    round: tag.round,
    table: tag.table + 1,
    hand: over ? played : played + 1,
    of,
    over,
    stopped,
  };
}

/**
 * A game's status as "resume" on the start screen takes it: a tournament table's game whose
 * round is over is done here (its hands belong to no later round), so it is no longer the
 * next thing to do.
 */
export function resumeStatus(
  tag: TournamentTag | undefined,
  result: { status: Status; played: number },
): Status {
  return tag && tableRoundView(tag, result.played, result.status).over ? 'finished' : result.status;
}
