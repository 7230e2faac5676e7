import {
  defaultHouseRules,
  houseRuleOverrides,
  readGame,
  resolveHouseRules,
  VARIANT_RULES,
  GAME_FORMAT,
  GAME_VERSION,
  type Game,
  type HouseRules,
  type Variant,
} from '../rules';
import type { DbProblem, GameRow, PlayerRow, SessionChange, SessionRow, WriteResult } from '../db';
import { i18n } from '../i18n/index.svelte';
import { amountText, COINS, parseAmount } from '../view/amounts';
import { amountProblem } from '../files/sessionValues';
import { database } from './coldStart';
import { Live } from './live.svelte';
import { scoreLoaded } from './scored';

export { parseAmount } from '../view/amounts';

export interface Seat {
  /** Stable key for the keyed list while seats move. */
  key: number;
  name: string;
}

/**
 * The new-game form: variant, seats in clockwise order, first dealer, house
 * rules and the evening's stake. The rules engine's reader judges it, so
 * the form refuses exactly what a game file would.
 */
export class NewGameForm {
  #variant = $state<Variant>('bauerntarock');
  #seats = $state<Seat[]>([]);
  #firstDealer = $state(0);
  #rules = $state<HouseRules>(defaultHouseRules('bauerntarock'));
  #stake = $state('');
  #coin = $state('');
  #sessionId = $state<string | undefined>(undefined);
  /** The evening's stake and coin as stored, for the next game of an evening. */
  #evening = $state<Pick<SessionRow, 'stakePerPoint' | 'coin'>>({});
  #nextKey = 0;
  #problems = $derived.by(() => {
    const read = readGame(this.#file());
    return read.ok ? [] : read.problems;
  });

  /** The names played with before, offered while typing. */
  #roster = new Live((db) => db.listPlayers());

  constructor() {
    this.#seats = [this.#seat(''), this.#seat(''), this.#seat('')];
  }

  get roster(): readonly PlayerRow[] {
    return this.#roster.value ?? [];
  }

  /** Stops following the roster; the screen calls this when it closes. */
  dispose(): void {
    this.#roster.stop();
  }

  /**
   * "Next game, same table" after a game (its id) or after the last game of
   * an evening (`session:<id>`); nothing changes when there is no such game.
   */
  async continueTable(ref: string): Promise<void> {
    const db = await database();
    let gameId = ref;
    if (ref.startsWith('session:')) {
      const last = (await db.listGames(ref.slice('session:'.length))).at(-1);
      if (!last) return;
      gameId = last.id;
    }
    const previous = scoreLoaded(await db.loadGame(gameId));
    if (!previous) return;
    this.continueFrom(previous.row, previous.result.nextDealer);
    const session = await db.getSession(previous.row.sessionId);
    if (session) this.showEvening(session);
  }

  /** The evening's stake and coin in the money fields, to be kept or changed for the whole evening. */
  showEvening(session: Pick<SessionRow, 'stakePerPoint' | 'coin'>): void {
    const { stakePerPoint, coin } = session;
    this.#evening = { stakePerPoint, coin };
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
  get moneyChanged(): boolean {
    return Object.keys(this.#eveningChange()).length > 0;
  }

  /** What the money fields change about the evening: `null` takes a stake or coin off. */
  #eveningChange(): SessionChange {
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

  get variant(): Variant {
    return this.#variant;
  }
  get seats(): readonly Seat[] {
    return this.#seats;
  }
  get firstDealer(): number {
    return this.#firstDealer;
  }
  get rules(): HouseRules {
    return this.#rules;
  }
  get stake(): string {
    return this.#stake;
  }
  set stake(text: string) {
    this.#stake = text;
  }
  get coin(): string {
    return this.#coin;
  }
  set coin(text: string) {
    this.#coin = text;
  }
  /** Set when this is the next game of an evening: the stake is the evening's, shown to change. */
  get sessionId(): string | undefined {
    return this.#sessionId;
  }
  get limits(): { min: number; max: number } {
    return VARIANT_RULES[this.#variant].players;
  }

  /** Every house rule returns to the new variant's defaults; seats fill up to its minimum. */
  setVariant(variant: Variant): void {
    this.#variant = variant;
    this.#rules = defaultHouseRules(variant);
    while (this.#seats.length < VARIANT_RULES[variant].players.min) {
      this.#seats.push(this.#seat(''));
    }
  }

  setName(seat: number, name: string): void {
    const entry = this.#seats[seat];
    if (entry) entry.name = name;
  }

  addSeat(): void {
    if (this.#seats.length < this.limits.max) this.#seats.push(this.#seat(''));
  }

  removeSeat(seat: number): void {
    if (this.#seats.length <= this.limits.min) return;
    this.#seats.splice(seat, 1);
    if (this.#firstDealer > seat || this.#firstDealer >= this.#seats.length) {
      this.#firstDealer = Math.max(0, this.#firstDealer - 1);
    }
  }

  /** Moves a seat one place counter-clockwise (-1) or clockwise (+1); the dealer moves with the player. */
  move(seat: number, by: -1 | 1): void {
    const to = seat + by;
    if (to < 0 || to >= this.#seats.length) return;
    const seats = this.#seats;
    [seats[seat], seats[to]] = [seats[to]!, seats[seat]!];
    if (this.#firstDealer === seat) this.#firstDealer = to;
    else if (this.#firstDealer === to) this.#firstDealer = seat;
  }

  setFirstDealer(seat: number): void {
    this.#firstDealer = seat;
  }

  setRule<K extends keyof HouseRules>(name: K, value: HouseRules[K]): void {
    this.#rules[name] = value;
  }

  setSpatzRule(name: keyof HouseRules['spatz'], value: number): void {
    this.#rules.spatz[name] = value;
  }

  /**
   * "Next game, same table": the same players, variant and house rules in
   * the same evening; the deal goes on clockwise from where the last game left it.
   */
  continueFrom(row: GameRow, nextDealer: number): void {
    this.#variant = row.variant;
    this.#seats = row.players.map((name) => this.#seat(name));
    this.#firstDealer = nextDealer;
    this.#rules = resolveHouseRules(row.variant, row.houseRules);
    this.#sessionId = row.sessionId;
  }

  /** Problems of the form, by the reader's paths (players[1], houseRules.endAt, ...). */
  get problems(): DbProblem[] {
    return [...this.#problems, ...this.#amountProblems()];
  }

  /** The evening's stake and coin as typed, within the limits an evening has (sessionValues.ts). */
  #amountProblems(): DbProblem[] {
    const own: DbProblem[] = [];
    for (const [path, key, text] of [
      ['stake', 'stakePerPoint', this.#stake],
      ['coin', 'coin', this.#coin],
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

  problemsAt(path: string): DbProblem[] {
    return this.problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`));
  }

  get valid(): boolean {
    return this.problems.length === 0;
  }

  /**
   * Starts the game, and with it the evening unless this continues one: one
   * write, so a refused game leaves no empty evening behind.
   */
  async start(): Promise<WriteResult<GameRow>> {
    const read = readGame(this.#file());
    if (!read.ok) return { ok: false, error: { kind: 'invalid', problems: read.problems } };
    if (!this.valid) return { ok: false, error: { kind: 'invalid', problems: this.problems } };
    const game: Game = read.value;
    const db = await database();
    const stakePerPoint = parseAmount(this.#stake);
    const coin = parseAmount(this.#coin);
    const change = this.#eveningChange();
    return db.startGame({
      ...(this.#sessionId
        ? {
            sessionId: this.#sessionId,
            ...(Object.keys(change).length > 0 ? { session: change } : {}),
          }
        : {
            session: {
              ...(stakePerPoint !== undefined ? { stakePerPoint } : {}),
              ...(coin !== undefined ? { coin } : {}),
            },
          }),
      variant: game.variant,
      players: game.players,
      firstDealer: game.firstDealer,
      houseRules: game.houseRules,
    });
  }

  #file(): Record<string, unknown> {
    return {
      format: GAME_FORMAT,
      version: GAME_VERSION,
      variant: this.#variant,
      players: this.#seats.map((seat) => seat.name.trim()),
      firstDealer: this.#firstDealer,
      houseRules: houseRuleOverrides(this.#variant, $state.snapshot(this.#rules) as HouseRules),
      hands: [],
    };
  }

  #seat(name: string): Seat {
    return { key: this.#nextKey++, name };
  }
}
