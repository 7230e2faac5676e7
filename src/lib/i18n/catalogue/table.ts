/** Messages of the start screen, the new-game form, the game screen and hand entry. */
export const en = {
  appName: 'Spatz',
  tagline: 'Scorekeeper for Bauerntarock, Dobbm and Bavarian Tarock',
} as const;

export const de: Record<keyof typeof en, string> = {
  appName: 'Spatz',
  tagline: 'Punkte zählen beim Bauerntarock, Dobbm und Bayerischen Tarock',
};
