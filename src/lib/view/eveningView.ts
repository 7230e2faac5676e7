import type { Game, GameResult, Status, Variant } from '../rules';
import type { CopyInfo } from '../db';
import { fewestTransfers, sessionNet, type Transfer } from '../rules/money';
import { moneyTerms, zeroSum } from '../rules/money';
import { outcome } from '../stats/outcome';
import { moneyView, type MoneyView } from './moneyView';

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
}

export interface EveningView {
  games: EveningGame[];
  /** Everyone who played a counted game, in the order they first sat down. */
  players: string[];
  /** Net points over the counted games, per player. */
  net: number[];
  pointTransfers: Transfer[];
  money?: MoneyView;
}

export interface EveningEntry {
  row: {
    id: string;
    stoppedEarly: boolean;
    meta?: Record<string, unknown>;
    copy?: CopyInfo;
    elsewhere?: CopyInfo;
  };
  game: Pick<Game, 'variant' | 'players'>;
  result: GameResult;
}

function summarise(entry: EveningEntry, index: number): EveningGame {
  const { row, game, result } = entry;
  const { winners, counted, notCounted } = outcome(result, row.stoppedEarly);
  return {
    id: row.id,
    number: index + 1,
    variant: game.variant,
    players: game.players,
    played: result.played,
    nextDealer: result.nextDealer,
    status: row.stoppedEarly && result.status !== 'finished' ? 'stopped' : result.status,
    winners: counted ? winners.map((seat) => game.players[seat]!) : [],
    counted,
    ...(notCounted ? { notCounted } : {}),
    ...(result.pot !== undefined ? { pot: result.pot } : {}),
    ...(row.meta?.importedCopy !== undefined ? { importedCopy: true as const } : {}),
    ...(row.copy ? { copy: row.copy } : {}),
    ...(row.elsewhere ? { elsewhere: row.elsewhere } : {}),
  };
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
  return {
    games,
    players,
    net,
    pointTransfers: transfers.ok ? transfers.value : [],
    ...(money ? { money } : {}),
  };
}
