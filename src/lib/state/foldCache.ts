/**
 * The one cache of folds (docs/ARCHITECTURE.md, "One fold per revision"): the rules
 * engine's result for a game at a stored revision, kept in memory only (nothing derived
 * is stored). A game row's `rev` is new with every change of its hands and put back with
 * them by undo (db/gameRows.ts), so an equal id and `rev` is an equal game; a row without
 * `rev` (stored before revisions were kept) tells nothing and is never kept.
 * Bounded: the least recently used fold goes first.
 */
import { evaluate, type Game, type GameResult } from '../rules';

export interface Fold {
  game: Game;
  result: GameResult;
}

/**
 * More than the games the statistics fold (a club's years of evenings): with fewer, one
 * pass over them would push out the folds it is about to need again.
 */
export const FOLDS_KEPT = 2_000;

const folds = new Map<string, { rev: string; fold: Fold }>();

/** The fold of game `id` at `rev`, if one was kept (it becomes the most recently used). */
export function foldOf(id: string, rev: string | undefined): Fold | undefined {
  const known = folds.get(id);
  if (rev === undefined || known?.rev !== rev) return undefined;
  folds.delete(id);
  folds.set(id, known);
  return known.fold;
}

/** Keeps `fold` as game `id`'s at `rev` (its one kept revision); answers it. */
export function keepFold<F extends Fold>(id: string, rev: string | undefined, fold: F): F {
  if (rev === undefined) return fold;
  folds.delete(id);
  folds.set(id, { rev, fold });
  if (folds.size > FOLDS_KEPT) folds.delete(folds.keys().next().value!);
  return fold;
}

/** Game `id`'s result at `rev`: the kept fold's, or folded now and kept. */
export function foldedResult(id: string, rev: string | undefined, game: Game): GameResult {
  return (foldOf(id, rev) ?? keepFold(id, rev, { game, result: evaluate(game).result })).result;
}
