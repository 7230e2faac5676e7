import { describe, expect, it } from 'vitest';
// Both languages' problem texts (the storage problems' among them), as the app has them.
import '../../../src/lib/i18n/problemsAll';
import { format, type MessageKey, type MessageParams } from '../../../src/lib/i18n/index.svelte';
import { en as settingsEn } from '../../../src/lib/i18n/en/settings';
import { de as settingsDe } from '../../../src/lib/i18n/de/settings';

const settings = { en: settingsEn, de: settingsDe };
import { describePath, handKindsOf, problemLines } from '../../../src/lib/view/importProblems';

const tr =
  (lang: 'de' | 'en') =>
  (key: MessageKey, params?: MessageParams): string =>
    format((settings[lang] as Record<string, string>)[key] ?? `?${key}`, params);

describe('describePath', () => {
  it('names the game, the hand (counted from 1) and the field in words, never the path', () => {
    expect(describePath('games[1].hands[13].declarerPoints', tr('de'))).toBe(
      'Partie 2, Spiel 14, die Augen des Alleinspielers',
    );
    expect(describePath('games[1].hands[3].declarerPoints', tr('en'))).toBe(
      "game 2, hand 4, the declarer's card points",
    );
    expect(describePath('hands[0]', tr('de'))).toBe('Spiel 1');
    expect(describePath('hands[2].spatz.result', tr('de'))).toBe('Spiel 3, der Spatz');
    expect(describePath('players[2]', tr('en'))).toBe('the players');
    expect(describePath('games[0].meta.spatz.id', tr('en'))).toBe('game 1, an entry');
    expect(describePath('', tr('de'))).toBe('die Datei');
  });
});

describe('describePath: hands numbered as the list numbers them', () => {
  const redeal = { kind: 'redeal' };
  const played = { kind: 'played' };
  it('a redeal before a hand takes no number: the third hand of the file is hand 2', () => {
    const single = JSON.stringify({ format: 'bauerntarock-game', hands: [played, redeal, played] });
    expect(describePath('hands[2].declarerPoints', tr('de'), handKindsOf(single))).toBe(
      'Spiel 2, die Augen des Alleinspielers',
    );
    // A redeal itself is named by the played hand after it, as the list places it.
    expect(describePath('hands[1]', tr('en'), handKindsOf(single))).toBe('hand 2');
  });

  it('in a backup, each game counts its own played hands', () => {
    const backup = JSON.stringify({
      format: 'spatz-backup',
      games: [{ hands: [played] }, { hands: [redeal, redeal, played, played] }],
    });
    expect(describePath('games[1].hands[3]', tr('de'), handKindsOf(backup))).toBe(
      'Partie 2, Spiel 2',
    );
    // Not JSON (a refused file): the file's positions, counted from 1.
    expect(describePath('hands[3]', tr('de'), handKindsOf('{'))).toBe('Spiel 4');
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
      where: 'Spiel 4, die Augen des Alleinspielers',
      path: 'hands[3].declarerPoints',
      message: '121 liegt nicht zwischen 0 und 120',
    });
  });
});

describe('storage problems have codes and texts of their own', () => {
  it('a bad id, date or amount is said in words, in both languages', () => {
    const lines = problemLines(
      [
        { path: 'sessions[0].id', code: 'badId', params: { value: '""' } },
        { path: 'sessions[0].date', code: 'badSessionDate', params: { value: '28.11.2026' } },
        { path: 'sessions[0].stakePerPoint', code: 'badAmount', params: { value: '-1' } },
      ],
      tr('de'),
      'de',
    ).lines.map((line) => line.message);
    expect(lines).toEqual([
      'ist keine Kennung, die diese App vergeben hat (eine beschädigte Sicherung?)',
      '28.11.2026 ist kein Kalenderdatum',
      '-1 ist kein Geldbetrag über 0',
    ]);
    const en = problemLines(
      [{ path: 'date', code: 'badSessionDate', params: { value: 'x' } }],
      tr('en'),
      'en',
    );
    expect(en.lines[0]).toMatchObject({
      where: "the evening's date",
      message: 'x is not a calendar date',
    });
  });
});
