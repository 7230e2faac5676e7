import type { Page } from 'playwright-core';

/**
 * Waits until the service worker is active, i.e. it has installed and precached the app
 * (Workbox precaches during install). From then on the app opens with no network.
 */
export async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) return 'none';
    if (worker.state !== 'activated') {
      await new Promise<void>((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done()),
      );
    }
    return worker.scriptURL;
  });
}

const PROBE_DB = 'spatz-e2e-probe';

/**
 * Saved data that does not depend on the screens: one record in an IndexedDB database of
 * the test's own, on the app's origin. It must survive going offline and a browser restart
 * exactly as the app's own database does (same origin, same profile).
 */
export async function writeProbe(page: Page, value: string): Promise<void> {
  await page.evaluate(
    ({ name, value }) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('probe');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('probe', 'readwrite', { durability: 'strict' });
          tx.objectStore('probe').put(value, 'marker');
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    { name: PROBE_DB, value },
  );
}

export async function readProbe(page: Page): Promise<string | undefined> {
  return page.evaluate(
    (name) =>
      new Promise<string | undefined>((done, fail) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('probe');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('probe').objectStore('probe').get('marker');
          get.onsuccess = () => {
            open.result.close();
            done(typeof get.result === 'string' ? get.result : undefined);
          };
          get.onerror = () => fail(get.error);
        };
      }),
    PROBE_DB,
  );
}

/** The app has booted: main.ts ran and App rendered something into #app. */
export async function appMounted(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(
    () => (document.getElementById('app')?.childElementCount ?? 0) > 0,
    null,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) === true;
}
