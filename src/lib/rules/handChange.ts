import type { Hand } from './types';

/**
 * A change to a game's list of hands: a new hand after the last, one put in
 * before `index` (the hands from there on move one down), one that replaces
 * hands[index], or hands[index] taken out. Generic over what the list holds,
 * so storage can place its rows and the form its hands by the same rule.
 */
export type HandChange<T = Hand> =
  | { kind: 'append'; hand: T }
  | { kind: 'insert'; index: number; hand: T }
  | { kind: 'replace'; index: number; hand: T }
  | { kind: 'remove'; index: number };

/** The list after the change (a new array; `hands` is left as it is). */
export function applyHandChange<T>(hands: readonly T[], change: HandChange<T>): T[] {
  const next = [...hands];
  switch (change.kind) {
    case 'append':
      next.push(change.hand);
      break;
    case 'insert':
      next.splice(change.index, 0, change.hand);
      break;
    case 'replace':
      next[change.index] = change.hand;
      break;
    case 'remove':
      next.splice(change.index, 1);
      break;
  }
  return next;
}

/** Where the changed hand stands after the change; undefined for a removal. */
export function changedPosition(count: number, change: HandChange<unknown>): number | undefined {
  if (change.kind === 'append') return count;
  return change.kind === 'remove' ? undefined : change.index;
}

/** Whether the change fits a list of `count` hands (an index that is there, or the end for insert). */
export function fitsHands(count: number, change: HandChange<unknown>): boolean {
  if (change.kind === 'append') return true;
  const last = change.kind === 'insert' ? count : count - 1;
  return Number.isSafeInteger(change.index) && change.index >= 0 && change.index <= last;
}
