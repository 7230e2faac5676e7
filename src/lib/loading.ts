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

/** Runs `retry` once, the next time the browser says the network is back. */
export function onOnline(retry: () => void): () => void {
  if (typeof addEventListener !== 'function') return () => undefined;
  addEventListener('online', retry, { once: true });
  return () => removeEventListener('online', retry);
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
