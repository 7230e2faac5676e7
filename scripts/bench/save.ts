/**
 * Figure (c) of scripts/bench.ts: tap on save until the hand shows, with 1,000 and 10,000
 * hands stored and a full undo history, at each CPU throttle, against the baseline page
 * doing the same durable work (bench/baseline/App.svelte), and where each side's time went.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../../tests/e2e/chromium';
import type { StaticServer } from '../../tests/e2e/server';
import { startCouch } from '../../tests/support/couch';
import { inviteLink } from '../club/invite';
import { setupClub } from '../club/setup';
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

/** One side of a (c) figure: a page and the seeded profile (`c{N}-{profile}`) it saves into. */
interface Side {
  url: string;
  profile: string;
  isApp: boolean;
  /** Online: a club's server takes the pushes. */
  online?: boolean;
}

/**
 * (c) with `hands` stored at `rate`: both pages open at once, each on a copy of its seeded
 * profile, saving in turns, so that a busy moment of the machine hits both alike.
 */
async function saveFigure(
  sides: { app: Side; baseline: Side; label: string; maxRatio: number },
  work: string,
  hands: number,
  rate: number,
  runs: number,
  missing: string,
): Promise<{ figure: Figure; phases: string[] }> {
  const open = async ({ url, profile, isApp, online }: Side): Promise<Saver> => {
    const to = join(work, `c${hands}-${profile}-save-${rate}x`);
    await cp(join(work, `c${hands}-${profile}`), to, { recursive: true });
    return openSaver(url, to, isApp, rate, online);
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
    const baseSaver = await open(sides.baseline);
    savers.push(baseSaver);
    const appSaver = await appPart(async () => open(sides.app));
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
  const label = `(c) ${sides.label}, ${hands.toLocaleString('en')} hands, ${rate}x CPU`;
  return {
    figure: {
      label,
      unit: 'ms',
      app: saveApp,
      baseline: median(base.map((t) => t.ms)),
      maxRatio: sides.maxRatio,
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
        {
          app: { url: app.url, profile: 'app', isApp: true },
          baseline: { url: baseline.url, profile: 'baseline', isApp: false },
          label: 'tap save until the hand shows',
          maxRatio: 1.5,
        },
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

export const CLUB_SAVE_NOTE =
  "(c) with a club set: the app's 1,000-hand profile joined to a club on a CouchDB-compatible server started here (tests/support/couch.ts), online, each save pushed by the club's sync after the frame that shows it (1.5 s after the save, so a push may run while the next save is timed), against the same profile with no club, offline, saves in turns; target: the club moves (c) by at most 1.2x";

/**
 * (c) with a club set against the same app with none (FORMAT.md "A club's season": the push
 * comes after the frame that shows the hand): the 1,000-hand profile of saveFigures joined to
 * a club, at each rate. Needs saveFigures' profiles.
 */
export async function clubSaveFigures(
  app: StaticServer,
  work: string,
  rates: number[],
  runs: number,
): Promise<{ figures: Figure[]; phases: string[] }> {
  const hands = SAVE_SIZES[0]!;
  const couch = await startCouch();
  try {
    const made = await setupClub(couch.url, couch.admin, 'bench', ['anna']);
    const anna = made.invites[0]!;
    console.log(`(c) joining the ${hands}-hand profile to a club ...`);
    const profile = join(work, `c${hands}-club`);
    await cp(join(work, `c${hands}-app`), profile, { recursive: true });
    const phone = await launchChromium(app.url, { userDataDir: profile });
    try {
      await phone.page.goto(inviteLink(`${app.url}/`, anna.payload));
      await phone.page.getByTestId('club-join').click();
      // Synced, with the game pushed: nothing waits to go up.
      await phone.page.locator('[data-testid=club-waiting][data-count="0"]').waitFor();
    } finally {
      await phone.close();
    }
    const figures: Figure[] = [];
    const lines: string[] = [];
    for (const rate of rates) {
      console.log(
        `(c) saving into ${hands} hands with a club set at ${rate}x CPU (${runs} each) ...`,
      );
      const { figure, phases: more } = await saveFigure(
        {
          app: { url: app.url, profile: 'club', isApp: true, online: true },
          baseline: { url: app.url, profile: 'app', isApp: true },
          label: 'with a club set vs none',
          maxRatio: 1.2,
        },
        work,
        hands,
        rate,
        runs,
        '',
      );
      figures.push(figure);
      lines.push(...more);
    }
    // The pushes happened: each save went up as a new revision of the game's document.
    const admin = Buffer.from(`${couch.admin.user}:${couch.admin.password}`).toString('base64');
    const listed = await fetch(`${couch.url}/bench/_all_docs`, {
      headers: { Authorization: `Basic ${admin}` },
    });
    const { rows } = (await listed.json()) as { rows: { id: string; value: { rev: string } }[] };
    const revisions = rows.filter((row) => !row.id.includes(':') && !row.id.startsWith('_'));
    lines.push(
      `(c) with a club set: the server holds ${revisions.map((row) => `game ${row.id} at revision ${parseInt(row.value.rev, 10)}`).join(', ')}`,
    );
    return { figures, phases: lines };
  } finally {
    await couch.stop();
  }
}

/** Prints where each save's time went (after the table of figures). */
export function printPhases(lines: string[]): void {
  console.log('  (c) where the time goes (medians, ms from the tap):');
  for (const line of lines) console.log(`    ${line}`);
}
