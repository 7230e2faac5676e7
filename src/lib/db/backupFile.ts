/** The backup file's constants and file names: small, so that they load with the app. */
import type { GameRow } from './types';

export const BACKUP_FORMAT = 'spatz-backup';
export const BACKUP_VERSION = 1;
/** Larger input is refused before parsing: a phone must not freeze on a wrong file. */
export const MAX_IMPORT_CHARS = 10 * 1024 * 1024;

/** A file name for a game: spatz-2026-11-30-anna-bert-chris.json */
export function gameFileName(row: Pick<GameRow, 'players' | 'createdAt'>): string {
  const names = row.players.map((n) =>
    n
      .normalize('NFKD')
      .replace(/[^\w]+/g, '')
      .toLowerCase(),
  );
  return `spatz-${isoDate(row.createdAt)}-${names.filter(Boolean).join('-') || 'game'}.json`;
}

export function backupFileName(now: number): string {
  return `spatz-backup-${isoDate(now)}.json`;
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
