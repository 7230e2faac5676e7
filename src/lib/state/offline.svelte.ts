import { onOnline } from '../loading';
import { NOT_STORED, STORE_ALL, STORED } from '../offlineMessages';

/** What `follow` needs of the browser's `navigator.serviceWorker`. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'ready' | 'addEventListener'>;

/**
 * Whether the app opens without a network, every screen included. A first install stores
 * the shell alone (src/sw.ts), so that a reload offline opens the app a moment after the
 * first visit; the page then asks the worker to store the rest (`STORE_ALL`) and it answers
 * once all of it is in (`STORED`). That is said once on the start screen (a status line,
 * announced; no toast, which would cover what a person taps or take the place of a save's
 * undo), and the settings show it. Until then the app says it is still getting ready.
 */
class OfflineReadiness {
  readonly #supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  // A page a worker controls was opened from the store of an earlier visit, which stored the
  // rest while it was open: ready from the start, no flicker (the ask below completes it anyway).
  #ready = $state(this.#supported && !!navigator.serviceWorker.controller);
  #justReady = $state(false);

  /** Everything the app needs is stored: it opens offline. */
  get ready(): boolean {
    return this.#ready;
  }

  /** Not ready yet where a service worker can make it so (false where none can). */
  get preparing(): boolean {
    return this.#supported && !this.#ready;
  }

  /** The first install finished while this page was open: the moment to say so, once. */
  get justReady(): boolean {
    return this.#justReady;
  }

  /** Whether this browser can keep the app for offline use at all. */
  get supported(): boolean {
    return this.#supported;
  }

  /**
   * Follows the app's own registration of its worker (main.ts): once a worker is active, asks
   * it to store every file, and says "ready" when it answers that all are in. Said once, and
   * only where this page was not ready from the start. A store the network cut short is asked
   * for again once the network is back.
   */
  follow(registering: Promise<unknown>, container: WorkerContainer): void {
    let worker: Pick<ServiceWorker, 'postMessage'> | null = null;
    container.addEventListener('message', (event) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === STORED) this.#stored();
      // A file did not arrive: asked again once the network is back.
      if (type === NOT_STORED) onOnline(() => worker?.postMessage({ type: STORE_ALL }));
    });
    registering.then(
      () =>
        container.ready.then((registration) => {
          worker = registration.active;
          worker?.postMessage({ type: STORE_ALL });
        }),
      (error: unknown) => console.warn('Service worker not registered', error),
    );
  }

  #stored(): void {
    if (this.#ready) return;
    this.#ready = true;
    this.#justReady = true;
  }
}

export const offline = new OfflineReadiness();
