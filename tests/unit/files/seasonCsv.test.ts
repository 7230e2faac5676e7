import { describe, expect, it } from 'vitest';
import { CSV_STYLE, csvText } from '../../../src/lib/files/csv';
import { seasonCsvRows } from '../../../src/lib/files/seasonCsv';
import { messages as deMessages } from '../../../src/lib/i18n/de/all';
import { messages as enMessages } from '../../../src/lib/i18n/en';
import { format, type MessageKey } from '../../../src/lib/i18n/index.svelte';
import { evaluate } from '../../../src/lib/rules';
import { season } from '../../../src/lib/stats';
import { seasonCsvWords } from '../../../src/lib/view/csvWords';
import { ROSTER } from '../stats/fixtures';
import { CLUB_EVENINGS, CSV_DE, SEASON } from '../stats/seasonFixtures';
import { parseCsv } from './parseCsv';

const words = {
  de: seasonCsvWords((key: MessageKey, params) => format(deMessages[key], params)),
  en: seasonCsvWords((key: MessageKey, params) => format(enMessages[key], params)),
};

const view = season(CLUB_EVENINGS, SEASON, ROSTER);
const fold = (entry: { game: Parameters<typeof evaluate>[0] }) => evaluate(entry.game).result;

describe('the season as a spreadsheet', () => {
  it('German: each evening by date and place, every hand, each game’s totals, the ranking', () => {
    const rows = parseCsv(csvText(seasonCsvRows(SEASON, view, fold, words.de), CSV_STYLE.de), ';');
    expect(rows.slice(0, 3)).toEqual([
      ['Saison', '2026/27'],
      ['Erster Tag', '2026-09-01'],
      ['Letzter Tag', '2027-08-31'],
    ]);
    // The evenings with a game, in time order: s2 stands once, under its first evening.
    expect(rows.filter((row) => row[0] === 'Abend')).toEqual([
      ['Abend', '2026-09-01', 'Ort', 'Gasthof Post'],
      ['Abend', '2027-08-31', 'Ort', 'Hütte'],
    ]);
    expect(rows.filter((row) => row[0]?.startsWith('Partie '))).toHaveLength(3);
    // Every hand (numbered rows under a game's header): s1 2, r1 1, s2 2, with the running totals.
    const hands = rows.filter((row) => /^\d+$/.test(row[0] ?? '') && row.length === 13);
    expect(hands.map((row) => row.slice(-3))).toEqual([
      ...CSV_DE.s1,
      ['0', '0', '10'],
      ...CSV_DE.s2,
    ]);
    // Each game's totals and result (§1.7), s1 then r1 then s2.
    const totals = rows.flatMap((row, i) =>
      row[0] === 'Abrechnung' ? [rows.slice(i + 2, i + 5).map((r) => r.slice(0, 3))] : [],
    );
    expect(totals[0]).toEqual([
      ['Anna', '10', '35'],
      ['Bert', '5', '-5'],
      ['Chris', '0', '-30'],
    ]);
    expect(totals[2]).toEqual([
      ['Anna', '2', '-18'],
      ['Bert', '0', '-40'],
      ['Chris', '20', '58'],
    ]);
    const ranking = rows.findIndex((row) => row[0] === 'Rangliste');
    expect(rows.slice(ranking)).toEqual([['Rangliste'], ...CSV_DE.ranking]);
  });

  it('English: `,` and a decimal point', () => {
    const rows = parseCsv(csvText(seasonCsvRows(SEASON, view, fold, words.en), CSV_STYLE.en), ',');
    const ranking = rows.findIndex((row) => row[0] === 'Ranking');
    expect(rows.slice(ranking + 1)).toEqual([
      ['Rank', 'Player', 'Games', 'Points', 'Wins', 'Last places', 'Money'],
      ['1', 'Chris', '2', '20', '1', '1', '-1.5'],
      ['2', 'Anna', '2', '12', '1', '0', '2'],
      ['3', 'Bert', '2', '5', '0', '1', '-0.5'],
    ]);
  });
});
