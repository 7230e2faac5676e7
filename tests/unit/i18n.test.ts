import { describe, expect, it } from 'vitest';
import * as pwa from '../../src/lib/i18n/catalogue/pwa';
import * as settings from '../../src/lib/i18n/catalogue/settings';
import * as settle from '../../src/lib/i18n/catalogue/settle';
import * as storage from '../../src/lib/i18n/catalogue/storage';
import * as table from '../../src/lib/i18n/catalogue/table';
import { format } from '../../src/lib/i18n/index.svelte';

const areas = { table, settle, settings, pwa, storage };

describe('message catalogues', () => {
  it('no key is defined by two areas (a later one would silently win)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, catalogue] of Object.entries(areas)) {
      for (const key of Object.keys(catalogue.en)) {
        const earlier = seen.get(key);
        if (earlier) clashes.push(`${key}: ${earlier} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('German and English have the same keys and the same placeholders', () => {
    for (const catalogue of Object.values(areas)) {
      expect(Object.keys(catalogue.de).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const [key, en] of Object.entries(catalogue.en)) {
        const de = (catalogue.de as Record<string, string>)[key]!;
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(de), key).toEqual(names(en as string));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} und {b}', { a: 1 })).toBe('1 und {b}');
  });
});
