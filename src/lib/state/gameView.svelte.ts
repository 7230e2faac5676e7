import { evaluate, type Game, type GameResult } from '../rules';
import { quickRead } from '../db/quickRead';
import { isStoredDraft, type StoredDraft } from './handDraft';
import type { GameRow, SessionRow } from '../db';
import { Live } from './live.svelte';

/**
 * One game as the game screen sees it: the stored facts (live from the
 * database) and everything derived from them by the rules engine. Nothing
 * derived is stored.
 */
export class GameView {
  readonly gameId: string;
  #stored: Live<{ row: GameRow; game: Game } | undefined>;
  #history = new Live((db) => db.historyState());
  #draft: Live<unknown>;
  /**
   * The evening (the settlement's money). Made with the view, not on first
   * use: state made while a template reads it is not tracked by that template,
   * so a lazily made query never showed its answer.
   */
  #session: Live<SessionRow | undefined>;
  /**
   * A hand this device has just stored, shown before the live query has read
   * the whole game again: the write has resolved, so it is a stored fact,
   * and the next answer of the query replaces it.
   */
  #saved = $state.raw<{ base: Game; game: Game } | undefined>(undefined);
  /** A plain memo (read inside templates, so not state): the query's game after a save. */
  #caughtUp: { stored: Game; game: Game } | undefined;
  /*
   * The engine's view, worked out once per stored version of the game (the
   * query replaces the game object whole on every change). A plain memo, not
   * $derived: a view is shared by screens and outlives the one that made it.
   */
  #scored: { game: Game | undefined; result: GameResult | undefined } = {
    game: undefined,
    result: undefined,
  };

  constructor(gameId: string) {
    this.gameId = gameId;
    // On a cold start the totals paint from a plain read, before the database code loads.
    this.#stored = new Live(
      (db) => db.loadGame(gameId),
      () => quickRead.loadGame(gameId),
    );
    this.#draft = new Live((db) => db.loadDraft(gameId));
    this.#session = new Live((db) => db.sessionOfGame(gameId));
  }

  /** Stops following the database; the screen calls this when it closes. */
  stop(): void {
    this.#stored.stop();
    this.#history.stop();
    this.#session.stop();
    this.#draft.stop();
  }

  get loaded(): boolean {
    return this.#stored.loaded;
  }

  get error(): Error | undefined {
    return this.#stored.error;
  }

  get row(): GameRow | undefined {
    return this.#stored.value?.row;
  }

  get game(): Game | undefined {
    const stored = this.#stored.value?.game;
    const saved = this.#saved;
    if (!saved || !stored) return stored;
    if (saved.base === stored) return saved.game;
    // The query has read the write back. When it holds exactly the game shown, the shown
    // object stays, so nothing is scored or drawn twice for one save (issue 5, bench (c)).
    if (this.#caughtUp?.stored !== stored) {
      this.#caughtUp = { stored, game: sameGame(saved.game, stored) ? saved.game : stored };
    }
    return this.#caughtUp.game;
  }

  /**
   * Shows a confirmed write at once: `before` is the game as shown when the
   * write began, `change` gives its hands after it. When the query has
   * answered since, it already shows the write, and nothing is done.
   */
  showSaved(before: Game, change: (hands: Game['hands']) => Game['hands']): void {
    const base = this.#stored.value?.game;
    if (!base || this.game !== before) return;
    this.#saved = { base, game: { ...before, hands: change([...before.hands]) } };
  }

  get result(): GameResult | undefined {
    const game = this.game;
    if (game !== this.#scored.game) {
      this.#scored = { game, result: game ? evaluate(game).result : undefined };
    }
    return this.#scored.result;
  }

  /** Over: ended by the rules, or stopped early by the table (RULES.md §1.6). */
  get over(): boolean {
    return this.result?.status === 'finished' || (this.row?.stoppedEarly ?? false);
  }

  /** The round being played, counting from 1: every seat deals once a round. */
  get round(): number {
    const result = this.result;
    const seats = this.game?.players.length ?? 1;
    return result ? Math.floor(result.played / seats) + 1 : 1;
  }

  /** The evening this game belongs to (its stake and coin). */
  get session(): SessionRow | undefined {
    return this.#session.value;
  }

  /** A hand begun and not saved (kept over a reload or a killed app). */
  get draft(): StoredDraft | undefined {
    const value = this.#draft.value;
    return isStoredDraft(value) ? value : undefined;
  }

  get canUndo(): boolean {
    return this.#history.value?.canUndo ?? false;
  }

  get canRedo(): boolean {
    return this.#history.value?.canRedo ?? false;
  }
}

/** Whether two games hold the same facts (hands compared by identity first: most are shared). */
function sameGame(a: Game, b: Game): boolean {
  if (a.hands.length !== b.hands.length) return false;
  const same = (x: unknown, y: unknown) => x === y || JSON.stringify(x) === JSON.stringify(y);
  for (let i = 0; i < a.hands.length; i++) if (!same(a.hands[i], b.hands[i])) return false;
  const { hands: _a, ...headA } = a;
  const { hands: _b, ...headB } = b;
  return same(headA, headB);
}
