/** Texte der Spielerliste: umbenennen, zusammenführen, Bezahlt-Vermerk eines Abends. */
import type { en } from '../en/players';

export const de: Record<keyof typeof en, string> = {
  rosterTitle: 'Spieler',
  rosterIntro:
    'Alle, die schon am Tisch saßen. Wurde dieselbe Person verschieden geschrieben, lassen sich die Einträge zusammenführen.',
  rosterEmpty: 'Noch keine Spieler: Wer eine Partie mitspielt, kommt in die Liste.',
  playerGames: '{n} Partien',
  playerGame: '1 Partie',
  playerRename: 'Umbenennen',
  playerMerge: 'Zusammenführen…',
  playerNewName: 'Neuer Name für {name}',
  playerRenameSave: 'Namen speichern',
  playerMergeInto: '{name} ist dieselbe Person wie:',
  playerMergeHint:
    'Die Partien zählen dann für den gewählten Eintrag, unter dessen Namen; {name} verschwindet aus der Liste.',
  playerMergeChoose: 'Den anderen Eintrag wählen',
  playerMergeDo: 'Zusammenführen',
  playerMergeNone: 'Es gibt keinen anderen Eintrag zum Zusammenführen.',
  playerMergeOffer: '{name} mit {other} zusammenführen',
  playerRenamed: 'Umbenannt: In jeder Partie steht jetzt {name}.',
  playerMerged: '{gone} und {keep} sind jetzt ein Eintrag: In jeder Partie steht {keep}.',
  eveningMarkedPaid: 'Abend als bezahlt vermerkt.',
  eveningMarkedOwed: 'Abend wieder als offen vermerkt.',
  playerRenameOf: '{name} umbenennen',
  rosterClubTitle: 'Aus dem Verein',
  rosterClubIntro:
    'Namen aus den Spielerlisten der anderen Mitglieder: Beim Eintippen werden sie vorgeschlagen, in deine Liste kommen sie erst, wenn sie hier mitspielen.',
};
