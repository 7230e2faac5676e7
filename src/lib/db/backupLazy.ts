/**
 * The backup functions as the app imports them: each loads backup.ts (and
 * the import reader behind it) on first use, so that code stays out of the
 * initial download; keeping score never needs it. The service worker
 * precaches the chunk, so this works offline too. Same names and signatures
 * as backup.ts; a chunk that cannot load becomes the usual error value.
 */
import type { Result } from '../rules';
import type { ImportOutcome, ImportPreview } from './backup';
import type { WriteResult } from './types';

export type { ImportOutcome, ImportPreview } from './backup';

const load = () => import('./backup');

/** One game as FORMAT.md text, its ids and evening in `meta.spatz`; undefined if there is no such game. */
export async function exportGame(gameId: string): Promise<string | undefined> {
  return (await load()).exportGame(gameId);
}

/** Everything: every game, evening, roster name and shared setting, as one versioned file. */
export async function exportBackup(): Promise<string> {
  return (await load()).exportBackup();
}

/** What importing `text` would add and what exists already; or every problem, each with its place. */
export async function previewImport(text: string): Promise<Result<ImportPreview>> {
  try {
    return (await load()).previewImport(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ path: 'database', code: 'missing', params: { detail } }] };
  }
}

/** Imports a backup or a single game file (see backup.ts). */
export async function applyImport(text: string): Promise<WriteResult<ImportOutcome>> {
  try {
    return (await load()).applyImport(text);
  } catch (error) {
    return { ok: false, error: loadError(error) };
  }
}

/** Puts back the data of an automatic snapshot (the state before is kept as a new snapshot). */
export async function restoreSnapshot(id: string): Promise<WriteResult<{ games: number }>> {
  try {
    return (await load()).restoreSnapshot(id);
  } catch (error) {
    return { ok: false, error: loadError(error) };
  }
}

function loadError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : 'Error';
  return { kind: 'storage' as const, name, message };
}
