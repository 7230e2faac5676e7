/**
 * A tournament the organizer shares through the club (FORMAT.md "A club's season"): the
 * document `tournament:<id>`, `{kind: "tournament", keeper, tournament}`, whose `tournament` is
 * the tournament's export file (db/tournamentExport.ts). Read as an import reads that file
 * (readBackupValue, readTournamentRow), and each table's game through the desk's gate against
 * its own round's draw (checkSheet, RULES.md §4). The server's check (clubDoc.ts) and the
 * phones that receive it run this same code. Pure and synchronous.
 */
import { isRecord } from '../rules/check';
import { checkSheet } from '../tournament';
import { readBackupValue, type ImportedGame } from './backupFormat';
import { toGame } from './plain';
import type { DbProblem, DbResult } from './problems';
import { sheetProblem } from './tournamentFile';
import type { TournamentRow } from './types';

/** A shared tournament's document id: `tournament:` and the tournament's id. */
export const TOURNAMENT_PREFIX = 'tournament:';

/** A shared tournament's document id (and the club table's key of its copy). */
export type TournamentDocId = `tournament:${string}`;

export const tournamentDocId = (id: string): TournamentDocId => `tournament:${id}`;

export const isTournamentDocId = (id: string): id is TournamentDocId =>
  id.startsWith(TOURNAMENT_PREFIX);

/** The keys CouchDB itself puts on a document beside its body. */
const KEYS = ['_id', '_rev', '_revisions', '_deleted', 'kind', 'keeper', 'tournament'];

/** A CouchDB user name as the club's set-up makes them (clubDoc.ts USER_NAME). */
const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

export interface SharedTournament {
  /** The organizer: the member whose phone keeps the tournament. */
  keeper: string;
  row: TournamentRow;
  /** The tables' games the organizer holds so far, each the sheet of its table. */
  games: ImportedGame[];
}

const fault = (path: string): DbResult<never> => ({
  ok: false,
  problems: [{ path, code: 'notSharedTournament' }],
});

/**
 * A shared tournament's document read whole, or what is wrong with it (in words through the
 * problems' catalogues). `now`: the time a game without its own times is given.
 */
export function readTournamentDoc(
  doc: Record<string, unknown>,
  now: number,
): DbResult<SharedTournament> {
  const id = doc._id;
  if (typeof id !== 'string' || !id.startsWith(TOURNAMENT_PREFIX)) return fault('_id');
  if (!Object.keys(doc).every((key) => KEYS.includes(key))) return fault('keys');
  if (doc.kind !== 'tournament') return fault('kind');
  const keeper = doc.keeper;
  if (typeof keeper !== 'string' || !USER_NAME.test(keeper)) return fault('keeper');
  if (!isRecord(doc.tournament)) return fault('tournament');
  const read = readBackupValue(doc.tournament, now);
  if (!read.ok) return read;
  const [row, ...more] = read.value.tournaments ?? [];
  if (!row || more.length > 0 || row.id !== id.slice(TOURNAMENT_PREFIX.length)) {
    return fault('tournament');
  }
  const problems = sheetProblems(row, read.value.games);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { keeper, row, games: read.value.games } };
}

/** Each game the file brings is the sheet of a table of its round's draw (RULES.md §4). */
function sheetProblems(row: TournamentRow, games: readonly ImportedGame[]): DbProblem[] {
  const rounds = new Map<string, number>();
  for (const draw of row.draws) for (const game of draw.games) rounds.set(game, draw.round);
  const problems: DbProblem[] = [];
  for (const { row: game, hands } of games) {
    const round = rounds.get(game.id);
    if (round === undefined) {
      problems.push({ path: 'games', code: 'notSharedTournament' });
      continue;
    }
    if (game.deleted) continue;
    const facts = toGame(
      { ...game, playerIds: [] },
      hands.map((h) => h.hand),
    );
    const check = checkSheet(row, round, game.id, game.tournament, facts);
    if (!check.ok) problems.push(sheetProblem(check.refusal));
  }
  return problems;
}
