import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** What the service-worker client was told, and what it was asked to do. */
const sw = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateSW: vi.fn(async (_reload?: boolean) => {}),
}));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    sw.options = options;
    return sw.updateSW;
  },
}));

const { Pwa } = await import('../../../src/lib/state/pwa.svelte');
const { editing } = await import('../../../src/lib/state/editing.svelte');
const { router } = await import('../../../src/lib/state/router.svelte');

/** A page that can be shown or hidden, online or not. */
function fakePage(): { visible: boolean; online: boolean; fire(type: string): void } {
  const listeners = new Map<string, Set<() => void>>();
  const page = {
    visible: true,
    online: true,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
  const target = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) =>
      listeners.get(type)?.delete(listener),
  };
  vi.stubGlobal('document', {
    ...target,
    get visibilityState() {
      return page.visible ? 'visible' : 'hidden';
    },
  });
  vi.stubGlobal('window', target);
  vi.stubGlobal('navigator', {
    get onLine() {
      return page.online;
    },
  });
  return page;
}

let page: ReturnType<typeof fakePage>;
const registration = { update: vi.fn(async () => {}) };

beforeEach(() => {
  page = fakePage();
  sw.options = undefined;
  sw.updateSW.mockClear();
  registration.update.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function started(): InstanceType<typeof Pwa> {
  const pwa = new Pwa();
  pwa.start();
  sw.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
  return pwa;
}

describe('the update prompt state', () => {
  test('registers at once in prompt mode and offers nothing until a version waits', () => {
    const pwa = started();
    expect(sw.options?.immediate).toBe(true);
    expect(pwa.offered).toBe(false);
    sw.options?.onNeedRefresh?.();
    expect(pwa.needRefresh).toBe(true);
    expect(pwa.offered).toBe(true);
    expect(sw.updateSW).not.toHaveBeenCalled();
  });

  test('looks for a new version when the app comes back to the foreground, only when online', () => {
    started();
    page.fire('visibilitychange');
    expect(registration.update).toHaveBeenCalledTimes(1);

    page.online = false;
    page.fire('visibilitychange');
    expect(registration.update).toHaveBeenCalledTimes(1);

    page.online = true;
    page.visible = false;
    page.fire('visibilitychange');
    expect(registration.update).toHaveBeenCalledTimes(1);

    // Back online while on screen: look again.
    page.visible = true;
    page.fire('online');
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  test('a failed check (server away) is no error the person sees', async () => {
    const pwa = started();
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(pwa.check()).resolves.toBeUndefined();
  });

  test('"later" hides the offer until the next return to the foreground', async () => {
    const pwa = started();
    sw.options?.onNeedRefresh?.();
    pwa.dismiss();
    expect(pwa.offered).toBe(false);
    await pwa.check();
    expect(pwa.offered).toBe(true);
  });

  test('applies only when asked, once, telling the client to reload when it takes over', async () => {
    const pwa = started();
    sw.options?.onNeedRefresh?.();
    expect(sw.updateSW).not.toHaveBeenCalled();
    await Promise.all([pwa.apply(), pwa.apply()]);
    expect(sw.updateSW).toHaveBeenCalledTimes(1);
    expect(sw.updateSW).toHaveBeenCalledWith(true);
    expect(pwa.updating).toBe(true);
  });

  test('stops listening when the prompt goes away', () => {
    const stop = new Pwa().start();
    sw.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    stop();
    page.fire('visibilitychange');
    expect(registration.update).not.toHaveBeenCalled();
  });
});

describe('editing (the update prompt waits while a hand is entered)', () => {
  test('is active exactly while a hand entry screen is open, whichever way it was opened', () => {
    const route = (mode: 'append' | 'edit' | 'insert') =>
      ({ name: 'hand', gameId: 'g-1', mode, index: mode === 'append' ? -1 : 0 }) as const;
    expect(editing.active).toBe(false);
    router.go(route('append'));
    expect(editing.active).toBe(true);
    router.go({ name: 'game', gameId: 'g-1' });
    expect(editing.active).toBe(false);
    router.go(route('edit'));
    expect(editing.active).toBe(true);
    // Straight from one hand to another (insert after an edit) it stays active.
    router.go(route('insert'));
    expect(editing.active).toBe(true);
    router.go({ name: 'start' });
    expect(editing.active).toBe(false);
  });
});
