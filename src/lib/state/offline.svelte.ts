/**
 * Whether the app opens without a network: once a service worker is active, it
 * has precached every file (Workbox installs only when all of them are stored).
 * The first install says so once on the start screen (a status line, announced; no
 * toast, which would cover what a person taps or take the place of a save's undo),
 * and the settings show it. Before that a reload offline fails, so until then the
 * app says it is still getting ready. main.ts tells this (`follow`).
 */
class OfflineReadiness {
  readonly #supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  // A page a worker controls was served by an active one: ready from the start, no flicker.
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
   * Follows the app's own registration of its worker (main.ts): a worker already active was
   * installed on an earlier visit (ready, nothing to say); otherwise the install that
   * registration started is the first, said once when it is done. Not Workbox's own
   * "installed" event (pwa.svelte.ts): the prompt's code registers after this, and an install
   * already under way by then is not reported to it.
   */
  follow(
    registering: Promise<Pick<ServiceWorkerRegistration, 'active'>>,
    container: Pick<ServiceWorkerContainer, 'ready'>,
  ): void {
    registering.then(
      (registration) => {
        if (registration.active) this.#ready = true;
        else void container.ready.then(() => this.#installed());
      },
      (error: unknown) => console.warn('Service worker not registered', error),
    );
  }

  /** The first install has stored everything: said once. */
  #installed(): void {
    if (this.#ready) return;
    this.#ready = true;
    this.#justReady = true;
  }
}

export const offline = new OfflineReadiness();
