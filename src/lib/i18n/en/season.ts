/** Messages of the club screen: a season's evenings, ranking, statistics and money owed. */
export const en = {
  seasonTitle: 'The season',
  seasonPick: 'Season',
  seasonRange: '{from} to {to}',
  seasonEmpty:
    'No game of this season is finished or settled early yet: a running game counts once it is.',
  seasonNone: 'No evening with a game in this season.',
  seasonEvenings: 'Evenings',
  seasonEveningGames: '{count} games',
  seasonEveningGame: '1 game',
  seasonNoPlace: 'no place given',
  seasonColPoints: 'Points',
  seasonRankingNote:
    'Most points (the final totals added up) first; equal points: more wins, then fewer last places. Games from other phones count once.',
  seasonStats: 'Statistics of the season',
  seasonStatsNote: 'As declarer: hands declared, made, and the rate made.',
  seasonName: 'Season name',
  seasonFrom: 'First day',
  seasonTo: 'Last day',
  seasonAdd: 'Name a season',
  seasonAddHint:
    'For example 2026/27 from 1 September to 31 August. Calendar years are offered anyway.',
  seasonSave: 'Add the season',
  seasonRemove: 'Remove season {name}',
  seasonAdded: 'Season {name} added',
  seasonRemoved: 'Season {name} removed',
  seasonProblem_name: 'Give the season a name of 1 to 40 characters.',
  seasonProblem_from: 'Choose the season’s first day.',
  seasonProblem_to: 'Choose the season’s last day.',
  seasonProblem_order: 'The last day comes before the first: swap them.',
  seasonProblem_taken: 'A season of that name exists already: choose another name.',
  seasonProblem_tooMany: 'At most 30 seasons can be named: remove an old one first.',
} as const;
