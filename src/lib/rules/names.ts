import type { Problem } from './types';

/** FORMAT.md "Names": at most this many characters (code points) after trimming. */
const MAX_NAME_LENGTH = 40;
/**
 * FORMAT.md "Names": no control character (Unicode category Cc) anywhere in a name, and no
 * bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): "\u202EAnna"
 * would turn "Anna pays Bert 10" around. Places and senders' names are held to the same.
 */
export const CONTROL_CHARACTER = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** The problem with a control character found in a name or a place (without its path). */
export function controlProblem(char: string): Omit<Problem, 'path'> {
  const code = BIDI_CONTROL.test(char) ? 'bidiControl' : 'controlCharacter';
  return { code, params: { char: codePoint(char) } };
}
/** FORMAT.md: at least one letter, mark, number, punctuation or symbol. */
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u;

/**
 * A name as FORMAT.md allows it: the trimmed name, or the problem with it
 * (without its path). Markup such as "Bert <3" is a name like any other: the
 * app shows names as text.
 */
export function checkName(
  name: string,
): { ok: true; name: string } | { ok: false; problem: Omit<Problem, 'path'> } {
  const trimmed = name.trim();
  const control = CONTROL_CHARACTER.exec(trimmed);
  if (control) return { ok: false, problem: controlProblem(control[0]) };
  // Only invisible characters (or none) are no name at all.
  if (!VISIBLE.test(trimmed)) return { ok: false, problem: { code: 'emptyName' } };
  const length = [...trimmed].length;
  if (length > MAX_NAME_LENGTH) {
    return { ok: false, problem: { code: 'tooLong', params: { length, max: MAX_NAME_LENGTH } } };
  }
  return { ok: true, name: trimmed };
}

/**
 * What two names are compared by (FORMAT.md): NFKC, then full case folding,
 * so "Maß" and "MASS" are the same name. JavaScript has no case fold; lower,
 * upper, lower again groups every single code point as Unicode's full folding
 * does (checked against Python's str.casefold, Unicode 14) except the dotless
 * ı, whose upper case I would merge it with i, so it is left as it is.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .split('ı')
    .map((part) => part.toLowerCase().toUpperCase().toLowerCase())
    .join('ı')
    .normalize('NFKC');
}

/**
 * Two names in the order a German list puts them (DIN 5007, 1: "Ärger" beside "Anna", "Ömer"
 * beside "Otto", case and accents counted last), negative: `a` first. Written out, not
 * `localeCompare`: the first collation a page asks for loads the language's collation data,
 * about 30 ms at 4x CPU in the task that draws the statistics.
 */
export function compareNames(a: string, b: string): number {
  const keyA = sortKey(a);
  const keyB = sortKey(b);
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const MARKS = /\p{M}/gu;
/** A name without its accents, in lower case, "ß" as "ss". */
function sortKey(name: string): string {
  return name.normalize('NFD').replace(MARKS, '').toLowerCase().replaceAll('ß', 'ss');
}

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
