import { t, type MessageKey } from '../i18n/index.svelte';
import type { DraftField, DraftProblem } from './handDraft';
import { problemWords } from './labels';

/** The form's fields top to bottom: the score bar names the first problem a person meets. */
export const FIELD_ORDER: readonly DraftField[] = [
  'declarer',
  'contract',
  'announced',
  'points',
  'tricks',
  'doublings',
  'spatz',
  'note',
  'hand',
];

/** The legend a field's problem is named by in the score bar (the hand's own need none). */
const LEGEND: Partial<Record<DraftField, MessageKey>> = {
  declarer: 'declarer',
  contract: 'contract',
  announced: 'announced',
  points: 'cardPoints',
  tricks: 'cardPoints',
  doublings: 'doublings',
  spatz: 'spatz',
};

/**
 * A problem as the pinned score bar says it, away from its field: named by the
 * field's legend ("Augen (mit Talon): 121 liegt nicht …"); the form's own
 * questions say what they are about.
 */
export function barWords(entry: DraftProblem): string {
  const words = problemWords(entry.problem);
  const legend = LEGEND[entry.field];
  const own = entry.problem.code === 'allTricksOpen' || entry.problem.code === 'pointsNegative';
  return legend && !own ? `${t(legend)}: ${words}` : words;
}
