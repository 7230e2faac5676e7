/** Messages of the installed app: updates. */
import type { en } from '../en/pwa';

export const de: Record<keyof typeof en, string> = {
  updateAvailable: 'Neue Version verfügbar',
  updateApply: 'Aktualisieren',
  updateLater: 'Später',
  updating: 'Wird aktualisiert …',
};
