/**
 * One game as a FORMAT.md file, handed to the person: the system share sheet
 * where the phone can share files, else a download (db/share.ts). The same
 * export from the settings and from the game screen itself, where a new
 * person looks for it.
 */
import { shareOrDownload, type ShareOutcome } from '../device/share';
import { t } from '../i18n/index.svelte';
import { database } from './coldStart';
import { toast } from './toast.svelte';

export interface HandedOver {
  file: string;
  outcome: ShareOutcome;
}

/** Shares or downloads the game's file; undefined when no such game is stored. */
export async function handOverGameFile(gameId: string): Promise<HandedOver | undefined> {
  const db = await database();
  const [text, loaded] = await Promise.all([db.exportGame(gameId), db.loadGame(gameId)]);
  if (text === undefined || !loaded) return undefined;
  const file = db.gameFileName(loaded.row);
  return { file, outcome: await shareOrDownload(file, text) };
}

/** What a hand-over answers, in words; none when the person closed the share sheet. */
export function handedOverText(
  done: HandedOver | undefined,
): { text: string; error: boolean } | undefined {
  if (!done) return { text: t('backupNoGame'), error: true };
  if (done.outcome === 'failed')
    return { text: t('backupNoShare', { file: done.file }), error: true };
  if (done.outcome === 'cancelled') return undefined;
  return { text: t('backupExported', { file: done.file }), error: false };
}

/** The game screen's export: its outcome as a toast. */
export async function exportGameFile(gameId: string): Promise<void> {
  try {
    const said = handedOverText(await handOverGameFile(gameId));
    if (said) toast.show(said.text, { error: said.error });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    toast.show(t('backupExportFailed', { message }), { error: true });
  }
}
