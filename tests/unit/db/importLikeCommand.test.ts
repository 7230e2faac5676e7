/**
 * The same file behaves the same in the app's import (SettingsState.chooseFile, bytes
 * and all) as in the command (scripts/score.ts `main`): both take it, or both refuse
 * it with the same problems in the same words (FORMAT.md's limits: names, whole
 * numbers, nesting, notes, UTF-8 and the byte-order mark).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { main, safeLine } from '../../../scripts/score';
import { problemMessage } from '../../../src/lib/i18n/problemsAll';
import { SettingsState } from '../../../src/lib/state/settings.svelte';
import { BAD } from '../rules/fixtures';
import { freshDatabase } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'spatz-same-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(async () => {
  await freshDatabase();
});

type Json = Record<string, unknown>;
const game = (fields: Json = {}): Json => ({
  format: 'bauerntarock-game',
  version: 1,
  players: ['Anna', 'Bert', 'Chris'],
  ...fields,
});
const text = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
/** `levels` objects, each inside the one before ({} is one level). */
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
const withMeta = (levels: number) =>
  Buffer.from(JSON.stringify(game()).slice(0, -1) + `,"meta":${nested(levels)}}`, 'utf8');
const hand = { kind: 'played', declarer: 0, contract: 'sumpern', declarerPoints: 70 };

/** [name, the file's bytes, the paths of its problems (none: a good file)] */
const FILES: [string, Buffer, string[]][] = [
  [
    'Latin-1 ö',
    Buffer.from(JSON.stringify(game({ players: ['Jörg', 'B', 'C'] })), 'latin1'),
    ['FILE'],
  ],
  [
    'a lone continuation byte',
    Buffer.concat([text(game()).subarray(0, 20), Buffer.from([0x80]), text(game()).subarray(20)]),
    ['FILE'],
  ],
  ['a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text(game())]), []],
  ['not JSON', Buffer.from('{"format": "bauerntarock-game",', 'utf8'), ['FILE']],
  ['markup in names', text(game({ players: ['Bert <3', 'A>B', '<b>C</b>'] })), []],
  ['a name of 40 characters', text(game({ players: ['M'.repeat(40), 'B', 'C'] })), []],
  ['a name of 41 characters', text(game({ players: ['M'.repeat(41), 'B', 'C'] })), ['players[0]']],
  [
    'a name of 1,000 characters',
    text(game({ players: ['A', 'B', 'x'.repeat(1000)] })),
    ['players[2]'],
  ],
  ['a name of 40 emoji', text(game({ players: ['😀'.repeat(40), 'B', 'C'] })), []],
  [
    'an escape sequence in a name',
    text(game({ players: ['A\u001b[2J', 'B', 'C'] })),
    ['players[0]'],
  ],
  ['a C1 control in a name', text(game({ players: ['A\u009b', 'B', 'C'] })), ['players[0]']],
  ['an invisible name', text(game({ players: ['\u200b\u200b', 'B', 'C'] })), ['players[0]']],
  [
    'names the same after case folding',
    text(game({ players: ['Straße', 'STRASSE', 'C'] })),
    ['players[1]'],
  ],
  ['names the same after NFKC', text(game({ players: ['ﬁx', 'FIX', 'C'] })), ['players[1]']],
  ['meta 64 levels deep', withMeta(64), []],
  ['meta 65 levels deep', withMeta(65), ['meta']],
  ['meta 5,000 levels deep', withMeta(5000), ['meta']],
  [
    'a hand’s meta 65 levels deep',
    Buffer.from(
      JSON.stringify(game({ hands: [hand] })).replace(
        '"declarerPoints":70',
        `"declarerPoints":70,"meta":${nested(65)}`,
      ),
      'utf8',
    ),
    ['hands[0].meta'],
  ],
  ['a note of 500 characters', text(game({ hands: [{ ...hand, note: 'n'.repeat(500) }] })), []],
  [
    'a note of 501 characters',
    text(game({ hands: [{ ...hand, note: 'n'.repeat(501) }] })),
    ['hands[0].note'],
  ],
  [
    'whole floats',
    Buffer.from(JSON.stringify(game({ hands: [hand] })).replace('70', '7.0e1'), 'utf8'),
    [],
  ],
  ['maxDoublings 8', text(game({ houseRules: { maxDoublings: 8 } })), []],
  ['maxDoublings 9', text(game({ houseRules: { maxDoublings: 9 } })), ['houseRules.maxDoublings']],
  [
    'a number past 2^53',
    Buffer.from(
      JSON.stringify(game({ houseRules: { extraPenalty: 1 } })).replace(
        ':1}',
        ':9007199254740993}',
      ),
      'utf8',
    ),
    ['houseRules.extraPenalty'],
  ],
  ['an escape sequence in a key', text(game({ '\u001b[2J': 1 })), ['\u001b[2J']],
  ...readdirSync(BAD)
    .filter((name) => name.endsWith('.json'))
    .map((name): [string, Buffer, string[]] => [
      `bad example ${name}`,
      readFileSync(join(BAD, name)),
      [readFileSync(join(BAD, name.replace(/\.json$/, '.field')), 'utf8').trim()],
    ]),
];

/** The command on the file: its exit code and stderr lines. */
function command(path: string) {
  let stderr = '';
  const code = main(['--', path], { stdout: () => {}, stderr: (t) => (stderr += t), cwd: dir });
  return { code, lines: stderr.trimEnd().split('\n').filter(Boolean) };
}

/** The app's import of the file, as a person choosing it in settings. */
async function app(name: string, bytes: Buffer) {
  const settings = new SettingsState();
  await settings.chooseFile(new File([new Uint8Array(bytes)], name));
  return { taken: settings.pending !== undefined, problems: settings.problems };
}

describe('the app’s import and the command read a file alike', () => {
  it.each(FILES)('%s', async (label, bytes, paths) => {
    const name = `${label.replace(/[^\w]+/g, '-')}.json`;
    const path = join(dir, name);
    writeFileSync(path, bytes);
    const run = command(path);
    const imported = await app(name, bytes);
    const expected = paths.map((p) => (p === 'FILE' ? 'file' : p));
    if (paths.length === 0) {
      expect(run.code).toBe(0);
      expect(imported).toEqual({ taken: true, problems: [] });
      return;
    }
    expect(run.code).toBe(2);
    expect(imported.taken).toBe(false);
    // Each problem at its field, or at a place inside it (`players` holds `players[1]`).
    const at = imported.problems.map((p) => p.path);
    expect(at).toHaveLength(expected.length);
    at.forEach((p, i) => expect([p, p.replace(/[[.].*$/, '')]).toContain(expected[i]));
    // The same words: the command names the file where the app says "file".
    const appLines = imported.problems.map((problem) =>
      safeLine(problemMessage(problem.path === 'file' ? { ...problem, path } : problem)),
    );
    if (imported.problems[0]!.code === 'notJson') {
      // The parser's own detail may be cut differently; the words before it are the same.
      expect(run.lines[0]!.split('(')[0]).toBe(appLines[0]!.split('(')[0]);
    } else expect(run.lines).toEqual(appLines);
  });
});

describe('the command’s messages reach the terminal escaped', () => {
  it('control characters from the file are shown as \\u escapes, one line per problem', () => {
    const path = join(dir, 'controls.json');
    const file = game({ variant: 'x\u009b2J\u001b]0;\u0007', '\u001b[2J\r\n': 1, '\u202e': 2 });
    writeFileSync(path, JSON.stringify(file));
    let stderr = '';
    expect(main(['--', path], { stdout: () => {}, stderr: (t) => (stderr += t), cwd: dir })).toBe(
      2,
    );
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    // Nothing but the line ends is a control character; the escapes name each one.
    expect(stderr.replace(/\n/g, '')).not.toMatch(
      /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u,
    );
    expect(stderr).toContain('\\u001b[2J\\u000d\\u000a: ');
    expect(stderr).toContain('\\u202e: ');
    expect(stderr).toContain('x\\u009b2J');
  });
});

describe('the roster of a backup follows the same names', () => {
  const roster = (name: unknown) =>
    Buffer.from(
      JSON.stringify({
        format: 'spatz-backup',
        version: 1,
        players: [{ id: 'p1', createdAt: 1, updatedAt: 1, name }],
      }),
      'utf8',
    );

  it.each([
    ['Bert <3', undefined],
    ['A>B', undefined],
    ['M'.repeat(40), undefined],
    ['M'.repeat(41), 'is 41 characters long; at most 40'],
    ['x'.repeat(1000), 'is 1000 characters long; at most 40'],
    ['A\u001b[2J', 'must not hold a control character (U+001B)'],
    ['\u200b', 'a player needs a name'],
  ])('%s', async (name, words) => {
    const imported = await app('roster.json', roster(name));
    if (words === undefined) {
      expect(imported.taken).toBe(true);
      return;
    }
    expect(imported.taken).toBe(false);
    expect(imported.problems.map((p) => problemMessage(p))).toEqual([`players[0].name: ${words}`]);
  });
});
