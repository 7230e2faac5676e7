/**
 * Export and import: one game as a FORMAT.md file, everything as a backup
 * envelope (see backupFormat.ts), and the way back in: preview, then merge.
 * Import never throws; a file with any problem changes nothing.
 */
import type { Problem, Result, Variant } from '../rules';
import { gameToFile, type ParsedImport } from './backupFormat';
import { backupText, collectBackup } from './collect';
import { currentDatabase } from './database';
import { loadGameRows } from './gameRows';
import { importRows, replaceAll, type ImportOutcome } from './importWrites';
import { findPlayerByName } from './rowInput';
import { parsePaced, type OnProgress } from './pace';
import { errorName, storageError } from './transact';
import type { WriteResult } from './types';

export type { ImportOutcome } from './importWrites';
export type { ImportProgress } from './pace';

export interface ImportPreview {
  kind: 'game' | 'backup';
  games: {
    id: string;
    variant: Variant;
    /** The names, in seating order. */
    players: string[];
    /** How many hands the game has. */
    hands: number;
    /** Already stored (same id): the import leaves it as it is. */
    exists: boolean;
    deleted: boolean;
  }[];
  sessions: { id: string; date: string; place?: string; exists: boolean }[];
  players: { id: string; name: string; exists: boolean }[];
}

/** One game as FORMAT.md text, its ids and evening in `meta.spatz`; undefined if there is no such game. */
export async function exportGame(gameId: string): Promise<string | undefined> {
  const db = currentDatabase();
  return db.transaction('r', ['games', 'hands', 'sessions'], async () => {
    const rows = await loadGameRows(db, gameId);
    if (!rows) return undefined;
    const session = await db.sessions.get(rows.row.sessionId);
    return JSON.stringify(gameToFile(rows.row, rows.hands, session), null, 1);
  });
}

/** Everything: every game, evening, roster name and shared setting, as one versioned file. */
export async function exportBackup(): Promise<string> {
  const db = currentDatabase();
  const tables = ['games', 'hands', 'sessions', 'players', 'settings'];
  return db.transaction('r', tables, async () => backupText(await collectBackup(db, Date.now())));
}

/** What importing `text` would add and what exists already; or every problem, each with its place. */
export async function previewImport(
  text: string,
  onProgress?: OnProgress,
): Promise<Result<ImportPreview>> {
  const parsed = await parsePaced(text, onProgress);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, value: await preview(parsed.value) };
  } catch (error) {
    return { ok: false, problems: [databaseProblem(error)] };
  }
}

async function preview(parsed: ParsedImport): Promise<ImportPreview> {
  const db = currentDatabase();
  return db.transaction('r', ['games', 'sessions', 'players'], async () => {
    const games: ImportPreview['games'] = [];
    for (const { row, hands } of parsed.games) {
      const exists = (await db.games.get(row.id)) !== undefined;
      const { id, variant, players, deleted } = row;
      games.push({ id, variant, players, hands: hands.length, exists, deleted });
    }
    const sessionRows = [...parsed.sessions, ...parsed.games.flatMap((g) => g.session ?? [])];
    const sessions: ImportPreview['sessions'] = [];
    for (const s of sessionRows) {
      const exists = (await db.sessions.get(s.id)) !== undefined;
      sessions.push({ id: s.id, date: s.date, ...(s.place ? { place: s.place } : {}), exists });
    }
    const players: ImportPreview['players'] = [];
    for (const p of parsed.players) {
      const exists =
        (await db.players.get(p.id)) !== undefined || !!(await findPlayerByName(db, p.name));
      players.push({ id: p.id, name: p.name, exists });
    }
    return { kind: parsed.kind, games, sessions, players };
  });
}

/**
 * Imports a backup or a single game file: reads and checks all of it again
 * (the file may have changed since the preview), keeps a snapshot, and merges
 * by id in one transaction. A single game file answers with its id to open.
 */
export async function applyImport(
  text: string,
  onProgress?: OnProgress,
): Promise<WriteResult<ImportOutcome>> {
  const parsed = await parsePaced(text, onProgress);
  if (!parsed.ok) return { ok: false, error: { kind: 'invalid', problems: parsed.problems } };
  onProgress?.({ step: 'saving' });
  return importRows(parsed.value);
}

/**
 * Puts back the data of an automatic snapshot (the state before is kept as a new snapshot).
 * A snapshot is the app's own text: it is read without the import's size limit, so that a
 * snapshot of more than any file may hold still restores. It is read and checked before the
 * write, which then only checks that the snapshot is still kept.
 */
export async function restoreSnapshot(
  id: string,
  onProgress?: OnProgress,
): Promise<WriteResult<{ games: number }>> {
  let text: string | undefined;
  try {
    text = (await currentDatabase().snapshots.get(id))?.backup;
  } catch (error) {
    return { ok: false, error: storageError(error) };
  }
  // Not kept (any more): the write answers, so that a read-only database still says so first.
  if (text === undefined) return replaceAll(id, undefined);
  const parsed = await parsePaced(text, onProgress, false);
  if (!parsed.ok) return { ok: false, error: { kind: 'invalid', problems: parsed.problems } };
  onProgress?.({ step: 'saving' });
  return replaceAll(id, parsed.value);
}

function databaseProblem(error: unknown): Problem {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    path: 'database',
    code: 'notJson',
    params: { detail: `${errorName(error)}: ${detail}` },
  };
}
