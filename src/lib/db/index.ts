/** Storage: the database, every write, the reads, backup and durability. */
export * from '../files/types';
export type * from '../files/problems';
export {
  db,
  openDatabase,
  useDatabase,
  currentDatabase,
  onDatabaseStatus,
  SCHEMA_VERSION,
  DATABASE_NAME,
  type DatabaseStatus,
  type SpatzDatabase,
} from './database';
export * from './writes';
export * from './reads';
export { readStats, type StatsData } from './statsRead';
export { loadSeasons, saveSeasons } from './seasons';
export {
  addTournamentPlayer,
  createTournament,
  drawRound,
  removeTournamentPlayer,
  setTournamentPrizes,
  MAX_PRIZES,
  type TournamentInput,
} from './tournamentWrites';
export {
  receiveSheet,
  sheetProblem,
  startTableGame,
  type SheetStatus,
  type SheetWrite,
} from './sheetWrites';
export { listTournaments, loadTournament, type LoadedTournament } from './tournamentReads';
export {
  listSharedCopies,
  readSharedCopy,
  setTournamentShared,
  tournamentSharing,
  type SharedCopy,
  type TournamentSharing,
} from './clubShared';
export { keepHands } from './gameRows';
export type { ImportedGame } from '../files/backupFormat';
export * from '../files/backupFile';
export * from './durability';
export { liveQuery } from 'dexie';

/**
 * Export, import and restore (backup.ts) load on first use, as their own chunk
 * (precached by the service worker): keeping score never needs them. Each name
 * here is backup.ts's function of that name, loaded when first called.
 */
type Backup = typeof import('./backup');
const backup = (): Promise<Backup> => import('./backup');
function onFirstUse<
  K extends
    | 'exportGame'
    | 'exportBackup'
    | 'previewImport'
    | 'applyImport'
    | 'restoreSnapshot'
    | 'previewReceived'
    | 'applyReceived'
    | 'exportForTable'
    | 'readReceivedEvening'
    | 'exportTournament',
>(name: K): Backup[K] {
  return (async (...args: Parameters<Backup[K]>) =>
    ((await backup())[name] as (...a: Parameters<Backup[K]>) => unknown)(...args)) as Backup[K];
}
export type {
  ImportOutcome,
  ImportPreview,
  ImportProgress,
  Resolution,
  ReceivedPreview,
  ReceiveAction,
  ReceiveOutcome,
  ReceivedGameLine,
  ReceivedEvening,
  EveningChange,
  PaidChange,
  TableExport,
  TournamentExport,
} from './backup';
export const exportGame = onFirstUse('exportGame');
export const exportForTable = onFirstUse('exportForTable');
export const exportBackup = onFirstUse('exportBackup');
export const previewImport = onFirstUse('previewImport');
export const applyImport = onFirstUse('applyImport');
export const restoreSnapshot = onFirstUse('restoreSnapshot');
export const previewReceived = onFirstUse('previewReceived');
export const applyReceived = onFirstUse('applyReceived');
/** A received text as the evening it holds, checked whole (pure; eveningFile.ts). */
export const readReceivedEvening = onFirstUse('readReceivedEvening');
/** One tournament with its games, as a backup file (tournamentExport.ts). */
export const exportTournament = onFirstUse('exportTournament');
