/**
 * Where the service worker keeps a file shared to the app (the manifest's `share_target`,
 * src/swShareTarget.ts) until the page takes it (src/lib/device/received.ts): one cache of its
 * own, one key beside the app (the worker's scope, so the same under a sub-path).
 */
export const SHARED_CACHE = 'spatz-shared';
export const SHARED_KEY = 'shared-file';
