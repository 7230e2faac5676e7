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
  backupNoShare: 'Dieser Browser kann {file} weder teilen noch herunterladen.',
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
  snapshotGone: 'Dieser Schnappschuss ist auf diesem Gerät nicht mehr vorhanden.',
  snapshotRefused: 'Der Schnappschuss wurde nicht wiederhergestellt; nichts wurde geändert.',
  progressReading: 'Lese Datei … {percent} %',
  progressChecking: 'Prüfe Partien … {percent} %',
  progressSaving: 'Speichere …',
  storageHeading: 'Speicher auf diesem Gerät',
  persistence_persisted:
    'Dauerhaft: der Browser löscht die Partien nicht, wenn der Speicher knapp wird.',
  persistence_prompt:
    'Noch nicht dauerhaft: der Browser könnte die Partien löschen, wenn der Speicher knapp wird.',
  persistence_denied:
    'Nicht dauerhaft: der Browser hat abgelehnt. Regelmäßig sichern; die App auf den Startbildschirm zu legen kann helfen.',
  persistence_unsupported:
    'Dieser Browser kann nicht versprechen, die Partien zu behalten. Regelmäßig sichern.',
  persistenceAsk: 'Partien dauerhaft speichern',
  reminderTitle: 'Zeit für eine Sicherung',
  reminderNever:
    'Die Partien liegen nur auf diesem Handy und wurden noch nie gesichert. Eine Sicherungsdatei exportieren und woanders aufheben.',
  reminderOld:
    'Die Partien liegen nur auf diesem Handy; die letzte Sicherung war am {date}. Eine neue Sicherungsdatei exportieren und woanders aufheben.',
  reminderExport: 'Jetzt sichern',
  reminderLater: 'Später',
};
