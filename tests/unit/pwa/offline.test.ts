import { describe, expect, test, vi } from 'vitest';

/** A fresh app on a browser with service workers, its page controlled by one or not yet. */
async function visit(controlled: boolean) {
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.stubGlobal('navigator', { serviceWorker: { controller: controlled ? {} : null } });
  const { offline } = await import('../../../src/lib/state/offline.svelte');
  const { toast } = await import('../../../src/lib/state/toast.svelte');
  return { offline, toast };
}

/** The worker main.ts registers, installed before (`active`) or not yet; `ready` when it is. */
function registering(active: boolean, ready: Promise<unknown>) {
  return [
    Promise.resolve({ active: active ? ({} as ServiceWorker) : null }),
    { ready: ready as Promise<ServiceWorkerRegistration> },
  ] as const;
}

describe('"ready offline" (the service worker has stored everything), as main.ts follows it', () => {
  test('a first visit is still getting ready until the install, then says so once, without a toast', async () => {
    const { offline, toast } = await visit(false);
    let activated = (): void => undefined;
    offline.follow(...registering(false, new Promise<void>((resolve) => (activated = resolve))));
    await Promise.resolve();
    expect(offline.ready).toBe(false);
    expect(offline.preparing).toBe(true);
    expect(offline.justReady).toBe(false);
    activated();
    await vi.waitFor(() => expect(offline.justReady).toBe(true));
    expect(offline.ready).toBe(true);
    expect(offline.preparing).toBe(false);
    // Said on the start screen: no toast over the buttons or in place of a save's undo.
    expect(toast.current).toBeUndefined();
  });

  test('a page a worker controls is ready at once and says nothing', async () => {
    const { offline } = await visit(true);
    expect(offline.ready).toBe(true);
    expect(offline.justReady).toBe(false);
  });

  test('a worker installed on an earlier visit (a hard reload) is ready and says nothing', async () => {
    const { offline } = await visit(false);
    expect(offline.ready).toBe(false);
    offline.follow(...registering(true, new Promise(() => undefined)));
    await vi.waitFor(() => expect(offline.ready).toBe(true));
    expect(offline.justReady).toBe(false);
  });
});
