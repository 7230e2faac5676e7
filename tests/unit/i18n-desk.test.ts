/**
 * The desk's words (src/lib/i18n/{de,en}/desk/): loaded with the desk only, so outside the
 * packs' own checks (i18n.test.ts); held to the same rules here: the same keys and
 * placeholders in both languages, German in du-form or none, a Partie, never a "Spiel" for a game.
 */
import { describe, expect, it } from 'vitest';
import { de } from '../../src/lib/i18n/de/desk/words';
import { en } from '../../src/lib/i18n/en/desk/words';
import { dt } from '../../src/lib/i18n/desk';
import { i18n } from '../../src/lib/i18n/index.svelte';

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
    await i18n.ready;
    expect(dt('dkRound', { round: 1, rounds: 2 })).toBe('Runde 1 von 2');
    i18n.lang = 'en';
    await expect.poll(() => i18n.lang).toBe('en');
    expect(dt('dkRound', { round: 1, rounds: 2 })).toBe('Round 1 of 2');
    i18n.lang = 'de';
    await expect.poll(() => i18n.lang).toBe('de');
  });
});
