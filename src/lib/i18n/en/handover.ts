/** A received copy seen whole: the settlement as it stands, and a hand entry it refuses. */
export const en = {
  copySettlementNote: 'If the game were settled now:',
  copyEntryBack: 'Back to the game',
} as const;
