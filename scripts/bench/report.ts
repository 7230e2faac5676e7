/** The figures of scripts/bench.ts and the table it prints. */

export interface Figure {
  label: string;
  unit: 'KB' | 'ms';
  /** The app's figure, or why there is none. */
  app: number | string;
  baseline: number;
  /** Largest acceptable app / baseline. */
  maxRatio: number;
  /** Largest acceptable app figure, where there is one. */
  maxApp?: number;
  /** An app figure up to this is met whatever the ratio (a long task up to 50 ms, say). */
  orBelow?: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const show = (value: number | string, unit: string): string =>
  typeof value === 'string'
    ? 'n/a'
    : `${value.toFixed(unit === 'KB' || value < 10 ? 1 : 0)} ${unit}`;

/** Prints one line per figure and the notes; false if any figure could not be measured. */
export function print(figures: Figure[], notes: string[]): boolean {
  let complete = true;
  const width = Math.max(...figures.map((f) => f.label.length));
  for (const f of figures) {
    const ratio =
      typeof f.app !== 'number' ? undefined : f.app === f.baseline ? 1 : f.app / f.baseline;
    const target = [
      f.maxApp === undefined ? '' : `<= ${f.maxApp} ${f.unit} and `,
      `<= ${f.maxRatio}x`,
      f.orBelow === undefined ? '' : ` or <= ${f.orBelow} ${f.unit}`,
    ].join('');
    const met =
      ratio === undefined
        ? 'NOT MEASURED'
        : (ratio <= f.maxRatio && (f.maxApp === undefined || (f.app as number) <= f.maxApp)) ||
            (f.orBelow !== undefined && (f.app as number) <= f.orBelow)
          ? 'met'
          : 'MISSED';
    if (ratio === undefined) complete = false;
    console.log(
      `${f.label.padEnd(width)}  app ${show(f.app, f.unit).padStart(9)}  baseline ${show(f.baseline, f.unit).padStart(9)}` +
        `  ratio ${ratio === undefined ? '  n/a' : ratio.toFixed(2).padStart(5)}x  target ${target.padEnd(28)} ${met}`,
    );
    if (typeof f.app === 'string' && f.app) notes.push(`${f.label.trim()}: ${f.app}`);
  }
  for (const note of new Set(notes)) console.log(`  note: ${note}`);
  return complete;
}
