/**
 * What one run of the club's sync (clubTransfer.ts) says of itself: why it stopped, and what
 * came down besides other members' copies.
 */
import type { CouchFailure } from '../club/couch';

/** `offline`: the phone has no network; what waits goes up once it has. */
export type SyncFailure = CouchFailure | 'full' | 'offline';

/** A run stopped by this phone's storage, not by the server. */
export class Stop extends Error {
  constructor(readonly failure: SyncFailure) {
    super(failure);
  }
}

/** What came down in a run besides other members' copies (clubOwn.ts). */
export interface Kept {
  /** Games kept beside this phone's, changed on both. */
  besides: number;
  /** This member's own games new here (a new phone of the member). */
  restored: number;
  /** Games another member handed keeping of to this member. */
  handed: { id: string; from: string; players: string[] }[];
}

export const noneKept = (): Kept => ({ besides: 0, restored: 0, handed: [] });

/** Adds what a batch kept to the run's. */
export function addKept(into: Kept, more: Kept): void {
  into.besides += more.besides;
  into.restored += more.restored;
  into.handed.push(...more.handed);
}
