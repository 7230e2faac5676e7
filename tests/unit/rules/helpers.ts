/**
 * Small builders for rules tests: a game file as FORMAT.md writes it, read
 * through the real reader, so every row also proves the file is accepted.
 */
import {
  parseGame,
  readGame,
  scoreGame,
  type Game,
  type GameResult,
  type Problem,
} from '../../../src/lib/rules';
import { problemMessage } from '../../../src/lib/i18n/problemsAll';

export type FileHand = Record<string, unknown>;
export type GameFile = Record<string, unknown>;

export const NAMES = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil'];

/** A game file: `players` is a count or the names; the rest is spread in as given. */
export function gameFile(
  variant: string,
  players: number | string[],
  hands: FileHand[] = [],
  extra: GameFile = {},
): GameFile {
  return {
    format: 'bauerntarock-game',
    version: 1,
    variant,
    players: typeof players === 'number' ? NAMES.slice(0, players) : players,
    hands,
    ...extra,
  };
}

export const redeal: FileHand = { kind: 'redeal' };

export function played(declarer: number, contract: string, rest: FileHand = {}): FileHand {
  return { kind: 'played', declarer, contract, ...rest };
}

/** Reads a file that must be valid; fails the test with the problems otherwise. */
export function readValid(file: unknown): Game {
  const read = readGame(file);
  if (!read.ok) throw new Error(`expected a valid game, got ${JSON.stringify(read.problems)}`);
  return read.value;
}

export function score(file: unknown): GameResult {
  return scoreGame(readValid(file));
}

/** The problems of a file that must be refused. */
export function problemsOf(file: unknown): Problem[] {
  const read = readGame(file);
  if (read.ok) throw new Error('expected the file to be refused');
  return read.problems;
}

/** The scores a single hand adds, for the seat that declared it. */
export function declarerScore(file: GameFile, index = 0): number {
  const result = score(file);
  const hand = result.hands[index]!;
  return hand.scores[hand.declarer!]!;
}

/** One row of a hand-score table: a single hand and what it must add to the declarer. */
export interface HandRow {
  rule: string;
  hand: FileHand;
  houseRules?: Record<string, unknown>;
  score: number;
  made: boolean;
  formula?: string;
}

export const spatz = (side: string, result: string, lastTrick = false) => ({
  spatz: { side, result, lastTrick },
});

/**
 * Scores each row's hand as the only hand of a game and checks RULES.md §1.5:
 * the score goes to the declarer; the defenders' totals do not change.
 */
export function checkHandRow(
  row: HandRow,
  variant: string,
  players: number,
  firstDealer = 0,
): void {
  const declarer = row.hand.declarer as number;
  const extra = { houseRules: row.houseRules ?? {}, firstDealer };
  const result = score(gameFile(variant, players, [row.hand], extra));
  const hand = result.hands[0]!;
  const expected = new Array<number>(players).fill(0);
  expected[declarer] = row.score;
  if (hand.scores.join() !== expected.join() || hand.made !== row.made) {
    throw new Error(
      `${row.rule}: got scores ${hand.scores.join(', ')} made ${hand.made}, ` +
        `expected ${expected.join(', ')} made ${row.made} (${hand.explanation?.formula})`,
    );
  }
  if (result.totals.join() !== expected.join())
    throw new Error(`${row.rule}: totals ${result.totals}`);
  if (row.formula !== undefined && hand.explanation?.formula !== row.formula) {
    throw new Error(`${row.rule}: formula ${hand.explanation?.formula}, expected ${row.formula}`);
  }
}

/** A bad-input row: the file must be refused with a problem `code` at `path`. */
export interface BadRow {
  rule: string;
  file: unknown;
  path: string;
  code: string;
}

export const bad = (rule: string, path: string, code: string, file: unknown): BadRow => ({
  rule,
  file,
  path,
  code,
});

/** Checks a bad row through `readGame` and through `parseGame` (the text the command reads). */
export function checkBadRow(row: BadRow): void {
  for (const problems of [problemsOf(row.file), problemsOfText(JSON.stringify(row.file))]) {
    const found = problems.some((p) => p.path === row.path && p.code === row.code);
    if (!found) {
      throw new Error(
        `${row.rule}: expected ${row.path} ${row.code}, got ${JSON.stringify(problems)}`,
      );
    }
    // The message the table reads, in both languages, names the field and fills every parameter.
    for (const problem of problems) {
      for (const lang of ['en', 'de'] as const) {
        const text = problemMessage(problem, lang);
        if (!text.startsWith(`${problem.path}: `) || /undefined|NaN|\[object/.test(text)) {
          throw new Error(`${row.rule}: message ${JSON.stringify(text)}`);
        }
      }
    }
  }
}

function problemsOfText(text: string): Problem[] {
  const read = parseGame(text, 'game.json');
  if (read.ok) throw new Error('expected the text to be refused');
  return read.problems;
}
