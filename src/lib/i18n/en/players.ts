/** Messages of the roster: the players screen, its rename and merge, an evening's paid mark. */
export const en = {
  rosterTitle: 'Players',
  rosterIntro:
    'Everyone who has sat at the table. The same person typed two ways can be merged into one.',
  rosterEmpty: 'No players yet: they join the list when a game starts.',
  playerGames: '{n} games',
  playerGame: '1 game',
  playerRename: 'Rename',
  playerMerge: 'Merge…',
  playerNewName: 'New name for {name}',
  playerRenameSave: 'Save name',
  playerMergeInto: '{name} is the same person as:',
  playerMergeHint:
    'Their games then count for the entry you choose, under its name; {name} leaves the list.',
  playerMergeChoose: 'Choose the other entry',
  playerMergeDo: 'Merge',
  playerMergeNone: 'There is no other entry to merge with.',
  playerMergeOffer: 'Merge {name} into {other}',
  playerRenamed: 'Renamed: every game now shows {name}.',
  playerMerged: '{gone} and {keep} are now one entry: every game shows {keep}.',
  eveningMarkedPaid: 'Evening marked paid.',
  eveningMarkedOwed: 'Evening marked as still owed.',
  playerRenameOf: 'Rename {name}',
  rosterClubTitle: 'From the club',
  rosterClubIntro:
    'Names from the other members’ player lists. They are offered while you type and join your list only once they play a game here.',
};
