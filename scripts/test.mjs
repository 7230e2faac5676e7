/**
 * npm test: the type check, lint and the unit tests side by side (svelte-check, tsc and eslint
 * use one core each, and none waits for another), then the browser tests alone once the unit
 * tests have passed (Chromium needs both cores). Each of the first three prints its output as one block when it ends; the browser
 * tests print as they run. The last line counts the tests of both vitest runs, "N passed,
 * N failed", for CI to read; the exit code is 1 if any step failed.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', '.bin', 'vitest');
// Colours as on the terminal, though the output goes through a pipe.
const env =
  process.stdout.isTTY && !process.env.NO_COLOR
    ? { ...process.env, FORCE_COLOR: '1' }
    : process.env;

/**
 * Runs a command in the project folder; `echo` writes its output as it comes, otherwise it is
 * kept and returned. Resolves with the exit code, the output and the seconds it took.
 */
function run(command, args, echo = false) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    const end = (code) =>
      done({ code, output, seconds: Math.round((Date.now() - started) / 1000) });
    child.on('error', (error) => {
      output += `${command} did not start: ${error.message}\n`;
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** Vitest's closing "Tests" line as numbers (0 and 0 where it did not get that far). */
function counted(output) {
  // eslint-disable-next-line no-control-regex -- the colour codes vitest writes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const line = /^\s*Tests\s+(.*)$/m.exec(plain)?.[1] ?? '';
  const number = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: number('passed'), failed: number('failed') };
}

const results = [];
/** The steps that are vitest runs, whose tests the last line counts. */
const TEST_RUNS = new Set(['unit tests', 'browser tests']);
/** Prints a step's result line (and, for a buffered step, its output) and keeps the result. */
function report(name, result, printOutput) {
  const verdict = result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`;
  const line = `── ${name}: ${verdict} in ${result.seconds} s`;
  const output = printOutput ? result.output.trimEnd() : '';
  process.stdout.write(output ? `\n${line} ──\n${output}\n` : `\n${line}\n`);
  results.push({ name, ...result });
  return result;
}

console.log(
  'npm test: the type check, lint and the unit tests run side by side; each prints when it ends.',
);
const unitArgs = ['run', '--project', 'unit', '--project', 'unit-storage'];
const buffered = [
  ['check', run('npm', ['run', '-s', 'check'])],
  ['lint', run('npm', ['run', '-s', 'lint'])],
  ['unit tests', run(vitest, unitArgs)],
].map(([name, job]) => job.then((result) => report(name, result, true)));
const [, , unit] = await Promise.all(buffered);

if (unit.code === 0) {
  console.log('\n── browser tests: vitest run --project e2e ──');
  report('browser tests', await run(vitest, ['run', '--project', 'e2e'], true), false);
} else {
  console.log('\n── browser tests: not run, the unit tests failed');
}

console.log('\n── npm test ──');
for (const { name, code, seconds } of results) {
  console.log(
    `${name.padEnd(14)} ${code === 0 ? 'passed' : 'FAILED'} ${String(seconds).padStart(5)} s`,
  );
}
if (unit.code !== 0) console.log(`${'browser tests'.padEnd(14)} not run`);
const tests = results
  .filter(({ name }) => TEST_RUNS.has(name))
  .map(({ output }) => counted(output))
  .reduce((sum, n) => ({ passed: sum.passed + n.passed, failed: sum.failed + n.failed }), {
    passed: 0,
    failed: 0,
  });
console.log(`${tests.passed} passed, ${tests.failed} failed`);
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
