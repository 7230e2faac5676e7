import type { HouseRules, Payment, Settlement } from './types';

/**
 * RULES.md §1.7: every other player pays the winner the difference of the
 * totals; the lowest pays the Extrapönale (the "extra penalty") on top.
 * Ties for the top split each payment; ties for the bottom pay the
 * Extrapönale each, or split one (`extraPenaltyTies`).
 *
 * Exact inside: everything is counted in units of 1/D point, D = tied
 * winners × (tied losers when split), so every share is a whole number of
 * units and the net sums to exactly 0. Values are divided out only at the end.
 */
export function settle(
  totals: readonly number[],
  rules: Pick<HouseRules, 'extraPenalty' | 'extraPenaltyTies'>,
): Settlement {
  const seats = totals.length;
  const net = new Array<number>(seats).fill(0);
  if (seats === 0) return { net, payments: [], winners: [], losers: [] };
  const top = Math.max(...totals);
  const bottom = Math.min(...totals);
  if (top === bottom) return { net, payments: [], winners: [], losers: [] };

  const winners = seatsWith(totals, top);
  const losers = seatsWith(totals, bottom);
  const split = rules.extraPenaltyTies === 'split';
  const perWinner = split ? losers.length : 1; // units per point, per winner's share
  const unitsPerPoint = winners.length * perWinner;

  const netUnits = new Array<number>(seats).fill(0);
  const payments: Payment[] = [];
  for (let from = 0; from < seats; from++) {
    const total = totals[from]!;
    if (total === top) continue;
    const isLoser = total === bottom;
    // One winner's share, in units: difference / W points, Extrapönale / W (or / W·L).
    const differenceUnits = (top - total) * perWinner;
    // E / W points is E units when each loser pays; E / (L·W) points is E units when split.
    const extraShareUnits = isLoser ? rules.extraPenalty : 0;
    for (const to of winners) {
      const units = differenceUnits + extraShareUnits;
      netUnits[from]! -= units;
      netUnits[to]! += units;
      payments.push({
        from,
        to,
        points: units / unitsPerPoint,
        difference: differenceUnits / unitsPerPoint,
        extra: extraShareUnits / unitsPerPoint,
      });
    }
  }
  return {
    net: netUnits.map((units) => units / unitsPerPoint + 0),
    payments,
    winners,
    losers,
  };
}

function seatsWith(totals: readonly number[], value: number): number[] {
  const seats: number[] = [];
  totals.forEach((total, seat) => {
    if (total === value) seats.push(seat);
  });
  return seats;
}
