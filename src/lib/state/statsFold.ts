/**
 * How the statistics have a game's result: once per stored revision, as the
 * rest of the app folds (scored.ts). A game just shown on this phone was
 * folded there already; every other one is folded here once and kept for the
 * page's life, so re-reading after a change folds only the games that changed.
 */
import { evaluate, type GameResult } from '../rules';
import type { StatsGame } from '../stats/types';
import { knownResult } from './scored';

const kept = new Map<string, { rev: string; result: GameResult }>();

export function statsFold(entry: StatsGame): GameResult {
  const { id, rev } = entry;
  const known = knownResult(id, rev);
  if (known) return known;
  const own = kept.get(id);
  if (own && rev !== undefined && own.rev === rev) return own.result;
  const result = evaluate(entry.game).result;
  // Without a revision (stored before revisions were kept) nothing tells it unchanged.
  if (rev !== undefined) kept.set(id, { rev, result });
  return result;
}
