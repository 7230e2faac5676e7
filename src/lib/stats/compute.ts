import type { Hand, HandResult } from '../rules';
import { addDeclared, declarerCounts, declarerTally } from './declarer';
import { eveningMoney, foldGame, seatId, toUnits, type Fold } from './ledger';
import { outcome, type Outcome } from './outcome';
import { byDate, inPeriod, ofVariant, type Period, type VariantChoice } from './period';
import { better, emptyTally, extendRun, worse, type PlayerTally } from './players';
import type { StatsEvening } from './types';

/** One evening of the period that counted games, for the chart. */
export interface EveningNet {
  id: string;
  date: string;
  /**
   * Net points in 1/UNITS per player, at the player's place in `PeriodStats.players`: 0 for
   * one not at this evening, none for one who first plays after it.
   */
  units: number[];
}

/** The statistics of a period, as tallies (derive a table with statsTable). */
export interface PeriodStats {
  /** Per roster id, in the order they first played in the period. */
  players: Map<string, PlayerTally>;
  /** Evenings with counted games, in time order. */
  evenings: EveningNet[];
  /**
   * Games of the period and variant still running, so counted nowhere: the screen says
   * so, or a table would wonder where a player's game went.
   */
  running: number;
}

export interface StatsOptions {
  period: Period;
  variant: VariantChoice;
  /** The game's result; defaults to the engine's fold. Called once per game of the period. */
  fold?: Fold;
}

/**
 * The statistics of a period and variant over finished and stopped games
 * (outcome.ts): each game folded once, everything else from one pass
 * over its results and hands. Each player gets a number as they first play in the period
 * (their place in `players`), and the pass counts by numbers: a roster id is looked up
 * once per seat of a game, not once per count (bench (e)).
 */
export function periodStats(evenings: readonly StatsEvening[], options: StatsOptions): PeriodStats {
  const fold = options.fold ?? foldGame;
  const players = new Map<string, PlayerTally>();
  const numbers = new Map<string, number>();
  const list: PlayerTally[] = [];
  // The open evening's net per player number (valid for those in `present`).
  const units: number[] = [];
  // Each player's declarer counts (declarer.ts), by player number.
  let declarer = declarerCounts(0);
  const numberOf = (id: string): number => {
    let number = numbers.get(id);
    if (number === undefined) {
      number = list.length;
      numbers.set(id, number);
      const tally = emptyTally(id);
      list.push(tally);
      players.set(id, tally);
      units.push(0);
      declarer = declarerCounts(list.length, declarer);
    }
    return number;
  };
  const nets: EveningNet[] = [];
  let running = 0;
  const chosen = evenings.filter((evening) => inPeriod(evening, options.period)).sort(byDate);
  // The player numbers of the game at hand's seats, refilled for each game.
  const seats: number[] = [];
  // The evening's players with a net, in the order they first sat down.
  const present: number[] = [];

  for (const evening of chosen) {
    present.length = 0;
    for (const entry of evening.games) {
      if (!ofVariant(entry, options.variant)) continue;
      const result = fold(entry);
      const decided = outcome(result, entry.stoppedEarly);
      if (!decided.counted) {
        running += 1;
        continue;
      }
      const count = entry.game.players.length;
      seats.length = count;
      for (let seat = 0; seat < count; seat++)
        seats[seat] = numberOf(seatId(entry.playerIds, seat));
      // A tournament table's game settles nothing (RULES.md §4): no net, no money; its
      // wins and hands count as any game's.
      if (!entry.tournament) addNet(units, present, seats, result.settlement.net);
      addGame(list, seats, decided);
      addHands(declarer, seats, entry.game.hands, result.hands);
    }
    if (present.length === 0) continue;
    nets.push(closeEvening(evening, list, present, units));
  }
  for (let number = 0; number < list.length; number++) {
    list[number]!.declarer = declarerTally(declarer, number);
  }
  return { players, evenings: nets, running };
}

/** A counted game's settlement net (RULES.md §1.7, Money) to its players' evening net. */
function addNet(
  units: number[],
  present: number[],
  seats: readonly number[],
  net: readonly number[],
): void {
  for (let seat = 0; seat < seats.length; seat++) {
    const number = seats[seat]!;
    if (!present.includes(number)) {
      present.push(number);
      units[number] = 0;
    }
    units[number]! += toUnits(net[seat] ?? 0);
  }
}

/**
 * A counted game's wins, last places, games and runs. The runs grow in the order the games
 * were played: the evenings in time order, each evening's games oldest first (as
 * periodStats takes them). Not by when a game was last written: a correction afterwards does
 * not make an earlier game a later one.
 */
function addGame(list: readonly PlayerTally[], seats: readonly number[], decided: Outcome): void {
  for (const seat of decided.winners) list[seats[seat]!]!.wins += 1;
  for (const seat of decided.last) list[seats[seat]!]!.last += 1;
  for (let seat = 0; seat < seats.length; seat++) {
    const tally = list[seats[seat]!]!;
    tally.games += 1;
    extendRun(tally.run, decided.winners.includes(seat));
  }
}

/** Each played hand of a counted game to its declarer's counts, made as the engine judged it. */
function addHands(
  declarer: Float64Array,
  seats: readonly number[],
  hands: readonly Hand[],
  scored: readonly HandResult[],
): void {
  for (let index = 0; index < hands.length; index++) {
    const hand = hands[index]!;
    if (hand.kind !== 'played') continue;
    const made = scored[index]?.made;
    // A hand after the end scores nothing and has no verdict in the result (engine.ts).
    if (made === undefined) continue;
    addDeclared(declarer, seats[hand.declarer]!, hand, made);
  }
}

/** The evening's count, money, and best and worst evening of each player in it; its net. */
function closeEvening(
  evening: StatsEvening,
  list: readonly PlayerTally[],
  present: readonly number[],
  units: readonly number[],
): EveningNet {
  const nets = present.map((number) => units[number]!);
  const money = eveningMoney(evening, nets);
  const row = new Array<number>(list.length).fill(0);
  for (let i = 0; i < present.length; i++) {
    const net = nets[i]!;
    row[present[i]!] = net;
    const tally = list[present[i]!]!;
    tally.units += net;
    tally.evenings += 1;
    if (money) {
      tally.micro += money[i]!;
      tally.moneyEvenings += 1;
    }
    const mark = { evening: evening.id, date: evening.date, units: net };
    tally.best = better(tally.best, mark) ?? mark;
    tally.worst = worse(tally.worst, mark) ?? mark;
  }
  return { id: evening.id, date: evening.date, units: row };
}
