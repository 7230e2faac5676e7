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
import type { DbProblem, GameRow, PlayerRow, WriteResult } from '../db';
import { placeProblem } from '../files/sessionValues';
import { database } from './coldStart';
import { Live } from './live.svelte';
import { MoneyFields } from './moneyFields.svelte';
import { scoreLoaded } from './scored';

export interface Seat {
  /** Stable key for the keyed list while seats move. */
  key: number;
  name: string;
}

/**
 * The new-game form: variant, seats in clockwise order, first dealer, house
 * rules, and the evening's place, stake and coin (`money`, moneyFields.svelte.ts). The rules
 * engine's reader judges it, so the form refuses exactly what a game file would; the place
 * is held to FORMAT.md's limits as every write and reader holds it (sessionValues.ts).
 */
export class NewGameForm {
  #variant = $state<Variant>('bauerntarock');
  #seats = $state<Seat[]>([]);
  #firstDealer = $state(0);
  #rules = $state<HouseRules>(defaultHouseRules('bauerntarock'));
  #sessionId = $state<string | undefined>(undefined);
  #nextKey = 0;
  /** The person changed the table: a prefill that comes later ("next game") leaves it as typed. */
  #typedTable = false;
  readonly money = new MoneyFields();
  #place = $state('');
  /** The evening's place as stored, for the next game of an evening: changed, it is the evening's. */
  #eveningPlace: string | undefined;
  #problems = $derived.by(() => {
    const read = readGame(this.#file());
    return read.ok ? [] : read.problems;
  });

  /** The names played with before, offered while typing. */
  #roster = new Live((db) => db.listPlayers());
  /** Other members' names (a club's rosters), offered too, marked as the club's. */
  #clubNames = new Live((db) => db.listClubNames());
  /** The places of earlier evenings, offered while the place is typed. */
  #places = new Live((db) => db.listPlaces());

  constructor() {
    this.#seats = [this.#seat(''), this.#seat(''), this.#seat('')];
  }

  get roster(): readonly PlayerRow[] {
    return this.#roster.value ?? [];
  }
  get clubNames(): readonly string[] {
    return this.#clubNames.value ?? [];
  }
  get places(): readonly string[] {
    return this.#places.value ?? [];
  }

  /** Where the evening is played, as typed (optional). */
  get place(): string {
    return this.#place;
  }
  set place(text: string) {
    this.#typedPlace = true;
    this.#place = text;
  }
  #typedPlace = false;

  /** Stops following the roster and the places; the screen calls this when it closes. */
  dispose(): void {
    this.#roster.stop();
    this.#clubNames.stop();
    this.#places.stop();
  }

  /**
   * "Next game, same table" after a game (its id) or after the last game of
   * an evening (`session:<id>`); nothing changes when there is no such game.
   */
  async continueTable(ref: string): Promise<void> {
    // Read before anything is typed; whatever is typed meanwhile stays (only the evening joins).
    const db = await database();
    let gameId = ref;
    if (ref.startsWith('session:')) {
      const last = (await db.listGames(ref.slice('session:'.length))).at(-1);
      if (!last) return;
      gameId = last.id;
    }
    const previous = scoreLoaded(await db.loadGame(gameId));
    if (!previous) return;
    if (this.#typedTable) this.#sessionId = previous.row.sessionId;
    else this.continueFrom(previous.row, previous.result.nextDealer);
    const session = await db.getSession(previous.row.sessionId);
    if (!session) return;
    this.money.show(session, this.money.typed);
    this.#eveningPlace = session.place;
    if (!this.#typedPlace) this.#place = session.place ?? '';
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
  /** Set when this is the next game of an evening: the stake is the evening's, shown to change. */
  get sessionId(): string | undefined {
    return this.#sessionId;
  }
  get limits(): { min: number; max: number } {
    return VARIANT_RULES[this.#variant].players;
  }

  /** Every house rule returns to the new variant's defaults; seats fill up to its minimum. */
  setVariant(variant: Variant): void {
    this.#typedTable = true;
    this.#variant = variant;
    this.#rules = defaultHouseRules(variant);
    while (this.#seats.length < VARIANT_RULES[variant].players.min) {
      this.#seats.push(this.#seat(''));
    }
  }

  setName(seat: number, name: string): void {
    this.#typedTable = true;
    const entry = this.#seats[seat];
    if (entry) entry.name = name;
  }

  addSeat(): void {
    this.#typedTable = true;
    if (this.#seats.length < this.limits.max) this.#seats.push(this.#seat(''));
  }

  removeSeat(seat: number): void {
    this.#typedTable = true;
    if (this.#seats.length <= this.limits.min) return;
    this.#seats.splice(seat, 1);
    if (this.#firstDealer > seat || this.#firstDealer >= this.#seats.length) {
      this.#firstDealer = Math.max(0, this.#firstDealer - 1);
    }
  }

  /** Moves a seat one place counter-clockwise (-1) or clockwise (+1); the dealer moves with the player. */
  move(seat: number, by: -1 | 1): void {
    this.#typedTable = true;
    const to = seat + by;
    if (to < 0 || to >= this.#seats.length) return;
    const seats = this.#seats;
    [seats[seat], seats[to]] = [seats[to]!, seats[seat]!];
    if (this.#firstDealer === seat) this.#firstDealer = to;
    else if (this.#firstDealer === to) this.#firstDealer = seat;
  }

  setFirstDealer(seat: number): void {
    this.#typedTable = true;
    this.#firstDealer = seat;
  }

  setRule<K extends keyof HouseRules>(name: K, value: HouseRules[K]): void {
    this.#typedTable = true;
    this.#rules[name] = value;
  }

  setSpatzRule(name: keyof HouseRules['spatz'], value: number): void {
    this.#typedTable = true;
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
    const place = this.#place.trim() ? placeProblem(this.#place) : undefined;
    return [
      ...this.#problems,
      ...this.money.problems,
      ...(place ? [{ path: 'place', ...place }] : []),
    ];
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
    const place = this.#place.trim();
    const change = {
      ...this.money.change(),
      ...(place !== (this.#eveningPlace ?? '') ? { place: place || null } : {}),
    };
    return db.startGame({
      ...(this.#sessionId
        ? {
            sessionId: this.#sessionId,
            ...(Object.keys(change).length > 0 ? { session: change } : {}),
          }
        : { session: { ...this.money.newEvening(), ...(place ? { place } : {}) } }),
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
