/**
 * The messages between the page (state/offline.svelte.ts) and the service worker (sw.ts):
 * the page asks the worker to store every file of the app, the worker answers once it has
 * (or that it could not, for now).
 */
export const STORE_ALL = 'spatz-store-all';
export const STORED = 'spatz-stored';
/** Some file did not arrive: the page asks again once the network is back. */
export const NOT_STORED = 'spatz-not-stored';
