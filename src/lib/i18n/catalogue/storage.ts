/**
 * Messages of storage: why a write was not saved, the database's state, the
 * undo/redo labels, persistence and the backup reminder. `src/lib/db/messages.ts`
 * maps each storage answer to one of these keys.
 */
export const en = {
  storageSaved: 'Saved',
  storageInvalid: 'Not saved: the game does not allow this change.',
  storageNotFoundGame: 'Not saved: this game no longer exists.',
  storageNotFoundSession: 'Not saved: this evening no longer exists.',
  storageNotFoundPlayer: 'Not saved: this player no longer exists.',
  storageNotFoundHand: 'Not saved: this hand no longer exists.',
  storageNotFoundSnapshot: 'This snapshot no longer exists.',
  storageNotFoundHistory: 'Nothing to undo or redo.',
  storageReadOnly:
    'Not saved: the data on this device belongs to a newer Spatz. Reload to update; nothing is lost.',
  storageFailed:
    'Not saved: the device refused to store it ({name}). Your input is kept; try again.',
  storageQuota: 'Not saved: the device is out of space. Free some space; your input is kept.',
  dbOutdated: 'Spatz was updated in another tab. Reload this one to go on.',
  dbBlocked: 'Close the other Spatz tabs so that the update can finish.',
  undoAction: 'Undo: {what}',
  redoAction: 'Redo: {what}',
  historyStartGame: 'new game',
  historyAppendHand: 'hand {hand}',
  historyRecordRedeal: 'redeal',
  historyEditHand: 'change to hand {hand}',
  historyInsertHand: 'inserted hand {hand}',
  historyDeleteHand: 'deleted hand {hand}',
  historyStopGame: 'stop and settle',
  historyDeleteGame: 'deleted game',
  historyRenamePlayer: 'renamed player',
  historyUpdateSession: 'change to the evening',
  persistencePersisted: 'Stored permanently on this device.',
  persistencePrompt: 'The browser may clear this data when space runs low.',
  persistenceDenied: 'The browser did not allow permanent storage: make backups.',
  persistenceUnsupported: 'This browser cannot promise to keep the data: make backups.',
  backupOld: 'The last backup is from {date}.',
  backupNow: 'Export a backup now',
  importAdds: '{added} new games; {existing} already here and left as they are.',
  importTooMuch: 'Nothing was imported: the file has mistakes.',
  snapshotImport: 'Before the import of {date}',
  shareCancelled: 'Not shared.',
  shareFailed: 'This browser can neither share nor download the file.',
} as const;

export const de: Record<keyof typeof en, string> = {
  storageSaved: 'Gespeichert',
  storageInvalid: 'Nicht gespeichert: die Partie lässt diese Änderung nicht zu.',
  storageNotFoundGame: 'Nicht gespeichert: diese Partie gibt es nicht mehr.',
  storageNotFoundSession: 'Nicht gespeichert: diesen Abend gibt es nicht mehr.',
  storageNotFoundPlayer: 'Nicht gespeichert: diesen Spieler gibt es nicht mehr.',
  storageNotFoundHand: 'Nicht gespeichert: dieses Spiel gibt es nicht mehr.',
  storageNotFoundSnapshot: 'Diese Sicherung gibt es nicht mehr.',
  storageNotFoundHistory: 'Nichts rückgängig zu machen oder zu wiederholen.',
  storageReadOnly:
    'Nicht gespeichert: die Daten auf diesem Gerät gehören zu einem neueren Spatz. Neu laden zum Aktualisieren; nichts geht verloren.',
  storageFailed:
    'Nicht gespeichert: das Gerät hat das Speichern verweigert ({name}). Die Eingabe bleibt erhalten; bitte noch einmal.',
  storageQuota:
    'Nicht gespeichert: der Speicher des Geräts ist voll. Bitte Platz schaffen; die Eingabe bleibt erhalten.',
  dbOutdated:
    'Spatz wurde in einem anderen Tab aktualisiert. Diesen Tab neu laden, um weiterzumachen.',
  dbBlocked: 'Bitte die anderen Spatz-Tabs schließen, damit das Update fertig werden kann.',
  undoAction: 'Rückgängig: {what}',
  redoAction: 'Wiederholen: {what}',
  historyStartGame: 'neue Partie',
  historyAppendHand: 'Spiel {hand}',
  historyRecordRedeal: 'neu geben',
  historyEditHand: 'Änderung an Spiel {hand}',
  historyInsertHand: 'eingefügtes Spiel {hand}',
  historyDeleteHand: 'gelöschtes Spiel {hand}',
  historyStopGame: 'Abbrechen und abrechnen',
  historyDeleteGame: 'gelöschte Partie',
  historyRenamePlayer: 'umbenannter Spieler',
  historyUpdateSession: 'Änderung am Abend',
  persistencePersisted: 'Dauerhaft auf diesem Gerät gespeichert.',
  persistencePrompt: 'Der Browser darf diese Daten löschen, wenn der Speicher knapp wird.',
  persistenceDenied: 'Der Browser erlaubt kein dauerhaftes Speichern: bitte Sicherungen machen.',
  persistenceUnsupported:
    'Dieser Browser kann das Aufbewahren nicht zusichern: bitte Sicherungen machen.',
  backupOld: 'Die letzte Sicherung ist vom {date}.',
  backupNow: 'Jetzt eine Sicherung exportieren',
  importAdds: '{added} neue Partien; {existing} schon vorhanden, sie bleiben wie sie sind.',
  importTooMuch: 'Nichts wurde importiert: die Datei enthält Fehler.',
  snapshotImport: 'Vor dem Import vom {date}',
  shareCancelled: 'Nicht geteilt.',
  shareFailed: 'Dieser Browser kann die Datei weder teilen noch herunterladen.',
};
