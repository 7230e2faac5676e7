/**
 * The write module's two checks agree: `validateChange` (the changed hand
 * read, the game folded) answers what `validate` (the whole game rebuilt and
 * read) answers, for the hands a caller hands in, `undefined` fields and all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameRowOf } from './gameRow';
import { validate, validateChange } from '../../../src/lib/files/validate';
import { evaluate, readGameHand, type Hand } from '../../../src/lib/rules';
import { gameFileArb, handFor, mutationArb, seedArb } from '../rules/arbitraries';
import { readValid } from '../rules/helpers';

const HAND_KEYS = [
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
];

const changeArb = fc.record({
  op: fc.constantFrom('append', 'insert', 'edit', 'delete'),
  at: fc.nat(),
  seed: seedArb,
  dealer: fc.nat(),
  mutation: fc.option(mutationArb, { freq: 3, nil: undefined }),
  /** Fields the caller's object has as `undefined` (the form leaves the other pile so). */
  cleared: fc.subarray(HAND_KEYS, { maxLength: 3 }),
});

describe('validateChange', () => {
  it('answers what validate answers for the whole changed game', () => {
    fc.assert(
      fc.property(gameFileArb, changeArb, (file, change) => {
        const game = readValid(file);
        const row = gameRowOf(game);
        const count = game.hands.length;
        const raw = handFor(file, game, change);
        // As the UI hands it in: the reader's full hand when sound, else the odd object as it is.
        const read = readGameHand(game, raw, 0);
        const hand = { ...(read.ok ? read.value : raw) } as Record<string, unknown>;
        for (const key of change.cleared) hand[key] = undefined;

        const op = count === 0 && change.op !== 'insert' ? 'append' : change.op;
        const at =
          op === 'append' ? count : op === 'insert' ? change.at % (count + 1) : change.at % count;
        const hands: Hand[] = [...game.hands];
        if (op === 'delete') hands.splice(at, 1);
        else hands.splice(at, op === 'edit' ? 1 : 0, hand as unknown as Hand);

        const whole = validate(row, hands);
        const incremental = validateChange(row, hands, op === 'delete' ? undefined : at);
        if (!whole.ok) expect(incremental).toStrictEqual(whole);
        else {
          expect(incremental).toStrictEqual({
            ok: true,
            game: whole.game,
            result: evaluate(whole.game).result,
          });
        }
      }),
      { numRuns: 500 },
    );
  });

  const game = readValid({
    format: 'bauerntarock-game',
    version: 1,
    players: ['Anna', 'Bert', 'Chris'],
    hands: [{ kind: 'redeal' }],
  });
  const row = gameRowOf(game);

  it('reads an undefined field as not given', () => {
    const hand = {
      kind: 'played',
      declarer: 1,
      contract: 'sumpern',
      announced: undefined,
      doublings: undefined,
      declarerPoints: undefined,
      defenderPoints: 50,
      declarerTricks: undefined,
    } as unknown as Hand;
    const checked = validateChange(row, [...game.hands, hand], 1);
    // The defaults filled in (the one shape of every hand read: reader-hands.test.ts).
    expect(checked.ok && checked.game.hands[1]).toMatchObject({
      announced: 61,
      doublings: 0,
      defenderPoints: 50,
      declarerTricks: 'some',
    });
  });

  it('refuses a hand that cannot even be written out, as validate does', () => {
    const hand = { kind: 'redeal', meta: { call: () => 0 } } as unknown as Hand;
    const problems = [{ path: 'hands', code: 'notArray' }];
    expect(validateChange(row, [hand], 0)).toEqual({ ok: false, problems });
    expect(validate(row, [hand])).toEqual({ ok: false, problems });
  });

  it('refuses meta nested deeper than FORMAT.md allows with a problem, never a thrown error', () => {
    let meta: Record<string, unknown> = {};
    for (let level = 1; level < 100_000; level++) meta = { a: meta };
    const hand = { kind: 'redeal', meta } as Hand;
    const problems = [{ path: 'hands[0].meta', code: 'tooDeep', params: { max: 64 } }];
    expect(validateChange(row, [hand], 0)).toEqual({ ok: false, problems });
    expect(validate(row, [hand])).toEqual({ ok: false, problems });
  });
});
