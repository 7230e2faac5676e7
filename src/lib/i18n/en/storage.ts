/**
 * Messages of the database itself: what a tab shows when another tab updated
 * Spatz, when an update waits for old tabs, when the stored data is newer than
 * the app, and when the device is full. (Write errors, undo labels, backup and
 * persistence texts live in the table and settings catalogues.)
 * `src/lib/view/storageMessage.ts` says which one applies.
 */
export const en = {
  storageOutdated: 'Spatz was updated in another tab. Reload this one to go on.',
  storageBlocked: 'Close the other Spatz tabs so that the update can finish.',
  storageReadOnly:
    'This device holds data of a newer Spatz: it is shown, but nothing can be changed. Reload to update; nothing is lost.',
  reloadApp: 'Reload',
  draftOnlyInMemory:
    'Device full: what you typed is kept only until the app is closed. Free some space to keep it for good.',
  storageQuota: 'Not saved: the device is out of space. Free some space; your input is kept.',
  storageFailed: 'the storage on this device failed ({message}); try again, or restart the app',
} as const;
