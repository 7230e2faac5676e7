/**
 * Which message (src/lib/i18n/catalogue/storage.ts) tells a person about a
 * storage answer. Returns keys, not text, so storage stays free of the UI's
 * language state; the UI calls `t(key, params)`. Rules problems inside an
 * `invalid` error are shown with `problemMessage` next to this message.
 */
import type { en } from '../i18n/catalogue/storage';
import type { DatabaseStatus } from './database';
import type { PersistenceState } from './persistence';
import type { HistoryAction, HistoryState, NotFoundWhat, WriteError } from './types';

export type StorageMessageKey = keyof typeof en;
export interface StorageMessage {
  key: StorageMessageKey;
  params?: Record<string, string | number>;
}

const NOT_FOUND: Record<NotFoundWhat, StorageMessageKey> = {
  game: 'storageNotFoundGame',
  session: 'storageNotFoundSession',
  player: 'storageNotFoundPlayer',
  hand: 'storageNotFoundHand',
  snapshot: 'storageNotFoundSnapshot',
  history: 'storageNotFoundHistory',
};

export function writeErrorMessage(error: WriteError): StorageMessage {
  switch (error.kind) {
    case 'invalid':
      return { key: 'storageInvalid' };
    case 'notFound':
      return { key: NOT_FOUND[error.what] };
    case 'readOnly':
      return { key: 'storageReadOnly' };
    case 'storage':
      return error.name === 'QuotaExceededError'
        ? { key: 'storageQuota' }
        : { key: 'storageFailed', params: { name: error.name } };
  }
}

const HISTORY: Record<HistoryAction, StorageMessageKey> = {
  startGame: 'historyStartGame',
  appendHand: 'historyAppendHand',
  recordRedeal: 'historyRecordRedeal',
  editHand: 'historyEditHand',
  insertHand: 'historyInsertHand',
  deleteHand: 'historyDeleteHand',
  stopGame: 'historyStopGame',
  deleteGame: 'historyDeleteGame',
  renamePlayer: 'historyRenamePlayer',
  updateSession: 'historyUpdateSession',
};

/** "hand 4" for an undo step: hands are counted from 1 for people. */
export function historyMessage(action: HistoryAction, index?: number): StorageMessage {
  return { key: HISTORY[action], ...(index !== undefined ? { params: { hand: index + 1 } } : {}) };
}

/** The undo and redo buttons' descriptions, or undefined when there is nothing to do. */
export function historyMessages(state: HistoryState): {
  undo?: StorageMessage;
  redo?: StorageMessage;
} {
  return {
    ...(state.undoLabel ? { undo: historyMessage(state.undoLabel, state.undoIndex) } : {}),
    ...(state.redoLabel ? { redo: historyMessage(state.redoLabel, state.redoIndex) } : {}),
  };
}

export function databaseStatusMessage(status: DatabaseStatus): StorageMessage | undefined {
  if (status === 'outdated') return { key: 'dbOutdated' };
  if (status === 'blocked') return { key: 'dbBlocked' };
  if (status === 'readOnly') return { key: 'storageReadOnly' };
  return undefined;
}

export function persistenceMessage(state: PersistenceState): StorageMessage {
  const keys: Record<PersistenceState, StorageMessageKey> = {
    persisted: 'persistencePersisted',
    prompt: 'persistencePrompt',
    denied: 'persistenceDenied',
    unsupported: 'persistenceUnsupported',
  };
  return { key: keys[state] };
}
