import {
  applyHandChange,
  evaluate,
  PLAIN_TARGET,
  readGameHand,
  scoreNextHand,
  VARIANT_RULES,
  type Announced,
  type Contract,
  type Explanation,
  type Game,
  type GameResult,
  type Hand,
  type HandChange,
  type Problem,
  type Side,
  type SpatzResult,
  type Tricks,
  type Variant,
} from '../rules';

/**
 * What the hand-entry form holds while a hand is typed: plain JSON, so it can
 * be saved as the draft on every change and restored after a reload. Points
 * stay as typed text; the rules engine's reader judges them.
 */
export interface HandDraft {
  declarer: number | null;
  contract: Contract;
  announced: Announced;
  doublings: number;
  /** Which pile the table counted: the other is shown as 120 minus it. */
  pointsSide: Side;
  points: string;
  tricks: Tricks;
  spatz: { side: Side; result: SpatzResult } | null;
  spatzLast: boolean;
  /** FORMAT.md: a hand may carry a note of at most 500 characters; empty means none. */
  note: string;
}

/** The form's fields, each shown with the problems that belong to it. */
export type DraftField =
  | 'declarer'
  | 'contract'
  | 'announced'
  | 'doublings'
  | 'points'
  | 'tricks'
  | 'spatz'
  | 'note'
  | 'hand';

/** append: a new hand at the end; edit: replace hands[index]; insert: a forgotten hand before hands[index]. */
export type EntryMode = 'append' | 'edit' | 'insert';

/** What is kept as a game's draft: the form and where the hand goes. */
export interface StoredDraft {
  mode: EntryMode;
  index: number;
  draft: unknown;
}

export function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { mode, index } = value as Partial<StoredDraft>;
  return (
    (mode === 'append' || mode === 'edit' || mode === 'insert') &&
    typeof index === 'number' &&
    'draft' in value
  );
}

/** A problem of the form, with the field it is shown next to. */
export interface DraftProblem {
  field: DraftField;
  problem: Problem;
}

export interface DraftCheck {
  /** The hand to store when the draft is sound. */
  hand?: Hand;
  problems: DraftProblem[];
  preview?: { value: number; explanation: Explanation; made: boolean; scores: number[] };
}

/** A fresh form: the exchange game (the variant's first contract) preselected. */
export function emptyDraft(variant: Variant): HandDraft {
  return {
    declarer: null,
    contract: VARIANT_RULES[variant].contracts[0]!,
    announced: PLAIN_TARGET,
    doublings: 0,
    pointsSide: 'declarer',
    points: '',
    tricks: 'some',
    spatz: null,
    spatzLast: false,
    note: '',
  };
}

/** The form for correcting a stored hand (a redeal gives an empty form). */
export function draftFromHand(hand: Hand, variant: Variant): HandDraft {
  // A redeal's note stays with the hand that replaces it.
  if (hand.kind === 'redeal') return { ...emptyDraft(variant), note: hand.note ?? '' };
  const defenders = hand.declarerPoints === undefined && hand.defenderPoints !== undefined;
  const points = defenders ? hand.defenderPoints : hand.declarerPoints;
  return {
    declarer: hand.declarer,
    contract: hand.contract,
    announced: hand.announced,
    doublings: hand.doublings,
    pointsSide: defenders ? 'defenders' : 'declarer',
    points: points === undefined ? '' : String(points),
    tricks: hand.declarerTricks,
    spatz: hand.spatz ? { side: hand.spatz.side, result: hand.spatz.result } : null,
    spatzLast: hand.spatz?.lastTrick ?? false,
    note: hand.note ?? '',
  };
}

/** Reads a stored draft back; anything that does not look like one gives undefined. */
export function reviveDraft(value: unknown, variant: Variant): HandDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const base = emptyDraft(variant);
  const merged = { ...base, ...(value as Partial<HandDraft>) };
  const ok =
    (merged.declarer === null || Number.isInteger(merged.declarer)) &&
    VARIANT_RULES[variant].contracts.includes(merged.contract) &&
    typeof merged.points === 'string' &&
    typeof merged.note === 'string' &&
    Number.isInteger(merged.doublings);
  return ok ? merged : undefined;
}

/** The hand as a game file writes it (FORMAT.md), for the reader to judge. */
export function draftToFileHand(draft: HandDraft, variant: Variant): Record<string, unknown> {
  const tarock = VARIANT_RULES[variant].tarockFields;
  const hand: Record<string, unknown> = { kind: 'played', contract: draft.contract };
  if (draft.declarer !== null) hand.declarer = draft.declarer;
  if (draft.announced !== PLAIN_TARGET) hand.announced = draft.announced;
  if (tarock && draft.doublings !== 0) hand.doublings = draft.doublings;
  if (tarock && draft.tricks !== 'some') hand.declarerTricks = draft.tricks;
  // Matsch and all tricks fix the card points (FORMAT.md), so typed points are left out then.
  const text = draft.points.trim();
  // A lone minus is no number yet: entryProblems says what is wrong with it.
  if (text !== '' && !LONE_MINUS.test(text) && (!tarock || draft.tricks === 'some')) {
    const field = draft.pointsSide === 'declarer' ? 'declarerPoints' : 'defenderPoints';
    // A minus typed (ASCII or the typographic −) is a number out of range, not "not a number".
    hand[field] = /^[-\u2212]?\d{1,4}$/.test(text) ? Number(text.replace('\u2212', '-')) : text;
  }
  if (tarock && draft.spatz) {
    hand.spatz = { ...draft.spatz, lastTrick: draft.spatzLast };
  }
  // Blank lines around it are no part of the note; a note of nothing is none.
  const note = draft.note.trim();
  if (note !== '') hand.note = note;
  return hand;
}

const LONE_MINUS = /^[-\u2212]$/;

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
export function entryChange(mode: EntryMode, index: number, hand: Hand): HandChange {
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
