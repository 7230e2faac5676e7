/**
 * FORMAT.md: the file is UTF-8 (a leading byte-order mark is allowed); a file
 * that is not valid UTF-8 is refused, never read with replacement characters.
 * Through the real command, `npm run -s score -- FILE`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from './fixtures';
import { gameFile } from './helpers';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function score(file: string): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '-s', 'score', '--', file],
      { cwd: REPO, env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

const dir = mkdtempSync(join(tmpdir(), 'spatz-utf8-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const valid = JSON.stringify(gameFile('bauerntarock', ['Anna', 'Bert', 'Jörg']));

describe('npm run -s score -- FILE: UTF-8 only', { timeout: 60_000 }, () => {
  it('refuses a file that is not UTF-8 (Latin-1 ö), one line naming the file', async () => {
    const path = join(dir, 'latin1.json');
    writeFileSync(path, Buffer.from(valid, 'latin1'));
    const run = await score(path);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^.*latin1\.json: .*UTF-8/);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+|Error:|node:internal/);
  });

  it('reads a file with a leading byte-order mark', async () => {
    const path = join(dir, 'bom.json');
    writeFileSync(path, `\uFEFF${valid}`);
    const run = await score(path);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ variant: 'bauerntarock', totals: [0, 0, 0] });
  });
});
