import type { Game, GameResult, Status, Variant } from '../rules';
import type { CopyInfo } from '../db';
import { fewestTransfers, sessionNet, type Transfer } from '../rules/money';
import { moneyTerms, zeroSum } from '../rules/money';
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
  status: Status | 'stopped';
  /** Names with the best net, once the game counts. */
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
  const potLeft = result.pot !== undefined && result.pot > 0;
  const ended = result.status === 'finished' || row.stoppedEarly;
  // RULES.md §3: a Bavarian game pays out once its pot is empty; stopped with chips left it cannot.
  const counted = ended && !potLeft;
  const net = result.settlement.net;
  const best = Math.max(...net);
  const everyoneEqual = net.every((value) => value === best);
  return {
    id: row.id,
    number: index + 1,
    variant: game.variant,
    players: game.players,
    played: result.played,
    status: row.stoppedEarly && result.status !== 'finished' ? 'stopped' : result.status,
    winners: counted && !everyoneEqual ? game.players.filter((_, seat) => net[seat] === best) : [],
    counted,
    ...(counted ? {} : { notCounted: ended ? ('potNotEmpty' as const) : ('running' as const) }),
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
  return {
    games,
    players,
    net,
    pointTransfers: fewestTransfers(net),
    ...(terms && players.length > 0 ? { money: moneyView(net, terms) } : {}),
  };
}
