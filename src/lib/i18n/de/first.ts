/** Was die ersten Bildschirme (Start, Partie) aus Bereichen zeigen, deren übrige Wörter später kommen. */
import type { en } from '../en/first';

export const de: Record<keyof typeof en, string> = {
  // evening
  copyBannerAsOf:
    'Kopie des Blatts von {from}, Stand Spiel {hand} ({time}). Nur zum Ansehen, bis du das Aufschreiben übernimmst.',
  copyBannerAsOfAnon:
    'Kopie des Blatts eines anderen Handys, Stand Spiel {hand} ({time}). Nur zum Ansehen, bis du das Aufschreiben übernimmst.',
  elsewhereBanner:
    'Diese Partie schreibt jetzt das Handy von {from} auf (sein Blatt, Stand Spiel {hand}, {time}). Von deinem ist nichts verloren.',
  elsewhereBannerAnon:
    'Diese Partie schreibt jetzt ein anderes Handy auf (sein Blatt, Stand Spiel {hand}, {time}). Von deinem ist nichts verloren.',
  elsewhereMark: 'schreibt das Handy von {from}',
  elsewhereMarkAnon: 'schreibt ein anderes Handy',
  timeInFuture: '{time}, der Uhr hier voraus',
  takeBack: 'Aufschreiben zurücknehmen',
  takenBack: 'Du schreibst wieder auf, dort, wo das Blatt steht.',
  // players
  stepMergePlayers: 'Spieler zusammengeführt',
  stepMarkEveningPaid: 'Abend bezahlt oder offen',
  rosterOpen: 'Spieler',
  // receive
  copyReadOnly:
    'Das ist das Blatt von {from}, empfangen {time}. Tippe auf „Aufschreiben übernehmen“, um es zu ändern.',
  copyReadOnlyAnon:
    'Dieses Blatt kommt von einem anderen Handy, empfangen {time}. Tippe auf „Aufschreiben übernehmen“, um es zu ändern.',
  copyBanner:
    'Kopie des Blatts von {from}, empfangen {time}. Nur zum Ansehen, bis du das Aufschreiben übernimmst.',
  copyBannerAnon:
    'Kopie von einem anderen Handy, empfangen {time}. Nur zum Ansehen, bis du das Aufschreiben übernimmst.',
  takeOver: 'Aufschreiben übernehmen',
  takenOver: 'Du schreibst jetzt auf. Die Partie geht dort weiter, wo das Blatt stand.',
  copyMark: 'Kopie vom Handy von {from}',
  copyMarkAnon: 'Kopie von einem anderen Handy',
  // scan
  scanOpen: 'Vom anderen Handy empfangen',
  // settings
  settings: 'Einstellungen',
  backupExportFailed: 'Export nicht möglich: {message}',
  backupNoShare: 'Dieser Browser kann {file} weder teilen noch herunterladen.',
  reminderTitle: 'Zeit für eine Sicherung',
  reminderNever:
    'Die Partien liegen nur auf diesem Handy und wurden noch nie gesichert. Exportiere eine Sicherungsdatei und heb sie woanders auf.',
  reminderOld:
    'Die Partien liegen nur auf diesem Handy; die letzte Sicherung war am {date}. Exportiere eine neue Sicherungsdatei und heb sie woanders auf.',
  reminderExport: 'Jetzt sichern',
  reminderLater: 'Später',
  // settle (the chart's words too: it loads after the totals without waiting for the rest)
  chartSummary: 'Spielstand über {hands} Spiele. Jetzt: {list}.',
  chartSummaryEmpty: 'Noch kein Spiel: Alle stehen bei {start}.',
  chartHand: 'Spiel',
  chartStart: 'Start',
  chartTable: 'Stände als Tabelle',
  chartTitle: 'Spielstand im Verlauf',
  evening: 'Der Abend',
  // csv
  exportCsv: 'Als Tabelle (CSV)',
  // sheet
  printSheet: 'Spielzettel drucken',
  // show
  showQr: 'Am Tisch zeigen',
  exportGameFile: 'Als Datei exportieren',
  showTitle: 'Am Tisch zeigen',
  // stats
  statsOpen: 'Statistik',
  seasonOpen: 'Saison',
  // tournament (its undo steps are named in the toast on any screen)
  stepCreateTournament: 'Turnier angelegt',
  stepDrawRound: 'Runde ausgelost',
  stepChangeTournament: 'Turnier geändert',
  tournamentOpen: 'Turnier',
  stepReceiveSheet: 'Tischzettel übernommen',
};
