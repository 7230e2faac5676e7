/**
 * An import in which two games, two evenings, two roster names or two hands
 * share an id cannot be merged by id: which of the two is meant? Such a file
 * is refused whole, with where the two sit (counting from 1, as the preview).
 */
import type { DbProblem } from './problems';

type Ided = { id: string };

/** The ids of a read import (backupFormat.ts `ParsedImport`), all this check needs of it. */
export interface ImportIds {
  kind: 'game' | 'backup';
  games: readonly { row: Ided; hands: readonly Ided[]; session?: Ided }[];
  sessions: readonly Ided[];
  players: readonly Ided[];
}

export function repeatedIds(parsed: ImportIds): DbProblem[] {
  const problems: DbProblem[] = [];
  const backup = parsed.kind === 'backup';
  const firstOf = (what: string, ids: readonly string[], path: (i: number) => string) => {
    const seen = new Map<string, number>();
    for (const [i, id] of ids.entries()) {
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else problems.push(repeated(path(i), { what, first: first + 1, second: i + 1 }));
    }
  };
  firstOf(
    'game',
    parsed.games.map((g) => g.row.id),
    (i) => `games[${i}]`,
  );
  firstOf(
    'session',
    parsed.sessions.map((s) => s.id),
    (i) => `sessions[${i}]`,
  );
  firstOf(
    'player',
    parsed.players.map((p) => p.id),
    (i) => `players[${i}]`,
  );
  problems.push(...differingEvenings(parsed));
  const hands = new Map<string, { game: number; hand: number }>();
  for (const [game, { hands: rows }] of parsed.games.entries()) {
    for (const [hand, row] of rows.entries()) {
      const first = hands.get(row.id);
      if (!first) {
        hands.set(row.id, { game, hand });
        continue;
      }
      const where = backup ? `games[${game}].hands[${hand}]` : `hands[${hand}]`;
      problems.push(
        repeated(where, {
          what: 'hand',
          first: first.hand + 1,
          second: hand + 1,
          ...(backup ? { firstGame: first.game + 1, secondGame: game + 1 } : {}),
        }),
      );
    }
  }
  return problems;
}

/**
 * Games exported one by one each carry their evening (`meta.spatz.session`); put together, the
 * same evening comes once per game. Equal copies are one evening (the preview and the import
 * take it once); copies that differ (a place changed between two exports) refuse the file.
 */
function differingEvenings(parsed: ImportIds): DbProblem[] {
  const problems: DbProblem[] = [];
  const seen = new Map<string, { text: string; game: number }>();
  for (const session of parsed.sessions)
    seen.set(session.id, { text: JSON.stringify(session), game: 0 });
  for (const [i, { session }] of parsed.games.entries()) {
    if (!session) continue;
    const text = JSON.stringify(session);
    const first = seen.get(session.id);
    if (!first) seen.set(session.id, { text, game: i + 1 });
    else if (first.text !== text) {
      problems.push(
        repeated(`games[${i}].meta.spatz.session`, {
          what: 'sessionDiffers',
          first: first.game,
          second: i + 1,
        }),
      );
    }
  }
  return problems;
}

function repeated(path: string, params: NonNullable<DbProblem['params']>): DbProblem {
  return { path, code: 'repeatedId', params };
}
