/**
 * A tournament table's sheet that arrives another way than the desk's camera (a link, the
 * start screen's scanner, a typed code, an imported file) passes the same gate (checkSheet,
 * RULES.md §4) when this phone holds its tournament: otherwise a sheet of another round or
 * with other players would change the standings unseen. A phone without the tournament (a
 * table's phone) takes games as ever.
 */
import type { Game } from '../rules';
import { checkSheet, currentRound, sheetChange, type SheetChange } from '../tournament';
import type { SpatzDatabase } from './database';
import type { ImportedGame, ParsedImport } from '../files/backupFormat';
import { compareGame } from '../files/importCompare';
import { toGame } from '../files/plain';
import type { DbProblem } from '../files/problems';
import type { TournamentRow } from '../files/types';
import { loadGameRows } from './gameRows';
import { sheetProblem } from './sheetWrites';

/** A game the gate passed: the table of the round it is the sheet of (0-based). */
export interface GatedSheet {
  game: ImportedGame;
  tournament: TournamentRow;
  round: number;
  table: number;
  facts: Game;
}

/**
 * Why any of `games` is refused as a sheet of a tournament; none: all pass. A game is a
 * sheet when its tag names a tournament stored here, or when its id is a table's game of
 * one (a tag stripped by hand does not slip past). A stored tournament's sheet must be of
 * the round being played. `brought`: tournaments the same file brings that are not stored
 * here (a tournament export): their games are checked against their own round's draw, so
 * that none sits at a table it was not drawn to.
 */
export async function sheetGateProblems(
  db: SpatzDatabase,
  games: readonly ImportedGame[],
  brought: readonly TournamentRow[] = [],
): Promise<DbProblem[]> {
  return (await gateSheets(db, games, brought)).problems;
}

/** The gate's answer for each sheet among `games`: its table, or why it is refused. */
export async function gateSheets(
  db: SpatzDatabase,
  games: readonly ImportedGame[],
  brought: readonly TournamentRow[] = [],
  writes: (game: ImportedGame) => Promise<boolean> = async () => true,
): Promise<{ problems: DbProblem[]; passed: GatedSheet[] }> {
  const stored = await db.tournaments.toArray();
  const storedIds = new Set(stored.map((t) => t.id));
  const fromFile = brought.filter((t) => !storedIds.has(t.id));
  const byGame = new Map<string, TournamentRow>();
  for (const t of stored) for (const d of t.draws) for (const g of d.games) byGame.set(g, t);
  const problems: DbProblem[] = [];
  const passed: GatedSheet[] = [];
  for (const game of games) {
    const { row, hands } = game;
    if (row.deleted) continue;
    const tagId = (row.tournament as { id?: unknown } | undefined)?.id;
    const own = stored.find((t) => t.id === tagId) ?? byGame.get(row.id);
    const other = own ? undefined : fromFile.find((t) => t.id === tagId);
    const tournament = own ?? other;
    if (!tournament || !(await writes(game))) continue;
    const facts = toGame(
      { ...row, playerIds: [] },
      hands.map((h) => h.hand),
    );
    const round = own ? currentRound(own) : (row.tournament?.round ?? 0);
    const check = checkSheet(tournament, round, row.id, row.tournament, facts);
    if (check.ok) passed.push({ game, tournament, round, table: check.table, facts });
    else problems.push(sheetProblem(check.refusal));
  }
  return { problems, passed };
}

/** A table's sheet an import brings: its table and round, and what it changes of the stored one. */
export interface ImportedSheet {
  gameId: string;
  /** 1-based, as the desk says them. */
  table: number;
  round: number;
  /** The stored sheet it would replace, old → new; absent for a sheet new here. */
  change?: SheetChange;
}

/**
 * The gate over an import (RULES.md §4): every tournament table's sheet the file would add
 * or could replace (new here, or differing from the stored game; one this phone holds a
 * newer version of is left as it is and needs no gate) passes it, or the file is refused.
 * Read inside the preview's and the import's own transactions alike.
 */
export function importGate(
  db: SpatzDatabase,
  parsed: ParsedImport,
): Promise<{ problems: DbProblem[]; sheets: ImportedSheet[] }> {
  return gateWithChanges(db, parsed.games, parsed.tournaments ?? [], true);
}

/**
 * The gate over a received evening (a link, the start screen's scanner, a typed code): every
 * sheet of a tournament stored here passes it, and one that differs from the stored sheet
 * says what it changes.
 */
export function receiveGate(
  db: SpatzDatabase,
  games: readonly ImportedGame[],
): Promise<{ problems: DbProblem[]; sheets: ImportedSheet[] }> {
  return gateWithChanges(db, games, [], false);
}

/** The gate, with each passing sheet's change from the stored one; `onlyWritten`: see importGate. */
async function gateWithChanges(
  db: SpatzDatabase,
  games: readonly ImportedGame[],
  brought: readonly TournamentRow[],
  onlyWritten: boolean,
): Promise<{ problems: DbProblem[]; sheets: ImportedSheet[] }> {
  const before = new Map<string, Game>();
  const writes = async (game: ImportedGame) => {
    const stored = await loadGameRows(db, game.row.id, true);
    if (!stored) return true;
    const difference = compareGame(stored, game);
    if (difference === 'same') return !onlyWritten;
    if (difference === 'older' && onlyWritten) return false;
    before.set(
      game.row.id,
      toGame(
        stored.row,
        stored.hands.map((h) => h.hand),
      ),
    );
    return true;
  };
  const gated = await gateSheets(db, games, brought, writes);
  // A sheet deleted in the file would take a table's sheet out of the standings: refused.
  if (onlyWritten) gated.problems.push(...(await deletedSheets(db, games)));
  const sheets = gated.passed.map(({ game, tournament, round, table, facts }): ImportedSheet => {
    const old = before.get(game.row.id);
    return {
      gameId: game.row.id,
      table: table + 1,
      round,
      ...(old ? { change: sheetChange(old, facts, tournament.roundEnd) } : {}),
    };
  });
  return { problems: gated.problems, sheets };
}

/** Each game deleted in `games` whose stored version is a tournament table's sheet not deleted. */
async function deletedSheets(
  db: SpatzDatabase,
  games: readonly ImportedGame[],
): Promise<DbProblem[]> {
  const deleted = games.filter((g) => g.row.deleted);
  if (deleted.length === 0) return [];
  const tables = new Map<string, number>();
  for (const t of await db.tournaments.toArray())
    for (const d of t.draws) d.games.forEach((id, table) => tables.set(id, table + 1));
  const problems: DbProblem[] = [];
  for (const { row } of deleted) {
    const table = tables.get(row.id);
    const stored = table === undefined ? undefined : await db.games.get(row.id);
    if (stored && !stored.deleted)
      problems.push({ path: 'sheet', code: 'sheetDeleted', params: { table: table! } });
  }
  return problems;
}
