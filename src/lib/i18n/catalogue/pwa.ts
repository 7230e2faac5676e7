/** Messages of the installed app: updates. */
export const en = {
  updateAvailable: 'Update available',
  updateApply: 'Update',
  updateLater: 'Later',
  updating: 'Updating…',
} as const;

export const de: Record<keyof typeof en, string> = {
  updateAvailable: 'Neue Version verfügbar',
  updateApply: 'Aktualisieren',
  updateLater: 'Später',
  updating: 'Wird aktualisiert …',
};
