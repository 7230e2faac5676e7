import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, readGame, type Game } from '../../../src/lib/rules';
import {
  CSV_STYLE,
  csvText,
  eveningCsvRows,
  gameCsvRows,
  type CsvStyle,
} from '../../../src/lib/files/csv';
import { messages as deMessages } from '../../../src/lib/i18n/de/all';
import { messages as enMessages } from '../../../src/lib/i18n/en';
import { format, type MessageKey } from '../../../src/lib/i18n/index.svelte';
import { csvWords } from '../../../src/lib/view/csvWords';
import { examples } from '../rules/fixtures';
import { parseCsv } from './parseCsv';
import { hs } from '../tournament/fixtures';

const words = {
  de: csvWords((key: MessageKey, params) => format(deMessages[key], params)),
  en: csvWords((key: MessageKey, params) => format(enMessages[key], params)),
};

/** One hand: Anna's Hineinschauen made with 70, +10 (RULES.md §1.5); totals 10, 0, 0. */
const ONE_HAND: Game = {
  variant: 'bauerntarock',
  players: ['Anna', 'Bert', 'Chris'],
  firstDealer: 0,
  houseRules: {},
  hands: [hs(0, 70)],
};

const number = (cell: string | undefined, style: CsvStyle): number => {
  // A German cell has no point, an English one no comma: the other mark would be grouping.
  expect(cell).toMatch(style.decimal === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/);
  return Number(cell!.replace(',', '.'));
};

interface Expected {
  hands: { kind: string; declarer?: number; scores: number[]; pot?: number }[];
  totals: number[];
  settlement: { net: number[]; payments?: { from: number; to: number; points: number }[] };
}

describe('a game as a spreadsheet reads back to the expected numbers (RULES.md §1.5, §1.7, §3)', () => {
  for (const example of examples()) {
    const read = readGame(JSON.parse(readFileSync(example.file, 'utf8')));
    if (!read.ok) throw new Error(example.name);
    const game: Game = read.value;
    const expected = example.expected as unknown as Expected;
    for (const lang of ['de', 'en'] as const) {
      it(`${example.name} (${lang})`, () => {
        const style = CSV_STYLE[lang];
        const { result } = evaluate(game);
        const rows = parseCsv(
          csvText(gameCsvRows(game, result, words[lang]), style),
          style.separator,
        );
        const header = rows[0]!;
        const scoreAt = header.indexOf(words[lang].score);
        const potAt = header.indexOf(words[lang].pot);
        const first = header.length - game.players.length;
        expect(header.slice(first)).toEqual(game.players);
        // The totals before the first hand: the final ones less every hand's scores.
        const running = expected.totals.map(
          (total, seat) => total - expected.hands.reduce((sum, h) => sum + h.scores[seat]!, 0),
        );
        expected.hands.forEach((hand, index) => {
          const row = rows[index + 1]!;
          if (hand.kind !== 'played') {
            expect(row[3]).toBe(words[lang].redeal);
            return;
          }
          expect(row[2]).toBe(game.players[hand.declarer!]);
          expect(number(row[scoreAt], style)).toBe(hand.scores[hand.declarer!]);
          if (hand.pot !== undefined) expect(number(row[potAt], style)).toBe(hand.pot);
          hand.scores.forEach((score, seat) => (running[seat]! += score));
          expect(row.slice(first).map((cell) => number(cell, style))).toEqual(running);
        });
        // The settlement: each player's total and result, then who pays whom.
        const at = rows.findIndex((row) => row[0] === words[lang].settlement);
        game.players.forEach((player, seat) => {
          const row = rows[at + 2 + seat]!;
          expect(row[0]).toBe(player);
          expect(number(row[1], style)).toBe(expected.totals[seat]);
          expect(number(row[2], style)).toBeCloseTo(expected.settlement.net[seat]!, 2);
        });
        const payments = rows.slice(at + 3 + game.players.length).map((row) => ({
          from: game.players.indexOf(row[0]!),
          to: game.players.indexOf(row[1]!),
          points: number(row[2], style),
        }));
        const owed = (expected.settlement.payments ?? []).map(({ from, to, points }) => ({
          from,
          to,
          points,
        }));
        expect(payments.map((p) => ({ ...p, points: Math.round(p.points * 100) }))).toEqual(
          owed.map((p) => ({ ...p, points: Math.round(p.points * 100) })),
        );
      });
    }
  }
});

describe('a tournament table’s game as a spreadsheet (RULES.md §4)', () => {
  it('holds its hands and running totals, and no settlement: it settles no money', () => {
    const example = examples()[0]!;
    const read = readGame(JSON.parse(readFileSync(example.file, 'utf8')));
    if (!read.ok) throw new Error(example.name);
    const { result } = evaluate(read.value);
    const full = gameCsvRows(read.value, result, words.de);
    const table = gameCsvRows(read.value, result, words.de, true);
    // The header and one row per hand, as in the game's own file; nothing after them.
    expect(table).toEqual(full.slice(0, 1 + result.hands.length));
    expect(table.flat()).not.toContain(words.de.settlement);
  });
});

describe('the file a spreadsheet opens', () => {
  it('German: BOM, `;`, decimal comma, umlauts as typed; quotes and formulas kept as text', () => {
    const text = csvText(
      [
        ['Bartholomäus', 26 / 3, -5],
        ['Anna "die Erste"; Wirtin', '=1+1', undefined],
      ],
      CSV_STYLE.de,
    );
    expect(text).toBe('\uFEFFBartholomäus;8,67;-5\r\n"Anna ""die Erste""; Wirtin";" =1+1";\r\n');
  });

  it('English: `,` and a decimal point', () => {
    expect(csvText([['Anna, Bert', 0.05]], CSV_STYLE.en)).toBe('\uFEFF"Anna, Bert",0.05\r\n');
  });

  it('an evening: each game under its title, then the net and the transfers', () => {
    const game = ONE_HAND;
    const { result } = evaluate(game);
    const rows = eveningCsvRows(
      {
        games: [{ title: 'Partie 1: Bauerntarock', game, result }],
        players: ['Anna', 'Bert', 'Chris'],
        // §1.7 worked by hand: totals 10, 0, 0; Bert and Chris each pay 10 + 20 (both lowest).
        net: [60, -30, -30],
        transfers: [
          { from: 1, to: 0, amount: 1.5 },
          { from: 2, to: 0, amount: 1.5 },
        ],
        money: [3, -1.5, -1.5],
      },
      words.de,
    );
    const parsed = parseCsv(csvText(rows, CSV_STYLE.de), ';');
    expect(parsed[0]).toEqual(['Partie 1: Bauerntarock']);
    const evening = parsed.findIndex((row) => row[0] === 'Der Abend');
    expect(parsed.slice(evening)).toEqual([
      ['Der Abend'],
      ['Spieler', 'Ergebnis', 'Geld'],
      ['Anna', '60', '3'],
      ['Bert', '-30', '-1,5'],
      ['Chris', '-30', '-1,5'],
      ['Zahlt', 'An', 'Geld'],
      ['Bert', 'Anna', '1,5'],
      ['Chris', 'Anna', '1,5'],
    ]);
  });

  it('a tournament evening: its games without a settlement, then the standing and no payments', () => {
    const game = ONE_HAND;
    const { result } = evaluate(game);
    const rows = eveningCsvRows(
      {
        games: [{ title: 'Partie 1: Bauerntarock', game, result, noMoney: true }],
        players: [],
        net: [],
        transfers: [],
        standing: [
          { player: 'Anna', points: 10 },
          { player: 'Bert', points: 0 },
          { player: 'Chris', points: 0 },
        ],
      },
      words.de,
    );
    const parsed = parseCsv(csvText(rows, CSV_STYLE.de), ';');
    const cells = parsed.flat();
    for (const word of ['Abrechnung', 'Der Abend', 'Zahlt', 'Geld']) {
      expect(cells).not.toContain(word);
    }
    const standing = parsed.findIndex((row) => row[0] === 'Stand der Turnierpartien');
    expect(parsed.slice(standing)).toEqual([
      ['Stand der Turnierpartien'],
      ['Spieler', 'Stand'],
      ['Anna', '10'],
      ['Bert', '0'],
      ['Chris', '0'],
    ]);
  });
});
