/**
 * The facts the organizer's desk holds between live answers (RULES.md §4):
 * the tournament row and each table's game with its stored revision, by which
 * the desk keeps each game's fold (state/foldCache.ts): the standings fold only
 * the sheet that arrived.
 */
import type { GameRow, LoadedTournament, TournamentRow } from '../db';
import type { Game } from '../rules';
import type { ImportedGame } from '../files/backupFormat';
import { toGame } from '../files/plain';

export interface DeskFacts {
  row: TournamentRow;
  games: ReadonlyMap<string, Game>;
  /** Each game's stored revision (none for a row stored before revisions were kept). */
  revs: ReadonlyMap<string, string>;
}

/** A live answer as the desk's facts (null: no such tournament). */
export function deskFacts(answer: LoadedTournament | undefined): DeskFacts | null {
  if (!answer) return null;
  const revs = new Map<string, string>();
  for (const id of answer.games.keys()) {
    const rev = answer.rows.get(id)?.rev;
    if (rev !== undefined) revs.set(id, rev);
  }
  return { row: answer.row, games: answer.games, revs };
}

/** The facts with one sheet just stored: the row and checked game receiveSheet handed back. */
export function withSheet(facts: DeskFacts, row: GameRow, game: Game): DeskFacts {
  return {
    ...facts,
    games: new Map(facts.games).set(row.id, game),
    revs: row.rev === undefined ? facts.revs : new Map(facts.revs).set(row.id, row.rev),
  };
}

/**
 * The tables' games of a tournament read from a file (shared through the club) as the desk's
 * facts, deleted ones left out.
 */
export function importedFacts(games: readonly ImportedGame[]): Pick<DeskFacts, 'games' | 'revs'> {
  const facts = new Map<string, Game>();
  const revs = new Map<string, string>();
  for (const { row, hands } of games) {
    if (row.deleted) continue;
    const game = toGame(
      { ...row, playerIds: [] },
      hands.map((h) => h.hand),
    );
    facts.set(row.id, game);
    if (row.rev !== undefined) revs.set(row.id, row.rev);
  }
  return { games: facts, revs };
}
