/** FORMAT.md validation, top level and players: every rule a row naming the field. */
import { describe, expect, it } from 'vitest';
import { parseGame, readGame, toGameFile } from '../../../src/lib/rules';
import { bad, checkBadRow, readValid } from './helpers';
import { hand, nested, top } from './topFiles';

const rows = [
  bad('FORMAT top level: not an object', 'game', 'notObject', [1, 2]),
  bad('FORMAT top level: null', 'game', 'notObject', null),
  bad('FORMAT top level: a string', 'game', 'notObject', 'game'),
  bad('FORMAT top level: unknown key', 'extra', 'unknownKey', top({ extra: 1 })),
  bad('FORMAT top level: unknown key, case matters', 'Players', 'unknownKey', top({ Players: [] })),
  bad('FORMAT format: required', 'format', 'missing', top({ format: undefined })),
  bad('FORMAT format: the one name', 'format', 'notOneOf', top({ format: 'tarock-game' })),
  bad('FORMAT version: required', 'version', 'missing', top({ version: undefined })),
  bad('FORMAT version: 1 only', 'version', 'notOneOf', top({ version: 2 })),
  bad('FORMAT version: a string is not a number', 'version', 'notOneOf', top({ version: '1' })),
  bad('FORMAT version: a boolean is not a number', 'version', 'notOneOf', top({ version: true })),
  bad('FORMAT variant: one of three', 'variant', 'notOneOf', top({ variant: 'tarock' })),
  bad('FORMAT variant: case matters', 'variant', 'notOneOf', top({ variant: 'Dobbm' })),
  bad('FORMAT variant: not null', 'variant', 'notOneOf', top({ variant: null })),
  bad('FORMAT players: required', 'players', 'missing', top({ players: undefined })),
  bad('FORMAT players: a list', 'players', 'notArray', top({ players: 'Anna, Bert' })),
  bad(
    'FORMAT players: bauerntarock at least 3',
    'players',
    'playerCount',
    top({ players: ['A', 'B'] }),
  ),
  bad(
    'FORMAT players: bauerntarock at most 5',
    'players',
    'playerCount',
    top({ players: ['A', 'B', 'C', 'D', 'E', 'F'] }),
  ),
  bad('FORMAT players: dobbm at least 4', 'players', 'playerCount', top({}, 'dobbm', 3)),
  bad(
    'FORMAT players: dobbm at most 5',
    'players',
    'playerCount',
    top({ players: ['A', 'B', 'C', 'D', 'E', 'F'] }, 'dobbm'),
  ),
  bad(
    'FORMAT players: bavarian at least 3',
    'players',
    'playerCount',
    top({ players: ['A', 'B'] }, 'bavarian'),
  ),
  bad('FORMAT players: bavarian at most 4', 'players', 'playerCount', top({}, 'bavarian', 5)),
  bad('FORMAT players: names are text', 'players[1]', 'notString', top({ players: ['A', 2, 'C'] })),
  bad(
    'FORMAT players: null is no name',
    'players[2]',
    'notString',
    top({ players: ['A', 'B', null] }),
  ),
  bad('FORMAT players: not empty', 'players[1]', 'emptyName', top({ players: ['A', '', 'C'] })),
  bad(
    'FORMAT players: trimmed, not empty',
    'players[2]',
    'emptyName',
    top({ players: ['A', 'B', ' \t '] }),
  ),
  bad('FORMAT players: distinct', 'players[2]', 'duplicateName', top({ players: ['A', 'B', 'A'] })),
  bad(
    'FORMAT players: distinct ignoring case',
    'players[1]',
    'duplicateName',
    top({ players: ['Anna', 'ANNA', 'C'] }),
  ),
  bad(
    'FORMAT players: distinct after trimming',
    'players[1]',
    'duplicateName',
    top({ players: ['Anna', ' anna ', 'C'] }),
  ),
  bad('FORMAT firstDealer: a seat', 'firstDealer', 'noSuchSeat', top({ firstDealer: 3 })),
  bad('FORMAT firstDealer: from 0', 'firstDealer', 'notAtLeast', top({ firstDealer: -1 })),
  bad('FORMAT firstDealer: whole', 'firstDealer', 'notWhole', top({ firstDealer: 0.5 })),
  bad(
    'FORMAT firstDealer: a string is not a number',
    'firstDealer',
    'notWhole',
    top({ firstDealer: '0' }),
  ),
  bad(
    'FORMAT firstDealer: a boolean is not a number',
    'firstDealer',
    'notWhole',
    top({ firstDealer: false }),
  ),
  bad('FORMAT firstDealer: not null', 'firstDealer', 'notWhole', top({ firstDealer: null })),
  // FORMAT.md "Names" (revised).
  bad(
    'FORMAT names: at most 40 characters',
    'players[1]',
    'tooLong',
    top({ players: ['A', 'x'.repeat(41), 'C'] }),
  ),
  bad(
    'FORMAT names: at most 40 code points, not UTF-16 units',
    'players[1]',
    'tooLong',
    top({ players: ['A', '😀'.repeat(41), 'C'] }),
  ),
  bad(
    'FORMAT names: no control character (BEL)',
    'players[1]',
    'controlCharacter',
    top({ players: ['A', 'Bert\u0007', 'C'] }),
  ),
  bad(
    'FORMAT names: no control character inside (tab)',
    'players[0]',
    'controlCharacter',
    top({ players: ['An\tna', 'B', 'C'] }),
  ),
  bad(
    'FORMAT names: no control character (NEL, C1)',
    'players[2]',
    'controlCharacter',
    top({ players: ['A', 'B', 'Chr\u0085is'] }),
  ),
  bad(
    'FORMAT names: not only invisible characters (zero width space)',
    'players[1]',
    'emptyName',
    top({ players: ['A', '\u200B', 'C'] }),
  ),
  bad(
    'FORMAT names: not only invisible characters (joiners, soft hyphen)',
    'players[1]',
    'emptyName',
    top({ players: ['A', '\u200D\u00AD\u2060', 'C'] }),
  ),
  bad(
    'FORMAT names: trimmed of white space, ideographic space too',
    'players[1]',
    'emptyName',
    top({ players: ['A', '\u3000\u00A0', 'C'] }),
  ),
  bad(
    'FORMAT names: distinct after full case folding (Maß, MASS)',
    'players[1]',
    'duplicateName',
    top({ players: ['Maß', 'MASS', 'C'] }),
  ),
  bad(
    'FORMAT names: distinct after full case folding (Straße, STRASSE)',
    'players[2]',
    'duplicateName',
    top({ players: ['Straße', 'A', 'STRASSE'] }),
  ),
  bad(
    'FORMAT names: distinct after full case folding (capital sharp s)',
    'players[1]',
    'duplicateName',
    top({ players: ['STRAẞE', 'strasse', 'C'] }),
  ),
  bad(
    'FORMAT names: distinct after NFKC (composed and decomposed ö)',
    'players[1]',
    'duplicateName',
    top({ players: ['Jörg', 'Jo\u0308rg', 'C'] }),
  ),
  bad(
    'FORMAT names: distinct after NFKC (full-width letters)',
    'players[1]',
    'duplicateName',
    top({ players: ['Anna', 'ＡＮＮＡ', 'C'] }),
  ),
  bad(
    'FORMAT names: distinct after NFKC (ligature ﬁ)',
    'players[1]',
    'duplicateName',
    top({ players: ['ﬁna', 'FINA', 'C'] }),
  ),
  bad('FORMAT meta: an object', 'meta', 'notObject', top({ meta: 'note' })),
  bad('FORMAT meta: at most 64 levels deep', 'meta', 'tooDeep', top({ meta: nested(65) })),
  bad(
    'FORMAT meta: at most 64 levels deep, lists count',
    'meta',
    'tooDeep',
    top({ meta: nested(65, true) }),
  ),
  bad(
    'FORMAT firstDealer: 2^53 is too large, not "not whole"',
    'firstDealer',
    'numberTooLarge',
    top({ firstDealer: 2 ** 53 }),
  ),
  bad('FORMAT meta: not a list', 'meta', 'notObject', top({ meta: [] })),
  bad('FORMAT hands: a list', 'hands', 'notArray', top({ hands: { 0: hand } })),
  bad('FORMAT hands: not null', 'hands', 'notArray', top({ hands: null })),
];

describe('FORMAT.md: bad game files, top level', () => {
  it.each(rows)('$rule: $path $code', checkBadRow);

  it('reports every problem of a file, not only the first', () => {
    const read = readGame(top({ version: 2, firstDealer: -1, extra: 1, houseRules: { endAt: 0 } }));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => p.path).sort()).toEqual(
      ['extra', 'firstDealer', 'houseRules.endAt', 'version'].sort(),
    );
  });
});

describe('FORMAT.md: what is accepted', () => {
  it('defaults: variant bauerntarock, firstDealer 0, no hands, no house rules', () => {
    const game = readValid({ format: 'bauerntarock-game', version: 1, players: ['A', 'B', 'C'] });
    expect(game).toEqual({
      variant: 'bauerntarock',
      players: ['A', 'B', 'C'],
      firstDealer: 0,
      houseRules: {},
      hands: [],
    });
  });

  it('names are trimmed; meta is kept', () => {
    const game = readValid(
      top({ players: [' Anna ', 'Bert\t', 'Chris'], meta: { id: 'x', n: [1] } }),
    );
    expect(game.players).toEqual(['Anna', 'Bert', 'Chris']);
    expect(game.meta).toEqual({ id: 'x', n: [1] });
  });

  it.each([
    ['markup is a name like any other', ['Bert <3', 'A>B', '<b>Chris</b>']],
    ['40 characters, after trimming', [` ${'x'.repeat(40)} `, 'B', 'C']],
    ['40 code points of two UTF-16 units each', ['😀'.repeat(40), 'B', 'C']],
    ['a name of symbols or punctuation only', ['♥', '?', '…']],
    ['an invisible character next to a letter', ['\u200Bé', 'B', 'C']],
    ['full case folding leaves the dotless ı alone', ['Iris', 'ıris', 'C']],
  ])('FORMAT names: %s', (_name, players) => {
    expect(readValid(top({ players })).players).toEqual(players.map((name) => name.trim()));
  });

  it('FORMAT meta: far too deep is a problem, never a thrown error', () => {
    // Built as text: a recursive JSON.stringify of it would overflow the stack itself.
    const levels = 100_000;
    const meta = `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
    const text = JSON.stringify(top({ meta: {} })).replace('"meta":{}', `"meta":${meta}`);
    const read = parseGame(text);
    expect(read.ok || read.problems).toEqual([
      { path: 'meta', code: 'tooDeep', params: { max: 64 } },
    ]);
    const game = readValid(top({}));
    // Writing such a game out does not throw either (the reader refuses it then).
    const file = toGameFile({ ...game, meta: JSON.parse(meta) as Record<string, unknown> });
    expect(readGame(file).ok).toBe(false);
  });

  it('FORMAT meta: 64 levels deep is allowed, objects or lists', () => {
    expect(readValid(top({ meta: nested(64) })).meta).toEqual(nested(64));
    expect(readValid(top({ meta: nested(64, true) })).meta).toEqual(nested(64, true));
  });
});
