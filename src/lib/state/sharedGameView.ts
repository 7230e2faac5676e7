import { GameView } from './gameView.svelte';
import { lastGameHint } from './lastGame';

/* A plain registry, not reactive state: screens take a view and give it back. */
const shared = new Map<
  string,
  { view: GameView; users: number; timer?: ReturnType<typeof setTimeout> }
>();
/** How long a view outlives its last screen: long enough to go from hand entry back to the game. */
const KEEP_MS = 10_000;

/**
 * One view per game, shared by the game screen and the hand entry: after a
 * save, the game screen finds the game loaded and already updated instead of
 * reading every hand again. Call `release` when the screen closes.
 */
export function acquireGameView(gameId: string): { view: GameView; release: () => void } {
  let entry = shared.get(gameId);
  if (!entry) {
    entry = { view: new GameView(gameId), users: 0 };
    shared.set(gameId, entry);
  }
  clearTimeout(entry.timer);
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    view: held.view,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      held.timer = setTimeout(() => {
        if (held.users > 0) return;
        held.view.dispose();
        shared.delete(gameId);
      }, KEEP_MS);
    },
  };
}

/**
 * Starts reading the game last open here, before the start screen has found
 * which game "resume" opens (usually the same): the two reads run side by
 * side instead of one after the other.
 */
export function prewarmLastGame(): () => void {
  const gameId = lastGameHint();
  return gameId ? acquireGameView(gameId).release : () => undefined;
}
