/** The axes and end labels of a chart (runningChart.ts): pure arithmetic. */

/** Tick values 1, 2, 2.5 or 5 × 10ⁿ apart, at most `count` of them, inside [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (min === max) return [min];
  const raw = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + 1e-9; value += step) {
    ticks.push(Math.round(value / step) * step + 0);
  }
  return ticks;
}

/** Moves label centres apart so that no two are closer than `gap`, keeping them within [top, bottom]. */
export function spreadLabels(ys: number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  for (let k = 1; k < order.length; k++) {
    order[k]!.y = Math.max(order[k]!.y, order[k - 1]!.y + gap);
  }
  // Pushed past the bottom: shift the whole stack up again.
  const overflow = (order.at(-1)?.y ?? bottom) - bottom;
  if (overflow > 0) {
    for (let k = order.length - 1; k >= 0; k--) {
      const limit = k === order.length - 1 ? bottom : order[k + 1]!.y - gap;
      order[k]!.y = Math.max(top, Math.min(order[k]!.y, limit));
    }
  }
  const out = new Array<number>(ys.length);
  for (const entry of order) out[entry.i] = entry.y;
  return out;
}
