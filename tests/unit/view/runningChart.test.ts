import { describe, expect, it } from 'vitest';
import { niceTicks, shortName, spreadLabels } from '../../../src/lib/view/chartAxes';
import { decimate, runningTotals } from '../../../src/lib/view/chartPoints';
import { chartGeometry } from '../../../src/lib/view/runningChart';
import { BAVARIAN_EMPTY_POT, example, scored } from '../settle/fixtures';
import { plain } from '../plainText';

describe('runningTotals', () => {
  it('starts at 0 and follows the totals after every played hand, a redeal is no step', () => {
    // Example 01: a redeal, then 4 played hands: the start and 4 steps (hand 4 at x = 4).
    const { game, result } = example('01-three-players-first-hands');
    const totals = runningTotals(game.players, result);
    expect(totals).toHaveLength(3);
    for (const [seat, series] of totals.entries()) {
      expect(series[0]).toBe(0);
      expect(series).toHaveLength(1 + 4);
      expect(series.at(-1)).toBe(result.totals[seat]);
    }
  });

  it('Bavarian starts at minus the ante (RULES.md §3)', () => {
    const { game, result } = scored(BAVARIAN_EMPTY_POT);
    expect(runningTotals(game.players, result).map((s) => [s[0], s.at(-1)])).toEqual([
      [-20, -45],
      [-20, 120],
      [-20, -75],
    ]);
  });
});

describe('end labels', () => {
  it('a long name is shortened, the number stays whole and the label inside the chart', () => {
    const long = 'Maximilian-Alexander von Oberhofen';
    const chart = chartGeometry(
      [long, 'Bert', 'Chris'],
      { hands: [{ totals: [-1440, 960, 480] }], rules: { ante: 0 } },
      { width: 360, height: 220 },
      (value) => (value < 0 ? `\u2212${-value}` : String(value)),
    );
    const label = chart.series[0]!.label;
    // 2/5 of 360 = 144 px for the label: (144 − 24) / 8.5 = 14 characters,
    // "−1440" is 5 and a space: 8 for the name. "Maximilian" is 10: its shortest prefix
    // that starts no other name, with a dot.
    expect(plain(label.text)).toBe('Max. \u22121440');
    expect(label.x + plain(label.text).length * 8.5).toBeLessThanOrEqual(360);
    expect(plain(chart.series[1]!.label.text)).toBe('Bert 960');
  });
});

describe('niceTicks', () => {
  it('steps of 1, 2, 2.5 or 5 × 10ⁿ inside the range', () => {
    expect(niceTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0, 40)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(-75, 120)).toEqual([-50, 0, 50, 100]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });
});

describe('spreadLabels', () => {
  it('keeps labels at least the gap apart and inside the plot', () => {
    const ys = spreadLabels([100, 101, 102, 50], 14, 10, 200);
    const sorted = [...ys].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(14);
    expect(ys[3]).toBe(50);
    const low = spreadLabels([199, 200, 200], 14, 10, 200);
    expect(Math.max(...low)).toBeLessThanOrEqual(200);
    expect(new Set(low).size).toBe(3);
  });
});

describe('chartGeometry', () => {
  it('one line per player, distinct dash and marker, labels at the ends', () => {
    const { game, result } = example('04-five-at-the-table');
    const chart = chartGeometry(game.players, result);
    expect(chart.series).toHaveLength(5);
    expect(new Set(chart.series.map((s) => s.marker)).size).toBe(5);
    expect(new Set(chart.series.map((s) => s.dash)).size).toBe(5);
    // Example 04: 4 hands, one of them a redeal: the start and 3 steps.
    expect(chart.hands).toBe(3);
    expect(chart.xTicks.at(-1)?.hand).toBe(3);
    for (const line of chart.series) {
      expect(line.points).toHaveLength(1 + 3);
      expect(line.path.startsWith(`M${chart.plot.left} `)).toBe(true);
      expect(plain(line.label.text)).toBe(`${line.name} ${result.totals[line.seat]}`);
      expect(line.label.x).toBeGreaterThan(chart.plot.right);
      expect(line.label.x).toBeLessThan(chart.width);
      // Every point inside the plot area.
      for (const p of line.points) {
        expect(p.y).toBeGreaterThanOrEqual(chart.plot.top - 0.1);
        expect(p.y).toBeLessThanOrEqual(chart.plot.bottom + 0.1);
      }
    }
  });

  it('higher totals are drawn higher, 0 is on the zero line', () => {
    const { game, result } = example('02-game-to-the-end');
    const chart = chartGeometry(game.players, result);
    const last = chart.series.map((s) => s.points.at(-1)!);
    // Totals 101, −8, −12: seat 0 on top.
    expect(last[0]!.y).toBeLessThan(last[1]!.y);
    expect(last[1]!.y).toBeLessThan(last[2]!.y);
    expect(chart.series[0]!.points[0]!.y).toBe(chart.zeroY);
  });

  it('a long game keeps markers to about a dozen per line; the end is marked at the label', () => {
    const { game } = example('01-three-players-first-hands');
    const hands = Array.from({ length: 300 }, (_, i) => ({
      kind: 'played' as const,
      declarer: i % 3,
      contract: 'hineinschauen' as const,
      announced: 61,
      doublings: 0,
      declarerTricks: 'some' as const,
      declarerPoints: 60,
    }));
    const { result } = scored({ ...game, houseRules: { endAt: null }, hands });
    const chart = chartGeometry(game.players, result);
    for (const line of chart.series) {
      expect(line.markers.length).toBeLessThanOrEqual(14);
      expect(line.markers.every((p) => p.hand < 300)).toBe(true);
    }
    expect(chart.xTicks.length).toBeLessThanOrEqual(8);
    expect(chart.xTicks.at(-1)!.hand).toBe(300);
  });

  it('no hands yet: a flat start, no crash', () => {
    const { game, result } = scored({ ...example('01-three-players-first-hands').game, hands: [] });
    const chart = chartGeometry(game.players, result);
    expect(chart.hands).toBe(0);
    expect(chart.series.every((s) => s.points.length === 1)).toBe(true);
    expect(chart.series.every((s) => Number.isFinite(s.points[0]!.y))).toBe(true);
  });
});

describe('decimate', () => {
  const series = (values: number[]) =>
    values.map((value, hand) => ({ x: hand, y: -value, hand, value }));

  it('leaves a short line as it is', () => {
    const points = series([0, 5, -3, 8]);
    expect(decimate(points, 10)).toEqual(points);
  });

  it('keeps first, last and every bucket’s extremes, in order', () => {
    const values = Array.from({ length: 1001 }, (_, i) => Math.round(50 * Math.sin(i / 7)));
    values[500] = 400; // one big hand must still show
    const kept = decimate(series(values), 50);
    expect(kept.length).toBeLessThanOrEqual(2 * 50 + 2);
    expect(kept[0]!.hand).toBe(0);
    expect(kept.at(-1)!.hand).toBe(1000);
    expect(kept.some((p) => p.value === 400)).toBe(true);
    expect(Math.min(...kept.map((p) => p.value))).toBe(Math.min(...values));
    const hands = kept.map((p) => p.hand);
    expect(hands).toEqual([...hands].sort((a, b) => a - b));
  });
});

describe('a long name in a label: its shortest unique form', () => {
  it.each([
    ['fits whole', 'Anna', ['Bert'], 8, 'Anna'],
    [
      'another Anna: the prefix goes on past the word',
      'Anna-Maria Huber',
      ['Anna Bauer'],
      8,
      'Anna-M.',
    ],
    ['its first word', 'Anna-Maria Huber', ['Bert'], 8, 'Anna'],
    ['the shortest unique prefix', 'Bartholomäus-Maximilian', ['Anna', 'Bert', 'Chris'], 8, 'Bar.'],
    ['longer while it starts another name', 'Bartholomäus', ['Barbara', 'Bartl'], 8, 'Barth.'],
    ['no room for a unique prefix: cut', 'Bartholomäus', ['Bartholomä'], 6, 'Barth…'],
  ] as const)('%s', (_case, name, others, fits, shown) => {
    expect(shortName(name, [name, ...others], fits)).toBe(shown);
  });
});
