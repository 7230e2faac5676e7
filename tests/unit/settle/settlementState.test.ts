import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/lib/i18n/index.svelte';
import { SettlementState } from '../../../src/lib/state/settlement.svelte';
import { example } from './fixtures';
import { plain } from '../plainText';

describe('SettlementState', () => {
  it('derives the view and the share text from its props, in the current language', async () => {
    const { game, result } = example('02-game-to-the-end');
    const session = { date: '2026-11-30', stakePerPoint: 0.05, coin: 0.1 };
    const state = new SettlementState(() => ({ game, result, session }));
    // A language's pack loads before it switches.
    i18n.lang = 'en';
    await vi.waitFor(() => expect(i18n.lang).toBe('en'));
    expect(state.view.net).toEqual([242, -109, -133]);
    expect(plain(state.text).split('\n')[0]).toBe('Spatz · Bauerntarock · 30 Nov 2026');
    expect(plain(state.text)).toContain('Chris pays Anna: 20 Extrapönale');
    i18n.lang = 'de';
    await vi.waitFor(() => expect(i18n.lang).toBe('de'));
    expect(plain(state.text)).toContain('Chris zahlt Anna: 20 Extrapönale');
    expect(state.view.money?.amounts).toEqual([12.1, -5.4, -6.7]);

    let copied = '';
    await state.share({ clipboard: { writeText: async (text) => void (copied = text) } });
    expect(state.status).toBe('copied');
    expect(copied).toBe(state.text);
  });
});
