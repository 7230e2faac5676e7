/**
 * npm run bench: figures, each against a baseline measured in the same run that does the
 * same work, since only ratios hold on a shared machine. Timings are printed, never asserted
 * in tests. The baseline is bench/baseline: a Svelte + Dexie page, built with the same tools.
 *   (a) initial JS + CSS, gzip bytes: both what index.html loads up front and what a cold
 *       start had asked for by the time the totals showed
 *   (b) offline start until the totals show, 1,000 hands stored, median of 5, 1x and 4x CPU:
 *       (b1) a new browser process on the stored profile, (b2) a reload of a tab already open
 *   (c) tap on save until the hand shows, 1,000 and 10,000 hands stored and a full undo
 *       history, median of 15, 1x and 4x CPU, with where the time went (scripts/bench/save.ts); and
 *       with a club set (online, each save pushed after its frame) against the same profile with
 *       none, 1,000 hands
 *   (d) the rules engine scoring 10,000 hands vs 1,000, best of 15 each
 *   (e) the statistics (table and chart series) over 250 evenings and 10,000 hands vs the
 *       engine folding the same games, best of 15 each
 *   (f) the QR frames a 40-hand and a 200-hand evening need, and the time they take to show
 *       once at 4 per second
 *   (g) the statistics screen's cold open offline, 250 evenings and 10,000 hands stored, a new
 *       browser process, against bench/baseline/stats.html doing the same work, 1x and 4x CPU
 *   (h) the time from the first frame a receiving phone sees until the game is stored, the
 *       fake camera playing the sender's frames at 5 per second, against the frames shown
 *       once (the limit), for the evenings of (f)
 *   (i) nothing blocks the table: the longest main-thread task and the total blocking time
 *       of opening the 1,000-hand game offline and saving a hand into it, 4x CPU
 *   (j) a tournament of 60 players: a draw, a sheet and the standings, against folding its games
 *   (k) the organizer collecting 15 tables' sheets by the fake camera, each against its frames' loop
 *   (l) a new phone joining a club's season of 300 games and 12,000 hands, against a plain page
 *       reading the same documents with _changes and _bulk_get, and against the floor: that
 *       page also storing the games and hands with one IndexedDB put each (scripts/bench/club.ts)
 * `npm run bench -- c` (or any of a to l, several at once: `npm run bench -- b g`) runs those
 * figures alone; d, e and f need no build and no browser.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildApp, ROOT } from '../tests/e2e/build';
import { serveStatic, type StaticServer } from '../tests/e2e/server';
import { coldStart, reloadStart, type ColdStart } from './bench/browser';
import { gzipBytes, initialSize } from './dist';
import { frameCounts, printFrames } from './bench/frames';
import { printReceive, receiveTimes } from './bench/receive';
import { collectTimes, printCollect } from './bench/collect';
import { median, print, type Figure } from './bench/report';
import { seed } from './bench/sessions';
import {
  CLUB_SAVE_NOTE,
  clubSaveFigures,
  printPhases,
  SAVE_NOTE,
  saveFigures,
  seedSaves,
} from './bench/save';
import { BLOCKING_NOTE, blockingFigures } from './bench/longTasks';
import { STATS_OPEN_NOTE, statsOpenFigures } from './bench/statsOpen';
import { CLUB_NOTE, clubJoinFigures } from './bench/club';
import {
  engineFigure,
  STATISTICS_NOTE,
  statisticsFigure,
  TOURNAMENT_NOTE,
  tournamentFigure,
} from './bench/processes';

// BENCH_RUNS=1 for a quick try of the bench itself; its figures are then no medians.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const STORED_HANDS = 1_000;
const RATES = [1, 4];

/** gzip bytes of the given dist files (URL paths), each counted once. */
async function gzipOf(dir: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const path of new Set(paths)) total += gzipBytes(await readFile(join(dir, path)));
  return total;
}

async function buildBaseline(outDir: string): Promise<string> {
  await build({
    configFile: resolve(ROOT, 'bench/baseline/vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

type Start = (url: string, profile: string, rate: number) => Promise<ColdStart>;

/** Median ms of RUNS starts of each page, app and baseline interleaved. */
async function starts(
  start: Start,
  app: string,
  baseline: string,
  work: string,
  rate: number,
  missing: string,
): Promise<{ app: number | string; baseline: number; loadedApp: string[]; loadedBase: string[] }> {
  const base: number[] = [];
  const own: number[] = [];
  let loadedApp: string[] = [];
  let loadedBase: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, so that a busy moment of the machine hits both alike.
    const baseRun = await start(baseline, join(work, 'baseline'), rate);
    base.push(baseRun.ms);
    loadedBase = baseRun.loaded;
    if (missing) continue;
    const appRun = await start(app, join(work, 'app'), rate);
    own.push(appRun.ms);
    loadedApp = appRun.loaded;
  }
  return { app: missing || median(own), baseline: median(base), loadedApp, loadedBase };
}

const ALL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

async function main(): Promise<void> {
  // `npm run bench -- c` and the like: some figures alone (see the top of this file).
  const asked = process.argv.slice(2).map((arg) => arg.toLowerCase());
  const unknown = asked.filter((part) => !ALL.includes(part));
  if (unknown.length > 0) throw new Error(`no figure ${unknown.join(' ')}: a to l`);
  const parts = new Set(asked.length > 0 ? asked : ALL);
  const browser = ['a', 'b', 'c', 'g', 'h', 'i', 'k', 'l'].some((part) => parts.has(part));
  const work = await mkdtemp(join(tmpdir(), 'spatz-bench-'));
  const servers: StaticServer[] = [];
  const sizes: Figure[] = [];
  const timings: Figure[] = [];
  const notes: string[] = [];
  let phases: string[] = [];
  try {
    let appDir = '';
    let baselineDir = '';
    if (browser) {
      console.log('Spatz bench: building the app and the baseline page ...');
      appDir = await buildApp(join(work, 'app-dist'));
      baselineDir = await buildBaseline(join(work, 'baseline-dist'));
    }
    if (parts.has('a')) {
      const sizeApp = await initialSize(appDir);
      const sizeBaseline = await initialSize(baselineDir);
      sizes.push({
        label: '(a) initial JS + CSS, gzip',
        unit: 'KB',
        app: sizeApp.gzip / 1024,
        baseline: sizeBaseline.gzip / 1024,
        maxRatio: 1.3,
        maxApp: 60,
      });
    }
    let app: StaticServer | undefined;
    let baseline: StaticServer | undefined;
    if (browser) {
      app = await serveStatic(appDir);
      baseline = await serveStatic(baselineDir);
      servers.push(app, baseline);
    }
    if (app && baseline && (parts.has('a') || parts.has('b'))) {
      console.log(`seeding ${STORED_HANDS} hands into each ...`);
      const missing = await seed(app, baseline, work, STORED_HANDS);
      const ways: [string, string, Start][] = [
        ['b1', 'new browser', coldStart],
        ['b2', 'reload of open tab', reloadStart],
      ];
      for (const [way, what, start] of ways) {
        for (const rate of RATES) {
          if (!parts.has('b') && (way !== 'b1' || rate !== 1)) continue;
          console.log(`(${way}) offline ${what} at ${rate}x CPU throttle (${RUNS} each) ...`);
          const run = await starts(start, app.url, baseline.url, work, rate, missing);
          if (parts.has('b')) {
            timings.push({
              label: `(${way}) offline ${what}, ${rate}x CPU`,
              unit: 'ms',
              app: run.app,
              baseline: run.baseline,
              maxRatio: 1.2,
            });
          }
          if (way !== 'b1' || rate !== 1 || !parts.has('a')) continue;
          // (a) again, as the browser saw it: with screens and language packs split off, what
          // index.html loads up front is not all a cold start needs before the totals show.
          sizes.push({
            label: '(a) JS + CSS by the time totals show',
            unit: 'KB',
            app: missing || (await gzipOf(appDir, run.loadedApp)) / 1024,
            baseline: (await gzipOf(baselineDir, run.loadedBase)) / 1024,
            maxRatio: 1.3,
            maxApp: 60,
          });
        }
      }
      notes.push(
        '"by the time totals show": every JS/CSS file a cold start (b1, 1x) had asked for when the totals appeared',
        '(b) both pages offline, served by their service worker; (b1) a new browser process on the stored profile, (b2) the same tab reloaded in the same browser process after the page had settled; timed from navigation start until the totals show',
      );
    }
    if (app && baseline && parts.has('c')) {
      // Three times the runs: a save is quick, and its median of five spread by up to 2x
      // from one bench run to the next on the same tree.
      const saves = await saveFigures(app, baseline, work, RATES, RUNS * 3);
      const club = await clubSaveFigures(app, work, RATES, RUNS * 3);
      timings.push(...saves.figures, ...club.figures);
      phases = [...saves.phases, ...club.phases];
      notes.push(SAVE_NOTE, CLUB_SAVE_NOTE);
    }
    if (app && baseline && parts.has('i')) {
      // The (c) profiles of 1,000 hands, with the app's undo history (seeded here if c did not run).
      const missing = parts.has('c') ? '' : await seedSaves(app, baseline, work, [STORED_HANDS]);
      console.log(`(i) opening and saving at 4x CPU throttle (${RUNS} each) ...`);
      const from = `c${STORED_HANDS}-`;
      timings.push(...(await blockingFigures(app.url, baseline.url, work, from, 4, RUNS, missing)));
      notes.push(BLOCKING_NOTE);
    }
    if (parts.has('d')) {
      console.log('(d) scoring 1,000 and 10,000 hands ...');
      timings.push(engineFigure());
    }
    if (parts.has('e')) {
      console.log('(e) statistics over 250 evenings and 10,000 hands ...');
      timings.push(statisticsFigure());
      notes.push(STATISTICS_NOTE);
    }
    if (app && baseline && parts.has('g')) {
      timings.push(...(await statsOpenFigures(app, baseline, work, RATES, RUNS)));
      notes.push(STATS_OPEN_NOTE);
    }
    if (app && parts.has('l')) {
      console.log(`(l) a new phone joining a 300-game season (${RUNS} each) ...`);
      timings.push(...(await clubJoinFigures(app.url, RUNS)));
      notes.push(CLUB_NOTE);
    }
    if (parts.has('j')) {
      console.log('(j) a tournament of 60 players ...');
      timings.push(tournamentFigure());
      notes.push(TOURNAMENT_NOTE);
    }

    console.log('');
    const figures = [...sizes, ...timings];
    const complete = figures.length === 0 || print(figures, notes);
    if (phases.length > 0) printPhases(phases);
    // In the table's label column.
    const width = figures.length ? Math.max(...figures.map((f) => f.label.length)) : undefined;
    if (parts.has('f')) printFrames(await frameCounts(), width);
    if (app && parts.has('h')) {
      console.log(`(h) receiving through the fake camera (${RUNS} each) ...`);
      printReceive(await receiveTimes(app.url, RUNS), width);
    }
    if (app && parts.has('k')) {
      console.log('(k) collecting 15 sheets through the fake camera ...');
      printCollect(await collectTimes(app.url), width);
    }
    if (!complete) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
