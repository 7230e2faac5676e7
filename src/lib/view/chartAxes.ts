/** The axes and end labels of a chart (runningChart.ts): where they go and what they say. */

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

/**
 * A name in at most `fits` characters: whole when it fits; else its first word (up to a
 * space or hyphen) when that fits and no other player's name starts with the same word;
 * else its shortest prefix (3 characters at least) that starts no other player's name,
 * with a dot; else cut with "…". The whole name is the label's title (ChartPlot.svelte).
 */
export function shortName(name: string, players: readonly string[], fits: number): string {
  if (name.length <= fits) return name;
  const others = players.filter((other) => other !== name).map((other) => other.toLowerCase());
  const starts = (prefix: string) => others.some((other) => other.startsWith(prefix.toLowerCase()));
  const first = name.split(/[\s-]/)[0] ?? '';
  if (first.length > 0 && first.length <= fits && !starts(first)) return first;
  for (let length = 3; length < name.length && length + 1 <= fits; length++) {
    const prefix = name.slice(0, length);
    if (!starts(prefix) && !/[\s-]$/.test(prefix)) return `${prefix}.`;
  }
  return `${name.slice(0, Math.max(1, fits - 1))}…`;
}
