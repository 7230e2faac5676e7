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

/** A browser's worker container whose worker records what the page asks of it. */
function container() {
  const asked: unknown[] = [];
  let hear: ((event: { data: unknown }) => void) | undefined;
  const worker = { postMessage: (message: unknown) => asked.push(message) };
  return {
    asked,
    /** The worker answers. */
    answer: (data: unknown) => hear?.({ data }),
    fake: {
      ready: Promise.resolve({ active: worker } as unknown as ServiceWorkerRegistration),
      addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => {
        hear = listener;
      },
    } as unknown as Parameters<
      typeof import('../../../src/lib/state/offline.svelte').offline.follow
    >[1],
  };
}

describe('"ready offline" (the service worker has stored everything)', () => {
  test('a first visit is still getting ready until the worker says all is stored, then says so once, without a toast', async () => {
    const { offline, toast } = await visit(false);
    const browser = container();
    offline.follow(Promise.resolve(), browser.fake);
    await vi.waitFor(() => expect(browser.asked).toEqual([{ type: 'spatz-store-all' }]));
    // Workbox's first "installed" is the shell alone (src/sw.ts): not yet ready.
    registered(true);
    sw.options?.onOfflineReady?.();
    expect(offline.ready).toBe(false);
    expect(offline.preparing).toBe(true);
    expect(offline.justReady).toBe(false);
    browser.answer({ type: 'spatz-stored' });
    expect(offline.ready).toBe(true);
    expect(offline.preparing).toBe(false);
    expect(offline.justReady).toBe(true);
    // Said on the start screen: no toast over the buttons or in place of a save's undo.
    expect(toast.current).toBeUndefined();
  });

  test('a later visit is ready at once and says nothing, though it asks the worker to complete the store', async () => {
    const { offline } = await visit(true);
    expect(offline.ready).toBe(true);
    const browser = container();
    offline.follow(Promise.resolve(), browser.fake);
    await vi.waitFor(() => expect(browser.asked).toHaveLength(1));
    browser.answer({ type: 'spatz-stored' });
    expect(offline.justReady).toBe(false);
  });

  test('a store the network cut short is asked for again once it is back, then said', async () => {
    let online = (): void => undefined;
    const { offline } = await visit(false);
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
      if (type === 'online') online = listener;
    });
    vi.stubGlobal('removeEventListener', noop);
    const browser = container();
    offline.follow(Promise.resolve(), browser.fake);
    await vi.waitFor(() => expect(browser.asked).toHaveLength(1));
    browser.answer({ type: 'spatz-not-stored' });
    online();
    expect(browser.asked).toHaveLength(2);
    browser.answer({ type: 'spatz-stored' });
    expect(offline.justReady).toBe(true);
  });
});
