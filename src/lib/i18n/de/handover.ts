/** A received copy seen whole: the settlement as it stands, and a hand entry it refuses. */
import type { en } from '../en/handover';

export const de: Record<keyof typeof en, string> = {
  copySettlementNote: 'So stünde es, wenn die Partie jetzt endete.',
  copyEntryBack: 'Zurück zur Partie',
};
