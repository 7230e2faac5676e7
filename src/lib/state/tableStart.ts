/**
 * A table's start code from the organizer (RULES.md §4): recognised among the
 * texts the scanner hands in, and started as the table's game, offline.
 */
import { readTableStart, type TableStartRead } from '../tournament/tableStart';
import { writeErrorText, writing } from './actions';
import { router } from './router.svelte';
import { toast } from './toast.svelte';

/** The table start `text` carries, or null when it is anything else (a hand-off, a sheet). */
export function tableStartOf(text: string): TableStartRead | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    return readTableStart(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Starts the table's game (or opens it, scanned again) and shows it. */
export async function startFromCode(start: TableStartRead): Promise<void> {
  const result = await writing((db) => db.startTableGame(start));
  if (result.ok) router.go({ name: 'game', gameId: result.value.id }, true);
  else toast.show(writeErrorText(result.error), { error: true });
}
