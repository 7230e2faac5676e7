/**
 * How the statistics have a game's result: once per stored revision, from the one fold
 * cache (foldCache.ts) the rest of the app keeps its folds in, so a game just shown on this
 * phone is not folded again, and re-reading after a change folds only the games that changed.
 */
import type { GameResult } from '../rules';
import type { StatsGame } from '../stats/types';
import { foldedResult } from './foldCache';

export function statsFold(entry: StatsGame): GameResult {
  return foldedResult(entry.id, entry.rev, entry.game);
}
