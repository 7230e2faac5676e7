/**
 * The cold start: what the first screen paints from, and when the database
 * code may load. Dexie is most of the app's JavaScript, so the start, game and
 * statistics screens paint from one plain IndexedDB read (db/quickRead.ts) and
 * the database code loads only after that. This module alone owns that read and
 * the gate in front of the database code; what the read found is handed on
 * (the game, already scored, to the game's view; its hand rows to the
 * database code), so a cold start reads a game's hands once and folds them
 * once.
 *
 * The gate opens: when the first screen has shown what it read (`shown`),
 * when anything needs the database now (`database()`: every write, and a
 * screen with no quick read), when the quick read fails, or 5 s after the
 * start at the latest. Nothing here imports Dexie.
 */
import { resumeStatus } from '../view/tableRound';
import { quickRead } from '../db/quickRead';
import type { StatsRows } from '../files/statsRows';
import type { GameRow, HandRow, SessionRow } from '../files/types';
import { retryable } from '../loading';
import { afterPaint } from '../timing';
import type { Route } from './router.svelte';
import { scoreInSteps, type ScoredGame } from './scored';

export type DatabaseModule = typeof import('../db/index');

/** The latest a cold start waits before the database code loads anyway. */
const GATE_AT_THE_LATEST_MS = 5000;

let opened = false;
let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (openGate = resolve));

function open(): void {
  if (opened) return;
  opened = true;
  openGate();
}

/** Resolves when the gate opens. */
export function databaseGate(): Promise<void> {
  return gate;
}

/** The database code once the gate is open: live queries wait here. */
export function whenDatabase(): Promise<DatabaseModule> {
  return gate.then(() => loadDatabase());
}

/** Loaded once; a load that failed (offline before the app was stored) is asked again. */
const loadDatabase = retryable(() => import('../db/index').then(handOver));

/** The database code now: for a write, or for a screen that has no quick read. */
export function database(): Promise<DatabaseModule> {
  open();
  return whenDatabase();
}

/**
 * The first screen has shown what it read: the database code may load once
 * the browser has painted it (or `delayMs` later, for a screen whose next tap
 * usually leads to one that loads it anyway).
 */
export function shown(delayMs = 0): void {
  if (opened) return;
  if (delayMs > 0) setTimeout(open, delayMs);
  else afterPaint(open);
}

/** Scored games of this cold start, by id: each read and folded once, then handed on. */
const games = new Map<string, Promise<ScoredGame | undefined>>();
/** The hand rows the quick read found, handed to the database code when it loads. */
const handRows = new Map<string, { row: GameRow; hands: readonly HandRow[] }>();
let runningGame: Promise<GameRow | undefined> | undefined;
let sessions: Promise<SessionRow[]> | undefined;
let statsRows: Promise<StatsRows> | undefined;

/** No quick answer: the database code loads at once and its live queries answer instead. */
function failed(error: unknown): never {
  open();
  throw error;
}

/**
 * A game as the cold start read it, scored; undefined once the database code
 * may load (its live queries read from then on). The answer is the same
 * object for every caller, so the game screen and "resume" share one fold.
 */
export function quickGame(gameId: string): Promise<ScoredGame | undefined> | undefined {
  if (opened) return undefined;
  let known = games.get(gameId);
  if (!known) {
    known = quickRead.loadGame(gameId).then((loaded) => {
      if (loaded) handRows.set(gameId, { row: loaded.row, hands: loaded.handRows });
      // A part at a time: a long game's fold holds the page in no single long task.
      return scoreInSteps(loaded);
    }, failed);
    games.set(gameId, known);
  }
  return known;
}

/** What "resume" opens, from the quick read; undefined once the gate is open. */
export function quickRunningGame(): Promise<GameRow | undefined> | undefined {
  if (opened) return undefined;
  // Scored through quickGame: the game screen that "resume" opens finds the fold done.
  const status = async (row: GameRow) => {
    const result = (await quickGame(row.id))?.result;
    return result && resumeStatus(row.tournament, result);
  };
  return (runningGame ??= quickRead.latestOpenGame(status).catch(failed));
}

/** The evenings, newest first, from the quick read; undefined once the gate is open. */
export function quickSessions(): Promise<SessionRow[]> | undefined {
  if (opened) return undefined;
  return (sessions ??= quickRead.listSessions().catch(failed));
}

/**
 * Everything the statistics read, from the quick read, as `map` makes it; undefined once
 * the gate is open. Opened on the statistics (a bookmark, a reload), the screen waits for
 * nothing but this read: no database code, and no other screen's code loading beside it.
 */
export function quickStats<T>(map: (rows: StatsRows) => T): Promise<T> | undefined {
  if (opened) return undefined;
  return (statsRows ??= quickRead.statsRows()).then(map).catch(failed);
}

/**
 * Starts what the first screen will read, as the page loads (main.ts): the
 * screens, mounted later, find the reads under way. `lastGame` is the game
 * last open on this device, most likely the one "resume" opens.
 */
export function beginColdStart(route: Route, lastGame: string | null): void {
  // A failed read has opened the gate already; the screen's live queries answer then.
  const quiet = (read: Promise<unknown> | undefined) => void read?.catch(() => undefined);
  if (route.name === 'game') quiet(quickGame(route.gameId));
  else if (route.name === 'start') {
    if (lastGame) quiet(quickGame(lastGame));
    quiet(quickRunningGame());
    quiet(quickSessions());
  } else if (route.name === 'stats') quiet(quickStats((rows) => rows));
  else {
    // Every other screen reads through the database code: it loads now, beside the screen's.
    open();
    void whenDatabase().catch(() => undefined);
  }
  setTimeout(open, GATE_AT_THE_LATEST_MS);
}

/**
 * The database code has loaded: before anything reads through it, it takes the hand rows the
 * quick read found (so its first read of those games reads only their rows again), and the
 * quick read lets go of its connection.
 */
function handOver(db: DatabaseModule): DatabaseModule {
  for (const { row, hands } of handRows.values()) db.keepHands(row, hands);
  handRows.clear();
  games.clear();
  runningGame = sessions = statsRows = undefined;
  void quickRead.close();
  return db;
}
