/** Messages of a tournament (Preistarock, RULES.md §4): the organizer's screens and a table's start. */
export const en = {
  stepCreateTournament: 'tournament created',
  stepDrawRound: 'round drawn',
  stepChangeTournament: 'tournament changed',
  tournamentOpen: 'Tournament',
  stepReceiveSheet: 'table sheet taken in',
};
