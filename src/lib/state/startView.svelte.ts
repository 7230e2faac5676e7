import type { Status } from '../rules';
import type { GameRow, HistoryState, SessionRow } from '../db';
import { quickRunningGame, quickSessions, shown } from './coldStart';
import { resumeStatus } from '../view/tableRound';
import { Live } from './live.svelte';
import { knownScore, scoreLoaded } from './scored';
import { acquireGameView, prewarmLastGame } from './sharedGameView';

/** How long the start screen waits before the database code loads (see `shown`). */
const GATE_AFTER_START_MS = 800;

/**
 * The start screen: the game "resume" opens and the recent evenings. On a
 * cold start both come from the quick read (coldStart.ts); the live queries
 * follow once the database code is there.
 */
export class StartView {
  #running: Live<GameRow | undefined>;
  #sessions: Live<SessionRow[]>;
  /** Whether the last step undone was a game's start: its redo is offered here. */
  #history = new Live<HistoryState>((db) => db.historyState(), { wait: true });
  #stops: (() => void)[] = [];

  constructor() {
    this.#running = new Live(
      // Scored through scored.ts: a game already scored (the quick read's) is not folded again.
      (db) =>
        db.latestOpenGame(async (row): Promise<Status | undefined> => {
          const known = knownScore(row);
          const result = (known ?? scoreLoaded(await db.loadGame(row.id)))?.result;
          return result && resumeStatus(row.tournament, result);
        }),
      { first: quickRunningGame() },
    );
    this.#sessions = new Live((db) => db.listSessions(), { first: quickSessions() });
    // The game last open here is most likely the one "resume" opens: its read starts now.
    this.#stops.push(prewarmLastGame());
  }

  get loaded(): boolean {
    return this.#running.loaded && this.#sessions.loaded;
  }

  get error(): Error | undefined {
    return this.#running.error;
  }

  /** What "resume" opens, if anything. */
  get running(): GameRow | undefined {
    return this.#running.value;
  }

  /**
   * Who deals the running game's next hand, by its variant's rule, once the game is scored
   * (the read that found it open scored it: scored.ts); undefined before.
   */
  get nextDealer(): number | undefined {
    const row = this.#running.value;
    return row ? knownScore(row)?.result.nextDealer : undefined;
  }

  /** A game's start was just undone: "redo" brings the game back (actions.ts undoOrRedo). */
  get redoStart(): boolean {
    const history = this.#history.value;
    return !!history?.canRedo && history.redoLabel === 'startGame';
  }

  /** The five most recent evenings. */
  get recent(): SessionRow[] {
    return (this.#sessions.value ?? []).slice(0, 5);
  }

  /**
   * The screen shows what it read. "Resume" is the likely next tap, and the
   * game screen loads the database code once its totals show; whoever stays
   * here gets it a moment later (the backup reminder needs it).
   */
  shown(): void {
    shown(GATE_AFTER_START_MS);
  }

  /** Starts reading the running game, so its totals are there on the tap; returns the release. */
  prepare(gameId: string): () => void {
    return acquireGameView(gameId).release;
  }

  dispose(): void {
    this.#running.stop();
    this.#sessions.stop();
    this.#history.stop();
    for (const stop of this.#stops.splice(0)) stop();
  }
}
