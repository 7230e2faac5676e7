/**
 * Messages of the database itself: what a tab shows when another tab updated
 * Spatz, when an update waits for old tabs, when the stored data is newer than
 * the app, and when the device is full. (Write errors, undo labels, backup and
 * persistence texts live in the table and settings catalogues.)
 * `src/lib/view/storageMessage.ts` says which one applies.
 */
import type { en } from '../en/storage';

export const de: Record<keyof typeof en, string> = {
  storageOutdated:
    'Spatz wurde in einem anderen Tab aktualisiert. Lade diesen Tab neu, um weiterzumachen.',
  storageBlocked: 'Schließ bitte die anderen Spatz-Tabs, damit das Update fertig werden kann.',
  storageReadOnly:
    'Auf diesem Gerät liegen Daten eines neueren Spatz: Du siehst sie, kannst aber nichts ändern. Lade neu, um zu aktualisieren; nichts geht verloren.',
  reloadApp: 'Neu laden',
  draftOnlyInMemory:
    'Gerät voll: Die Eingabe bleibt nur erhalten, bis die App geschlossen wird. Schaff bitte Platz, damit sie sicher gespeichert wird.',
  storageQuota:
    'Nicht gespeichert: Der Speicher des Geräts ist voll. Schaff bitte Platz; die Eingabe bleibt erhalten.',
  storageFailed:
    'der Speicher dieses Geräts hat versagt ({message}); versuch es noch einmal oder starte die App neu',
};
