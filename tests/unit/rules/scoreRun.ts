/** The score command run two ways: its `main` in this process, and the real `npm run -s score`. */
import { execFile } from 'node:child_process';
import { main } from '../../../scripts/score';
import { REPO } from './fixtures';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command in this process, started in `cwd` (what npm passes as INIT_CWD). */
export function score(file: string, cwd = REPO, extra: string[] = []): Run {
  const run = { code: -1, stdout: '', stderr: '' };
  run.code = main(['--', file, ...extra], {
    stdout: (text) => (run.stdout += text),
    stderr: (text) => (run.stderr += text),
    cwd,
  });
  return run;
}

/** Runs the real command from `cwd`, as a person would type it there (npm and tsx start). */
export function npmScore(file: string, cwd = REPO): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '-s', 'score', '--', file],
      { cwd, env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}
