/** FORMAT.md validation of hands (points, tricks, the Spatz) and the hands that are accepted. */
import { describe, expect, it } from 'vitest';
import { problemMessage } from '../../../src/lib/i18n/problemsAll';
import { readGame } from '../../../src/lib/rules';
import { bad, checkBadRow, played, readValid, type FileHand } from './helpers';
import { H, P, S, b, bav, second, spz } from './handFiles';

const rows = [
  bad(
    'FORMAT points: exactly one, not both',
    `${P}.declarerPoints`,
    'pointsBoth',
    b({ declarerPoints: 70, defenderPoints: 50 }),
  ),
  bad(
    'FORMAT points: both even with Matsch',
    `${P}.declarerPoints`,
    'pointsBoth',
    b({ declarerTricks: 'none', declarerPoints: 0, defenderPoints: 120 }),
  ),
  bad('FORMAT points: one required', `${P}.declarerPoints`, 'pointsMissing', b({})),
  bad(
    'FORMAT points: required for an announcement',
    `${P}.declarerPoints`,
    'pointsMissing',
    b({ announced: 66 }, S),
  ),
  bad(
    'FORMAT declarerPoints: at most 120',
    `${P}.declarerPoints`,
    'notBetween',
    b({ declarerPoints: 121 }),
  ),
  bad(
    'FORMAT declarerPoints: from 0',
    `${P}.declarerPoints`,
    'notBetween',
    b({ declarerPoints: -1 }),
  ),
  bad(
    '§1.3 declarerPoints 1 cannot occur',
    `${P}.declarerPoints`,
    'impossiblePoints',
    b({ declarerPoints: 1 }),
  ),
  bad(
    '§1.3 declarerPoints 119 cannot occur',
    `${P}.declarerPoints`,
    'impossiblePoints',
    b({ declarerPoints: 119 }),
  ),
  bad(
    '§1.3 defenderPoints 1 cannot occur',
    `${P}.defenderPoints`,
    'impossiblePoints',
    b({ defenderPoints: 1 }),
  ),
  bad(
    '§3 bavarian 119 cannot occur',
    `${P}.declarerPoints`,
    'impossiblePoints',
    bav({ declarerPoints: 119 }),
  ),
  bad('FORMAT points: whole', `${P}.declarerPoints`, 'notWhole', b({ declarerPoints: 70.5 })),
  bad(
    'FORMAT points: a negative number is out of range, not "not whole"',
    `${P}.defenderPoints`,
    'notBetween',
    b({ defenderPoints: -5 }),
  ),
  bad(
    'FORMAT points: a huge negative number is out of range too',
    `${P}.declarerPoints`,
    'notBetween',
    b({ declarerPoints: -1e300 }),
  ),
  bad(
    'FORMAT points: 1e300 is too large, not "not whole"',
    `${P}.declarerPoints`,
    'numberTooLarge',
    b({ declarerPoints: 1e300 }),
  ),
  bad(
    'FORMAT points: 9007199254740993 is too large (JSON.parse reads it as 2^53)',
    `${P}.defenderPoints`,
    'numberTooLarge',
    JSON.parse(
      JSON.stringify(b({ defenderPoints: 0 })).replace(
        '"defenderPoints":0',
        '"defenderPoints":9007199254740993',
      ),
    ),
  ),
  bad(
    'FORMAT points: a string is not a number',
    `${P}.defenderPoints`,
    'notWhole',
    b({ defenderPoints: '50' }),
  ),
  bad(
    'FORMAT points: a boolean is not a number',
    `${P}.declarerPoints`,
    'notWhole',
    b({ declarerPoints: false }),
  ),
  bad(
    'FORMAT points: null is not a number',
    `${P}.declarerPoints`,
    'notWhole',
    b({ declarerPoints: null }),
  ),
  bad(
    'FORMAT declarerTricks: some, none, all',
    `${P}.declarerTricks`,
    'notOneOf',
    b({ declarerTricks: 'most', declarerPoints: 70 }),
  ),
  bad(
    'FORMAT Matsch: declarerPoints must be 0',
    `${P}.declarerPoints`,
    'pointsContradictTricks',
    b({ declarerTricks: 'none', declarerPoints: 10 }),
  ),
  bad(
    'FORMAT Matsch: defenderPoints must be 120',
    `${P}.defenderPoints`,
    'pointsContradictTricks',
    b({ declarerTricks: 'none', defenderPoints: 100 }),
  ),
  bad(
    'FORMAT all tricks: declarerPoints must be 120',
    `${P}.declarerPoints`,
    'pointsContradictTricks',
    b({ declarerTricks: 'all', declarerPoints: 100 }),
  ),
  bad(
    'FORMAT all tricks: defenderPoints must be 0',
    `${P}.defenderPoints`,
    'pointsContradictTricks',
    b({ declarerTricks: 'all', defenderPoints: 20 }),
  ),
  bad(
    'FORMAT all announced and made: points contradict',
    `${P}.declarerPoints`,
    'pointsContradictTricks',
    b({ announced: 'all', declarerTricks: 'all', declarerPoints: 90 }, S),
  ),
  bad(
    'FORMAT spatz: Matsch, the declarer cannot win it',
    `${P}.spatz`,
    'spatzImpossible',
    spz('declarer', 'won', 'none'),
  ),
  bad(
    'FORMAT spatz: Matsch, the declarer cannot capture it',
    `${P}.spatz`,
    'spatzImpossible',
    spz('defenders', 'lost', 'none'),
  ),
  bad(
    'FORMAT spatz: all tricks, the defenders cannot win it',
    `${P}.spatz`,
    'spatzImpossible',
    spz('defenders', 'won', 'all', { announced: 'all' }),
  ),
  bad(
    'FORMAT spatz: all tricks, the defenders cannot capture it',
    `${P}.spatz`,
    'spatzImpossible',
    spz('declarer', 'lost', 'all'),
  ),
  bad('FORMAT spatz: an object', `${P}.spatz`, 'notObject', b({ declarerPoints: 70, spatz: true })),
  bad(
    'FORMAT spatz: no other keys',
    `${P}.spatz.trick`,
    'unknownKey',
    b({ declarerPoints: 70, spatz: { side: 'declarer', result: 'won', trick: 3 } }),
  ),
  bad(
    'FORMAT spatz: side required',
    `${P}.spatz.side`,
    'missing',
    b({ declarerPoints: 70, spatz: { result: 'won' } }),
  ),
  bad(
    'FORMAT spatz: result required',
    `${P}.spatz.result`,
    'missing',
    b({ declarerPoints: 70, spatz: { side: 'declarer' } }),
  ),
  bad(
    'FORMAT spatz: side declarer or defenders',
    `${P}.spatz.side`,
    'notOneOf',
    b({ declarerPoints: 70, spatz: { side: 'dealer', result: 'won' } }),
  ),
  bad(
    'FORMAT spatz: result won or lost',
    `${P}.spatz.result`,
    'notOneOf',
    b({ declarerPoints: 70, spatz: { side: 'declarer', result: 'captured' } }),
  ),
  bad(
    'FORMAT spatz: lastTrick true or false',
    `${P}.spatz.lastTrick`,
    'notBoolean',
    b({ declarerPoints: 70, spatz: { side: 'declarer', result: 'won', lastTrick: 1 } }),
  ),
];

describe('FORMAT.md: bad points, tricks and Spatz', () => {
  it.each(rows)('$rule: $path $code', checkBadRow);
});

describe('FORMAT.md: hands that are accepted', () => {
  it.each([
    ['a redeal with note and meta', { kind: 'redeal', note: 'Schöneres', meta: { at: 1 } }],
    ['announced 61 on Hineinschauen', played(2, H, { announced: 61, declarerPoints: 61 })],
    ['points 0 with a trick', played(2, H, { declarerPoints: 0 })],
    ['points 120 without every trick', played(2, H, { defenderPoints: 0 })],
    ['Matsch without points', played(2, H, { declarerTricks: 'none' })],
    ['all tricks without points', played(2, H, { declarerTricks: 'all' })],
    ['a failed "all" without points', played(2, S, { announced: 'all' })],
    ['a failed "all" with Matsch', played(2, S, { announced: 'all', declarerTricks: 'none' })],
    [
      'Matsch, the defenders win the Spatz',
      played(2, H, { declarerTricks: 'none', spatz: { side: 'defenders', result: 'won' } }),
    ],
    [
      'Matsch, the declarer loses the Spatz',
      played(2, H, {
        declarerTricks: 'none',
        spatz: { side: 'declarer', result: 'lost', lastTrick: true },
      }),
    ],
    [
      'all tricks, the declarer wins the Spatz last',
      played(2, H, {
        declarerTricks: 'all',
        spatz: { side: 'declarer', result: 'won', lastTrick: true },
      }),
    ],
    [
      'all tricks, the defenders lose the Spatz',
      played(2, H, { declarerTricks: 'all', spatz: { side: 'defenders', result: 'lost' } }),
    ],
    ['3 doublings on Hineinschauen', played(2, H, { doublings: 3, declarerPoints: 61 })],
    ['doublings 0 on Sumpern', played(2, S, { doublings: 0, declarerPoints: 61 })],
  ])('%s', (_name, hand) => {
    expect(readValid(second(hand)).hands[1]).toMatchObject(hand);
  });

  it('FORMAT whole numbers: 67.0 and 6.7e1 are 67', () => {
    for (const written of ['67.0', '6.7e1', '670e-1']) {
      const text = JSON.stringify(b({ declarerPoints: 67 })).replace(
        '"declarerPoints":67',
        `"declarerPoints":${written}`,
      );
      expect(text).toContain(written);
      expect(readValid(JSON.parse(text)).hands[1]).toMatchObject({ declarerPoints: 67 });
    }
  });

  it('FORMAT whole numbers: the words say what is wrong', () => {
    const message = (hand: FileHand) => {
      const read = readGame(second(played(2, H, hand)));
      return read.ok ? '' : problemMessage(read.problems[0]!);
    };
    expect(message({ declarerPoints: -5 })).toBe(
      'hands[1].declarerPoints: -5 is not between 0 and 120',
    );
    expect(message({ declarerPoints: 1e300 })).toBe(
      'hands[1].declarerPoints: 1e+300 is too large; at most 120',
    );
    expect(message({ declarerPoints: 67.5 })).toBe(
      'hands[1].declarerPoints: must be a whole number, not 67.5',
    );
  });

  it('fills the defaults of a played hand', () => {
    expect(readValid(second(played(2, H, { defenderPoints: 50 }))).hands[1]).toEqual({
      kind: 'played',
      declarer: 2,
      contract: H,
      announced: 61,
      doublings: 0,
      defenderPoints: 50,
      declarerTricks: 'some',
    });
  });

  it('spatz.lastTrick defaults to false', () => {
    const hand = readValid(b({ declarerPoints: 70, spatz: { side: 'declarer', result: 'won' } }))
      .hands[1];
    expect(hand).toMatchObject({ spatz: { side: 'declarer', result: 'won', lastTrick: false } });
  });

  it('bavarian hands carry the defaults of the tarock fields', () => {
    const hand = readValid(bav({ announced: 66, defenderPoints: 40 }, 'hand')).hands[1];
    expect(hand).toEqual({
      kind: 'played',
      declarer: 2,
      contract: 'hand',
      announced: 66,
      doublings: 0,
      defenderPoints: 40,
      declarerTricks: 'some',
    });
  });
});
