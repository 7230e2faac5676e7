/**
 * A table's sheet coming back to the organizer (RULES.md §4): which table of
 * which round it is, or why it is refused; and the tables' results that the
 * standings are made of.
 */
import type { Game, GameResult } from '../rules';
import { drawOf, readTag, tableNames } from './model';
import { handsAtTable, tableRound, type TableRound } from './roundEnd';
import type { TableResult } from './standings';
import type { Tournament } from './types';

/** Why a sheet does not belong to the round being collected; each has a text in both languages. */
export type SheetRefusal =
  | { code: 'notTournament' }
  | { code: 'otherTournament' }
  | { code: 'otherRound'; round: number }
  | { code: 'oldDraw'; round: number; table: number }
  | { code: 'noTable'; round: number; table: number }
  | { code: 'otherPlayers'; table: number; names: string }
  | { code: 'tooManyHands'; table: number; hands: number; limit: number };

export type SheetCheck =
  { ok: true; round: number; table: number } | { ok: false; refusal: SheetRefusal };

/**
 * Whether the game `id` with `game`'s facts and `tagValue` (its
 * `meta.spatz.tournament`) is the sheet of a table of `round` of
 * `tournament`: the one gate every sheet passes, however it arrives. The tag
 * names them; the table exists in that round's draw; its id is the one the
 * draw gave that table (a code of a draw done again is refused); it names
 * exactly the players seated there, in seat order (results go by seat); and
 * it has no more played hands than the round allows (RULES.md §4 "A round").
 */
export function checkSheet(
  tournament: Tournament,
  round: number,
  id: string,
  tagValue: unknown,
  game: Game,
): SheetCheck {
  const refused = (refusal: SheetRefusal): SheetCheck => ({ ok: false, refusal });
  const tag = readTag(tagValue);
  if (!tag) return refused({ code: 'notTournament' });
  if (tag.id !== tournament.id) return refused({ code: 'otherTournament' });
  if (tag.round !== round) return refused({ code: 'otherRound', round: tag.round });
  const draw = drawOf(tournament, round);
  const seats = draw?.tables[tag.table];
  if (!draw || !seats) return refused({ code: 'noTable', round, table: tag.table + 1 });
  if (draw.games[tag.table] !== id)
    return refused({ code: 'oldDraw', round, table: tag.table + 1 });
  const names = tableNames(tournament, seats);
  const same =
    game.variant === tournament.variant &&
    game.players.length === names.length &&
    game.players.every((name, seat) => name === names[seat]);
  if (!same)
    return refused({ code: 'otherPlayers', table: tag.table + 1, names: names.join(', ') });
  const limit = handsAtTable(tournament.roundEnd, seats.length);
  const hands = game.hands.filter((h) => h.kind === 'played').length;
  if (limit !== null && hands > limit) {
    return refused({ code: 'tooManyHands', table: tag.table + 1, hands, limit });
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
