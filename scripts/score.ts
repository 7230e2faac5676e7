/**
 * npm run score -- path/to/game.json [--table]
 *
 * Scores one game file (FORMAT.md "The command line"): one JSON object on
 * stdout and exit 0; bad input exits 2 with one line per problem on stderr.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemMessage } from '../src/lib/i18n/problemsAll';
import { parseGame, scoreGame, type Game, type GameResult, type Result } from '../src/lib/rules';
import { decodeUtf8 } from '../src/lib/utf8';
import { scoreReport, tableReport } from './report';

/** Where the command writes, and the folder a relative path counts from. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

/**
 * The whole command: `argv` as after `npm run score --`, output through `io`; returns the
 * exit code. Never throws: an unexpected error is one line on stderr and exit code 1.
 */
export function main(argv: string[], io: Io): number {
  try {
    return score(argv, io);
  } catch (error) {
    // Never a stack trace: one line that says what went wrong.
    io.stderr(`internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

function score(argv: string[], io: Io): number {
  const table = argv.includes('--table');
  const files = argv.filter((arg) => arg !== '--table' && arg !== '--');
  if (files.length !== 1) {
    io.stderr('usage: npm run score -- path/to/game.json [--table]\n');
    return 2;
  }
  const file = files[0]!;
  const path = resolve(io.cwd, file);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    io.stderr(`${safeLine(file)}: cannot read the file (${code})\n`);
    return 2;
  }
  // FORMAT.md: the file is UTF-8, never read with replacement characters (the app's import
  // decodes the same way); a leading byte-order mark is dropped.
  const text = decodeUtf8(bytes);
  const read: Result<Game> =
    text === undefined
      ? { ok: false, problems: [{ path: file, code: 'notUtf8' }] }
      : parseGame(text, file);
  if (!read.ok) {
    // One line per problem (FORMAT.md), and nothing from the file reaches the terminal raw.
    const lines = read.problems.map((problem) => safeLine(problemMessage(problem)));
    io.stderr(lines.map((line) => `${line}\n`).join(''));
    return 2;
  }
  const result: GameResult = scoreGame(read.value);
  io.stdout(
    table ? tableReport(read.value, result) : `${JSON.stringify(scoreReport(result), null, 1)}\n`,
  );
  return 0;
}

/**
 * A message as one line a terminal shows as it is: control characters (an escape
 * sequence in a name could clear the screen), line and paragraph separators and
 * the bidirectional overrides (which could reorder what the line seems to say)
 * are written as \u escapes, e.g. ESC as \u001b.
 */
export function safeLine(text: string): string {
  return text.replace(
    /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// Run as a command (not imported by a test): npm runs scripts in the package folder,
// so a relative path counts from where npm was started (INIT_CWD).
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
}
