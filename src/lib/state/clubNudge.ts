/**
 * The one word a write sends to the club's sync (clubSync.ts), if this phone has a club:
 * "something was saved". The sync pushes later, in a task of its own after the frame that
 * shows the hand; with no club nothing listens and nothing happens.
 */
let listener: (() => void) | undefined;

/** Called by the club's sync once it runs (undefined: it stopped). */
export function listenForWrites(next: (() => void) | undefined): void {
  listener = next;
}

/** A write was stored. */
export function nudgeClub(): void {
  listener?.();
}
