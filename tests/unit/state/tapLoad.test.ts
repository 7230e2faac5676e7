/**
 * A tap whose code did not arrive (offline before the app was stored) says so in words and
 * asks again at the next tap.
 */
import { describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../src/lib/i18n/de/all';
import { tapped } from '../../../src/lib/state/tapLoad';
import { toast } from '../../../src/lib/state/toast.svelte';

describe('a tap whose code loads first', () => {
  it('says in words that the part is not stored yet, and loads at the next tap', async () => {
    let calls = 0;
    const tap = tapped(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: x.js');
    });
    tap();
    await vi.waitFor(() => expect(toast.current?.text).toBe(de.tapNotStored));
    expect(toast.current?.error).toBe(true);
    expect(toast.current?.text).not.toMatch(/\.js|module/);
    toast.dismiss();
    tap();
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(toast.current).toBeUndefined();
  });
});
