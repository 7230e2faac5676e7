import { fewestTransfers } from '../rules';
import { compareNames } from '../rules/names';
import { eveningMoney, eveningUnits, foldGame, fromMicro, type Fold } from './ledger';
import { namer } from './table';
import type { RosterEntry, StatsEvening } from './types';

export interface OwedBalance {
  id: string;
  name: string;
  /** Money in the currency: positive receives, negative pays. */
  amount: number;
}

export interface OwedTransfer {
  from: string;
  to: string;
  fromName: string;
  toName: string;
  amount: number;
}

export interface Owed {
  /** Every player with money still open, most owed to first. */
  balances: OwedBalance[];
  transfers: OwedTransfer[];
  /** The evenings not yet paid that played for money. */
  evenings: string[];
}

/**
 * Money still owed: every evening not marked paid, each at its own stake
 * and coin (as its settlement shows it), summed per player over every
 * variant and date, then who pays whom with the fewest transfers
 * (RULES.md §1.7, Money). An evening for points only owes nothing.
 */
export function owed(
  evenings: readonly StatsEvening[],
  roster: readonly RosterEntry[],
  fold: Fold = foldGame,
): Owed {
  const micro = new Map<string, number>();
  const open: string[] = [];
  for (const evening of evenings) {
    if (evening.paidAt !== undefined) continue;
    const units = eveningUnits(evening.games, fold);
    const money = eveningMoney(evening, [...units.values()]);
    if (!money) continue;
    open.push(evening.id);
    [...units.keys()].forEach((id, i) => micro.set(id, (micro.get(id) ?? 0) + money[i]!));
  }
  const name = namer(roster);
  const ids = [...micro.keys()].filter((id) => micro.get(id) !== 0);
  // In whole millionths the balances sum to exactly 0, as fewestTransfers insists.
  const paying = fewestTransfers(ids.map((id) => fromMicro(micro.get(id)!)));
  const transfers = (paying.ok ? paying.value : []).map(({ from, to, amount }) => ({
    from: ids[from]!,
    to: ids[to]!,
    fromName: name(ids[from]!),
    toName: name(ids[to]!),
    amount,
  }));
  const balances = ids
    .map((id) => ({ id, name: name(id), amount: fromMicro(micro.get(id)!) }))
    .sort((a, b) => b.amount - a.amount || compareNames(a.name, b.name));
  return { balances, transfers, evenings: open };
}
