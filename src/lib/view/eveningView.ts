import type { Game, GameResult, Status, Variant } from '../rules';
import type { CopyInfo } from '../db';
import { fewestTransfers, sessionNet, type Transfer } from '../rules/money';
import { moneyTerms, zeroSum } from '../rules/money';
import { outcome } from '../stats/outcome';
import { moneyView, type MoneyView } from './moneyView';
import type { TournamentTag } from '../tournament';

export { zeroSum } from '../rules/money';

/** A game of the evening as the evening screen lists it. */
export interface EveningGame {
  id: string;
  /** 1-based, in the order the games were started. */
  number: number;
  variant: Variant;
  players: string[];
  /** Played hands (redeals do not count). */
  played: number;
  /** The seat that deals next by the variant's rule: the next game at this table starts there. */
  nextDealer: number;
  status: Status | 'stopped';
  /** Names with the highest total, once the game counts; all equal: everyone (outcome.ts). */
  winners: string[];
  /** Whether its nets go into the evening (finished, or stopped and settleable). */
  counted: boolean;
  /** Why it does not count: still running, or a Bavarian pot that was not emptied. */
  notCounted?: 'running' | 'potNotEmpty';
  pot?: number;
  /** Kept beside a stored game it differs from by an import ("keep both"). */
  importedCopy?: true;
  /** Received from another phone (FORMAT.md "Between phones"): whose and when. */
  copy?: CopyInfo;
  /** Another phone keeps score of it now (db GameRow `elsewhere`). */
  elsewhere?: CopyInfo;
  /** A tournament table's game (RULES.md §4): it settles nothing, its standing is its result. */
  tournament?: true;
}

/** A player's sum of running totals over the evening's tournament games (RULES.md §4 Score). */
export interface EveningStanding {
  player: string;
  points: number;
}

export interface EveningView {
  games: EveningGame[];
  /** Everyone who played a counted game, in the order they first sat down. */
  players: string[];
  /** Net points over the counted games, per player. */
  net: number[];
  pointTransfers: Transfer[];
  money?: MoneyView;
  /**
   * The tournament games' standing, best first (present only when the evening has one): a
   * table's game settles no money, so it is in none of the nets, transfers or money above.
   */
  standing?: EveningStanding[];
  /** Every game is a tournament table's: the evening has nothing to settle or pay. */
  tournament?: true;
}

export interface EveningEntry {
  row: {
    id: string;
    stoppedEarly: boolean;
    meta?: Record<string, unknown>;
    copy?: CopyInfo;
    elsewhere?: CopyInfo;
    tournament?: TournamentTag;
  };
  game: Pick<Game, 'variant' | 'players'>;
  result: GameResult;
}

function summarise(entry: EveningEntry, index: number): EveningGame {
  const { row, game, result } = entry;
  const decided = outcome(result, row.stoppedEarly);
  // A tournament table's game settles no money (RULES.md §4): it never counts into the
  // evening's nets, and nothing about it waits to be settled.
  const tournament = row.tournament !== undefined;
  const counted = decided.counted && !tournament;
  const notCounted = tournament ? undefined : decided.notCounted;
  const winners = decided.counted ? decided.winners : [];
  return {
    id: row.id,
    number: index + 1,
    variant: game.variant,
    players: game.players,
    played: result.played,
    nextDealer: result.nextDealer,
    status: row.stoppedEarly && result.status !== 'finished' ? 'stopped' : result.status,
    winners: winners.map((seat) => game.players[seat]!),
    counted,
    ...(notCounted ? { notCounted } : {}),
    ...(result.pot !== undefined ? { pot: result.pot } : {}),
    ...(row.meta?.importedCopy !== undefined ? { importedCopy: true as const } : {}),
    ...(row.copy ? { copy: row.copy } : {}),
    ...(row.elsewhere ? { elsewhere: row.elsewhere } : {}),
    ...(tournament ? { tournament: true as const } : {}),
  };
}

/**
 * The tournament games' standing: each player's running totals (RULES.md §4 Score: a round's
 * result is the final running total, not a settlement), summed by name, a running game as it
 * stands; best first, equal points in the order the players first sat down.
 */
function standingOf(entries: readonly EveningEntry[]): EveningStanding[] {
  const points = new Map<string, number>();
  for (const { row, game, result } of entries) {
    if (row.tournament === undefined) continue;
    game.players.forEach((player, seat) =>
      points.set(player, (points.get(player) ?? 0) + (result.totals[seat] ?? 0)),
    );
  }
  return [...points]
    .map(([player, sum]) => ({ player, points: sum }))
    .sort((a, b) => b.points - a.points);
}

/**
 * The evening (RULES.md §1.7, Money): each player's net over its settled
 * games, matched by name, and who pays whom with the fewest transfers, in
 * points and, when the evening has a stake, in money.
 */
export function eveningView(
  entries: readonly EveningEntry[],
  session?: { stakePerPoint?: number; coin?: number },
): EveningView {
  const games = entries.map(summarise);
  const counted = entries.filter((_, i) => games[i]!.counted);
  const totals = sessionNet(
    counted.map((entry) => ({ players: entry.game.players, net: entry.result.settlement.net })),
  );
  const players = totals.map((entry) => entry.player);
  const net = zeroSum(totals.map((entry) => entry.net));
  const terms = moneyTerms(session);
  const money = terms && players.length > 0 ? moneyView(net, terms) : undefined;
  // `net` sums to exactly 0 (zeroSum), so the transfers are always there.
  const transfers = fewestTransfers(net);
  const standing = standingOf(entries);
  return {
    games,
    players,
    net,
    pointTransfers: transfers.ok ? transfers.value : [],
    ...(money ? { money } : {}),
    ...(standing.length > 0 ? { standing } : {}),
    ...(games.length > 0 && games.every((g) => g.tournament) ? { tournament: true as const } : {}),
  };
}
