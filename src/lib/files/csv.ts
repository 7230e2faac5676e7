import type { Contract, Game, GameResult, Hand } from '../rules';

/**
 * Games and evenings as a table a spreadsheet opens (LibreOffice, Excel): pure,
 * so that a club's season export can write its rows with the same writer.
 *
 * The text is UTF-8 with a byte order mark (Excel reads umlauts right only
 * with it) and CRLF line ends (RFC 4180). A German spreadsheet expects `;`
 * between cells and a decimal comma, an English one `,` and a decimal point.
 * A cell with the separator, a quote or a line break is quoted, its quotes
 * doubled; a text a spreadsheet would read as a formula (starting with `=`,
 * `+`, `-`, `@`) is led by a space and quoted, so that no name runs as one.
 */

export type CsvCell = string | number | undefined;
export type CsvRow = readonly CsvCell[];

export interface CsvStyle {
  separator: ';' | ',';
  decimal: ',' | '.';
}

export const CSV_STYLE = {
  de: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const satisfies Record<string, CsvStyle>;

const BOM = '\uFEFF';

/** A number as the style writes it: at most 2 decimals (a split tie's third, money), no grouping. */
export function csvNumber(value: number, style: CsvStyle): string {
  const rounded = Math.round(value * 100) / 100 + 0;
  const text = String(rounded);
  return style.decimal === '.' ? text : text.replace('.', style.decimal);
}

function cellText(cell: CsvCell, style: CsvStyle): string {
  if (cell === undefined) return '';
  if (typeof cell === 'number') return csvNumber(cell, style);
  // A text a spreadsheet would take for a formula is shown as the text it is.
  const text = /^[=+\-@]/.test(cell) ? ` ${cell}` : cell;
  return /[";,\r\n]/.test(text) || text !== cell ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte order mark, one line per row, CRLF. */
export function csvText(rows: readonly CsvRow[], style: CsvStyle): string {
  const lines = rows.map((row) => row.map((cell) => cellText(cell, style)).join(style.separator));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** What the table's columns and marks are called, in the player's language. */
export interface GameCsvWords {
  no: string;
  dealer: string;
  declarer: string;
  contract: string;
  announced: string;
  doublings: string;
  tricks: string;
  cardPoints: string;
  spatz: string;
  score: string;
  pot: string;
  contracts: Record<Contract, string>;
  redeal: string;
  matsch: string;
  allTricks: string;
  announcedAll: string;
  settlement: string;
  player: string;
  total: string;
  net: string;
  pays: string;
  to: string;
  points: string;
}

type Played = Extract<Hand, { kind: 'played' }>;

function tricksWord(hand: Played, words: GameCsvWords): string | undefined {
  if (hand.declarerTricks === 'none') return words.matsch;
  if (hand.declarerTricks === 'all') return words.allTricks;
  return undefined;
}

/**
 * Every hand of a game, oldest first (RULES.md §1.5, §3): its number (a redeal
 * has none), dealer, declarer, contract, announcement, doublings, tricks,
 * card points, Spatz points, the declarer's score, the pot after it (a game
 * with a pot), and everyone's running total; then the settlement (§1.7): each
 * player's total and result, and who pays whom. Every number is the engine's. A tournament
 * table's game (`noMoney`) settles nothing (RULES.md §4): its running totals are its result.
 */
export function gameCsvRows(
  game: Game,
  result: GameResult,
  words: GameCsvWords,
  noMoney = false,
): CsvRow[] {
  const pot = result.pot !== undefined;
  const name = (seat: number | undefined) => (seat === undefined ? undefined : game.players[seat]);
  const rows: CsvRow[] = [
    [
      words.no,
      words.dealer,
      words.declarer,
      words.contract,
      words.announced,
      words.doublings,
      words.tricks,
      words.cardPoints,
      words.spatz,
      words.score,
      ...(pot ? [words.pot] : []),
      ...game.players,
    ],
  ];
  let number = 0;
  for (const row of result.hands) {
    const hand = game.hands[row.index]!;
    const potCell = pot ? [row.pot] : [];
    if (hand.kind !== 'played') {
      rows.push([undefined, name(row.dealer), undefined, words.redeal, ...blank(6), ...potCell]);
      continue;
    }
    number += 1;
    rows.push([
      number,
      name(row.dealer),
      name(hand.declarer),
      words.contracts[hand.contract],
      hand.announced === 'all' ? words.announcedAll : hand.announced,
      hand.doublings,
      tricksWord(hand, words),
      row.explanation?.declarerPoints,
      row.explanation?.spatz,
      row.scores[hand.declarer],
      ...potCell,
      ...row.totals,
    ]);
  }
  if (noMoney) return rows;
  rows.push([]);
  rows.push(...settlementRows(game.players, result, words));
  return rows;
}

const blank = (n: number): undefined[] => new Array<undefined>(n).fill(undefined);

function settlementRows(
  players: readonly string[],
  result: GameResult,
  words: GameCsvWords,
): CsvRow[] {
  const { net, payments } = result.settlement;
  const rows: CsvRow[] = [[words.settlement], [words.player, words.total, words.net]];
  players.forEach((player, seat) => rows.push([player, result.totals[seat], net[seat]]));
  if (payments.length > 0) {
    rows.push([words.pays, words.to, words.points]);
    for (const payment of payments) {
      rows.push([players[payment.from], players[payment.to], payment.points]);
    }
  }
  return rows;
}

/**
 * An evening: a title row and the rows of each game, then the evening's net and transfers,
 * then the tournament games' standing (RULES.md §4: a table's game settles nothing).
 */
export interface EveningCsv {
  /** `noMoney`: a tournament table's game, written without its settlement. */
  games: { title: string; game: Game; result: GameResult; noMoney?: boolean }[];
  players: readonly string[];
  net: readonly number[];
  transfers: readonly { from: number; to: number; amount: number }[];
  /** Each player's money, when the evening has a stake. */
  money?: readonly number[];
  /** The tournament games' running totals summed per player, best first. */
  standing?: readonly { player: string; points: number }[];
}

export interface EveningCsvWords extends GameCsvWords {
  evening: string;
  money: string;
  standing: string;
}

export function eveningCsvRows(evening: EveningCsv, words: EveningCsvWords): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const { title, game, result, noMoney } of evening.games) {
    rows.push([title], ...gameCsvRows(game, result, words, noMoney), []);
  }
  const money = evening.money;
  // Only tournament games (or none counted): nobody pays anybody anything.
  if (evening.players.length > 0) {
    rows.push([words.evening], [words.player, words.net, ...(money ? [words.money] : [])]);
    evening.players.forEach((player, seat) =>
      rows.push([player, evening.net[seat], ...(money ? [money[seat]] : [])]),
    );
  }
  if (evening.transfers.length > 0) {
    rows.push([words.pays, words.to, money ? words.money : words.points]);
    for (const transfer of evening.transfers) {
      rows.push([evening.players[transfer.from], evening.players[transfer.to], transfer.amount]);
    }
  }
  if (evening.standing) {
    rows.push([words.standing], [words.player, words.total]);
    for (const { player, points } of evening.standing) rows.push([player, points]);
  }
  return rows;
}
