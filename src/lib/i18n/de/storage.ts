/**
 * Messages of the database itself: what a tab shows when another tab updated
 * Spatz, when an update waits for old tabs, when the stored data is newer than
 * the app, and when the device is full. (Write errors, undo labels, backup and
 * persistence texts live in the table and settings catalogues.)
 * `src/lib/db/messages.ts` says which one applies.
 */
import type { en } from '../en/storage';

export const de: Record<keyof typeof en, string> = {
  storageOutdated:
    'Spatz wurde in einem anderen Tab aktualisiert. Diesen Tab neu laden, um weiterzumachen.',
  storageBlocked: 'Bitte die anderen Spatz-Tabs schließen, damit das Update fertig werden kann.',
  storageReadOnly:
    'Auf diesem Gerät liegen Daten eines neueren Spatz: sie werden angezeigt, aber nichts kann geändert werden. Neu laden zum Aktualisieren; nichts geht verloren.',
  reloadApp: 'Neu laden',
  draftOnlyInMemory:
    'Gerät voll: die Eingabe bleibt nur erhalten, bis die App geschlossen wird. Bitte Platz schaffen, damit sie sicher gespeichert wird.',
  storageQuota:
    'Nicht gespeichert: der Speicher des Geräts ist voll. Bitte Platz schaffen; die Eingabe bleibt erhalten.',
  storageFailed:
    'der Speicher dieses Geräts hat versagt ({message}); versuch es noch einmal oder starte die App neu',
};
