/**
 * Stand-in for the `rulestests` branch's money helpers (common.md gives the
 * signatures); on merge their file replaces this one.
 */

/** Net points → money (currency units), each a multiple of `coin`, summing to exactly 0. */
export function roundMoney(net: number[], stakePerPoint: number, coin: number): number[] {
  if (net.length === 0) return [];
  const cents = (value: number) => Math.round(value * 100);
  const coinCents = Math.max(1, cents(coin));
  const exact = net.map((points) => (points * cents(stakePerPoint)) / coinCents);
  const units = exact.map((value) => Math.floor(value + 1e-9));
  // Largest remainder: the coins that floor() dropped go to the largest fractions.
  let missing = -units.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, seat) => ({ seat, fraction: value - units[seat]! }))
    .sort((a, b) => b.fraction - a.fraction || a.seat - b.seat);
  for (const { seat } of order) {
    if (missing <= 0) break;
    units[seat]! += 1;
    missing -= 1;
  }
  return units.map((value) => (value * coinCents) / 100 + 0);
}

export interface Transfer {
  from: number;
  to: number;
  amount: number;
}

/** Who pays whom so that every balance is met; nobody both pays and receives. */
export function fewestTransfers(balances: number[]): Transfer[] {
  const eps = 1e-9;
  const debtors = balances
    .map((amount, seat) => ({ seat, amount: -amount }))
    .filter((entry) => entry.amount > eps)
    .sort((a, b) => b.amount - a.amount || a.seat - b.seat);
  const creditors = balances
    .map((amount, seat) => ({ seat, amount }))
    .filter((entry) => entry.amount > eps)
    .sort((a, b) => b.amount - a.amount || a.seat - b.seat);
  const transfers: Transfer[] = [];
  let d = 0;
  let c = 0;
  while (d < debtors.length && c < creditors.length) {
    const debtor = debtors[d]!;
    const creditor = creditors[c]!;
    const amount = Math.min(debtor.amount, creditor.amount);
    transfers.push({
      from: debtor.seat,
      to: creditor.seat,
      amount: Math.round(amount * 1e6) / 1e6,
    });
    debtor.amount -= amount;
    creditor.amount -= amount;
    if (debtor.amount <= eps) d++;
    if (creditor.amount <= eps) c++;
  }
  return transfers;
}
