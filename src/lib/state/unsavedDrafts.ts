/**
 * Half-entered hands the database has not confirmed storing yet, kept in this
 * page's memory. On a full device every draft write is refused: without this,
 * leaving the form and coming back brought up the older stored draft (or an
 * empty form), and what was typed was gone. Memory lasts until the page is
 * closed; the person is told so once each time the device fills up.
 */
import type { WriteResult } from '../db';
import { t } from '../i18n/index.svelte';
import type { StoredDraft } from '../view/handDraft';
import { toast } from './toast.svelte';

const unsaved = new Map<string, StoredDraft>();
let told = false;

/** Notes `draft` as the game's latest one, until its write is answered. */
export function typed(gameId: string, draft: StoredDraft): void {
  unsaved.set(gameId, draft);
}

/** The write of `draft` was answered: stored (memory lets go) or refused (memory keeps it). */
export function answered(gameId: string, draft: StoredDraft, result: WriteResult<void>): void {
  if (result.ok) {
    told = false;
    // Only if nothing newer was typed meanwhile (draft writes may overlap).
    if (unsaved.get(gameId) === draft) unsaved.delete(gameId);
    return;
  }
  if (result.error.kind === 'full' && !told) {
    told = true;
    toast.show(t('draftOnlyInMemory'), { error: true });
  }
}

/** The latest draft typed for the game that was not stored, if any. */
export function unsavedDraft(gameId: string): StoredDraft | undefined {
  return unsaved.get(gameId);
}

/** The game's draft is gone on purpose (saved with its hand, or discarded). */
export function forget(gameId: string): void {
  unsaved.delete(gameId);
}
