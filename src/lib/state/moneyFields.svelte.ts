import type { DbProblem, SessionChange, SessionInput, SessionRow } from '../db';
import { i18n } from '../i18n/index.svelte';
import { amountText, COINS, parseAmount } from '../view/amounts';
import { amountProblems } from './amountProblems';

/**
 * The new game's money as typed: the stake per point and the coin, which are the evening's
 * (RULES.md §1.7): a next game of an evening shows the evening's and may change them for
 * all of its games. The new-game form (newGameForm.svelte.ts) holds one.
 */
export class MoneyFields {
  #stake = $state('');
  #coin = $state('');
  /** The evening's stake and coin as stored, for the next game of an evening. */
  #evening = $state<Pick<SessionRow, 'stakePerPoint' | 'coin'>>({});
  /** The person typed here: a prefill that comes later ("next game") leaves it as typed. */
  #typed = false;

  get stake(): string {
    return this.#stake;
  }
  set stake(text: string) {
    this.#typed = true;
    this.#stake = text;
  }
  get coin(): string {
    return this.#coin;
  }
  set coin(text: string) {
    this.#typed = true;
    this.#coin = text;
  }

  get typed(): boolean {
    return this.#typed;
  }

  /** The evening's stake and coin in the fields, to be kept or changed for the whole evening. */
  show(session: Pick<SessionRow, 'stakePerPoint' | 'coin'>, keepTyped = false): void {
    const { stakePerPoint, coin } = session;
    this.#evening = { stakePerPoint, coin };
    if (keepTyped) return;
    this.#stake = stakePerPoint === undefined ? '' : amountText(stakePerPoint, i18n.lang);
    this.#coin =
      coin === undefined ? '' : (COINS.find((option) => Number(option) === coin) ?? String(coin));
  }

  /** The coins to choose from; an evening's own coin among them. */
  get coinOptions(): string[] {
    const own = this.#evening.coin;
    return own === undefined || COINS.some((option) => Number(option) === own)
      ? COINS
      : [...COINS, String(own)].sort((a, b) => Number(a) - Number(b));
  }

  /** The next game changes the evening's stake or coin (for its earlier games too, RULES.md §1.7). */
  get changed(): boolean {
    return Object.keys(this.change()).length > 0;
  }

  /** What the fields change about the evening: `null` takes a stake or coin off. */
  change(): SessionChange {
    const change: SessionChange = {};
    for (const [key, text] of [
      ['stakePerPoint', this.#stake],
      ['coin', this.#coin],
    ] as const) {
      const value = parseAmount(text);
      if (value !== this.#evening[key]) change[key] = value ?? null;
    }
    return change;
  }

  /** A new evening's stake and coin, those given. */
  newEvening(): SessionInput {
    const stakePerPoint = parseAmount(this.#stake);
    const coin = parseAmount(this.#coin);
    return {
      ...(stakePerPoint !== undefined ? { stakePerPoint } : {}),
      ...(coin !== undefined ? { coin } : {}),
    };
  }

  /** What is wrong with the amounts typed, at the paths `stake` and `coin`. */
  get problems(): DbProblem[] {
    return amountProblems(this.#stake, this.#coin);
  }
}
