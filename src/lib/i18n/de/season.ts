import type { en } from '../en/season';

/** Texte der Vereinsseite: die Abende, die Rangliste, die Statistik und das offene Geld einer Saison. */
export const de: Record<keyof typeof en, string> = {
  seasonTitle: 'Die Saison',
  seasonPick: 'Saison',
  seasonRange: '{from} bis {to}',
  seasonEmpty:
    'Noch keine Partie dieser Saison ist fertig oder vorzeitig abgerechnet: eine laufende Partie zählt, sobald sie es ist.',
  seasonNone: 'Kein Abend mit einer Partie in dieser Saison.',
  seasonEvenings: 'Abende',
  seasonEveningGames: '{count} Partien',
  seasonEveningGame: '1 Partie',
  seasonNoPlace: 'ohne Ort',
  seasonColPoints: 'Punkte',
  seasonRankingNote:
    'Die meisten Punkte (die Endstände zusammengezählt) zuerst; bei gleichen Punkten mehr Siege, dann weniger letzte Plätze. Partien von anderen Handys zählen einmal.',
  seasonStats: 'Statistik der Saison',
  seasonStatsNote: 'Als Spieler: gespielt, gewonnen und die Quote.',
  seasonName: 'Name der Saison',
  seasonFrom: 'Erster Tag',
  seasonTo: 'Letzter Tag',
  seasonAdd: 'Saison benennen',
  seasonAddHint:
    'Zum Beispiel 2026/27 vom 1. September bis 31. August. Die Kalenderjahre stehen ohnehin zur Wahl.',
  seasonSave: 'Saison anlegen',
  seasonRemove: 'Saison {name} entfernen',
  seasonAdded: 'Saison {name} angelegt',
  seasonRemoved: 'Saison {name} entfernt',
  seasonProblem_name: 'Gib der Saison einen Namen mit 1 bis 40 Zeichen.',
  seasonProblem_from: 'Wähle den ersten Tag der Saison.',
  seasonProblem_to: 'Wähle den letzten Tag der Saison.',
  seasonProblem_order: 'Der letzte Tag liegt vor dem ersten: tausche sie.',
  seasonProblem_taken: 'Eine Saison mit diesem Namen gibt es schon: wähle einen anderen Namen.',
  seasonProblem_tooMany: 'Höchstens 30 Saisonen lassen sich benennen: entferne zuerst eine alte.',
};
