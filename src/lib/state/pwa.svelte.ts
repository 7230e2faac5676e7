/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker as the UI sees it. `registerType: 'prompt'` (vite.config.ts): a new
 * version installs in the background and then waits; it takes over only when the person
 * taps "update" (`apply()`), never by itself.
 */
export class Pwa {
  #needRefresh = $state(false);
  #dismissed = $state(false);
  #updating = $state(false);
  #registration: ServiceWorkerRegistration | undefined;
  #update: (() => Promise<void>) | undefined;

  /** A new version is installed and waiting. */
  get needRefresh(): boolean {
    return this.#needRefresh;
  }

  /** Offer it now: waiting and not put off with "later". */
  get offered(): boolean {
    return this.#needRefresh && !this.#dismissed;
  }

  /** The person tapped "update"; the page reloads as soon as the new version controls it. */
  get updating(): boolean {
    return this.#updating;
  }

  /** Registers the service worker and looks for updates whenever the app comes back. */
  start(): () => void {
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => {
        this.#needRefresh = true;
      },
      // Whether the app opens offline is followed from main.ts's own registration
      // (offline.svelte.ts), which comes first; this one is for updates only.
      onRegisteredSW: (_url, registration) => {
        this.#registration = registration;
      },
      // "Ready offline" is not Workbox's first "installed": that install stores the shell
      // alone (src/sw.ts); `offline` (main.ts) hears when everything is stored.
      onRegisterError: (error: unknown) => {
        // The app works without a service worker; it just will not open offline.
        console.warn('Service worker registration failed', error);
      },
    });
    this.#update = () => updateSW(true);
    const check = (): void => void this.check();
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }

  /**
   * Asks the server for a new version, but only when someone looks at the app and the
   * network is there: a phone in a hut must not spend its battery failing to fetch.
   */
  async check(): Promise<void> {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    // A "put off" prompt comes back on the next check that finds it still waiting.
    this.#dismissed = false;
    try {
      await this.#registration?.update();
    } catch {
      // Offline after all, or the server is away: try again next time.
    }
  }

  /** Hides the prompt until the app comes back to the foreground. */
  dismiss(): void {
    this.#dismissed = true;
  }

  /** Lets the waiting version take over; the page reloads once it controls it. */
  async apply(): Promise<void> {
    if (!this.#update || this.#updating) return;
    this.#updating = true;
    await this.#update();
  }
}
