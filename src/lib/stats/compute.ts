import { addHand } from './declarer';
import { eveningMoney, eveningUnits, foldGame, seatId, type Fold } from './ledger';
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

/** A counted game's players and who won it, for the runs. */
interface Played {
  tallies: PlayerTally[];
  won: boolean[];
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
  const played: Played[] = [];
  const nets: EveningNet[] = [];
  let running = 0;
  const chosen = evenings.filter((evening) => inPeriod(evening, options.period)).sort(byDate);

  for (const evening of chosen) {
    const games = evening.games.filter((entry) => ofVariant(entry, options.variant));
    const units = eveningUnits(games, fold, (entry, result, decided) => {
      if (!decided.counted) {
        running += 1;
        return;
      }
      const seats = entry.game.players.length;
      const tallies: PlayerTally[] = [];
      for (let seat = 0; seat < seats; seat++) tallies.push(tallyOf(seatId(entry.playerIds, seat)));
      const won = new Array<boolean>(seats).fill(false);
      for (const seat of decided.winners) {
        won[seat] = true;
        tallies[seat]!.wins += 1;
      }
      for (const seat of decided.last) tallies[seat]!.last += 1;
      for (const tally of tallies) tally.games += 1;
      const hands = entry.game.hands;
      for (let index = 0; index < hands.length; index++) {
        const hand = hands[index]!;
        const scored = result.hands[index];
        // A hand after the end scores nothing and has no declarer in the result (engine.ts).
        if (hand.kind !== 'played' || scored?.declarer === undefined) continue;
        addHand(tallies[hand.declarer]!.declarer, hand, scored.made === true);
      }
      played.push({ tallies, won });
    });
    for (const [id, gained] of units) tallyOf(id).units += gained;
    if (units.size === 0) continue;
    closeEvening(evening, units, tallyOf);
    nets.push({ id: evening.id, date: evening.date, units });
  }

  // Runs in the order the games were played: the evenings in time order, each evening's
  // games oldest first (as `played` has them). Not by when a game was last written: a
  // correction afterwards does not make an earlier game a later one.
  for (const game of played) {
    game.tallies.forEach((tally, seat) => extendRun(tally.run, game.won[seat]!));
  }
  return { players, evenings: nets, running };
}

/** The evening's count, money, and best and worst evening of each player in it. */
function closeEvening(
  evening: StatsEvening,
  units: Map<string, number>,
  tallyOf: (id: string) => PlayerTally,
): void {
  const ids = [...units.keys()];
  const money = eveningMoney(evening, [...units.values()]);
  ids.forEach((id, i) => {
    const tally = tallyOf(id);
    tally.evenings += 1;
    if (money) {
      tally.micro += money[i]!;
      tally.moneyEvenings += 1;
    }
    const mark = { evening: evening.id, date: evening.date, units: units.get(id)! };
    tally.best = better(tally.best, mark) ?? mark;
    tally.worst = worse(tally.worst, mark) ?? mark;
  });
}
