/**
 * A tournament read from outside (a backup, a hand-edited export) is checked as a whole
 * before it is stored (RULES.md §4): each field alone may be right while the whole cannot
 * be a tournament. Storage refuses it in words with these faults; the desk then never meets
 * a tournament it cannot draw (two tables with one game, one player at two tables).
 */
import type { Tournament } from './types';

export type TournamentFault =
  | { path: string; code: 'tournamentPlayerTwice'; params: { value: string } }
  | { path: string; code: 'tournamentGameTwice'; params: { round: number } }
  | { path: string; code: 'tournamentSeatedTwice'; params: { round: number; value: string } }
  | { path: string; code: 'tournamentRoundTwice'; params: { round: number } }
  | { path: string; code: 'tournamentRoundOutside'; params: { round: number; rounds: number } };

/** Every fault of the whole, with the place it is found (`draws[1].games[2]`); none: a tournament. */
export function tournamentFaults(tournament: Tournament): TournamentFault[] {
  const faults: TournamentFault[] = [];
  const playerIds = new Set<string>();
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  tournament.players.forEach((p, i) => {
    if (playerIds.has(p.id)) {
      faults.push({
        path: `players[${i}].id`,
        code: 'tournamentPlayerTwice',
        params: { value: p.name },
      });
    }
    playerIds.add(p.id);
  });
  const rounds = new Set<number>();
  const gameIds = new Set<string>();
  tournament.draws.forEach((draw, d) => {
    const at = `draws[${d}]`;
    if (draw.round > tournament.rounds) {
      faults.push({
        path: `${at}.round`,
        code: 'tournamentRoundOutside',
        params: { round: draw.round, rounds: tournament.rounds },
      });
    }
    if (rounds.has(draw.round)) {
      faults.push({
        path: `${at}.round`,
        code: 'tournamentRoundTwice',
        params: { round: draw.round },
      });
    }
    rounds.add(draw.round);
    const seated = new Set<string>();
    draw.tables.forEach((table, t) =>
      table.forEach((id, s) => {
        if (seated.has(id)) {
          faults.push({
            path: `${at}.tables[${t}][${s}]`,
            code: 'tournamentSeatedTwice',
            params: { round: draw.round, value: names.get(id) ?? id },
          });
        }
        seated.add(id);
      }),
    );
    draw.games.forEach((id, g) => {
      if (gameIds.has(id)) {
        faults.push({
          path: `${at}.games[${g}]`,
          code: 'tournamentGameTwice',
          params: { round: draw.round },
        });
      }
      gameIds.add(id);
    });
  });
  return faults;
}
