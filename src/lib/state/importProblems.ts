import type { Lang } from '../i18n/problems';
import { problemText } from '../i18n/problems';
import type { Problem } from '../rules';
import type { Translate } from '../i18n/index.svelte';

export interface ProblemLine {
  /** "game 2, hand 4, declarerPoints", in the person's language. */
  where: string;
  /** The path as the file has it, for whoever fixes the file: games[1].hands[3].declarerPoints */
  path: string;
  message: string;
}

/**
 * Where a problem sits, said for people: which game (in a backup), which
 * hand, which field. Counting from 1 as the hand list does; the raw path
 * stays beside it.
 */
export function describePath(path: string, tr: Translate): string {
  const parts: string[] = [];
  let rest = path;
  const game = /^games\[(\d+)\]\.?/.exec(rest);
  if (game) {
    parts.push(tr('pathGame', { n: Number(game[1]) + 1 }));
    rest = rest.slice(game[0].length).replace(/^game\.?/, '');
  }
  const hand = /^hands\[(\d+)\]\.?/.exec(rest);
  if (hand) {
    parts.push(tr('pathHand', { n: Number(hand[1]) + 1 }));
    rest = rest.slice(hand[0].length);
  }
  if (rest !== '') parts.push(rest);
  return parts.length > 0 ? parts.join(', ') : tr('pathFile');
}

/** Problems as lines to show; at most `limit`, the count of the rest beside them. */
export function problemLines(
  problems: readonly Problem[],
  tr: Translate,
  lang: Lang,
  limit = 20,
): { lines: ProblemLine[]; more: number } {
  const lines = problems.slice(0, limit).map((problem) => ({
    where: describePath(problem.path, tr),
    path: problem.path,
    message: problemText(problem, lang),
  }));
  return { lines, more: Math.max(0, problems.length - limit) };
}
