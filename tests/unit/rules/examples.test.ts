/** Every shared example through the engine itself: scores exactly to its .expected.json. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemMessage } from '../../../src/lib/i18n/problemsAll';
import { parseGame, scoreGame } from '../../../src/lib/rules';
import { scoreReport } from '../../../scripts/report';
import { badExamples, examples, formatKeys } from './fixtures';

describe('shared examples through the engine', () => {
  const all = examples();
  it('finds the examples', () => expect(all.length).toBeGreaterThanOrEqual(8));

  it.each(all)('$name scores to its .expected.json', ({ name, file, expected }) => {
    const read = parseGame(readFileSync(file, 'utf8'), name);
    if (!read.ok) throw new Error(read.problems.map((p) => problemMessage(p)).join('\n'));
    const result = scoreGame(read.value);
    expect(formatKeys(scoreReport(result))).toEqual(expected);
    // The engine's own figures, not only the report's: the fixtures are whole numbers.
    expect(result.totals).toEqual(expected.totals);
    expect(result.settlement.net).toEqual((expected.settlement as { net: number[] }).net);
    // FORMAT.md: the expected files carry every key the command must print.
    expect(Object.keys(formatKeys(expected)).sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('shared bad examples through the reader', () => {
  const all = badExamples();
  it('finds the bad examples', () => expect(all.length).toBeGreaterThanOrEqual(4));

  it.each(all)('$name is refused naming $field', ({ name, file, field }) => {
    const read = parseGame(readFileSync(file, 'utf8'), name);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    // The field itself, or a place inside it (`players[1]`: the second name repeats the first).
    expect(read.problems[0]!.path).toMatch(new RegExp(`^${escape(field)}(\\[|\\.|$)`));
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
