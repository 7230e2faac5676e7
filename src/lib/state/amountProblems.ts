/** The new-game form's stake and coin as typed, judged as an evening's values are. */
import type { DbProblem } from '../db';
import { amountProblem } from '../files/sessionValues';
import { parseAmount } from '../view/amounts';

/** The evening's stake and coin as typed, within the limits an evening has (sessionValues.ts). */
export function amountProblems(stake: string, coin: string): DbProblem[] {
  const own: DbProblem[] = [];
  for (const [path, key, text] of [
    ['stake', 'stakePerPoint', stake],
    ['coin', 'coin', coin],
  ] as const) {
    const value = parseAmount(text);
    if (value === undefined) continue;
    const problem = Number.isNaN(value)
      ? { code: 'notNumber' as const, params: { value: JSON.stringify(text) } }
      : amountProblem(key, value);
    if (problem) own.push({ path, ...problem });
  }
  return own;
}
