/**
 * The command, `npm run -s score -- FILE` (FORMAT.md "The command line"):
 * stdout is exactly one JSON object on success; bad input exits 2 with one
 * line per problem on stderr naming the field, nothing on stdout, no stack trace.
 * Every case calls the command's `main` in this process; the real `npm run -s score` starts
 * twice, side by side (each start costs npm and tsx seconds), for what only a process shows:
 * its exit code, stdout holding nothing else, stderr as `main` wrote it, and INIT_CWD.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD, EXAMPLES, REPO, badExamples, examples, formatKeys } from './fixtures';
import { gameFile, played } from './helpers';
import { npmScore, score, type Run } from './scoreRun';

const NO_STACK = /\bat .+:\d+:\d+|Error:|node:internal/;

function expectRefused(run: Run, field: string): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).not.toMatch(NO_STACK);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines.length).toBeGreaterThan(0);
  // The field itself, or a place inside it (`players[1]: …` names the players).
  expect(
    lines.some((line) => new RegExp(`^${escape(field)}(\\[[^\\]]*\\])*(\\.[^:]*)?: `).test(line)),
  ).toBe(true);
}

const dir = mkdtempSync(join(tmpdir(), 'spatz-score-'));
function tempFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const runs = new Map<string, Run>();
const good = examples();
const bad = badExamples();
const late = tempFile(
  'after-end.json',
  JSON.stringify(
    gameFile('bauerntarock', 3, [
      played(0, 'hineinschauen', { doublings: 3, declarerPoints: 80 }),
      played(1, 'hineinschauen', { declarerPoints: 70 }),
      played(2, 'hineinschauen', { declarerPoints: 70 }),
      { kind: 'redeal' },
    ]),
  ),
);
const several = tempFile(
  'several.json',
  JSON.stringify(
    gameFile('bauerntarock', 3, [played(0, 'hineinschauen', { declarerPoints: 121 })], {
      extra: true,
    }),
  ),
);

const newlines = tempFile(
  'newlines.json',
  JSON.stringify({ ...gameFile('bauerntarock', ['A\nB', 'a\nb', 'C']), 'ex\ntra': 1 }),
);

const processRuns = new Map<string, Run>();

beforeAll(async () => {
  for (const ex of good) runs.set(ex.name, score(ex.file));
  // Relative paths count from the folder the command was started in (INIT_CWD).
  for (const ex of bad) runs.set(ex.name, score(`bad/${ex.name}`, EXAMPLES));
  runs.set('relative', score(relative(BAD, good[0]!.file), BAD));
  runs.set('notJson', score(tempFile('broken.json', '{"format": "bauerntarock-game",')));
  runs.set('empty', score(tempFile('empty.json', '')));
  runs.set('array', score(tempFile('array.json', '[]')));
  runs.set('missing', score(join(dir, 'no-such-file.json')));
  runs.set('after-end', score(late));
  runs.set('several', score(several));
  runs.set('table', score(good[0]!.file, REPO, ['--table']));
  runs.set('table-pot', score(join(EXAMPLES, '07-bavarian-pot.json'), REPO, ['--table']));
  // Regression: V8's JSON error quotes the text with its line breaks; a name may hold one.
  runs.set('multiline', score(tempFile('notes.txt', 'hello\nworld\nthis is not json\n')));
  runs.set('newlines', score(newlines));

  // The real command on a good file by a path relative to where npm starts (INIT_CWD), and
  // on a bad file with two problems: side by side.
  const jobs: [string, Promise<Run>][] = [
    ['good', npmScore(relative(BAD, good[0]!.file), BAD)],
    ['bad', npmScore(several)],
  ];
  for (const [name, job] of jobs) processRuns.set(name, await job);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the score command (its main, in this process)', () => {
  it.each(good)('$name: exit 0, one JSON object matching .expected.json', ({ name, expected }) => {
    const run = runs.get(name)!;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(formatKeys(report)).toEqual(expected);
  });

  it.each(bad)('$name: exit 2, names $field', ({ name, field }) => {
    expectRefused(runs.get(name)!, field);
  });

  it('resolves a relative path from the folder it was started in', () => {
    const run = runs.get('relative')!;
    expect(run.code).toBe(0);
    expect(formatKeys(JSON.parse(run.stdout))).toEqual(good[0]!.expected);
  });

  it('names a file that is not JSON, an empty file, a missing file', () => {
    for (const [key, file] of [
      ['notJson', 'broken.json'],
      ['empty', 'empty.json'],
      ['missing', 'no-such-file.json'],
    ]) {
      const run = runs.get(key!)!;
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(file);
      expect(run.stderr).not.toMatch(NO_STACK);
    }
  });

  it('refuses JSON that is not an object', () => {
    const run = runs.get('array')!;
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(NO_STACK);
  });

  it('refuses a hand after the end, a redeal too, naming the hand', () => {
    expectRefused(runs.get('after-end')!, 'hands[3]');
  });

  it('reports every problem, one line each', () => {
    const run = runs.get('several')!;
    expectRefused(run, 'hands[0].declarerPoints');
    expect(run.stderr).toMatch(/^extra: /m);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(2);
  });

  it('regression: one line per problem, even with line breaks in the text, a key or a name', () => {
    const multiline = runs.get('multiline')!;
    expect(multiline.code).toBe(2);
    expect(multiline.stdout).toBe('');
    expect(multiline.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(multiline.stderr).toMatch(/^.*notes\.txt: /);
    const newlines = runs.get('newlines')!;
    expectRefused(newlines, 'players[1]');
    // FORMAT.md "Names" (revised): a line break is a control character, so each name is refused.
    expect(newlines.stderr.trimEnd().split('\n')).toHaveLength(3);
  });

  it('--table prints a table for people', () => {
    const run = runs.get('table')!;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Anna');
    expect(run.stdout).toContain('(67 + 5 − 60) × 2 = 24');
    const pot = runs.get('table-pot')!;
    expect(pot.code).toBe(0);
    expect(pot.stdout).toContain('pot: 40');
    expect(pot.stdout).toContain('94 − 70 = 24 → 25 + 2 × 10 = 45');
  });
});

describe('the real command: npm run -s score -- FILE', () => {
  it('prints one JSON object and nothing else on stdout, exit 0', () => {
    const run = processRuns.get('good')!;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // Exactly one JSON object: no npm banner, no log line before or after it.
    expect(run.stdout.trimStart().startsWith('{')).toBe(true);
    expect(formatKeys(JSON.parse(run.stdout) as Record<string, unknown>)).toEqual(
      good[0]!.expected,
    );
    expect(run.stdout).toBe(runs.get(good[0]!.name)!.stdout);
  });

  it('refuses a bad file with exit code 2, one line per problem on stderr, nothing on stdout', () => {
    const run = processRuns.get('bad')!;
    expectRefused(run, 'hands[0].declarerPoints');
    expect(run.stderr).toMatch(/^extra: /m);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(2);
    expect(run.stderr).toBe(runs.get('several')!.stderr);
  });

  it('resolves a relative path from the folder npm was started in (INIT_CWD)', () => {
    // The good run above named its file relative to tests/fixtures/examples/bad.
    const run = processRuns.get('good')!;
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(formatKeys(JSON.parse(run.stdout))).toEqual(good[0]!.expected);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
