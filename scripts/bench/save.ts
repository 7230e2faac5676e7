/**
 * Figure (c) of scripts/bench.ts: tap on save until the hand shows, with 1,000 and 10,000
 * hands stored and a full undo history, at each CPU throttle, against the baseline page
 * doing the same durable work (bench/baseline/App.svelte), and where each side's time went.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticServer } from '../../tests/e2e/server';
import { MissingHook, type SaveTiming } from './browser';
import { median, type Figure } from './report';
import { fillHistory, openSaver, seed, type Saver } from './sessions';

export const SAVE_SIZES = [1_000, 10_000];
/** Hands saved into the app's game before (c) is timed: an import ends the undo history, and 55 is past the 50 steps kept. */
const HISTORY_STEPS = 55;

export const SAVE_NOTE =
  "(c) both pages on a touch screen, as on a phone (the app's entry filled in by taps), with a full undo history. The app, request by request, in one strict read-write transaction over games, hands, history and drafts: reads the game row, the newest game stamp and the keys of the undone (redo) steps (issued together; the hands come from the rows kept for the game's revision), checks the game with the rules engine, then issues together, with no read among them: the hand row put, the game row put with its new revision, the draft deleted, the redo steps deleted (when there are any), the undo step added (the steps beyond the last 50 are trimmed later, in an idle transaction of their own); once committed, the field in use lets go and the game screen shows the new totals and the new row, closing the entry (the toast saying so shows, the chart is drawn again, and the live queries read again, after that frame). The baseline, in one strict read-write transaction over the same four tables: reads the game row, then issues together: the hand row added, the game row put with a new revision, an undo record holding the hand and the game row before and after added, the draft row deleted; once committed, the hand joins its keyed list and the four totals are summed from the hands it holds";

/** The profiles (c) saves into: `c{N}-app` (with its undo history) and `c{N}-baseline`. */
export async function seedSaves(
  app: StaticServer,
  baseline: StaticServer,
  work: string,
  sizes: readonly number[] = SAVE_SIZES,
): Promise<string> {
  for (const hands of sizes) {
    console.log(`(c) seeding ${hands} hands and ${HISTORY_STEPS} undo steps ...`);
    const missing = await seed(app, baseline, work, hands, `c${hands}-`);
    if (missing) return missing;
    await fillHistory(app.url, join(work, `c${hands}-app`), HISTORY_STEPS);
  }
  return '';
}

const fmt = (ms: number | undefined): string => (ms === undefined ? 'n/a' : ms.toFixed(1));

/** Each phase's median over the runs, as a line: where the save's time goes. */
function phases(runs: SaveTiming[]): string {
  if (runs.length === 0) return 'n/a';
  const of = (part: (run: SaveTiming) => number | null): number | undefined => {
    const values = runs.map(part).filter((v): v is number => v !== null);
    return values.length ? median(values) : undefined;
  };
  const checked = of((r) => r.checked);
  const written = of((r) => r.written);
  const committed = of((r) => r.committed);
  const shown = of((r) => r.shown);
  const parts = [
    ...(checked === undefined ? [] : [`read+check ${fmt(checked)}`]),
    `requests ${fmt(written === undefined ? undefined : written - (checked ?? 0))}`,
    `commit ${fmt(committed === undefined || written === undefined ? undefined : committed - written)}`,
    `redraw ${fmt(shown === undefined || committed === undefined ? undefined : shown - committed)}`,
    `frame ${fmt(of((r) => r.ms - r.shown))}`,
  ];
  const frames = Math.max(...runs.map((r) => r.framesBetween ?? -1));
  return `${parts.join(' | ')} ms; frames between commit and shown: ${frames < 0 ? 'n/a' : frames}`;
}

/**
 * (c) with `hands` stored at `rate`: both pages open at once, each on a copy of its seeded
 * profile, saving in turns, so that a busy moment of the machine hits both alike.
 */
async function saveFigure(
  app: StaticServer,
  baseline: StaticServer,
  work: string,
  hands: number,
  rate: number,
  runs: number,
  missing: string,
): Promise<{ figure: Figure; phases: string[] }> {
  const copy = async (name: string): Promise<string> => {
    const to = join(work, `c${hands}-${name}-save-${rate}x`);
    await cp(join(work, `c${hands}-${name}`), to, { recursive: true });
    return to;
  };
  const savers: Saver[] = [];
  const base: SaveTiming[] = [];
  const own: SaveTiming[] = [];
  let saveApp: number | string = missing;
  /** The app's part, until a hook it needs is found missing (then the baseline goes on alone). */
  const appPart = async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    if (saveApp !== '') return undefined;
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof MissingHook)) throw error;
      saveApp = error.message;
      return undefined;
    }
  };
  try {
    const baseSaver = await openSaver(baseline.url, await copy('baseline'), false, rate);
    savers.push(baseSaver);
    const appSaver = await appPart(async () => openSaver(app.url, await copy('app'), true, rate));
    if (appSaver) savers.push(appSaver);
    for (let i = 0; i < runs; i++) {
      base.push(await baseSaver.save());
      const timing = await appPart(async () => appSaver?.save());
      if (timing !== undefined) own.push(timing);
    }
  } finally {
    for (const saver of savers) await saver.close();
  }
  if (saveApp === '') saveApp = median(own.map((t) => t.ms));
  const label = `(c) tap save until the hand shows, ${hands.toLocaleString('en')} hands, ${rate}x CPU`;
  return {
    figure: {
      label,
      unit: 'ms',
      app: saveApp,
      baseline: median(base.map((t) => t.ms)),
      maxRatio: 1.5,
    },
    phases: [`${label}: app ${phases(own)}`, `${label}: baseline ${phases(base)}`],
  };
}

/** (c) at every size and rate, and the phases of each. */
export async function saveFigures(
  app: StaticServer,
  baseline: StaticServer,
  work: string,
  rates: number[],
  runs: number,
): Promise<{ figures: Figure[]; phases: string[] }> {
  const missing = await seedSaves(app, baseline, work);
  const figures: Figure[] = [];
  const lines: string[] = [];
  for (const hands of SAVE_SIZES) {
    for (const rate of rates) {
      console.log(`(c) saving into ${hands} hands at ${rate}x CPU throttle (${runs} each) ...`);
      const { figure, phases: more } = await saveFigure(
        app,
        baseline,
        work,
        hands,
        rate,
        runs,
        missing,
      );
      figures.push(figure);
      lines.push(...more);
    }
  }
  return { figures, phases: lines };
}

/** Prints where each save's time went (after the table of figures). */
export function printPhases(lines: string[]): void {
  console.log('  (c) where the time goes (medians, ms from the tap):');
  for (const line of lines) console.log(`    ${line}`);
}
