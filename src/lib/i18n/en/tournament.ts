/** Messages of a tournament (Preistarock, RULES.md §4): the organizer's screens and a table's start. */
export const en = {};
