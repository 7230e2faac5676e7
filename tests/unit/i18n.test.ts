import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages as deMessages } from '../../src/lib/i18n/de/all';
import { messages as enMessages } from '../../src/lib/i18n/en';
import { format, i18n, t } from '../../src/lib/i18n/index.svelte';

// en/problems.ts is no message area: the English problem texts, which come with the pack
// (German's are in ../problems.ts, part of the first load).
const areaNames = readdirSync(new URL('../../src/lib/i18n/en', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && file !== 'problems.ts')
  .map((file) => file.slice(0, -3));

async function area(name: string) {
  const en = ((await import(`../../src/lib/i18n/en/${name}.ts`)) as { en: object }).en;
  const de = ((await import(`../../src/lib/i18n/de/${name}.ts`)) as { de: object }).de;
  return { en: en as Record<string, string>, de: de as Record<string, string> };
}

describe('message catalogues', () => {
  it('every area is in both packs, in German and English', () => {
    expect(areaNames.sort()).toEqual(
      readdirSync(new URL('../../src/lib/i18n/de', import.meta.url))
        // index.ts, later.ts and all.ts put the German areas together (first screens, the rest).
        .filter((file) => file.endsWith('.ts') && !['index.ts', 'later.ts', 'all.ts'].includes(file))
        .map((file) => file.slice(0, -3))
        .sort(),
    );
  });

  it('no key is defined by two areas (a later one would silently win)', async () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const name of areaNames) {
      for (const key of Object.keys((await area(name)).en)) {
        const earlier = seen.get(key);
        if (earlier) clashes.push(`${key}: ${earlier} and ${name}`);
        seen.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(enMessages).length).toBe(seen.size);
  });

  it('German and English have the same keys and the same placeholders', () => {
    expect(Object.keys(deMessages).sort()).toEqual(Object.keys(enMessages).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(enMessages)) {
      expect(names((deMessages as Record<string, string>)[key]!), key).toEqual(names(en));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} und {b}', { a: 1 })).toBe('1 und {b}');
  });

  it('loads only the pack of the language in use, and switches once it is in', async () => {
    await i18n.ready;
    expect(i18n.lang).toBe('de');
    expect(t('newGame')).toBe(deMessages.newGame);
    i18n.lang = 'en';
    await expect.poll(() => t('newGame')).toBe(enMessages.newGame);
    i18n.lang = 'de';
    await expect.poll(() => i18n.lang).toBe('de');
  });
});
