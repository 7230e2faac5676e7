/// <reference lib="webworker" />
/**
 * The service worker (vite.config.ts, `injectManifest`): Workbox's precache, in two steps on a
 * first visit. Its install stores the shell alone (the page, its entry code and style, the
 * English words, the icons), so that it is active, and a reload without a network opens the
 * app, a moment after the first visit. Everything else (the screens, the database code, the
 * QR decoder's wasm) it stores once the page asks (`STORE_ALL`, offline.svelte.ts), and it
 * answers `STORED` when all of it is in: only then does the app say "ready offline".
 * An update, with a version already active, stores everything before it waits, as Workbox
 * always does: the active version serves meanwhile.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_STORED, STORE_ALL, STORED } from './lib/offlineMessages';
import { answerShareTarget } from './swShareTarget';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** The files a reload offline needs before anything else: what index.html loads itself. */
const SHELL =
  /^(index\.html|manifest\.webmanifest|assets\/(app|en)-[\w-]+\.(js|css)|[^/]+\.(svg|ico))$/;
const urlOf = (entry: string | PrecacheEntry): string =>
  typeof entry === 'string' ? entry : entry.url;

const manifest = self.__WB_MANIFEST;
// Both store into Workbox's one precache (the same cache name and keys): `all` serves every
// request and cleans up after an update; `shell` only decides what a first install waits for.
const all = new PrecacheController();
all.addToCacheList(manifest);
const shell = new PrecacheController();
shell.addToCacheList(manifest.filter((entry) => SHELL.test(urlOf(entry))));

self.addEventListener('install', (event) => {
  // A first visit waits for the shell only; an update keeps the active version until it has all.
  void (self.registration.active ? all : shell).install(event);
});
self.addEventListener('activate', (event) => void all.activate(event));

/** Stores every file of the manifest not stored yet, one after the other, as Workbox does. */
async function storeAll(): Promise<void> {
  const cache = await caches.open(all.strategy.cacheName);
  for (const [url, key] of all.getURLsToCacheKeys()) {
    if (await cache.match(key)) continue;
    // A file with a revision (no hash in its name) is asked of the server, never the HTTP cache.
    const response = await fetch(url, {
      credentials: 'same-origin',
      cache: key === url ? 'default' : 'reload',
    });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(key, response);
  }
}

let storing: Promise<void> | undefined;
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // workbox-window's "update" (pwa.svelte.ts): the waiting version takes over.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type !== STORE_ALL) return;
  // Two tabs asking share one run; a run the network cut short is tried again at the next ask.
  const run = (storing ??= storeAll().finally(() => (storing = undefined)));
  event.waitUntil(
    run.then(
      () => event.source?.postMessage({ type: STORED }),
      (error: unknown) => {
        console.warn('Not everything stored yet', error);
        event.source?.postMessage({ type: NOT_STORED });
      },
    ),
  );
});

// A file shared to the app (its POST) is answered before any route of Workbox's.
answerShareTarget(self);
registerRoute(new PrecacheRoute(all));
// Any app URL (a deep link, a bookmark with a query) opens the app offline.
registerRoute(new NavigationRoute(all.createHandlerBoundToURL('index.html')));
cleanupOutdatedCaches();
// The first visit's page is controlled as soon as the worker is active, so what it loads later
// (the scanner's worker and wasm) comes from the precache. An update still waits (no
// skipWaiting) until "update" is tapped.
clientsClaim();
