import { router } from './router.svelte';

/*
 * Whether the scanner was opened from a screen of this visit: then closing it goes back there
 * (Back, as the person expects); opened from a bookmark or a reload, it goes to the start screen.
 */
let openedHere = false;

/** Opens the camera screen from the start or a game screen. */
export function openScanner(): void {
  openedHere = true;
  router.go({ name: 'scan' });
}

/** Closes the camera screen: back to where it was opened. */
export function leaveScanner(): void {
  if (openedHere && globalThis.history) {
    openedHere = false;
    history.back();
  } else {
    router.go({ name: 'start' }, true);
  }
}
