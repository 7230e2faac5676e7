/**
 * The points of a chart of running totals (runningChart.ts draws them): each seat's totals
 * hand by hand, and the few of a long game's that a line of a few hundred pixels needs.
 */
import type { GameResult } from '../rules';

export interface ChartPoint {
  x: number;
  y: number;
  /** 0 = the start, n = after the n-th hand. */
  hand: number;
  value: number;
}

/**
 * What the chart draws: a game's result, or any series of totals shaped like one
 * (the statistics' cumulative net per evening, state/statsChart.ts).
 */
export interface ChartInput {
  /** A redeal (`kind`) scores nothing and is no step: hand n is plotted at n (handNumbers.ts). */
  hands: readonly (Pick<GameResult['hands'][number], 'totals'> &
    Partial<Pick<GameResult['hands'][number], 'kind'>>)[];
  pot?: GameResult['pot'];
  rules: Pick<GameResult['rules'], 'ante'>;
}

/**
 * Each seat's running totals: the start (0, or minus the ante with a pot) then after each
 * played hand (a redeal is left out, so the n-th played hand is step n, as the list numbers it).
 */
export function runningTotals(players: readonly string[], result: ChartInput): number[][] {
  const start = result.pot !== undefined ? -result.rules.ante : 0;
  const played = result.hands.filter((hand) => hand.kind !== 'redeal');
  return players.map((_, seat) => [start, ...played.map((hand) => hand.totals[seat] ?? 0)]);
}

/**
 * A long game (a 1,000-hand file) has more points than the chart has pixels:
 * per bucket of hands keep the lowest and the highest point, in their order,
 * so every peak and dip still shows while the path stays small. The first
 * and the last point are always kept.
 */
export function decimate(points: readonly ChartPoint[], buckets: number): ChartPoint[] {
  return keptHands(
    points.map((point) => point.value),
    buckets,
  ).map((hand) => points[hand]!);
}

/** `decimate` on bare values: the indexes it keeps, in order. */
export function keptHands(values: readonly number[], buckets: number): number[] {
  const last = values.length - 1;
  if (values.length <= 2 * buckets + 2) return values.map((_, hand) => hand);
  const size = Math.ceil((values.length - 2) / buckets);
  const kept = [0];
  for (let start = 1; start < last; start += size) {
    const end = Math.min(start + size, last);
    let low = start;
    let high = start;
    for (let hand = start; hand < end; hand++) {
      if (values[hand]! < values[low]!) low = hand;
      if (values[hand]! > values[high]!) high = hand;
    }
    if (low === high) kept.push(low);
    else kept.push(Math.min(low, high), Math.max(low, high));
  }
  kept.push(last);
  return kept;
}
