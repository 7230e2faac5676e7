/**
 * What a table's code carries (RULES.md §4): the FORMAT.md game file a table
 * starts from, with no hands: the players in seat order, the first dealer the
 * first seat, the tournament's rules, and under `meta` the tournament (its name), round
 * and table, the hands the round has at that table, and the game id the draw gave it.
 */
import { GAME_FORMAT, GAME_VERSION, readGame, type Game, type HouseRuleOverrides } from '../rules';
import { drawOf, readTag, tableNames } from './model';
import { handsAtTable } from './roundEnd';
import type { Tournament, TournamentTag } from './types';

export interface TableStartFile {
  format: typeof GAME_FORMAT;
  version: typeof GAME_VERSION;
  variant: Tournament['variant'];
  players: string[];
  firstDealer: 0;
  houseRules: HouseRuleOverrides;
  hands: [];
  meta: {
    spatz: { id: string; tournament: TournamentTag & { name: string; hands: number | null } };
  };
}

/** Table `table` (0-based) of `round`, or null when that round or table is not drawn. */
export function tableStart(
  tournament: Tournament,
  round: number,
  table: number,
): TableStartFile | null {
  const draw = drawOf(tournament, round);
  const seats = draw?.tables[table];
  if (!draw || !seats) return null;
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    variant: tournament.variant,
    players: tableNames(tournament, seats),
    firstDealer: 0,
    houseRules: tableHouseRules(tournament, seats.length),
    hands: [],
    meta: {
      spatz: {
        id: draw.games[table]!,
        tournament: {
          id: tournament.id,
          round,
          table,
          name: tournament.name,
          hands: handsAtTable(tournament.roundEnd, seats.length),
        },
      },
    },
  };
}

/**
 * The rules a table of `seats` plays by: the tournament's; with a fixed number
 * of hands no automatic end, so the game's own end does not cut a round short;
 * `dealerSitsOut` only at a table of 4 (RULES.md §1.1).
 */
export function tableHouseRules(tournament: Tournament, seats: number): HouseRuleOverrides {
  const rules: HouseRuleOverrides = { ...tournament.houseRules };
  if (tournament.roundEnd.kind === 'hands') rules.endAt = null;
  if (seats !== 4) delete rules.dealerSitsOut;
  return rules;
}

/** A table's code as read: the game to start, the id the draw gave it, and its tag. */
export interface TableStartRead {
  id: string;
  tag: TournamentTag;
  game: Game;
}

/**
 * Whether `value` (a parsed text) is a table's start code: a game file with
 * no hands whose `meta.spatz` holds only the game id and the tournament tag.
 * Null when it is anything else (an ordinary hand-off, a sheet).
 */
export function readTableStart(value: unknown): TableStartRead | null {
  if (typeof value !== 'object' || value === null) return null;
  const file = value as Record<string, unknown>;
  if (file.format !== GAME_FORMAT || !Array.isArray(file.hands) || file.hands.length > 0) {
    return null;
  }
  const meta = file.meta as Record<string, unknown> | undefined;
  const spatz = meta?.spatz as Record<string, unknown> | undefined;
  if (!spatz || Object.keys(spatz).some((key) => key !== 'id' && key !== 'tournament')) return null;
  const tag = readTag(spatz.tournament);
  if (!tag || typeof spatz.id !== 'string' || spatz.id === '' || spatz.id.length > 100) return null;
  if (file.variant !== 'bauerntarock' && file.variant !== 'dobbm') return null;
  const read = readGame(value);
  if (!read.ok) return null;
  const { spatz: _spatz, ...otherMeta } = read.value.meta ?? {};
  const game: Game = { ...read.value };
  if (Object.keys(otherMeta).length > 0) game.meta = otherMeta;
  else delete game.meta;
  return { id: spatz.id, tag, game };
}
