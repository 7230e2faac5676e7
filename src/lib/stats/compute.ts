import type { Hand, HandResult } from '../rules';
import { addHand } from './declarer';
import { addUnits, eveningMoney, foldGame, seatId, type Fold } from './ledger';
import { outcome, type Outcome } from './outcome';
import { byDate, inPeriod, ofVariant, type Period, type VariantChoice } from './period';
import { better, emptyTally, extendRun, worse, type PlayerTally } from './players';
import type { StatsEvening } from './types';

/** One evening of the period that counted games, for the chart: net per roster id. */
export interface EveningNet {
  id: string;
  date: string;
  /** Net points in 1/UNITS per roster id. */
  units: Map<string, number>;
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
 * over its results and hands.
 */
export function periodStats(evenings: readonly StatsEvening[], options: StatsOptions): PeriodStats {
  const fold = options.fold ?? foldGame;
  const players = new Map<string, PlayerTally>();
  const tallyOf = (id: string): PlayerTally => {
    let tally = players.get(id);
    if (!tally) players.set(id, (tally = emptyTally(id)));
    return tally;
  };
  const nets: EveningNet[] = [];
  let running = 0;
  const chosen = evenings.filter((evening) => inPeriod(evening, options.period)).sort(byDate);
  // The seats' tallies of the game at hand, refilled for each game.
  const tallies: PlayerTally[] = [];

  for (const evening of chosen) {
    const units = new Map<string, number>();
    for (const entry of evening.games) {
      if (!ofVariant(entry, options.variant)) continue;
      const result = fold(entry);
      const decided = outcome(result, entry.stoppedEarly);
      if (!decided.counted) {
        running += 1;
        continue;
      }
      // A tournament table's game settles nothing (RULES.md §4): no net, no money; its
      // wins and hands count as any game's.
      if (!entry.tournament) addUnits(units, entry, result.settlement.net);
      const seats = entry.game.players.length;
      if (tallies.length !== seats) tallies.length = seats;
      for (let seat = 0; seat < seats; seat++)
        tallies[seat] = tallyOf(seatId(entry.playerIds, seat));
      addGame(tallies, decided);
      addHands(tallies, entry.game.hands, result.hands);
    }
    if (units.size === 0) continue;
    closeEvening(evening, units, tallyOf);
    nets.push({ id: evening.id, date: evening.date, units });
  }
  return { players, evenings: nets, running };
}

/**
 * A counted game's wins, last places, games and runs. The runs grow in the order the games
 * were played: the evenings in time order, each evening's games oldest first (as
 * periodStats takes them). Not by when a game was last written: a correction afterwards does
 * not make an earlier game a later one.
 */
function addGame(tallies: readonly PlayerTally[], decided: Outcome): void {
  for (const seat of decided.winners) tallies[seat]!.wins += 1;
  for (const seat of decided.last) tallies[seat]!.last += 1;
  for (let seat = 0; seat < tallies.length; seat++) {
    const tally = tallies[seat]!;
    tally.games += 1;
    extendRun(tally.run, decided.winners.includes(seat));
  }
}

/** Each played hand of a counted game to its declarer's tally, made as the engine judged it. */
function addHands(
  tallies: readonly PlayerTally[],
  hands: readonly Hand[],
  scored: readonly HandResult[],
): void {
  for (let index = 0; index < hands.length; index++) {
    const hand = hands[index]!;
    if (hand.kind !== 'played') continue;
    const made = scored[index]?.made;
    // A hand after the end scores nothing and has no verdict in the result (engine.ts).
    if (made === undefined) continue;
    addHand(tallies[hand.declarer]!.declarer, hand, made);
  }
}

/** The evening's count, money, and best and worst evening of each player in it. */
function closeEvening(
  evening: StatsEvening,
  units: Map<string, number>,
  tallyOf: (id: string) => PlayerTally,
): void {
  const money = eveningMoney(evening, [...units.values()]);
  let i = 0;
  for (const [id, net] of units) {
    const tally = tallyOf(id);
    tally.units += net;
    tally.evenings += 1;
    if (money) {
      tally.micro += money[i]!;
      tally.moneyEvenings += 1;
    }
    const mark = { evening: evening.id, date: evening.date, units: net };
    tally.best = better(tally.best, mark) ?? mark;
    tally.worst = worse(tally.worst, mark) ?? mark;
    i += 1;
  }
}
