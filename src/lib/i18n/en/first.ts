/**
 * Words the first screens (start and game) show that belong to an area whose other
 * words come later: copy and keeper banners, the backup reminder, the buttons that open
 * the other screens, undo steps. In German these come with the app; the rest of the
 * German words load before any other screen (../index.svelte.ts).
 */
export const en = {
  // evening
  copyBannerAsOf:
    'Copy of {from}’s sheet, as of hand {hand} ({time}). Read-only until you take over keeping score.',
  copyBannerAsOfAnon:
    'Copy of another phone’s sheet, as of hand {hand} ({time}). Read-only until you take over keeping score.',
  elsewhereBanner:
    '{from}’s phone keeps score of this game now (its sheet as of hand {hand}, {time}). Nothing of yours was lost.',
  elsewhereBannerAnon:
    'Another phone keeps score of this game now (its sheet as of hand {hand}, {time}). Nothing of yours was lost.',
  elsewhereMark: 'kept on {from}’s phone',
  elsewhereMarkAnon: 'kept on another phone',
  timeInFuture: '{time}, ahead of this phone’s clock',
  takeBack: 'Take back keeping score',
  takenBack: 'You keep score again, where the sheet stands.',
  // players
  stepMergePlayers: 'players merged',
  stepMarkEveningPaid: 'evening paid or owed',
  rosterOpen: 'Players',
  // receive
  copyReadOnly:
    'This is {from}’s sheet, received {time}. Tap “Take over keeping score” to change it.',
  copyReadOnlyAnon:
    'This sheet came from another phone, received {time}. Tap “Take over keeping score” to change it.',
  copyBanner:
    'Copy of {from}’s sheet, received {time}. Read-only until you take over keeping score.',
  copyBannerAnon:
    'Copy from another phone, received {time}. Read-only until you take over keeping score.',
  takeOver: 'Take over keeping score',
  takenOver: 'You keep score now. The game goes on where the sheet stood.',
  copyMark: 'copy from {from}’s phone',
  copyMarkAnon: 'copy from another phone',
  // scan
  scanOpen: 'Receive from another phone',
  // settings
  settings: 'Settings',
  backupExportFailed: 'Could not export: {message}',
  backupNoShare: 'This browser can neither share nor download {file}.',
  reminderTitle: 'Time for a backup',
  reminderNever:
    'Your games are only on this phone and have never been backed up. Export a backup file and keep it somewhere else.',
  reminderOld:
    'Your games are only on this phone; the last backup was {date}. Export a new backup file and keep it somewhere else.',
  reminderExport: 'Back up now',
  reminderLater: 'Later',
  // settle (the chart's words too: it loads after the totals without waiting for the rest)
  chartSummary: 'Running totals over {hands} hands. Now: {list}.',
  chartSummaryEmpty: 'No hand yet: everyone stands at {start}.',
  chartHand: 'Hand',
  chartStart: 'Start',
  chartTable: 'Totals as a table',
  chartTitle: 'Running totals',
  evening: 'The evening',
  // csv
  exportCsv: 'As a spreadsheet (CSV)',
  // sheet
  printSheet: 'Print the scoresheet',
  // show
  showQr: 'Show to the table',
  exportGameFile: 'Export as file',
  showTitle: 'Show to the table',
  // stats
  statsOpen: 'Statistics',
  seasonOpen: 'Season',
  // tournament (its undo steps are named in the toast on any screen)
  stepCreateTournament: 'tournament created',
  stepDrawRound: 'round drawn',
  stepChangeTournament: 'tournament changed',
  tournamentOpen: 'Tournament',
  stepReceiveSheet: 'table sheet taken in',
} as const;
