/** Regression: bugs found while testing the rules engine and the score command, one test each. */
import { describe, expect, it } from 'vitest';
import { problemMessage } from '../../../src/lib/i18n/problems';
import { parseGame } from '../../../src/lib/rules';
import { gameFile, played } from './helpers';

describe('regression', () => {
  it('a file that is not JSON gives a one-line problem (V8 quotes the text, line breaks included)', () => {
    const read = parseGame('hello\nworld\nthis is not json\n', 'notes.txt');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toHaveLength(1);
    const line = problemMessage(read.problems[0]!);
    expect(line.startsWith('notes.txt: ')).toBe(true);
    expect(line).not.toMatch(/[\r\n]/);
    expect(problemMessage(read.problems[0]!, 'de')).not.toMatch(/[\r\n]/);
  });

  it('a byte order mark before the JSON is ignored (RFC 8259 allows it)', () => {
    const text = `\uFEFF${JSON.stringify(gameFile('bauerntarock', 3, [played(0, 'sumpern', { declarerPoints: 70 })]))}`;
    const read = parseGame(text, 'bom.json');
    expect(read.ok).toBe(true);
  });
});
