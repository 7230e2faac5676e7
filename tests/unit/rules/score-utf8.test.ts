/**
 * FORMAT.md: the file is UTF-8 (a leading byte-order mark is allowed); a file
 * that is not valid UTF-8 is refused, never read with replacement characters.
 * Through the command's `main` (scripts/score.ts), which reads the file's bytes
 * as the real command does; score-cli.test.ts starts the real command.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gameFile } from './helpers';
import { score } from './scoreRun';

const dir = mkdtempSync(join(tmpdir(), 'spatz-utf8-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const valid = JSON.stringify(gameFile('bauerntarock', ['Anna', 'Bert', 'Jörg']));

describe('the score command (its main, in this process): UTF-8 only', () => {
  it('refuses a file that is not UTF-8 (Latin-1 ö), one line naming the file', () => {
    const path = join(dir, 'latin1.json');
    writeFileSync(path, Buffer.from(valid, 'latin1'));
    const run = score(path);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^.*latin1\.json: .*UTF-8/);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+|Error:|node:internal/);
  });

  it('reads a file with a leading byte-order mark', () => {
    const path = join(dir, 'bom.json');
    writeFileSync(path, `\uFEFF${valid}`);
    const run = score(path);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ variant: 'bauerntarock', totals: [0, 0, 0] });
  });
});
