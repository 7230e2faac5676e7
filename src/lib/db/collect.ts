/** Reads everything a backup holds, inside whatever transaction the caller runs. */
import { BACKUP_FORMAT, BACKUP_VERSION } from '../files/backupFile';
import { gameToFile } from '../files/backupFormat';
import type { SpatzDatabase } from './database';
import { handsOf } from './gameRows';
import { isSharedSetting } from '../files/sharedSettings';

/**
 * This phone's id among the phones at a table (FORMAT.md "Between phones"): the sheets it
 * keeps name it. A device setting; a backup carries it beside the settings (`phone`), so a
 * phone restored from its backup is the same phone to the others (importWrites.ts).
 */
export const PHONE_ID = 'phoneId';

/** Settings that describe this device, not the games: never among a backup's settings, never overwritten by an import. */
export const DEVICE_SETTINGS: readonly string[] = ['lastBackupAt', 'persistenceAskedAt', PHONE_ID];

export async function ownPhoneId(db: SpatzDatabase): Promise<string | undefined> {
  const row = await db.settings.get(PHONE_ID);
  return typeof row?.value === 'string' ? row.value : undefined;
}

export interface BackupEnvelope {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  games: object[];
  sessions: object[];
  players: object[];
  settings: { key: string; value: unknown }[];
  /** Tournaments (RULES.md §4), only when there are any: their games are in `games`. */
  tournaments?: object[];
  /** The phone's id (PHONE_ID), once it has one. */
  phone?: string;
}

/** Every game (deleted ones too, flagged), every evening, the roster and the shared settings. */
export async function collectBackup(db: SpatzDatabase, now: number): Promise<BackupEnvelope> {
  const [games, sessions, players, settings, tournaments, phone] = await Promise.all([
    db.games.toArray(),
    db.sessions.toArray(),
    db.players.toArray(),
    db.settings.toArray(),
    db.tournaments.toArray(),
    ownPhoneId(db),
  ]);
  const files: object[] = [];
  games.sort((a, b) => a.createdAt - b.createdAt);
  // This phone's own record: whose sheet each game is here, and what was deleted here.
  for (const row of games) files.push(gameToFile(row, await handsOf(db, row.id), undefined, true));
  // Only known settings with valid values: a row an older import stored travels no further.
  const shared = settings.filter(isSharedSetting);
  return envelopeOf({ games: files, sessions, players, settings: shared, tournaments, phone }, now);
}

interface Made {
  createdAt: number;
}

/**
 * The envelope around rows read for a backup (the whole phone's, or one tournament's,
 * tournamentExport.ts): evenings, players and tournaments in the order they were made,
 * `tournaments` and `phone` only when there are any.
 */
export function envelopeOf(
  parts: {
    games: object[];
    sessions: (object & Made)[];
    players: (object & Made)[];
    settings: { key: string; value: unknown }[];
    tournaments: (object & Made)[];
    phone?: string;
  },
  now: number,
): BackupEnvelope {
  const { games, sessions, players, settings, tournaments, phone } = parts;
  const byMade = (a: Made, b: Made) => a.createdAt - b.createdAt;
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(now).toISOString(),
    games,
    sessions: sessions.sort(byMade),
    players: players.sort(byMade),
    settings,
    ...(tournaments.length > 0 ? { tournaments: tournaments.sort(byMade) } : {}),
    ...(phone !== undefined ? { phone } : {}),
  };
}

/**
 * The text of a backup: JSON without indentation, a third smaller than indented (60,000 hands:
 * 12.2 MB instead of 17.9 MB), so that the app's own backups stay far below the import's limit
 * (backupFile.ts). Each game in it is a FORMAT.md game file as it is.
 */
export function backupText(envelope: BackupEnvelope): string {
  return JSON.stringify(envelope);
}
