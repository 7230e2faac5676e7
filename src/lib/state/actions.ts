import type { HistoryStep, WriteError, WriteResult } from '../db';
import { database, type DatabaseModule } from './coldStart';
import { t } from '../i18n/index.svelte';
import { isLoadFailure } from '../loading';
import { problemWords, stepWords } from '../view/labels';
import { toast } from './toast.svelte';
import { copyRefusalText } from '../view/copies';
import { router } from './router.svelte';
import { nudgeClub } from './clubNudge';

/** A failed write in words a player can act on; the input stays where it was. */
export function writeErrorText(error: WriteError): string {
  switch (error.kind) {
    case 'invalid':
      return error.problems.map(problemWords).join('; ');
    case 'notFound':
      return t('errorNotFound');
    case 'readOnly':
      return t('errorReadOnly');
    case 'full':
      return t('storageQuota');
    case 'storage':
      // The database code did not arrive (a first visit cut short): the network, said so.
      if (isLoadFailure(new Error(error.message))) return t('screenNotReady');
      return t('errorStorage', { message: error.message || error.name });
    case 'copy':
      return copyRefusalText(error, Date.now());
  }
}

/**
 * A write through the database code, loaded if need be; a failure to load it (or
 * anything the storage module should never let out) becomes a storage error.
 */
export async function writing<T>(
  write: (db: DatabaseModule) => Promise<WriteResult<T>>,
): Promise<WriteResult<T>> {
  try {
    const result = await write(await database());
    if (result.ok) nudgeClub();
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const name = error instanceof Error ? error.name : 'Error';
    return { ok: false, error: { kind: 'storage', name, message } };
  }
}

/**
 * Runs one write and says what happened: the news with "undo" next to it,
 * or the error, which stays until dismissed. A thrown error (which the
 * storage module should never let out) is shown the same way.
 */
export async function perform<T>(
  write: () => Promise<WriteResult<T>>,
  news: string | undefined,
  undoable = true,
): Promise<WriteResult<T>> {
  const result = await writing(() => write());
  if (!result.ok) toast.show(writeErrorText(result.error), { error: true });
  else if (news) toast.show(news, { undoable });
  return result;
}

/** The game's hands after a step, to number its hand as the list does; none if unreadable. */
async function handsAfter(step: HistoryStep) {
  if (step.gameId === undefined || step.index === undefined) return undefined;
  try {
    return (await (await database()).loadGame(step.gameId))?.game.hands;
  } catch {
    return undefined;
  }
}

/**
 * Undo or redo one step and say which: "Undone: hand 4 deleted". Undoing a
 * game's start removes the game: the person goes back to the start screen,
 * where the toast (and the start screen itself) offers the redo; redoing it
 * opens the game again.
 */
export async function undoOrRedo(which: 'undo' | 'redo'): Promise<WriteResult<HistoryStep>> {
  const result = await perform(() => writing((db) => db[which]()), undefined);
  if (result.ok) {
    const step = result.value;
    const what = stepWords(step, await handsAfter(step));
    const start = step.label === 'startGame';
    if (start && which === 'undo') router.go({ name: 'start' }, true);
    if (start && which === 'redo' && step.gameId) {
      router.go({ name: 'game', gameId: step.gameId }, true);
    }
    toast.show(t(which === 'undo' ? 'undoneStep' : 'redoneStep', { what }), {
      redoable: start && which === 'undo',
    });
  }
  return result;
}
