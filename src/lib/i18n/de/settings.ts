/** Messages of settings, backup, import and export. */
import type { en } from '../en/settings';

export const de: Record<keyof typeof en, string> = {
  settings: 'Einstellungen',
  backupHeading: 'Sicherung',
  backupExplain:
    'Die Partien liegen nur auf diesem Gerät. Eine Sicherungsdatei bewahrt sie, wenn das Handy verloren geht oder der Browser seine Daten löscht.',
  backupExportGame: 'Diese Partie exportieren',
  backupExportAll: 'Alles exportieren',
  backupExported: '{file} exportiert.',
  backupExportFailed: 'Export nicht möglich: {message}',
  backupNoGame: 'Diese Partie ist auf diesem Gerät nicht gespeichert.',
  backupLast: 'Letzte Sicherung: {date}',
  backupNever: 'Letzte Sicherung: noch nie',
  importHeading: 'Import',
  importChoose: 'Partie- oder Sicherungsdatei importieren',
  importPreviewHeading: 'Was der Import tut',
  importWillAdd: 'Kommt dazu',
  importExists: 'Schon da, bleibt wie es ist',
  importGameLine: '{variant}: {players} · {hands} Spiele',
  importSessionLine: 'Abend vom {date}',
  importPlayerLine: 'Spieler {name}',
  importNothingNew: 'Alles in dieser Datei ist schon da; der Import ändert nichts.',
  importConfirm: 'Importieren',
  importCancel: 'Abbrechen',
  importDone: 'Importiert: {added} neu, {unchanged} schon da.',
  importRefused: 'Die Datei wurde nicht importiert; nichts wurde geändert. Die Fehler:',
  importProblemsMore: '… und {n} weitere Fehler.',
  importFailed: 'Der Import ist gescheitert; nichts wurde geändert: {message}',
  importReadOnly:
    'Auf diesem Gerät liegen Daten einer neueren App-Version; vor dem Import die App aktualisieren.',
  pathGame: 'Partie {n}',
  pathHand: 'Spiel {n}',
  pathFile: 'die Datei',
  snapshotsHeading: 'Automatische Schnappschüsse',
  snapshotsExplain:
    'Vor jedem Import hebt die App eine Kopie von allem auf (die letzten 5). Ein Schnappschuss stellt alles so wieder her, wie es damals war.',
  snapshotsNone: 'Noch kein Schnappschuss.',
  snapshotLine: '{date}: {games} Partien, {hands} Spiele',
  snapshotRestore: 'Wiederherstellen',
  snapshotRestoreLabel: 'Schnappschuss vom {date} wiederherstellen',
  snapshotConfirm: 'Alles auf diesem Gerät durch den Schnappschuss vom {date} ersetzen?',
  snapshotRestored: 'Schnappschuss wiederhergestellt ({games} Partien).',
  storageHeading: 'Speicher auf diesem Gerät',
  persistenceAsk: 'Partien dauerhaft speichern',
  reminderTitle: 'Zeit für eine Sicherung',
  reminderNever:
    'Die Partien liegen nur auf diesem Handy und wurden noch nie gesichert. Eine Sicherungsdatei exportieren und woanders aufheben.',
  reminderOld:
    'Die Partien liegen nur auf diesem Handy; die letzte Sicherung war am {date}. Eine neue Sicherungsdatei exportieren und woanders aufheben.',
  reminderExport: 'Jetzt sichern',
  reminderLater: 'Später',
};
