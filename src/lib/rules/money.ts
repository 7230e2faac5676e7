/**
 * Money (RULES.md §1.7, "Money"): net points × a stake per point, rounded to
 * the table's smallest coin without losing the zero sum, and for a session
 * who pays whom with the fewest transfers. Pure; the game file never holds money.
 *
 * Exact inside: amounts are counted in micro units (1e-6 of the currency,
 * `Math.round(x * 1e6)`) and in whole coins, so no float drift can break a sum.
 */
import { nameKey } from './names';

/** Micro units per currency unit: fine enough for any coin, far from 2^53. */
const MICRO = 1e6;

const toMicro = (value: number): number => Math.round(value * MICRO);
/** Back to currency; `+ 0` turns a -0 into 0. */
const fromMicro = (micro: number): number => micro / MICRO + 0;

/**
 * Why money could not be worked out, with a stable code: a stake or coin no
 * table pays in, or balances that do not sum to 0. Returned, never thrown,
 * like every other answer of the rules engine.
 */
export type MoneyProblem =
  | { code: 'badStake'; value: number }
  | { code: 'badCoin'; value: number }
  | { code: 'notZeroSum'; sum: number };

export type MoneyResult<T> = { ok: true; value: T } | { ok: false; problem: MoneyProblem };

/**
 * `net` points × `stakePerPoint`, in whole coins, summing to exactly 0; a
 * stake below 0 (or not a number) answers `badStake`, a coin below a
 * millionth `badCoin`.
 *
 * The rounding rule (the UI states it): every amount is rounded to the
 * nearest coin, a half coin away from zero. If the rounded amounts then do
 * not sum to 0, the remainder goes coin by coin to the amounts that rounding
 * moved furthest the other way (a coin is taken back from whoever was
 * rounded up the most, or given to whoever was rounded down the most); ties
 * go to the lower seat.
 */
export function roundMoneyCoins(
  net: readonly number[],
  stakePerPoint: number,
  coin: number,
): MoneyResult<number[]> {
  if (!(Number.isFinite(stakePerPoint) && stakePerPoint >= 0)) {
    return { ok: false, problem: { code: 'badStake', value: stakePerPoint } };
  }
  const coinMicro = toMicro(coin);
  if (!(Number.isFinite(coin) && coinMicro > 0)) {
    return { ok: false, problem: { code: 'badCoin', value: coin } };
  }
  // Plain loops: the statistics round every evening of the years they cover (bench (e)).
  const seats = net.length;
  const coins: number[] = [];
  // How far rounding moved each amount, in micro units: positive = rounded up.
  const moved: number[] = [];
  let remainder = 0;
  for (let seat = 0; seat < seats; seat++) {
    const exact = toMicro(net[seat]! * stakePerPoint);
    const count = roundHalfAway(exact, coinMicro);
    coins.push(count);
    moved.push(count * coinMicro - exact);
    remainder += count;
  }
  while (remainder !== 0) {
    const step = remainder > 0 ? -1 : 1;
    // Take back from the most rounded up (step -1), or give to the most rounded down (step +1).
    let pick = 0;
    for (let seat = 1; seat < seats; seat++) {
      if (-step * moved[seat]! > -step * moved[pick]!) pick = seat;
    }
    coins[pick]! += step;
    moved[pick]! += step * coinMicro;
    remainder += step;
  }
  for (let seat = 0; seat < seats; seat++) coins[seat]! += 0; // no -0
  return { ok: true, value: coins };
}

/** `roundMoneyCoins` in currency units (e.g. euros), each a multiple of `coin`. */
export function roundMoney(
  net: readonly number[],
  stakePerPoint: number,
  coin: number,
): MoneyResult<number[]> {
  const coins = roundMoneyCoins(net, stakePerPoint, coin);
  if (!coins.ok) return coins;
  const coinMicro = toMicro(coin);
  return { ok: true, value: coins.value.map((count) => fromMicro(count * coinMicro)) };
}

/** Integer division to the nearest whole, a half away from zero. */
function roundHalfAway(micro: number, unit: number): number {
  const size = Math.abs(micro);
  let whole = Math.floor(size / unit);
  if (2 * (size - whole * unit) >= unit) whole += 1;
  return micro < 0 ? -whole : whole;
}

export interface Transfer {
  from: number;
  to: number;
  amount: number;
}

/** Beyond this many non-zero balances the exact search (2^n subsets) gives way to the greedy one. */
export const EXACT_TRANSFER_LIMIT = 16;

/**
 * Who pays whom, for balances that sum to 0 (positive: receives). The
 * fewest transfers, and nobody both pays and receives: the balances are cut
 * into as many groups summing to 0 as possible (a group of k people needs
 * k − 1 transfers), found exactly by a search over subsets for up to
 * EXACT_TRANSFER_LIMIT non-zero balances, and each group is settled largest
 * debtor to largest creditor. More balances: that greedy rule over everyone.
 * Amounts come back in the unit of the balances (coins or currency), exact
 * to 1e-6. Fractions of a settlement (thirds of a split tie) sum to 0 only
 * up to their rounding to millionths: that drift, at most half a millionth
 * per balance, is taken up by the largest balance. Balances that do not sum
 * to 0 beyond it answer `notZeroSum`.
 */
export function fewestTransfers(balances: readonly number[]): MoneyResult<Transfer[]> {
  const micro = balances.map(toMicro);
  const total = micro.reduce((sum, value) => sum + value, 0);
  if (!Number.isFinite(total) || 2 * Math.abs(total) > micro.length) {
    return { ok: false, problem: { code: 'notZeroSum', sum: fromMicro(total) } };
  }
  if (total !== 0) {
    let largest = 0;
    micro.forEach((value, seat) => {
      if (Math.abs(value) > Math.abs(micro[largest]!)) largest = seat;
    });
    micro[largest]! -= total;
  }
  const open = micro.flatMap((value, seat) => (value === 0 ? [] : [seat]));
  const groups = open.length <= EXACT_TRANSFER_LIMIT ? zeroSumGroups(open, micro) : [open];
  const transfers = groups.flatMap((group) => settleGreedy(group, micro));
  const value = transfers
    .map((transfer) => ({ ...transfer, amount: fromMicro(transfer.amount) }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
  return { ok: true, value };
}

/**
 * The most groups summing to 0 that `seats` can be cut into. best[mask] is
 * the most zero-sum groups among the prefixes of an ordering of mask; a
 * mask summing to 0 closes one more group.
 */
function zeroSumGroups(seats: readonly number[], micro: readonly number[]): number[][] {
  const n = seats.length;
  const size = 1 << n;
  const sum = new Float64Array(size);
  const best = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    sum[mask] = sum[mask & (mask - 1)]! + micro[seats[low]!]!;
    let most = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) most = Math.max(most, best[mask ^ (1 << i)]!);
    }
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }
  // Walk back from everyone, removing one seat at a time along a best path;
  // each time the remaining set sums to 0, the removed seats since the last cut form a group.
  const groups: number[][] = [];
  let current: number[] = [];
  let mask = size - 1;
  while (mask !== 0) {
    const closes = sum[mask] === 0 ? 1 : 0;
    if (closes && current.length > 0) {
      groups.push(current);
      current = [];
    }
    let next = -1;
    for (let i = 0; i < n && next < 0; i++) {
      if (mask & (1 << i) && best[mask ^ (1 << i)]! + closes === best[mask]) next = i;
    }
    current.push(seats[next]!);
    mask ^= 1 << next;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Largest debtor pays largest creditor until the group is square; ties by seat order. */
function settleGreedy(group: readonly number[], micro: readonly number[]): Transfer[] {
  const left = new Map(group.map((seat) => [seat, micro[seat]!]));
  const transfers: Transfer[] = [];
  for (;;) {
    let debtor = -1;
    let creditor = -1;
    for (const [seat, value] of left) {
      if (value < 0 && (debtor < 0 || value < left.get(debtor)!)) debtor = seat;
      if (value > 0 && (creditor < 0 || value > left.get(creditor)!)) creditor = seat;
    }
    if (debtor < 0 || creditor < 0) return transfers;
    const amount = Math.min(-left.get(debtor)!, left.get(creditor)!);
    transfers.push({ from: debtor, to: creditor, amount });
    left.set(debtor, left.get(debtor)! + amount);
    left.set(creditor, left.get(creditor)! - amount);
  }
}

export interface SessionGame {
  /** Names in the game's seating order. */
  players: readonly string[];
  /** The game's settlement net per seat, in the same order. */
  net: readonly number[];
}

/**
 * Each player's net over the games of an evening, whose seatings may differ
 * (RULES.md §1.7: "a session adds up each player's net over its games").
 * Players are matched by name as FORMAT.md compares names (trimmed, NFKC, full
 * case folding), as the roster does; each keeps the spelling and the place of
 * their first game.
 */
export function sessionNet(games: readonly SessionGame[]): { player: string; net: number }[] {
  const byName = new Map<string, { player: string; net: number }>();
  for (const game of games) {
    game.players.forEach((name, seat) => {
      const key = nameKey(name.trim());
      const entry = byName.get(key) ?? { player: name.trim(), net: 0 };
      entry.net += game.net[seat] ?? 0;
      byName.set(key, entry);
    });
  }
  return [...byName.values()].map((entry) => ({ ...entry, net: entry.net + 0 }));
}

/** What a session says about money: the stake per point and the smallest coin (RULES.md §1.7). */
export interface MoneyTerms {
  stakePerPoint: number;
  coin: number;
}

/** The coin when a session names none: the cent. */
const DEFAULT_COIN = 0.01;

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
 * Nudges values to whole micro units summing to exactly 0, so that split
 * shares (thirds) added over an evening stay payable (fewestTransfers insists
 * on a zero sum). The drift is at most a few millionths of a point.
 */
export function zeroSum(values: readonly number[]): number[] {
  const micro: number[] = [];
  let drift = 0;
  let largest = 0;
  for (let i = 0; i < values.length; i++) {
    const value = Math.round(values[i]! * 1e6);
    micro.push(value);
    drift += value;
    if (Math.abs(value) > Math.abs(micro[largest]!)) largest = i;
  }
  if (drift !== 0) micro[largest]! -= drift;
  for (let i = 0; i < micro.length; i++) micro[i] = micro[i]! / 1e6 + 0;
  return micro;
}
