/**
 * Behind the new tournament's form (RULES.md §4): name, day, place, variant,
 * house rules for every table, rounds, how a round ends, the players. The
 * storage's check (tournamentInput.ts) judges it; its problems show at their fields.
 */
import {
  defaultHouseRules,
  houseRuleOverrides,
  readGame,
  GAME_FORMAT,
  GAME_VERSION,
  type HouseRules,
} from '../rules';
import type {
  DbProblem as Problem,
  PlayerRow,
  TournamentInput,
  TournamentRow,
  WriteResult,
} from '../db';
import { t } from '../i18n/index.svelte';
import { tableSizes, type TournamentVariant } from '../tournament';
import { perform } from './actions';
import { database } from './coldStart';
import { Live } from './live.svelte';
import { localDay } from '../files/sessionValues';

export interface NameField {
  /** Stable key for the keyed list while fields come and go. */
  key: number;
  name: string;
}

/** A fresh seed for the draws (stored with the tournament, so every draw can be shown again). */
function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

export class TournamentForm {
  name = $state('');
  date = $state(localDay(Date.now()));
  place = $state('');
  rounds = $state(3);
  roundEnd = $state<'gameEnd' | 'hands'>('gameEnd');
  hands = $state(24);
  #variant = $state<TournamentVariant>('bauerntarock');
  #rules = $state<HouseRules>(defaultHouseRules('bauerntarock'));
  #players = $state<NameField[]>([]);
  /** What the last refused start said, by field, until the form changes. */
  #refused = $state.raw<Problem[]>([]);
  #busy = $state(false);
  #nextKey = 0;
  #roster = new Live((db) => db.listPlayers());
  #tournaments = new Live((db) => db.listTournaments());
  #rulesProblems = $derived.by(() => {
    const read = readGame({
      format: GAME_FORMAT,
      version: GAME_VERSION,
      variant: this.#variant,
      players: ['1', '2', '3', '4'],
      houseRules: this.#overrides(),
    });
    return read.ok ? [] : read.problems.filter((p) => p.path.startsWith('houseRules'));
  });

  constructor() {
    for (let i = 0; i < 4; i++) this.addPlayer();
  }

  get variant(): TournamentVariant {
    return this.#variant;
  }
  set variant(variant: TournamentVariant) {
    this.#variant = variant;
    this.#rules = defaultHouseRules(variant);
  }
  get rules(): HouseRules {
    return this.#rules;
  }
  get players(): readonly NameField[] {
    return this.#players;
  }
  get busy(): boolean {
    return this.#busy;
  }
  /** The names played with before, offered while typing. */
  get roster(): readonly PlayerRow[] {
    return this.#roster.value ?? [];
  }
  /** The tournaments on this phone, newest first, to go on with one. */
  get tournaments(): readonly TournamentRow[] {
    return this.#tournaments.value ?? [];
  }

  /** The names typed so far (empty fields are no players). */
  get names(): string[] {
    return this.#players.map((p) => p.name.trim()).filter((name) => name !== '');
  }

  /** "13 players: tables of 4, 4, 5" (RULES.md §4 "Tables"), or null with too few. */
  get tables(): number[] | null {
    return tableSizes(this.names.length);
  }

  addPlayer = (): void => {
    this.#players.push({ key: this.#nextKey++, name: '' });
  };

  removePlayer = (index: number): void => {
    this.#players.splice(index, 1);
    this.#refused = [];
  };

  setPlayer(index: number, name: string): void {
    const field = this.#players[index];
    if (field) field.name = name;
    this.#refused = [];
  }

  setRule<K extends keyof HouseRules>(name: K, value: HouseRules[K]): void {
    this.#rules[name] = value;
  }

  setSpatzRule(name: keyof HouseRules['spatz'], value: number): void {
    this.#rules.spatz[name] = value;
  }

  /** Problems at `path` (name, date, players[2], houseRules.endAt, ...). */
  problemsAt(path: string): Problem[] {
    return [...this.#rulesProblems, ...this.#refused].filter(
      (p) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`),
    );
  }

  /** What the storage would be handed: the players' fields as typed, empty ones included. */
  input(seed: number): TournamentInput {
    return {
      name: this.name,
      date: this.date,
      place: this.place,
      variant: this.#variant,
      houseRules: this.#overrides(),
      rounds: this.rounds,
      roundEnd:
        this.roundEnd === 'hands' ? { kind: 'hands', hands: this.hands } : { kind: 'gameEnd' },
      players: this.#players.map((p) => p.name),
      seed,
    };
  }

  /** Creates the tournament (one write, with its undo step); a refusal stays at its fields. */
  async start(seed = newSeed()): Promise<WriteResult<TournamentRow>> {
    this.#busy = true;
    try {
      const input = this.input(seed);
      const result = await perform(
        async () => (await database()).createTournament(input),
        t('tnStarted', { name: input.name.trim() }),
      );
      this.#refused = !result.ok && result.error.kind === 'invalid' ? result.error.problems : [];
      return result;
    } finally {
      this.#busy = false;
    }
  }

  dispose(): void {
    this.#roster.stop();
    this.#tournaments.stop();
  }

  #overrides() {
    return houseRuleOverrides(this.#variant, $state.snapshot(this.#rules) as HouseRules);
  }
}
