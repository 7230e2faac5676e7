/*
 * The share target (the manifest's `share_target`, vite.config.ts): a game or backup file
 * shared to Spatz from a chat or the file manager arrives as a POST of a multipart form. The
 * service worker (sw.js imports this file) keeps the file in a cache of its own and opens the
 * import preview (#/import); the page takes the file from there (src/lib/device/received.ts)
 * and checks it like any other import. Nothing leaves the device.
 */
const SHARED_CACHE = 'spatz-shared';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const scope = self.registration.scope;
  if (request.method !== 'POST') return;
  if (new URL(request.url).pathname !== new URL('share-target', scope).pathname) return;
  event.respondWith(keep(request, scope));
});

async function keep(request, scope) {
  try {
    const form = await request.formData();
    const file = form.getAll('file').find((value) => typeof value !== 'string');
    if (!file) return Response.redirect(scope, 303);
    const cache = await caches.open(SHARED_CACHE);
    const headers = {
      'Content-Type': file.type || 'application/json',
      'X-File-Name': encodeURIComponent(file.name),
    };
    await cache.put(new URL('shared-file', scope).href, new Response(file, { headers }));
    return Response.redirect(new URL('#/import', scope).href, 303);
  } catch {
    // A form the browser cannot read: the app opens as usual rather than on an error page.
    return Response.redirect(scope, 303);
  }
}
