import { describe, expect, it } from 'vitest';
import { format, type MessageKey, type MessageParams } from '../../../src/lib/i18n/index.svelte';
import { en as settingsEn } from '../../../src/lib/i18n/en/settings';
import { de as settingsDe } from '../../../src/lib/i18n/de/settings';

const settings = { en: settingsEn, de: settingsDe };
import { describePath, problemLines } from '../../../src/lib/state/importProblems';

const tr =
  (lang: 'de' | 'en') =>
  (key: MessageKey, params?: MessageParams): string =>
    format((settings[lang] as Record<string, string>)[key] ?? `?${key}`, params);

describe('describePath', () => {
  it('names the game, the hand (counted from 1) and the field', () => {
    expect(describePath('games[1].hands[3].declarerPoints', tr('en'))).toBe(
      'game 2, hand 4, declarerPoints',
    );
    expect(describePath('hands[0]', tr('de'))).toBe('Spiel 1');
    expect(describePath('players[2]', tr('en'))).toBe('players[2]');
    expect(describePath('', tr('de'))).toBe('die Datei');
  });
});

describe('problemLines', () => {
  it('each problem in the person’s language with its place; long lists are cut', () => {
    const problems = Array.from({ length: 25 }, (_, i) => ({
      path: `hands[${i}].declarerPoints`,
      code: 'notBetween' as const,
      params: { value: 121, min: 0, max: 120 },
    }));
    const { lines, more } = problemLines(problems, tr('de'), 'de');
    expect(lines).toHaveLength(20);
    expect(more).toBe(5);
    expect(lines[3]).toEqual({
      where: 'Spiel 4, declarerPoints',
      path: 'hands[3].declarerPoints',
      message: '121 liegt nicht zwischen 0 und 120',
    });
  });
});
