/** A received copy seen whole: the settlement as it stands, and a hand entry it refuses. */
export const en = {
  copySettlementNote: 'As it would stand if the game were stopped now.',
  copyEntryBack: 'Back to the game',
} as const;
