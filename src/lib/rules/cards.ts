import { PACK_POINTS } from './types';

/**
 * Counting a pile of cards (RULES.md, Terms, and §1.3): only five ranks score,
 * Daus/Sau 11, Zehner 10, König 4, Ober 3, Unter 2; 9-8-7-6 score nothing.
 * The 36-card pack has four suits, so a pile holds 0 to 4 cards of a rank,
 * and all twenty scoring cards make the pack's 120.
 */
export const CARD_RANKS = ['daus', 'zehner', 'koenig', 'ober', 'unter'] as const;
export type CardRank = (typeof CARD_RANKS)[number];

export const CARD_VALUES: Readonly<Record<CardRank, number>> = {
  daus: 11,
  zehner: 10,
  koenig: 4,
  ober: 3,
  unter: 2,
};

/** Four suits: at most four cards of a rank in any pile. */
export const SUITS = 4;

/** How many cards of each scoring rank a pile holds. */
export type CardCount = Record<CardRank, number>;

export function emptyCount(): CardCount {
  return { daus: 0, zehner: 0, koenig: 0, ober: 0, unter: 0 };
}

/** The pile's card points: each rank's value times its cards. */
export function countPoints(count: Readonly<CardCount>): number {
  return CARD_RANKS.reduce((sum, rank) => sum + CARD_VALUES[rank] * count[rank], 0);
}

/**
 * Whether a count can be a real pile: `tooMany` when a rank has more cards
 * than the pack (or a count that is no whole number of cards), `impossible`
 * for 1 and 119, which RULES.md §1.3 refuses.
 */
export type CountCheck =
  | { ok: true; points: number; other: number }
  | { ok: false; points: number; reason: 'tooMany' | 'impossible' };

export function checkCount(count: Readonly<CardCount>): CountCheck {
  const fits = CARD_RANKS.every(
    (rank) => Number.isInteger(count[rank]) && count[rank] >= 0 && count[rank] <= SUITS,
  );
  const points = fits ? countPoints(count) : NaN;
  if (!fits) return { ok: false, points, reason: 'tooMany' };
  return checkPoints(points);
}

/** RULES.md §1.3: a pile's points are 0 to 120, never 1 or 119; the other pile has the rest. */
export function checkPoints(points: number): CountCheck {
  if (!Number.isInteger(points) || points < 0 || points > PACK_POINTS) {
    return { ok: false, points, reason: 'tooMany' };
  }
  if (points === 1 || points === PACK_POINTS - 1)
    return { ok: false, points, reason: 'impossible' };
  return { ok: true, points, other: PACK_POINTS - points };
}
