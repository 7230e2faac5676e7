import { evaluate, type GameResult } from '../rules';
import { moneyTerms, roundMoneyCoins, zeroSum } from '../rules/money';
import { counts } from './outcome';
import type { StatsEvening, StatsGame } from './types';

/**
 * Net points are added up in 1/60 of a point, so that sums over any number of
 * games are whole numbers and the zero sum of RULES.md §1.7 holds exactly. A
 * settlement's shares are whole in 1/(tied winners × split losers) of a point
 * (settlement.ts), and at 5 seats at most that product is 2 × 3 = 6; with
 * 'each' the divisor is the tied winners, at most 4. 60 is a multiple of all.
 */
export const UNITS = 60;

/** Money is added up in millionths of the currency, as money.ts counts it. */
export const MICRO = 1e6;

export const toUnits = (points: number): number => Math.round(points * UNITS);
export const fromUnits = (units: number): number => units / UNITS + 0;
export const toMicro = (amount: number): number => Math.round(amount * MICRO);
export const fromMicro = (micro: number): number => micro / MICRO + 0;

/** How a game's result is had: the engine's fold by default; a screen may hand in its cache. */
export type Fold = (game: StatsGame) => GameResult;

export const foldGame: Fold = (game) => evaluate(game.game).result;

/** A seat's roster id; a seat without one counts under its seat number, never dropped. */
export function seatId(ids: readonly string[], seat: number): string {
  return ids[seat] ?? `seat:${seat}`;
}

/**
 * Adds a counted game's settlement net (RULES.md §1.7, Money) to an evening's
 * net per roster id, in 1/UNITS; a player new to the evening goes last, so the
 * map keeps the order the players first sat down.
 */
export function addUnits(
  units: Map<string, number>,
  game: StatsGame,
  net: readonly number[],
): void {
  const seats = game.game.players.length;
  for (let seat = 0; seat < seats; seat++) {
    const id = seatId(game.playerIds, seat);
    units.set(id, (units.get(id) ?? 0) + toUnits(net[seat] ?? 0));
  }
}

/**
 * An evening's net per player: `addUnits` of each of its counted games (outcome.ts); a
 * tournament table's game settles nothing (RULES.md §4), so it adds to no net and no money.
 */
export function eveningUnits(games: readonly StatsGame[], fold: Fold): Map<string, number> {
  const units = new Map<string, number>();
  for (const game of games) {
    if (game.tournament) continue;
    const result = fold(game);
    if (counts(result, game.stoppedEarly)) addUnits(units, game, result.settlement.net);
  }
  return units;
}

/**
 * An evening's money per player (same order as `units`), in millionths, or
 * undefined when it plays for points only: the evening screen's own
 * computation (RULES.md §1.7, Money): the net of its counted games summed
 * per player, rounded to the evening's coin at its stake.
 */
export function eveningMoney(
  evening: Pick<StatsEvening, 'stakePerPoint' | 'coin'>,
  units: readonly number[],
): number[] | undefined {
  const terms = moneyTerms(evening);
  if (!terms || units.length === 0) return undefined;
  const net = zeroSum(units.map(fromUnits));
  // moneyView's amounts, without the transfers it also works out for the evening screen; in
  // whole coins, which are whole millionths (roundMoney's currency amounts, to the millionth).
  const coins = roundMoneyCoins(net, terms.stakePerPoint, terms.coin);
  if (!coins.ok) return undefined; // terms no table pays in (moneyTerms lets none through)
  const coin = toMicro(terms.coin);
  for (let i = 0; i < coins.value.length; i++) coins.value[i] = coins.value[i]! * coin + 0;
  return coins.value;
}
