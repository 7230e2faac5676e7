import { fewestTransfers, roundMoney } from '../rules/money';
import { toCents } from './format';

/** What a session says about money: the stake per point and the smallest coin (RULES.md §1.7). */
export interface MoneyTerms {
  stakePerPoint: number;
  coin: number;
}

export interface Transfer {
  from: number;
  to: number;
  amount: number;
}

export interface MoneyView {
  terms: MoneyTerms;
  /** Each seat's money, a multiple of the coin; sums to 0. */
  amounts: number[];
  /** Where rounding to the coin moved money: rounded minus exact, per seat, nonzero only. */
  remainders: { seat: number; cents: number }[];
  transfers: Transfer[];
}

/** The coin when a session names none: the cent. */
export const DEFAULT_COIN = 0.01;

/** Money terms of a session, or undefined when it plays for points only. */
export function moneyTerms(session?: {
  stakePerPoint?: number;
  coin?: number;
}): MoneyTerms | undefined {
  const stake = session?.stakePerPoint;
  if (stake === undefined || !(stake > 0)) return undefined;
  // roundMoney refuses coins below a millionth; such a coin is a typo, so the cent stands in.
  const coin = session?.coin !== undefined && session.coin >= 0.001 ? session.coin : DEFAULT_COIN;
  return { stakePerPoint: stake, coin };
}

/**
 * RULES.md §1.7, Money: net points times the stake, rounded to the coin
 * (roundMoney keeps the sum at exactly 0), then who pays whom with the
 * fewest transfers. The remainders say who got a little more or less than
 * the exact amount, so the table can see where the rounding went.
 */
export function moneyView(net: readonly number[], terms: MoneyTerms): MoneyView {
  const amounts = roundMoney([...net], terms.stakePerPoint, terms.coin);
  const remainders: MoneyView['remainders'] = [];
  amounts.forEach((amount, seat) => {
    const cents = toCents(amount - net[seat]! * terms.stakePerPoint);
    if (cents !== 0) remainders.push({ seat, cents });
  });
  // Transfers in whole cents so that float drift cannot leave a 0.00 € payment.
  const transfers = fewestTransfers(amounts.map(toCents)).map((transfer) => ({
    ...transfer,
    amount: transfer.amount / 100,
  }));
  return { terms, amounts, remainders, transfers };
}
