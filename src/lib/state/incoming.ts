import { router } from './router.svelte';
import { INVITE_ROUTE } from '../club/invite';
import { untilLoaded } from '../loading';

/** Where a received game came in: the camera (QR frames) or a link. */
export type IncomingSource = 'scan' | 'link';

/** A game file text that arrived whole and waits for its preview (FORMAT.md "Between phones"). */
export interface Incoming {
  text: string;
  source: IncomingSource;
}

/*
 * Held in memory only, never stored: nothing received is kept until the person
 * confirms the preview, and a reload simply forgets a half-handled transfer.
 */
let pending: Incoming | null = null;

/** Hands a received game to the receive screen and opens it. */
export function handIn(text: string, source: IncomingSource): void {
  // A club's invite scanned: its join preview (the payload never goes into the address).
  const invite = text.indexOf(INVITE_ROUTE);
  if (invite >= 0) {
    router.go({ name: 'club', payload: text.slice(invite + INVITE_ROUTE.length) }, true);
    return;
  }
  // A table's start code from a tournament's organizer starts that game at once
  // (tableStart.ts, loaded only for a text that names a tournament).
  if (source === 'scan' && text.includes('"tournament"')) {
    void untilLoaded(() => import('./tableStart')).then(({ tableStartOf, startFromCode }) => {
      const start = tableStartOf(text);
      if (start) void startFromCode(start);
      else handInWhole(text, source);
    });
    return;
  }
  handInWhole(text, source);
}

function handInWhole(text: string, source: IncomingSource): void {
  pending = { text, source };
  router.go({ name: 'receive' }, true);
}

/** The received game waiting for its preview, once: the screen that shows it takes it. */
export function takeIncoming(): Incoming | null {
  const taken = pending;
  pending = null;
  return taken;
}
