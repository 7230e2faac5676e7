/** FORMAT.md "Names": no bidirectional embedding, override or isolate in a name or a place. */
import { describe, expect, it } from 'vitest';
import { checkName } from '../../../src/lib/rules/names';
import { placeProblem } from '../../../src/lib/files/sessionValues';
import { problemText } from '../../../src/lib/i18n/problemsAll';

const marks = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('marks that turn text around', () => {
  it.each(marks)('U+%s in a name is refused', (mark) => {
    const checked = checkName(`${mark}Anna`);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem.code).toBe('bidiControl');
  });

  it('says so in German and English, naming the mark', () => {
    const checked = checkName('\u202EAnna');
    if (checked.ok) throw new Error('accepted');
    const problem = { path: 'players[0]', ...checked.problem };
    expect(problemText(problem, 'de')).toBe(
      'darf kein Zeichen enthalten, das die Schreibrichtung umdreht (U+202E): der Text daneben wäre rückwärts zu lesen',
    );
    expect(problemText(problem, 'en')).toMatch(/turns the writing direction \(U\+202E\)/);
  });

  it('a place holding one is refused too', () => {
    expect(placeProblem('Gasthof \u2067Post')).toEqual({
      code: 'bidiControl',
      params: { char: 'U+2067' },
    });
  });

  it('right-to-left letters themselves are names (only the controls are refused)', () => {
    expect(checkName('עדי')).toEqual({ ok: true, name: 'עדי' });
    expect(checkName('Anna\u200F')).toMatchObject({ ok: true });
  });
});
