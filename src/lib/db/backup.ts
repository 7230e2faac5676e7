/**
 * Export and import: one game as a FORMAT.md file, everything as a backup
 * envelope (see backupFormat.ts), and the way back in: preview, then merge.
 * Import never throws; a file with any problem changes nothing.
 */
import type { DbResult } from '../files/problems';
import { gameToFile, type ParsedImport } from '../files/backupFormat';
import { backupText, collectBackup } from './collect';
import { currentDatabase } from './database';
import { loadGameRows } from './gameRows';
import { compareGame, type Resolution } from '../files/importCompare';
import { importRows, newSettings, replaceAll, type ImportOutcome } from './importWrites';
import { findPlayerByName } from './rowInput';
import { parsePaced, type OnProgress } from '../files/pace';
import { storageError } from './transact';
import type { WriteResult } from '../files/types';
import { importGate } from './sheetGate';
import { playedHands, readingStorage, refusedFile, type ImportPreview } from './importPreview';

export type { ImportOutcome } from './importWrites';
export type { Resolution } from '../files/importCompare';
export type { ImportPreview } from './importPreview';
export type { ImportProgress } from '../files/pace';
export { previewReceived, applyReceived, readReceivedEvening } from './receive';
export type {
  ReceivedPreview,
  ReceiveAction,
  ReceiveOutcome,
  ReceivedGameLine,
  ReceivedEvening,
  EveningChange,
  PaidChange,
} from './receive';
export { exportForTable, type TableExport } from './eveningExport';
export { exportTournament, type TournamentExport } from './tournamentExport';

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
  const tables = ['games', 'hands', 'sessions', 'players', 'settings', 'tournaments'];
  return db.transaction('r', tables, async () => backupText(await collectBackup(db, Date.now())));
}

/** What importing `text` would add and what exists already; or every problem, each with its place. */
export async function previewImport(
  text: string,
  onProgress?: OnProgress,
): Promise<DbResult<ImportPreview>> {
  const parsed = await parsePaced(text, onProgress, Date.now());
  if (!parsed.ok) return parsed;
  return readingStorage(() => preview(parsed.value));
}

async function preview(parsed: ParsedImport): Promise<DbResult<ImportPreview>> {
  const db = currentDatabase();
  const tables = ['games', 'hands', 'sessions', 'players', 'settings', 'tournaments'];
  return db.transaction('r', tables, async (): Promise<DbResult<ImportPreview>> => {
    // A tournament table's sheet passes the desk's gate, however it arrives (sheetGate.ts).
    const gate = await importGate(db, parsed);
    if (gate.problems.length > 0) return { ok: false, problems: gate.problems };
    const games: ImportPreview['games'] = [];
    for (const game of parsed.games) {
      const stored = await loadGameRows(db, game.row.id, true);
      const difference = stored ? compareGame(stored, game) : 'same';
      const { id, variant, players, deleted } = game.row;
      games.push({
        id,
        variant,
        players,
        // Played hands, as the hand list numbers them (a redeal takes no number).
        hands: playedHands(game.hands),
        exists: stored !== undefined,
        deleted,
        ...(difference !== 'same' ? { difference, storedHands: playedHands(stored!.hands) } : {}),
      });
    }
    const sessionRows = [...parsed.sessions, ...parsed.games.flatMap((g) => g.session ?? [])];
    const sessions: ImportPreview['sessions'] = [];
    // One evening carried by several games (single-game exports put together) is listed once;
    // copies that differ were refused by the reader (importIds.ts).
    const listed = new Set<string>();
    for (const s of sessionRows) {
      if (listed.has(s.id)) continue;
      listed.add(s.id);
      const exists = (await db.sessions.get(s.id)) !== undefined;
      sessions.push({ id: s.id, date: s.date, ...(s.place ? { place: s.place } : {}), exists });
    }
    const players: ImportPreview['players'] = [];
    for (const p of parsed.players) {
      const exists =
        (await db.players.get(p.id)) !== undefined || !!(await findPlayerByName(db, p.name));
      players.push({ id: p.id, name: p.name, exists });
    }
    const settings = await newSettings(db, parsed.settings);
    const tournaments = await Promise.all(
      (parsed.tournaments ?? []).map(async (t) => ({
        id: t.id,
        name: t.name,
        rounds: t.rounds,
        drawn: t.draws.length,
        players: t.players.length,
        exists: (await db.tournaments.get(t.id)) !== undefined,
      })),
    );
    const value: ImportPreview = {
      kind: parsed.kind,
      games,
      sessions,
      players,
      settings,
      ...(tournaments.length > 0 ? { tournaments } : {}),
      ...(gate.sheets.length > 0 ? { sheets: gate.sheets } : {}),
    };
    return { ok: true, value };
  });
}

/**
 * Imports a backup or a single game file: reads and checks all of it again
 * (the file may have changed since the preview), keeps a snapshot, and merges
 * by id in one transaction. A single game file answers with its id to open.
 * A stored game the file differs from is left as it is unless the person chose
 * `resolution` in the preview: `newer` takes the file's newer version where this
 * device has not changed the game since, `both` keeps the file's as a copy.
 */
export async function applyImport(
  text: string,
  resolution?: Resolution,
  onProgress?: OnProgress,
): Promise<WriteResult<ImportOutcome>> {
  const parsed = await parsePaced(text, onProgress, Date.now());
  if (!parsed.ok) return refusedFile(parsed.problems);
  onProgress?.({ step: 'saving' });
  return importRows(parsed.value, resolution);
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
  const parsed = await parsePaced(text, onProgress, Date.now(), false);
  if (!parsed.ok) return refusedFile(parsed.problems);
  onProgress?.({ step: 'saving' });
  return replaceAll(id, parsed.value);
}
