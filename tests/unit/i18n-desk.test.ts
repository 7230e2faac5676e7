/**
 * The desk's words (src/lib/i18n/{de,en}/tournament.ts, in the German part loaded after the
 * first screen): the same keys and placeholders in both languages, German in du-form or
 * none, the tournament's own words.
 */
import { describe, expect, it } from 'vitest';
import { de } from '../../src/lib/i18n/de/tournament';
import { en } from '../../src/lib/i18n/en/tournament';
import { i18n, t } from '../../src/lib/i18n/index.svelte';

describe('the desk’s words', () => {
  it('have the same keys and placeholders in German and English', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(names(de[key as keyof typeof en]), key).toEqual(names(text));
    }
  });

  it('never say Sie to the player, and call a tournament a Turnier, a table a Tisch', () => {
    const formal = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
    expect(Object.values(de).filter((text) => formal.test(text))).toEqual([]);
    expect(de.tnTitle).toBe('Neues Turnier');
    expect(de.dkTable).toBe('Tisch {table}');
    expect(de.dkStandings).toBe('Rangliste');
    expect(de.dkPrizes).toBe('Preisliste');
  });

  it('follow the language in use', async () => {
    await i18n.complete();
    expect(t('dkRound', { round: 1, rounds: 2 })).toBe('Runde 1 von 2');
    i18n.lang = 'en';
    await expect.poll(() => i18n.lang).toBe('en');
    expect(t('dkRound', { round: 1, rounds: 2 })).toBe('Round 1 of 2');
    i18n.lang = 'de';
    await expect.poll(() => i18n.lang).toBe('de');
  });
});
