/**
 * The statistics' chart: each player's cumulative net after each evening,
 * drawn by the running chart's geometry (runningChart.ts), an evening where
 * the game chart has a hand. Pure, like that one.
 */
import type { NetSeries } from '../stats';
import type { ChartInput } from './chartPoints';
import { chartGeometry, type ChartGeometry } from './runningChart';

export function netChart(series: NetSeries, format: (value: number) => string): ChartGeometry {
  const input: ChartInput = {
    hands: series.evenings.map((_, evening) => ({
      totals: series.players.map((player) => player.cumulative[evening] ?? 0),
    })),
    rules: { ante: 0 },
  };
  const names = series.players.map((player) => player.name);
  return chartGeometry(names, input, { width: 360, height: 240 }, format);
}
