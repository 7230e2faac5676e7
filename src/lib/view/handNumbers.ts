import type { Hand } from '../rules';

/*
 * One hand number everywhere (list, form heading, toast, status line, evening,
 * import preview): the played hands are counted from 1; a redeal is shown in
 * its place but takes no number, as it takes no turn of the deal (RULES.md §1.6:
 * the round counts played hands).
 */

/** The played hands before file position `index`. */
export function playedBefore(hands: readonly Pick<Hand, 'kind'>[], index: number): number {
  let count = 0;
  const end = Math.min(index, hands.length);
  for (let i = 0; i < end; i++) if (hands[i]!.kind === 'played') count++;
  return count;
}

/**
 * The number of the hand at file position `index` (or of a hand to be stored
 * there): a played hand counts the played ones before it; a redeal, never
 * numbered itself, answers the number of the played hand that follows it.
 */
export const handNumber = (hands: readonly Pick<Hand, 'kind'>[], index: number): number =>
  playedBefore(hands, index) + 1;

/** Every row's number as the list shows it: undefined for a redeal. */
export function listNumbers(hands: readonly Pick<Hand, 'kind'>[]): (number | undefined)[] {
  let count = 0;
  return hands.map((hand) => (hand.kind === 'played' ? ++count : undefined));
}
