/**
 * Files handed to the app from outside, both read here and nowhere else:
 * - shared to it (the manifest's `share_target`): src/swShareTarget.ts, in the service
 *   worker, keeps the POSTed file in a cache under `shared-file` beside the app;
 * - opened with it (`file_handlers`): the browser hands the file to `launchQueue`.
 * What they hold is not read here: the import checks it like a file chosen in the settings.
 */

import { SHARED_CACHE, SHARED_KEY } from '../sharedFile';

/** The file shared to the app, once: it is taken out of the cache as it is read. */
export async function takeSharedFile(): Promise<File | undefined> {
  if (!('caches' in globalThis)) return undefined;
  const cache = await caches.open(SHARED_CACHE);
  // Beside the app, as the worker's scope is: the same under a sub-path.
  const key = new URL(SHARED_KEY, document.baseURI).href;
  const response = await cache.match(key);
  if (!response) return undefined;
  await cache.delete(key);
  const type = response.headers.get('Content-Type') ?? '';
  return new File([await response.blob()], nameOf(response.headers.get('X-File-Name')), { type });
}

function nameOf(header: string | null): string {
  try {
    return decodeURIComponent(header ?? '') || SHARED_KEY;
  } catch {
    return SHARED_KEY;
  }
}

interface LaunchParams {
  readonly files: readonly FileSystemHandle[];
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** Each file the app is opened with (the first, if several), as it arrives. */
export function followLaunchQueue(onFile: (file: File) => void): void {
  const queue = (globalThis as { launchQueue?: LaunchQueue }).launchQueue;
  queue?.setConsumer(({ files }) => {
    const handle = files[0];
    if (handle?.kind !== 'file') return;
    (handle as FileSystemFileHandle).getFile().then(onFile, (error: unknown) => {
      console.warn('Opened file not readable', error);
    });
  });
}
