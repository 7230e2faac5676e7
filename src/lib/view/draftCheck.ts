/**
 * A hand's form checked against the game it goes into: what the form asks first, the rules
 * engine's reading of the hand where it goes, its score in place, and who deals it.
 */
import {
  applyHandChange,
  evaluate,
  readGameHand,
  scoreNextHand,
  VARIANT_RULES,
  type Explanation,
  type Game,
  type GameResult,
  type Hand,
  type HandChange,
  type Problem,
  type Variant,
} from '../rules';
import {
  type HandDraft,
  type DraftField,
  type EntryMode,
  type DraftCheck,
  draftToFileHand,
  LONE_MINUS,
} from './handDraft';

/**
 * What the form asks before the reader may judge the hand: a lone minus in the
 * card points (said at once, RULES.md §1.3: card points run from 0 to 120), and
 * an announced "all tricks" with nothing saying whether the declarer took them
 * (RULES.md §1.5: made only with every trick; a file may leave the points out
 * of a failed one, FORMAT.md, but the form never guesses "failed").
 */
function entryProblems(draft: HandDraft, variant: Variant, at: number): Problem[] {
  const problems: Problem[] = [];
  const text = draft.points.trim();
  const tarock = VARIANT_RULES[variant].tarockFields;
  const counted = !tarock || draft.tricks === 'some';
  if (counted && LONE_MINUS.test(text)) {
    problems.push({ path: `hands[${at}].declarerPoints`, code: 'pointsNegative' });
  }
  if (tarock && draft.announced === 'all' && draft.tricks === 'some' && text === '') {
    problems.push({ path: `hands[${at}].declarerTricks`, code: 'allTricksOpen' });
  }
  return problems;
}

const FIELD_OF: Record<string, DraftField> = {
  declarer: 'declarer',
  contract: 'contract',
  announced: 'announced',
  doublings: 'doublings',
  declarerPoints: 'points',
  defenderPoints: 'points',
  declarerTricks: 'tricks',
  spatz: 'spatz',
  note: 'note',
};

/** Where the form's hand goes in the game's list (rules' applyHandChange). */
function entryChange(mode: EntryMode, index: number, hand: Hand): HandChange {
  if (mode === 'edit') return { kind: 'replace', index, hand };
  if (mode === 'insert') return { kind: 'insert', index, hand };
  return { kind: 'append', hand };
}

/** The game as shown: its facts and the rules engine's result for them. */
export interface ShownGame {
  game: Game;
  result: GameResult;
}

interface DraftScore {
  /** Problems only the game's course shows (after the end, a declarer who sits out). */
  problems: Problem[];
  /** Undefined for a redeal, which scores nothing. */
  score?: { made: boolean; scores: number[]; explanation?: Explanation };
}

/** The hand scored in place: from the shown result when it is the new last hand, else the game folded with it. */
function scoreDraft(shown: ShownGame, mode: EntryMode, index: number, hand: Hand): DraftScore {
  if (mode === 'append') return scoreNextHand(shown.game, shown.result, hand);
  const hands = applyHandChange(shown.game.hands, entryChange(mode, index, hand));
  const folded = evaluate({ ...shown.game, hands });
  if (folded.problems.length > 0) return { problems: folded.problems };
  const row = folded.result.hands[index]!;
  return {
    problems: [],
    score: { made: row.made ?? false, scores: row.scores, explanation: row.explanation },
  };
}

/**
 * Judges the form's hand where it would go, by the rules engine: the reader
 * for the hand's fields, then the course of the game. A new last hand needs
 * only the shown result (scoreNextHand: no fold of a long game per
 * keystroke); a correction or an insertion changes what follows it, so that
 * game is folded. Problems of the hand map to its form fields; problems of
 * other hands (an edit after which the game would have ended earlier) to the
 * whole hand.
 */
export function checkDraft(
  shown: ShownGame,
  mode: EntryMode,
  index: number,
  draft: HandDraft,
): DraftCheck {
  const { game } = shown;
  const at = mode === 'append' ? game.hands.length : index;
  const prefix = `hands[${at}]`;
  const onForm = (problems: Problem[]): DraftCheck => ({
    problems: problems.map((problem) => {
      if (problem.path.startsWith(`${prefix}.`)) {
        const key = problem.path.slice(prefix.length + 1).split(/[.[]/)[0] ?? '';
        return { field: FIELD_OF[key] ?? 'hand', problem };
      }
      return { field: 'hand' as const, problem };
    }),
  });
  // The game is a stored one, which the reader accepted: only this hand needs reading
  // (the same answer as reading the whole game, see readGameHand).
  const asked = entryProblems(draft, game.variant, at);
  const read = readGameHand(game, draftToFileHand(draft, game.variant), at);
  if (!read.ok) return onForm([...asked, ...read.problems]);
  const hand = read.value;
  // The fold's problems too (a declarer who sits out, RULES.md §1.1), beside the form's own
  // questions: a whole-game read names them whatever else is still open.
  const { problems, score } = scoreDraft(shown, mode, index, hand);
  if (problems.length > 0) return onForm([...asked, ...problems]);
  if (asked.length > 0) return onForm(asked);
  const declarer = hand.kind === 'played' ? hand.declarer : 0;
  return {
    hand,
    problems: [],
    preview: score && {
      value: score.scores[declarer] ?? 0,
      explanation: score.explanation ?? { formula: '' },
      made: score.made,
      scores: score.scores,
    },
  };
}

/** Who deals the hand at `index` (append: the next hand) and who sits it out. */
export function dealerFor(
  result: GameResult,
  mode: EntryMode,
  index: number,
): { dealer: number; sitsOut: number | null } {
  const row = mode === 'append' ? undefined : result.hands[index];
  return row
    ? { dealer: row.dealer, sitsOut: row.sitsOut }
    : { dealer: result.nextDealer, sitsOut: result.nextSitsOut };
}
