import type { Game, GameResult } from '../rules';
import { fewestTransfers } from '../rules/money';
import { outcome } from '../stats/outcome';
import { moneyTerms, moneyView, type MoneyView } from './moneyView';

export interface RankedSeat {
  seat: number;
  name: string;
  /** 1-based; tied seats share a rank. */
  rank: number;
  total: number;
  net: number;
}

/** One line of "who pays whom" in points; the Extrapönale is kept apart. */
export interface PointsPayment {
  from: number;
  to: number;
  difference: number;
  extra: number;
}

export interface SettlementView {
  /** `tarock`: RULES.md §1.7 (Bauerntarock, Dobbm); `pot`: §3 (Bavarian chips). */
  kind: 'tarock' | 'pot';
  players: string[];
  ranking: RankedSeat[];
  net: number[];
  payments: PointsPayment[];
  /** The Extrapönale in force and who pays it (tarock only). */
  extraPenalty: number;
  extraPenaltyTies: 'each' | 'split';
  /** Who pays the Extrapönale and who shares its payments, as the settlement splits them. */
  losers: number[];
  winners: number[];
  /** Who won the game (outcome.ts: shared tops each, all equal everyone): marked in the ranking. */
  top: number[];
  /** Every total equal: nobody pays. */
  allEqual: boolean;
  /** Bavarian: chips left in the pot; payments wait until it is empty. */
  pot?: number;
  /** Whether the nets are final enough to pay out (a Bavarian pot must be empty). */
  settled: boolean;
  money?: MoneyView;
}

/** Seats ordered by net, highest first; equal nets share a rank (1, 1, 3). */
export function rankSeats(
  players: readonly string[],
  totals: number[],
  net: number[],
): RankedSeat[] {
  const order = players.map((name, seat) => ({
    seat,
    name,
    total: totals[seat]!,
    net: net[seat]!,
  }));
  order.sort((a, b) => b.net - a.net || b.total - a.total || a.seat - b.seat);
  return order.map((entry, position) => {
    const first = order.findIndex((other) => other.net === entry.net);
    return { ...entry, rank: (first === -1 ? position : first) + 1 };
  });
}

/**
 * Everything the settlement screen and its share text show, derived from
 * the game's result and nothing else (RULES.md §1.7, §3).
 */
export function settlementView(
  game: Pick<Game, 'players'>,
  result: GameResult,
  session?: { stakePerPoint?: number; coin?: number },
): SettlementView {
  const { settlement } = result;
  const net = settlement.net;
  const ranking = rankSeats(game.players, result.totals, net);
  const terms = moneyTerms(session);
  // Stopped early or not changes only whether it counts, which the settlement screen does not show.
  const top = outcome(result, false).winners;

  if (result.pot !== undefined) {
    // RULES.md §3: each player's final total is their net, once the pot is empty.
    const settled = result.pot <= 0;
    // Final totals sum to 0 once the pot is empty (RULES.md §3), so the transfers are there.
    const transfers = settled ? fewestTransfers([...net]) : undefined;
    const payments = transfers?.ok
      ? transfers.value.map(({ from, to, amount }) => ({ from, to, difference: amount, extra: 0 }))
      : [];
    const money = settled && terms ? moneyView(net, terms) : undefined;
    return {
      kind: 'pot',
      players: game.players,
      ranking,
      net,
      payments,
      extraPenalty: 0,
      extraPenaltyTies: result.rules.extraPenaltyTies,
      losers: [],
      winners: [],
      top,
      allEqual: settled && net.every((value) => value === 0),
      pot: result.pot,
      settled,
      ...(money ? { money } : {}),
    };
  }

  const money = terms ? moneyView(net, terms) : undefined;
  return {
    kind: 'tarock',
    players: game.players,
    ranking,
    net,
    payments: settlement.payments.map(({ from, to, difference, extra }) => ({
      from,
      to,
      difference,
      extra,
    })),
    extraPenalty: result.rules.extraPenalty,
    extraPenaltyTies: result.rules.extraPenaltyTies,
    losers: settlement.losers,
    winners: settlement.winners,
    top,
    // RULES.md §1.7: all totals equal, nobody pays.
    allEqual: new Set(result.totals).size <= 1,
    settled: true,
    ...(money ? { money } : {}),
  };
}
