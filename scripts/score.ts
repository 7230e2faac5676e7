/**
 * npm run score -- path/to/game.json [--table]
 *
 * Scores one game file (FORMAT.md "The command line"): one JSON object on
 * stdout and exit 0; bad input exits 2 with one line per problem on stderr.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { problemMessage } from '../src/lib/i18n/problems';
import { parseGame, scoreGame, type GameResult } from '../src/lib/rules';
import { scoreReport, tableReport } from './report';

function main(argv: string[]): number {
  const table = argv.includes('--table');
  const files = argv.filter((arg) => arg !== '--table' && arg !== '--');
  if (files.length !== 1) {
    process.stderr.write('usage: npm run score -- path/to/game.json [--table]\n');
    return 2;
  }
  const file = files[0]!;
  // npm runs scripts in the package folder; a relative path counts from where npm was started.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    process.stderr.write(`${file}: cannot read the file (${code})\n`);
    return 2;
  }
  let text: string;
  try {
    // FORMAT.md: the file is UTF-8, never read with replacement characters. The
    // decoder keeps a leading byte-order mark (ignoreBOM), which parseGame allows.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    process.stderr.write(`${file}: is not valid UTF-8 text\n`);
    return 2;
  }
  const read = parseGame(text, file);
  if (!read.ok) {
    // One line per problem (FORMAT.md), even when a name or key holds a line break.
    const lines = read.problems.map((problem) => oneLine(problemMessage(problem)));
    process.stderr.write(lines.map((line) => `${line}\n`).join(''));
    return 2;
  }
  const result: GameResult = scoreGame(read.value);
  process.stdout.write(
    table ? tableReport(read.value, result) : `${JSON.stringify(scoreReport(result), null, 1)}\n`,
  );
  return 0;
}

function oneLine(text: string): string {
  return text.replace(
    /[\r\n\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  // Never a stack trace: one line that says what went wrong.
  process.stderr.write(
    `internal error: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
