/**
 * Code that did not arrive (a first visit cut short before the service worker stored the
 * app) is told apart from a fault, said in words, and asked for again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n/index.svelte';
import { messages as de } from '../../src/lib/i18n/de/all';
import { isLoadFailure, onOnline, retryable, untilLoaded } from '../../src/lib/loading';
import { writeErrorText } from '../../src/lib/state/actions';

describe('a load that failed', () => {
  it('is known by the words of Chromium, Firefox, Safari and the build’s stylesheet preload', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/db-x1.js',
      'error loading dynamically imported module: http://127.0.0.1/assets/db-x1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/NewGameForm-x1.css',
    ]) {
      expect(isLoadFailure(new TypeError(message)), message).toBe(true);
    }
    expect(isLoadFailure(new Error('QuotaExceededError'))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('a write whose database code did not arrive says so, never the module’s address', async () => {
    await i18n.ready;
    const message = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/db-x1.js';
    const text = writeErrorText({ kind: 'storage', name: 'TypeError', message });
    expect(text).toBe(de.screenNotReady);
  });

  it('is asked for again; what loaded is kept', async () => {
    let calls = 0;
    const load = retryable(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Importing a module script failed.');
      return calls;
    });
    await expect(load()).rejects.toThrow('module script');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});

describe('a part a screen shows by itself', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A window whose `online` event the test fires. */
  function stubWindow(): { online: () => void } {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    return { online: () => target.dispatchEvent(new Event('online')) };
  }

  it('waits for the network when its code did not arrive, and is asked for again then', async () => {
    const window = stubWindow();
    let calls = 0;
    const loaded = untilLoaded(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module: x.js');
      return 'part';
    });
    let settled = false;
    void loaded.then(() => (settled = true));
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(settled).toBe(false);
    window.online();
    await vi.waitFor(() => expect(calls).toBe(2));
    window.online();
    expect(await loaded).toBe('part');
    expect(calls).toBe(3);
  });

  it('passes on any other failure at once', async () => {
    stubWindow();
    await expect(untilLoaded(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  });
});

describe('asked again while the browser says it is online', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('after a wait that doubles each time (a bad network, a worker a moment behind the page)', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    vi.stubGlobal('navigator', { onLine: true });
    let calls = 0;
    const again = () => {
      calls += 1;
      onOnline(again);
    };
    // "online" starts the waits anew: 250 ms, then 500 ms.
    target.dispatchEvent(new Event('online'));
    onOnline(again);
    vi.advanceTimersByTime(249);
    expect(calls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls).toBe(1);
    vi.advanceTimersByTime(499);
    expect(calls).toBe(1);
    vi.advanceTimersByTime(1);
    expect(calls).toBe(2);
    // The network back: at once, once.
    target.dispatchEvent(new Event('online'));
    expect(calls).toBe(3);
  });
});
