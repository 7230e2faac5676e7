/** Messages of the installed app: updates. */
export const en = {
  updateAvailable: 'Update available',
  updateApply: 'Update',
  updateLater: 'Later',
  updating: 'Updating…',
} as const;
