/** Drawing a round of a tournament (RULES.md §4 "Seats"), with what may stop it. */
import { drawRound, type Seating } from './draw';
import { earlierSeatings, seatedPlayers } from './model';
import { drawSeed } from './random';
import { tableSizes } from './tables';
import type { Tournament } from './types';

/** Why a round cannot be drawn; each has a text in both languages. */
export type DrawRefusal =
  | { code: 'tooFewPlayers'; players: number }
  | { code: 'dobbmTableOfThree'; players: number }
  | { code: 'noSuchRound'; round: number };

export type DrawAnswer = { ok: true; tables: Seating } | { ok: false; refusal: DrawRefusal };

/**
 * The seating of `round` (1-based) drawn for the `redraw`-th time, from the
 * tournament's seed and the rounds before it. Dobbm needs 4 at a table
 * (RULES.md §2), so a count of players that makes a table of 3 is refused.
 */
export function drawTournamentRound(
  tournament: Tournament,
  round: number,
  redraw: number,
): DrawAnswer {
  if (!Number.isInteger(round) || round < 1 || round > tournament.rounds) {
    return { ok: false, refusal: { code: 'noSuchRound', round } };
  }
  const players = seatedPlayers(tournament, round);
  const sizes = tableSizes(players.length);
  if (!sizes) return { ok: false, refusal: { code: 'tooFewPlayers', players: players.length } };
  if (tournament.variant === 'dobbm' && sizes.includes(3)) {
    return { ok: false, refusal: { code: 'dobbmTableOfThree', players: players.length } };
  }
  const seed = drawSeed(tournament.seed, round, redraw);
  const tables = drawRound(players, earlierSeatings(tournament, round), seed)!;
  return { ok: true, tables };
}
