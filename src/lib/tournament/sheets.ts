/**
 * A table's sheet coming back to the organizer (RULES.md §4): which table of
 * which round it is, or why it is refused; and the tables' results that the
 * standings are made of.
 */
import type { Game, GameResult } from '../rules';
import { drawOf, readTag } from './model';
import { tableRound, type TableRound } from './roundEnd';
import type { TableResult } from './standings';
import type { Tournament } from './types';

/** Why a sheet does not belong to the round being collected; each has a text in both languages. */
export type SheetRefusal =
  | { code: 'notTournament' }
  | { code: 'otherTournament' }
  | { code: 'otherRound'; round: number }
  | { code: 'oldDraw'; round: number; table: number }
  | { code: 'otherPlayers'; table: number };

export type SheetCheck =
  { ok: true; round: number; table: number } | { ok: false; refusal: SheetRefusal };

/**
 * Whether the game `id` with `game`'s facts and `tagValue` (its
 * `meta.spatz.tournament`) is the sheet of a table of `round` of
 * `tournament`: the tag names them, its id is the one the draw gave that
 * table (a code of a draw done again is refused), and it has that table's
 * number of seats.
 */
export function checkSheet(
  tournament: Tournament,
  round: number,
  id: string,
  tagValue: unknown,
  game: Game,
): SheetCheck {
  const tag = readTag(tagValue);
  if (!tag) return { ok: false, refusal: { code: 'notTournament' } };
  if (tag.id !== tournament.id) return { ok: false, refusal: { code: 'otherTournament' } };
  if (tag.round !== round) return { ok: false, refusal: { code: 'otherRound', round: tag.round } };
  const draw = drawOf(tournament, round);
  const seats = draw?.tables[tag.table];
  if (!draw || !seats || draw.games[tag.table] !== id) {
    return { ok: false, refusal: { code: 'oldDraw', round, table: tag.table + 1 } };
  }
  if (game.players.length !== seats.length || game.variant !== tournament.variant) {
    return { ok: false, refusal: { code: 'otherPlayers', table: tag.table + 1 } };
  }
  return { ok: true, round, table: tag.table };
}

/** A table of a round: its seats (ids), its game id, and how its round stands once reported. */
export interface TableState {
  round: number;
  /** 0-based. */
  table: number;
  players: string[];
  gameId: string;
  /** Null: no sheet yet. */
  result: TableRound | null;
}

/**
 * Every drawn table with its result from `games` (stored games by id; a game
 * whose seat count no longer matches its table is left out, as checkSheet refuses it).
 * `fold`: a game's result by its id, when the caller keeps folds (each game is folded here
 * otherwise).
 */
export function tableStates(
  tournament: Tournament,
  games: ReadonlyMap<string, Game>,
  fold?: (gameId: string, game: Game) => GameResult,
): TableState[] {
  const states: TableState[] = [];
  for (const draw of tournament.draws) {
    draw.tables.forEach((players, table) => {
      const gameId = draw.games[table]!;
      const game = games.get(gameId);
      const fits = game !== undefined && game.players.length === players.length;
      states.push({
        round: draw.round,
        table,
        players,
        gameId,
        result: fits ? tableRound(game, tournament.roundEnd, fold?.(gameId, game)) : null,
      });
    });
  }
  return states;
}

/** The reported tables, as the standings take them. */
export function tableResults(states: readonly TableState[]): TableResult[] {
  return states.flatMap((s) =>
    s.result ? [{ round: s.round, players: s.players, totals: s.result.totals }] : [],
  );
}
