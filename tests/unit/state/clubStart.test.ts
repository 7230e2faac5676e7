/**
 * A club's start, which nobody asks for a second time by hand (App.svelte, Club.svelte on
 * mount): a failure is not kept, so the next call reads again.
 */
import { describe, expect, it, vi } from 'vitest';

const readClub = vi.fn<() => Promise<{ checkpoint: string }>>();
vi.mock('../../../src/lib/db/clubRead', () => ({ readClub }));
vi.mock('../../../src/lib/state/coldStart', () => ({ whenDatabase: () => Promise.resolve() }));

const { club } = await import('../../../src/lib/state/club.svelte');

describe('a club start that failed', () => {
  it('is asked again at the next call, and kept once it worked', async () => {
    readClub.mockRejectedValueOnce(new Error('storage busy'));
    readClub.mockResolvedValue({ checkpoint: '0' });
    await expect(club.start()).rejects.toThrow('storage busy');
    expect(club.loaded).toBe(false);
    await club.start();
    expect(club.loaded).toBe(true);
    expect(club.club).toBeUndefined();
    await club.start();
    expect(readClub).toHaveBeenCalledTimes(2);
  });
});
