/**
 * A game as the screens show it: its stored facts and what the rules engine
 * derives from them. The fold runs once per stored revision of a game: a
 * write hands back the result of its own check (`keepScored`), and a read of
 * the same revision (the live query reading our own write back, the start
 * screen and the game screen reading one game) takes that result instead of
 * folding the hands again. Nothing here is stored; it is forgotten with the page.
 */
import { evaluate, evaluateAfter, type Game, type GameResult } from '../rules';
import type { GameRow } from '../files/types';
import { nextTask } from '../timing';
import { foldOf, keepFold, type Fold } from './foldCache';

export interface ScoredGame {
  row: GameRow;
  game: Game;
  result: GameResult;
}

/** Keeps a write's own answer as the scored revision of its game (foldCache.ts). */
export function keepScored(scored: ScoredGame): ScoredGame {
  return keepFold(scored.row.id, scored.row.rev, scored);
}

/** The scored game of this revision, if it was scored already (the row itself may be newer). */
export function knownScore(row: GameRow): ScoredGame | undefined {
  const known: (Fold & { row?: GameRow }) | undefined = foldOf(row.id, row.rev);
  if (!known) return undefined;
  if (known.row === row) return known as ScoredGame;
  // Same hands, maybe another row (stopped early since): the game and result objects stay.
  return keepScored({ row, game: known.game, result: known.result });
}

/** A stored game scored: by the fold of this revision when there was one, else by a new fold. */
export function scoreLoaded(
  loaded: { row: GameRow; game: Game } | undefined,
): ScoredGame | undefined {
  if (!loaded) return undefined;
  return (
    knownScore(loaded.row) ??
    keepScored({ row: loaded.row, game: loaded.game, result: evaluate(loaded.game).result })
  );
}

/** Hands folded in one task by `scoreInSteps`: a 4x slower phone folds them in well under 50 ms. */
const FOLD_STEP = 128;

/**
 * `scoreLoaded`, with a long game folded a part at a time, each part in a task of its own
 * (the rules engine's `evaluateAfter` goes on from the part before): the cold start of a
 * 1,000-hand game then holds the page in no single long task (bench (i)). The result is
 * evaluate's of the whole game (engine.ts); a part with problems folds the whole at once.
 */
export async function scoreInSteps(
  loaded: { row: GameRow; game: Game } | undefined,
): Promise<ScoredGame | undefined> {
  if (!loaded) return undefined;
  const { game } = loaded;
  const known = knownScore(loaded.row);
  if (known || game.hands.length <= FOLD_STEP) return known ?? scoreLoaded(loaded);
  let part = evaluate({ ...game, hands: game.hands.slice(0, FOLD_STEP) });
  for (let end = FOLD_STEP; end < game.hands.length && part.problems.length === 0;) {
    await nextTask();
    end = Math.min(end + FOLD_STEP, game.hands.length);
    part = evaluateAfter({ ...game, hands: game.hands.slice(0, end) }, part.result);
  }
  const result = part.problems.length === 0 ? part.result : evaluate(game).result;
  return knownScore(loaded.row) ?? keepScored({ row: loaded.row, game, result });
}
