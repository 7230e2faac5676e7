/**
 * A tournament table's sheet that arrives another way than the desk's camera (a link, the
 * start screen's scanner, a typed code) passes the same gate (checkSheet, RULES.md §4) when
 * this phone holds its tournament: otherwise a sheet of another round or with other
 * players would change the standings unseen. A phone without the tournament (a table's
 * phone) takes games as ever.
 */
import { checkSheet, currentRound } from '../tournament';
import type { SpatzDatabase } from './database';
import type { ImportedGame } from '../files/backupFormat';
import { toGame } from '../files/plain';
import type { DbProblem } from '../files/problems';
import { sheetProblem } from './sheetWrites';

/** Why any of `games` is refused as a sheet of a tournament stored here; none: all pass. */
export async function sheetGateProblems(
  db: SpatzDatabase,
  games: readonly ImportedGame[],
): Promise<DbProblem[]> {
  const tagged = games.filter((g) => g.row.tournament && !g.row.deleted);
  const tournaments = await Promise.all(
    tagged.map((g) => db.tournaments.get(g.row.tournament!.id)),
  );
  const problems: DbProblem[] = [];
  tagged.forEach(({ row, hands }, i) => {
    const tournament = tournaments[i];
    if (!tournament) return;
    const game = toGame(
      { ...row, playerIds: [] },
      hands.map((h) => h.hand),
    );
    const check = checkSheet(tournament, currentRound(tournament), row.id, row.tournament, game);
    if (!check.ok) problems.push(sheetProblem(check.refusal));
  });
  return problems;
}
