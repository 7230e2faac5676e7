/** Storage: the database, every write, the reads, backup and durability. */
export * from './types';
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
export { keepHands } from './gameRows';
export * from './backupLazy';
export * from './backupFile';
export * from './durability';
export { shareOrDownload, type ShareOutcome } from './share';
export * from './messages';
export { liveQuery } from 'dexie';
