import { niceTicks, shortName, spreadLabels } from './chartAxes';
import { keptHands, runningTotals, type ChartInput, type ChartPoint } from './chartPoints';
import { isolate } from './format';

/**
 * Geometry of the running-total chart: pure, so it is tested without a DOM.
 * Colour is never the only cue: every line also has its own dash
 * pattern and marker shape, and its name and total written at its end.
 * Which points it draws is chartPoints.ts; its axes and labels, chartAxes.ts.
 */

const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'cross'] as const;
export type Marker = (typeof MARKERS)[number];
/** Mid-tone colours that hold up on a light and on a dark background. */
const COLOURS = ['#2f7fd0', '#e0701b', '#2e9d4a', '#c040b8', '#8a7a2a'] as const;
const DASHES = ['', '7 4', '2 4', '10 4 2 4', '4 2'] as const;

export interface ChartSeries {
  seat: number;
  name: string;
  colour: string;
  dash: string;
  marker: Marker;
  /** Every point, start included (made when asked for). */
  readonly points: ChartPoint[];
  /** The last point. */
  end: ChartPoint;
  /** SVG path through all points. */
  path: string;
  /** Points that carry a marker: at most about a dozen; the end is marked at the label. */
  markers: ChartPoint[];
  /** Name and total at the line's end, with the line's marker in front (at markerX). */
  label: { x: number; y: number; markerX: number; text: string };
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  series: ChartSeries[];
  yTicks: { y: number; value: number }[];
  xTicks: { x: number; hand: number }[];
  /** Where 0 runs, when it is inside the range. */
  zeroY: number | null;
  hands: number;
  start: number;
}

const LABEL_GAP = 14;
/** Above this many hands a line is drawn through each bucket's lowest and highest point only. */
const PATH_BUCKETS = 180;
/** A tick's character at 11 px, and an end label's at 12 px bold, wide fonts included. */
const CHAR_WIDTH = 7;
const LABEL_CHAR = 8.5;
/** The marker and the gap before an end label, and a little air after it. */
const LABEL_PAD = 24;

export function chartGeometry(
  players: readonly string[],
  result: ChartInput,
  size: { width: number; height: number } = { width: 360, height: 220 },
  format: (value: number) => string = String,
): ChartGeometry {
  const totals = runningTotals(players, result);
  // Played hands only: a redeal is no step (runningTotals).
  const hands = (totals[0]?.length ?? 1) - 1;
  // The end labels get at most 2/5 of the width; a long name is shortened there (its
  // shortest unique form, shortName), the number never (a three-digit negative net is
  // whole, however long the name).
  const room = Math.floor((size.width / 2.5 - LABEL_PAD) / LABEL_CHAR);
  const parts = players.map((name, seat) => {
    const value = format(totals[seat]!.at(-1) ?? 0);
    return { shown: shortName(name, players, room - value.length - 1), value };
  });
  // The widths count what is seen; the label isolates the name, so that a direction mark
  // in it cannot turn the number around ("Anna 10", never "01 annA").
  const texts = parts.map(({ shown, value }) => `${shown} ${value}`);
  const labels = parts.map(({ shown, value }) => `${isolate(shown)} ${value}`);
  const scale = scaleOf(totals, hands, size, format, texts);
  const { plot, ticks, yMin, yMax, yOf } = scale;
  const ends = spreadLabels(
    totals.map((series) => yOf(series.at(-1) ?? 0)),
    LABEL_GAP,
    plot.top + 4,
    plot.bottom,
  );
  const every = Math.max(1, Math.ceil(hands / 12));
  const series = players.map((name, seat) =>
    seriesOf(name, seat, totals[seat]!, scale, { text: labels[seat]!, y: ends[seat]! }, every),
  );
  return {
    width: size.width,
    height: size.height,
    plot,
    series,
    yTicks: ticks.map((value) => ({ y: round(yOf(value)), value })),
    xTicks: handTicks(hands, scale.xOf),
    zeroY: yMin <= 0 && yMax >= 0 ? round(yOf(0)) : null,
    hands,
    start: totals[0]?.[0] ?? 0,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Where the plot sits and how a hand and a total map onto it. */
interface Scale {
  plot: ChartGeometry['plot'];
  ticks: number[];
  yMin: number;
  yMax: number;
  xOf(hand: number): number;
  yOf(value: number): number;
}

/** The axes: zero always in range, room left for the ticks' and right for the end labels. */
function scaleOf(
  totals: readonly (readonly number[])[],
  hands: number,
  size: { width: number; height: number },
  format: (value: number) => string,
  texts: readonly string[],
): Scale {
  // A loop, not Math.min(...values): a 10,000-hand game has 40,000 of them.
  let lo = 0;
  let hi = 0;
  for (const series of totals) {
    for (const value of series) {
      if (value < lo) lo = value;
      if (value > hi) hi = value;
    }
  }
  const ticks = niceTicks(lo, hi === lo ? lo + 10 : hi);
  const yMin = Math.min(lo, ticks[0] ?? lo);
  const yMax = Math.max(hi, ticks.at(-1) ?? hi, yMin + 1);
  const longest = Math.max(...texts.map((text) => text.length), 4);
  const plot = {
    left: 8 + CHAR_WIDTH * Math.max(...ticks.map((tick) => format(tick).length), 1),
    right: size.width - Math.min(size.width / 2.5, LABEL_PAD + LABEL_CHAR * longest),
    top: 10,
    bottom: size.height - 24,
  };
  return {
    plot,
    ticks,
    yMin,
    yMax,
    xOf: (hand) => plot.left + (hands === 0 ? 0 : ((plot.right - plot.left) * hand) / hands),
    yOf: (value) => plot.bottom - ((plot.bottom - plot.top) * (value - yMin)) / (yMax - yMin),
  };
}

/** One player's line: its path, markers every `every` hands, its end and its label. */
function seriesOf(
  name: string,
  seat: number,
  values: readonly number[],
  { plot, xOf, yOf }: Scale,
  label: { text: string; y: number },
  every: number,
): ChartSeries {
  const hands = values.length - 1;
  // Points are made only where they are drawn (the path's kept points, the markers):
  // a long game has thousands, and the chart is drawn again after every hand.
  const at = (hand: number): ChartPoint => ({
    x: round(xOf(hand)),
    y: round(yOf(values[hand]!)),
    hand,
    value: values[hand]!,
  });
  const path = keptHands(values, PATH_BUCKETS)
    .map((hand, i) => {
      const p = at(hand);
      return `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`;
    })
    .join(' ');
  const markers: ChartPoint[] = [];
  for (let hand = 0; hand < hands; hand += every) markers.push(at(hand));
  return {
    seat,
    name,
    colour: COLOURS[seat % COLOURS.length]!,
    dash: DASHES[seat % DASHES.length]!,
    marker: MARKERS[seat % MARKERS.length]!,
    get points() {
      return values.map((_, hand) => at(hand));
    },
    end: at(hands),
    path,
    markers,
    label: {
      x: round(plot.right + 18),
      y: round(label.y),
      markerX: round(plot.right + 10),
      text: label.text,
    },
  };
}

/** About six numbered hands along the bottom; the last hand always gets its number. */
function handTicks(hands: number, xOf: (hand: number) => number): { x: number; hand: number }[] {
  const xEvery = Math.max(1, Math.ceil(hands / 6));
  const xTicks: { x: number; hand: number }[] = [];
  for (let hand = 0; hand <= hands; hand += xEvery) xTicks.push({ x: round(xOf(hand)), hand });
  const last = xTicks.at(-1)?.hand ?? 0;
  if (hands > 0 && last !== hands) {
    // A tick crowding the last hand makes way.
    if (last > 0 && hands - last < xEvery / 2) xTicks.pop();
    xTicks.push({ x: round(xOf(hands)), hand: hands });
  }
  return xTicks;
}
