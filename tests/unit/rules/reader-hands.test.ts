/** FORMAT.md validation of hands (structure, seats, contracts, announcements, doublings). */
import { describe, expect, it } from 'vitest';
import { bad, checkBadRow, played, readValid } from './helpers';
import { nested } from './topFiles';
import { H, P, S, b, bav, second, spz } from './handFiles';
import { readGameHand } from '../../../src/lib/rules';

const rows = [
  bad('FORMAT hand: an object', P, 'notObject', second(3)),
  bad('FORMAT hand: not null', P, 'notObject', second(null)),
  bad('FORMAT hand: kind required', `${P}.kind`, 'missing', second({ declarer: 0 })),
  bad('FORMAT hand: kind redeal or played', `${P}.kind`, 'notOneOf', second({ kind: 'pass' })),
  bad(
    'FORMAT redeal: no other keys',
    `${P}.declarer`,
    'unknownKey',
    second({ kind: 'redeal', declarer: 0 }),
  ),
  bad('FORMAT redeal: note is text', `${P}.note`, 'notString', second({ kind: 'redeal', note: 5 })),
  bad(
    'FORMAT played: unknown key',
    `${P}.points`,
    'unknownKey',
    b({ declarerPoints: 70, points: 70 }),
  ),
  bad(
    'FORMAT played: note is text',
    `${P}.note`,
    'notString',
    b({ declarerPoints: 70, note: null }),
  ),
  bad(
    'FORMAT played: meta is an object',
    `${P}.meta`,
    'notObject',
    b({ declarerPoints: 70, meta: [] }),
  ),
  bad(
    'FORMAT note: at most 500 characters (redeal)',
    `${P}.note`,
    'tooLong',
    second({ kind: 'redeal', note: 'x'.repeat(501) }),
  ),
  bad(
    'FORMAT note: at most 500 characters (played)',
    `${P}.note`,
    'tooLong',
    b({ declarerPoints: 70, note: 'ü'.repeat(501) }),
  ),
  bad(
    'FORMAT note: at most 500 code points',
    `${P}.note`,
    'tooLong',
    b({ declarerPoints: 70, note: '🂡'.repeat(501) }),
  ),
  bad(
    'FORMAT hand meta: at most 64 levels deep (redeal)',
    `${P}.meta`,
    'tooDeep',
    second({ kind: 'redeal', meta: nested(65) }),
  ),
  bad(
    'FORMAT hand meta: at most 64 levels deep (played), lists count',
    `${P}.meta`,
    'tooDeep',
    b({ declarerPoints: 70, meta: nested(65, true) }),
  ),
  bad(
    'FORMAT declarer: 1e300 is too large, not "not whole"',
    `${P}.declarer`,
    'numberTooLarge',
    b({ declarerPoints: 70 }, H, 1e300),
  ),
  bad(
    'FORMAT doublings: 2^53 + 2 is too large, not "not whole"',
    `${P}.doublings`,
    'numberTooLarge',
    b({ declarerPoints: 70, doublings: 2 ** 53 + 2 }),
  ),
  bad(
    'FORMAT declarer: required',
    `${P}.declarer`,
    'missing',
    second({ kind: 'played', contract: H, declarerPoints: 70 }),
  ),
  bad('FORMAT declarer: a seat', `${P}.declarer`, 'noSuchSeat', b({ declarerPoints: 70 }, H, 3)),
  bad('FORMAT declarer: from 0', `${P}.declarer`, 'notAtLeast', b({ declarerPoints: 70 }, H, -1)),
  bad(
    'FORMAT declarer: a string is not a number',
    `${P}.declarer`,
    'notWhole',
    second({ ...played(0, H), declarer: '0', declarerPoints: 70 }),
  ),
  bad(
    'FORMAT declarer: a boolean is not a number',
    `${P}.declarer`,
    'notWhole',
    second({ ...played(0, H), declarer: true, declarerPoints: 70 }),
  ),
  bad(
    '§1.1 declarer who sits out: the dealer at 5',
    `${P}.declarer`,
    'declarerSitsOut',
    second(played(1, H, { declarerPoints: 70 }), 'bauerntarock', 5),
  ),
  bad(
    '§1.1 declarer who sits out: dealerSitsOut at 4',
    `${P}.declarer`,
    'declarerSitsOut',
    second(played(1, H, { declarerPoints: 70 }), 'bauerntarock', 4, { dealerSitsOut: true }),
  ),
  bad(
    '§3 declarer who sits out: bavarian at 4',
    `${P}.declarer`,
    'declarerSitsOut',
    second(played(1, 'widow', { declarerPoints: 70 }), 'bavarian', 4),
  ),
  bad(
    'FORMAT contract: required',
    `${P}.contract`,
    'missing',
    second({ kind: 'played', declarer: 0, declarerPoints: 70 }),
  ),
  bad(
    'FORMAT contract: of the variant (bauerntarock)',
    `${P}.contract`,
    'notOneOf',
    b({ declarerPoints: 70 }, 'solo'),
  ),
  bad(
    'FORMAT contract: of the variant (dobbm)',
    `${P}.contract`,
    'notOneOf',
    second(played(2, S, { declarerPoints: 70 }), 'dobbm', 4),
  ),
  bad(
    'FORMAT contract: of the variant (bavarian)',
    `${P}.contract`,
    'notOneOf',
    bav({ declarerPoints: 70 }, H),
  ),
  bad(
    'FORMAT announced: steps of 5',
    `${P}.announced`,
    'notOneOf',
    b({ announced: 67, declarerPoints: 70 }, S),
  ),
  bad(
    'FORMAT announced: at most 116',
    `${P}.announced`,
    'notOneOf',
    b({ announced: 121, declarerPoints: 70 }, S),
  ),
  bad(
    'FORMAT announced: a string is not a number',
    `${P}.announced`,
    'notOneOf',
    b({ announced: '66', declarerPoints: 70 }, S),
  ),
  bad(
    'FORMAT announced: "All" is not "all"',
    `${P}.announced`,
    'notOneOf',
    b({ announced: 'All' }, S),
  ),
  bad(
    '§1.2 announce without hand game',
    `${P}.announced`,
    'announceNeedsHandGame',
    b({ announced: 66, declarerPoints: 70 }),
  ),
  bad(
    '§1.2 all tricks without hand game',
    `${P}.announced`,
    'announceNeedsHandGame',
    b({ announced: 'all', declarerTricks: 'all' }),
  ),
  bad(
    '§2 announce without Solo',
    `${P}.announced`,
    'announceNeedsHandGame',
    second(played(2, 'dobbm', { announced: 71, declarerPoints: 80 }), 'dobbm', 4),
  ),
  bad(
    '§3 raise a widow game',
    `${P}.announced`,
    'announceNeedsHandGame',
    bav({ announced: 66, declarerPoints: 70 }),
  ),
  bad(
    'FORMAT bavarian: no "all"',
    `${P}.announced`,
    'notOneOf',
    bav({ announced: 'all', declarerPoints: 70 }, 'hand'),
  ),
  bad(
    'FORMAT bavarian: no doublings',
    `${P}.doublings`,
    'notForVariant',
    bav({ doublings: 0, declarerPoints: 70 }),
  ),
  bad(
    'FORMAT bavarian: no declarerTricks',
    `${P}.declarerTricks`,
    'notForVariant',
    bav({ declarerTricks: 'some', declarerPoints: 70 }),
  ),
  bad(
    'FORMAT bavarian: no spatz',
    `${P}.spatz`,
    'notForVariant',
    bav({ spatz: { side: 'declarer', result: 'won' }, declarerPoints: 70 }),
  ),
  bad('FORMAT bavarian: points required', `${P}.declarerPoints`, 'pointsMissing', bav({})),
  bad(
    'FORMAT bavarian: not both points',
    `${P}.declarerPoints`,
    'pointsBoth',
    bav({ declarerPoints: 70, defenderPoints: 50 }),
  ),
  bad(
    'FORMAT bavarian: points 0-120',
    `${P}.defenderPoints`,
    'notBetween',
    bav({ defenderPoints: 130 }, 'hand'),
  ),
  bad(
    'FORMAT doublings: from 0',
    `${P}.doublings`,
    'notAtLeast',
    b({ doublings: -1, declarerPoints: 70 }),
  ),
  bad(
    'FORMAT doublings: whole',
    `${P}.doublings`,
    'notWhole',
    b({ doublings: 1.5, declarerPoints: 70 }),
  ),
  bad(
    'FORMAT doublings: a boolean is not a number',
    `${P}.doublings`,
    'notWhole',
    b({ doublings: true, declarerPoints: 70 }),
  ),
  bad(
    '§1.2 too many doublings: 4 calls',
    `${P}.doublings`,
    'tooManyDoublings',
    b({ doublings: 4, declarerPoints: 70 }),
  ),
  bad(
    '§1.2 too many doublings: Sumpern counts',
    `${P}.doublings`,
    'tooManyDoublings',
    b({ doublings: 3, declarerPoints: 70 }, S),
  ),
  bad(
    '§1.2 too many doublings: maxDoublings 1 with Sumpern',
    `${P}.doublings`,
    'tooManyDoublings',
    second(played(2, S, { doublings: 1, declarerPoints: 70 }), 'bauerntarock', 3, {
      maxDoublings: 1,
    }),
  ),
  bad(
    '§2 too many doublings: Solo counts',
    `${P}.doublings`,
    'tooManyDoublings',
    second(played(2, 'solo', { doublings: 3, declarerPoints: 70 }), 'dobbm', 4),
  ),
];

describe('FORMAT.md: bad hands', () => {
  it.each(rows)('$rule: $path $code', checkBadRow);
});

describe('FORMAT.md: notes and meta that are accepted', () => {
  it.each([
    ['a note of 500 characters', { kind: 'redeal', note: 'x'.repeat(500) }],
    ['a note of 500 code points of two UTF-16 units', { kind: 'redeal', note: '🂡'.repeat(500) }],
    ['meta 64 levels deep', { kind: 'redeal', meta: nested(64) }],
    ['meta 64 levels deep, lists', played(2, H, { declarerPoints: 70, meta: nested(64, true) })],
  ])('%s', (_name, hand) => {
    expect(readValid(second(hand)).hands[1]).toMatchObject(hand);
  });
});

describe('the reader hands out hands of one shape', () => {
  // Every field of its kind, in one order, an absent one as undefined: the fold and the
  // statistics then read objects of one layout, whatever the file gave.
  const PLAYED = [
    'kind',
    'declarer',
    'contract',
    'announced',
    'doublings',
    'declarerPoints',
    'defenderPoints',
    'declarerTricks',
    'spatz',
    'note',
    'meta',
  ];
  it.each([
    ['declarer points only', b({ declarerPoints: 70 })],
    ['defender points, a note', b({ note: 'x', defenderPoints: 50 })],
    ['a Spatz and meta', spz('declarer', 'won', 'some', { declarerPoints: 70, meta: { a: 1 } })],
    ['Bavarian', bav({ declarerPoints: 70 })],
  ])('played: %s', (_name, file) => {
    expect(Object.keys(readValid(file).hands[1]!)).toEqual(PLAYED);
  });

  it('redeal: kind, note, meta', () => {
    expect(Object.keys(readValid(second({ kind: 'redeal' })).hands[1]!)).toEqual([
      'kind',
      'note',
      'meta',
    ]);
  });

  it('readGameHand reads one hand to the same shape', () => {
    const game = readValid(b({ declarerPoints: 70 }));
    const read = readGameHand(
      game,
      { kind: 'played', declarer: 0, contract: H, declarerPoints: 70 },
      2,
    );
    expect(read.ok && Object.keys(read.value)).toEqual(PLAYED);
  });
});
