import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

const sw = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    sw.options = options;
    return async () => {};
  },
}));

const noop = () => {};
/** A fresh app on a browser with service workers, its page controlled by one or not yet. */
async function visit(controlled: boolean) {
  vi.resetModules();
  vi.stubGlobal('navigator', {
    onLine: true,
    serviceWorker: { controller: controlled ? {} : null },
  });
  vi.stubGlobal('document', {
    documentElement: {},
    addEventListener: noop,
    removeEventListener: noop,
  });
  vi.stubGlobal('window', { addEventListener: noop, removeEventListener: noop });
  const { offline } = await import('../../../src/lib/state/offline.svelte');
  const { toast } = await import('../../../src/lib/state/toast.svelte');
  const { i18n } = await import('../../../src/lib/i18n/index.svelte');
  await i18n.ready;
  const { Pwa } = await import('../../../src/lib/state/pwa.svelte');
  new Pwa().start();
  return { offline, toast };
}
const registered = (active: boolean) =>
  sw.options?.onRegisteredSW?.('/sw.js', {
    active: active ? {} : null,
  } as unknown as ServiceWorkerRegistration);

beforeEach(() => {
  sw.options = undefined;
  vi.unstubAllGlobals();
});

describe('"ready offline" (the service worker has stored everything)', () => {
  test('a first visit is still getting ready until the install, then says so, without a toast', async () => {
    const { offline, toast } = await visit(false);
    registered(false);
    expect(offline.ready).toBe(false);
    expect(offline.preparing).toBe(true);
    expect(offline.justReady).toBe(false);
    sw.options?.onOfflineReady?.();
    expect(offline.ready).toBe(true);
    expect(offline.preparing).toBe(false);
    expect(offline.justReady).toBe(true);
    // Said on the start screen: no toast over the buttons or in place of a save's undo.
    expect(toast.current).toBeUndefined();
  });

  test('a later visit is ready at once and says nothing', async () => {
    const controlled = await visit(true);
    expect(controlled.offline.ready).toBe(true);
    expect(controlled.offline.justReady).toBe(false);
    // Not controlled (a hard reload), but a worker was installed before: ready, quietly.
    const { offline } = await visit(false);
    expect(offline.ready).toBe(false);
    registered(true);
    expect(offline.ready).toBe(true);
    expect(offline.justReady).toBe(false);
  });
});

describe("the app's own registration (main.ts), before the prompt's code is there", () => {
  test('a first install it started is said once it is done, however late Workbox hears of it', async () => {
    const { offline } = await visit(false);
    let activated = (): void => undefined;
    const ready = new Promise<void>((resolve) => (activated = resolve));
    offline.follow(Promise.resolve({ active: null }), {
      ready: ready as unknown as Promise<ServiceWorkerRegistration>,
    });
    await Promise.resolve();
    expect(offline.preparing).toBe(true);
    activated();
    await vi.waitFor(() => expect(offline.justReady).toBe(true));
    expect(offline.ready).toBe(true);
  });

  test('a worker already active (a hard reload) is ready and says nothing', async () => {
    const { offline } = await visit(false);
    offline.follow(Promise.resolve({ active: {} as ServiceWorker }), {
      ready: new Promise<ServiceWorkerRegistration>(() => undefined),
    });
    await vi.waitFor(() => expect(offline.ready).toBe(true));
    expect(offline.justReady).toBe(false);
  });
});
