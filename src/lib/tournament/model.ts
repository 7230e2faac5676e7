/** Who is seated when, and the facts a draw and a table start need (RULES.md §4). */
import type { Seating } from './draw';
import type { RoundDraw, Tournament, TournamentPlayer, TournamentTag } from './types';

/** Seated in `round`: joined by then and not left before it. */
export function seatedIn(player: TournamentPlayer, round: number): boolean {
  return player.from <= round && (player.until === null || round <= player.until);
}

/** The ids seated in `round`, in the tournament's order. */
export function seatedPlayers(tournament: Tournament, round: number): string[] {
  return tournament.players.filter((p) => seatedIn(p, round)).map((p) => p.id);
}

/** The seatings of the rounds before `round`, as drawn. */
export function earlierSeatings(tournament: Tournament, round: number): Seating[] {
  return tournament.draws.filter((d) => d.round < round).map((d) => d.tables);
}

export function drawOf(tournament: Tournament, round: number): RoundDraw | undefined {
  return tournament.draws.find((d) => d.round === round);
}

/** The round being played: the last one drawn (0 before the first draw). */
export function currentRound(tournament: Tournament): number {
  return tournament.draws.reduce((last, d) => Math.max(last, d.round), 0);
}

/** The tag of `meta.spatz.tournament`, or null when `value` is not one. */
export function readTag(value: unknown): TournamentTag | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, round, table, name, hands } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || id.length > 100) return null;
  if (!Number.isInteger(round) || (round as number) < 1 || (round as number) > 1000) return null;
  if (!Number.isInteger(table) || (table as number) < 0 || (table as number) > 1000) return null;
  const tag: TournamentTag = { id, round: round as number, table: table as number };
  // A name is text without control characters, at most 100 long (as a place, FORMAT.md "Names").
  if (typeof name === 'string' && name.length <= 100 && !/\p{Cc}/u.test(name)) tag.name = name;
  if (hands === null) tag.hands = null;
  else if (Number.isInteger(hands) && (hands as number) >= 1 && (hands as number) <= 1000) {
    tag.hands = hands as number;
  }
  return tag;
}

/** The names at a table in seat order (ids the tournament lacks are shown as themselves). */
export function tableNames(tournament: Tournament, table: readonly string[]): string[] {
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  return table.map((id) => names.get(id) ?? id);
}
