import { fewestTransfers, roundMoney, type MoneyTerms } from '../rules/money';
import { toCents } from './format';

export { moneyTerms, type MoneyTerms } from '../rules/money';

export interface Transfer {
  from: number;
  to: number;
  amount: number;
}

export interface MoneyView {
  terms: MoneyTerms;
  /** Each seat's money, a multiple of the coin; sums to 0. */
  amounts: number[];
  /**
   * Where rounding to the coin moved money: paid minus exact, per seat, nonzero only, in cents
   * and fractions of a cent (at a stake of 0.0001 an exact 0.1568 paid as 0.16 moved 0.32 cent).
   */
  remainders: { seat: number; cents: number }[];
  transfers: Transfer[];
}

/**
 * RULES.md §1.7, Money: net points times the stake, rounded to the coin
 * (roundMoney keeps the sum at exactly 0), then who pays whom with the
 * fewest transfers. The remainders say who got a little more or less than
 * the exact amount, so the table can see where the rounding went.
 */
export function moneyView(net: readonly number[], terms: MoneyTerms): MoneyView | undefined {
  const rounded = roundMoney([...net], terms.stakePerPoint, terms.coin);
  // Terms no table pays in (moneyTerms lets none through): the points stand alone.
  if (!rounded.ok) return undefined;
  const amounts = rounded.value;
  const remainders: MoneyView['remainders'] = [];
  // Compared in millionths (whole numbers: the stake has at most 4 decimals, FORMAT.md), so a
  // remainder below a cent still counts and float drift cannot make one up.
  const stakeMicro = Math.round(terms.stakePerPoint * 1e6);
  amounts.forEach((amount, seat) => {
    // A split payment's net is a fraction (RULES.md §1.7): to the millionth, as money.ts counts.
    const moved = Math.round(Math.round(amount * 1e6) - net[seat]! * stakeMicro) + 0;
    if (moved !== 0) remainders.push({ seat, cents: moved / 1e4 });
  });
  // Transfers in whole cents so that float drift cannot leave a 0.00 € payment.
  const inCents = fewestTransfers(amounts.map(toCents));
  // Rounded amounts sum to exactly 0 (roundMoney), so the transfers are always there.
  if (!inCents.ok) return undefined;
  const transfers = inCents.value.map((transfer) => ({
    ...transfer,
    amount: transfer.amount / 100,
  }));
  return { terms, amounts, remainders, transfers };
}
