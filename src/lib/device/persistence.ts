/**
 * The browser's storage manager (navigator.storage), guarded for places that
 * lack it (node tests, old Safari, some private modes). Touches no database.
 */

export type PersistenceState = 'persisted' | 'prompt' | 'denied' | 'unsupported';

interface StorageLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

function storageManager(): StorageLike | undefined {
  const nav = (globalThis as { navigator?: { storage?: StorageLike } }).navigator;
  return nav?.storage;
}

/** Whether this browser can keep our data persistently at all. */
export function persistenceSupported(): boolean {
  return typeof storageManager()?.persist === 'function';
}

/** Asks the browser to keep our data even when the device runs short of space. */
export async function requestPersistence(): Promise<PersistenceState> {
  const storage = storageManager();
  if (!storage?.persist) return 'unsupported';
  try {
    return (await storage.persist()) ? 'persisted' : await persistenceState();
  } catch {
    return 'unsupported';
  }
}

/**
 * Whether the browser keeps our data for sure: `persisted`; `denied` when the
 * person (or browser) said no; `prompt` when we may still ask.
 */
export async function persistenceState(): Promise<PersistenceState> {
  const storage = storageManager();
  if (!storage?.persisted) return 'unsupported';
  try {
    if (await storage.persisted()) return 'persisted';
  } catch {
    return 'unsupported';
  }
  return (await permission()) === 'denied' ? 'denied' : 'prompt';
}

async function permission(): Promise<string | undefined> {
  const nav = (globalThis as { navigator?: { permissions?: Permissions } }).navigator;
  try {
    const status = await nav?.permissions?.query({ name: 'persistent-storage' as PermissionName });
    return status?.state;
  } catch {
    return undefined;
  }
}
