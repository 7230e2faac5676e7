/**
 * Long imports and restores in steps the screen can follow: the checks of a big backup (150
 * games, 60,000 hands) take seconds on a phone, so they pause for the browser now and then and
 * say how far they are. The write itself is one transaction and cannot pause (transact.ts).
 */
import { parseImport, type ParsedImport } from './backupFormat';
import type { DbResult } from './problems';

export interface ImportProgress {
  /** `checking`: the file is read and checked; `saving`: the one transaction runs. */
  step: 'checking' | 'saving';
  /** How much of the step is done, 0 to 1, where it can be known. */
  fraction?: number;
}

export type OnProgress = (progress: ImportProgress) => void;

/** Work between two pauses, in ms: short enough for the screen to stay responsive. */
const SLICE_MS = 40;

/** A macrotask: lets the browser paint and handle a tap (microtasks would not). */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Parses and checks `text` as parseImport does, pausing between games when a slice of work is
 * done and reporting the share of games checked. `limit: false` for the app's own snapshots;
 * `now` is when the import runs (parseImport's clock for times in the future).
 */
export async function parsePaced(
  text: string,
  onProgress: OnProgress | undefined,
  now: number,
  limit = true,
): Promise<DbResult<ParsedImport>> {
  onProgress?.({ step: 'checking', fraction: 0 });
  // Parsing the JSON is one call: the screen shows "checking" before it starts.
  if (onProgress) await pause();
  let last = performance.now();
  const between = async (checked: number, total: number) => {
    if (performance.now() - last < SLICE_MS) return;
    onProgress?.({ step: 'checking', fraction: checked / total });
    await pause();
    last = performance.now();
  };
  const parsed = await parseImport(text, now, { limit, between });
  onProgress?.({ step: 'checking', fraction: 1 });
  return parsed;
}
