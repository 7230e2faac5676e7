/** Messages of the installed app: updates. */
import type { en } from '../en/pwa';

export const de: Record<keyof typeof en, string> = {
  updateAvailable: 'Neue Version verfügbar',
  updateApply: 'Aktualisieren',
  updateLater: 'Später',
  offlineReady: 'Bereit für offline: Spatz geht jetzt auch ohne Netz.',
  offlinePreparing: 'Wird noch für offline vorbereitet: lass das Netz noch kurz an.',
  offlineStatus: 'Ohne Netz',
  offlineStatusReady: 'bereit: Spatz geht auch offline',
  offlineStatusPreparing: 'wird noch vorbereitet',
  offlineStatusNone: 'dieser Browser kann die App nicht für offline behalten',
  updating: 'Wird aktualisiert …',
};
