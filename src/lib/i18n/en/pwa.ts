/** Messages of the installed app: updates. */
export const en = {
  updateAvailable: 'Update available',
  updateApply: 'Update',
  updateLater: 'Later',
  updating: 'Updating…',
  offlineReady: 'Ready offline: Spatz now opens without a network too.',
  offlinePreparing: 'Still getting ready to work offline: keep the network on for a moment.',
  offlineStatus: 'Without a network',
  offlineStatusReady: 'ready: Spatz opens offline',
  offlineStatusPreparing: 'still getting ready',
  offlineStatusNone: 'this browser cannot keep the app for offline use',
} as const;
