/// <reference lib="webworker" />
/**
 * The share target (the manifest's `share_target`, vite.config.ts): a game or backup file
 * shared to Spatz from a chat or the file manager arrives as a POST of a multipart form. The
 * service worker keeps the file in a cache of its own and opens the import preview
 * (#/import); the page takes the file from there (src/lib/device/received.ts) and checks it
 * like any other import. Nothing leaves the device.
 */
import { SHARED_CACHE, SHARED_KEY } from './lib/sharedFile';

/** Answers the share target's POST; registered before Workbox's routes, so it comes first. */
export function answerShareTarget(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    const scope = worker.registration.scope;
    if (request.method !== 'POST') return;
    // This app's own address only: a POST to any other origin (a club's server) passes by.
    const url = new URL(request.url);
    if (url.origin + url.pathname !== new URL('share-target', scope).href) return;
    event.respondWith(keep(request, scope));
  });
}

async function keep(request: Request, scope: string): Promise<Response> {
  try {
    const form = await request.formData();
    const file = form.getAll('file').find((value): value is File => typeof value !== 'string');
    if (!file) return Response.redirect(scope, 303);
    const cache = await caches.open(SHARED_CACHE);
    const headers = {
      'Content-Type': file.type || 'application/json',
      'X-File-Name': encodeURIComponent(file.name),
    };
    await cache.put(new URL(SHARED_KEY, scope).href, new Response(file, { headers }));
    return Response.redirect(new URL('#/import', scope).href, 303);
  } catch {
    // A form the browser cannot read: the app opens as usual rather than on an error page.
    return Response.redirect(scope, 303);
  }
}
