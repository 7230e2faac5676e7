/** The backup file's constants and file names: small, so that they load with the app. */
import type { GameRow } from './types';

export const BACKUP_FORMAT = 'spatz-backup';
export const BACKUP_VERSION = 1;
/**
 * Larger input is refused before parsing: a phone must not freeze on a wrong file. The app's
 * own backups must always fit: measured with the app's export (collect.ts, written without
 * indentation), 150 games of 400 hands (60,000 hands, UUID ids, times) take 12.2 MB
 * (11.6 MiB; the same indented by one space, as older versions wrote it: 17.9 MB). 64 MiB is
 * five times that, about 300,000 hands: years of weekly evenings. Snapshots are the app's own
 * text and are read without this limit (backup.ts `restoreSnapshot`).
 */
export const MAX_IMPORT_CHARS = 64 * 1024 * 1024;
/** MAX_IMPORT_CHARS as a person reads it. */
export const MAX_IMPORT_SHOWN = '64 MB';

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
