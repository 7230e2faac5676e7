/**
 * What a table's code carries (RULES.md §4): the FORMAT.md game file a table
 * starts from, with no hands: the players in seat order, the first dealer the
 * first seat, the tournament's rules, and under `meta` the tournament, round
 * and table and the game id the organizer's draw gave it.
 */
import { GAME_FORMAT, GAME_VERSION, type HouseRuleOverrides } from '../rules';
import { drawOf, tableNames } from './model';
import type { Tournament, TournamentTag } from './types';

export interface TableStartFile {
  format: typeof GAME_FORMAT;
  version: typeof GAME_VERSION;
  variant: Tournament['variant'];
  players: string[];
  firstDealer: 0;
  houseRules: HouseRuleOverrides;
  hands: [];
  meta: { spatz: { id: string; tournament: TournamentTag & { name: string } } };
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
        tournament: { id: tournament.id, round, table, name: tournament.name },
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
