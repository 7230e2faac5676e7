/**
 * The hand form as plain values (a draft): a fresh one, one from a stored hand, one revived
 * from storage, and the hand it makes as a game file writes it. Checking it against the
 * game is draftCheck.ts.
 */
import {
  PLAIN_TARGET,
  VARIANT_RULES,
  type Announced,
  type Contract,
  type Explanation,
  type Hand,
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

/** A minus sign typed alone in the card points: a number still being typed, no value yet. */
export const LONE_MINUS = /^[-\u2212]$/;

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
