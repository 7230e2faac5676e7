/**
 * Code loaded after the first screen (a screen, the database code, words): on a first visit
 * cut short, before the service worker has stored the app, such a file may not arrive.
 * That is the network, not a fault of the app: it is said as such, and the load is tried
 * again when the network returns (`online`), without a reload.
 */

/**
 * Whether `error` is code that did not arrive: a module (Chromium, Firefox and Safari word
 * it so) or a screen's stylesheet, which the build loads before the screen's code.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return LOAD_FAILED.test(error.message);
}

const LOAD_FAILED =
  /dynamically imported module|importing a module script failed|module script failed|unable to preload css/i;

/** The first wait before asking again while the browser says it is online; doubled each time. */
const SOON_MS = 250;
/** The longest such wait: a server away for long is asked once a minute. */
const LATEST_MS = 60_000;
let soon = SOON_MS;

/**
 * Runs `retry` once: the next time the browser says the network is back, or, where it says it
 * is online already, after a wait that doubles each time (a bad network never says "online";
 * and the service worker may hear that the network is back a moment after the page).
 */
export function onOnline(retry: () => void): () => void {
  if (typeof addEventListener !== 'function') return () => undefined;
  const online = (): void => {
    soon = SOON_MS;
    run();
  };
  const run = (): void => {
    cancel();
    retry();
  };
  const timer =
    globalThis.navigator?.onLine === true
      ? setTimeout(run, (soon = Math.min(soon * 2, LATEST_MS)) / 2)
      : undefined;
  const cancel = (): void => {
    removeEventListener('online', online);
    clearTimeout(timer);
  };
  addEventListener('online', online);
  return cancel;
}

/**
 * `load` asked once and its answer kept, but a failure forgotten: the next call asks again
 * (a file that did not arrive offline arrives once the network is back).
 */
export function retryable<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * `load` now, or, where its code did not arrive, again each time the network returns until
 * it does: for a part a screen shows by itself (the settlement, the chart, the codec of a
 * QR code), which nobody asks for a second time. Any other failure is passed on at once.
 */
export function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    (error: unknown) =>
      new Promise<T>((done, fail) => {
        if (!isLoadFailure(error)) return fail(error as Error);
        onOnline(() => void untilLoaded(load).then(done, fail));
      }),
  );
}
