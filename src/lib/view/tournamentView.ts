/**
 * The organizer's desk (RULES.md §4) as a screen shows it: the round being
 * played with each table's seats, whether its sheet is in and its totals,
 * the standings with names, and the seating lists to print. Pure: the facts
 * (the tournament and the games stored for its tables) in, rows out.
 */
import type { Game, GameResult } from '../rules';
import {
  currentRound,
  drawOf,
  handsAtTable,
  seatedIn,
  standings,
  tableNames,
  tableResults,
  tableStates,
  type Tournament,
  type TournamentPlayer,
} from '../tournament';

export interface DeskTable {
  /** 0-based; shown as table + 1. */
  table: number;
  /** The names in seat order (the first seat deals first). */
  names: string[];
  gameId: string;
  reported: boolean;
  /** Each seat's result as it stands on the sheet; null before it arrived. */
  totals: number[] | null;
  played: number;
  /** The round's hands at this table (handsAtTable); null: the game's own end. */
  of: number | null;
  /** The round's end is reached at this table (else it counts as it stands). */
  over: boolean;
}

/** A table the desk and the printed standings flag: short of its round's hands, or no sheet. */
export interface TableFlag {
  round: number;
  /** 1-based. */
  table: number;
  reported: boolean;
  played: number;
  of: number | null;
}

export interface DeskStanding {
  player: string;
  name: string;
  rank: number;
  total: number;
  /** Per round, index 0 = round 1: the result, or null (not seated, or not in yet). */
  rounds: (number | null)[];
  best: number | null;
  wins: number;
  /** Left the tournament (RULES.md §4 "Seats"): their rounds still count. */
  left: boolean;
}

export interface DeskPlayer extends TournamentPlayer {
  /** Seated in the round after the current one. */
  seatedNext: boolean;
}

export interface DeskView {
  /** The round being played, 0 before the first draw. */
  round: number;
  rounds: number;
  tables: DeskTable[];
  /** Table numbers (1-based) whose sheet has not arrived. */
  missing: number[];
  /** The current round may be drawn again: no sheet of it is stored yet. */
  canRedraw: boolean;
  /** Another round is left to draw. */
  canDrawNext: boolean;
  standings: DeskStanding[];
  players: DeskPlayer[];
  /** Every drawn round's tables without a sheet, or stopped short of the round's hands. */
  flags: TableFlag[];
}

/**
 * The desk from the stored facts; `order` sorts names of a shared rank (the language's
 * collation); `fold` has a game's result by its id (tableStates).
 */
export function deskView(
  tournament: Tournament,
  games: ReadonlyMap<string, Game>,
  order: (a: string, b: string) => number,
  fold?: (gameId: string, game: Game) => GameResult,
): DeskView {
  const round = currentRound(tournament);
  const states = tableStates(tournament, games, fold);
  const tables = states
    .filter((s) => s.round === round)
    .map((s): DeskTable => ({
      table: s.table,
      names: tableNames(tournament, s.players),
      gameId: s.gameId,
      reported: s.result !== null,
      totals: s.result ? s.result.totals : null,
      played: s.result?.played ?? 0,
      of: handsAtTable(tournament.roundEnd, s.players.length),
      over: s.result?.over ?? false,
    }));
  const flags = states.flatMap((s): TableFlag[] => {
    const of = handsAtTable(tournament.roundEnd, s.players.length);
    const played = s.result?.played ?? 0;
    const short = s.result !== null && !s.result.over;
    if (s.result !== null && !short) return [];
    return [{ round: s.round, table: s.table + 1, reported: s.result !== null, played, of }];
  });
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const rows = standings(
    tournament.players.map((p) => p.id),
    tournament.rounds,
    tableResults(states),
    (a, b) => order(nameOf(a), nameOf(b)),
  );
  const leftIds = new Set(tournament.players.filter((p) => p.until !== null).map((p) => p.id));
  const draw = drawOf(tournament, round);
  return {
    round,
    rounds: tournament.rounds,
    tables,
    missing: tables.filter((t) => !t.reported).map((t) => t.table + 1),
    canRedraw: draw !== undefined && draw.games.every((id) => !games.has(id)),
    canDrawNext: round < tournament.rounds,
    standings: rows.map((row) => ({
      ...row,
      name: nameOf(row.player),
      left: leftIds.has(row.player),
    })),
    players: tournament.players.map((p) => ({ ...p, seatedNext: seatedIn(p, round + 1) })),
    flags,
  };
}

/** Who sits where in one round: every player's table and seat (1-based), sorted by name. */
export interface SeatingRow {
  name: string;
  table: number;
  seat: number;
}

export interface RoundSeating {
  round: number;
  rows: SeatingRow[];
}

/** The seating list of every drawn round, for the printed page (RULES.md §4 "Seats"). */
export function seatingLists(
  tournament: Tournament,
  order: (a: string, b: string) => number,
): RoundSeating[] {
  return [...tournament.draws]
    .sort((a, b) => a.round - b.round)
    .map((draw) => ({
      round: draw.round,
      rows: draw.tables
        .flatMap((seats, table) =>
          tableNames(tournament, seats).map((name, seat) => ({
            name,
            table: table + 1,
            seat: seat + 1,
          })),
        )
        .sort((a, b) => order(a.name, b.name)),
    }));
}

/** The printed standings: one A4 page per `perPage` players (40 rows of 8 pt fit one page with its headings). */
export function pages<T>(rows: readonly T[], perPage = 40): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) out.push(rows.slice(i, i + perPage));
  return out.length > 0 ? out : [[]];
}
