/**
 * readGameHand: one hand read for its place in a game the reader accepted
 * (a save reads only the changed hand, then folds the game). With
 * `evaluate` over the changed game it must answer exactly what `readGame`
 * answers for the whole changed file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, readGame, readGameHand, type Game, type Result } from '../../../src/lib/rules';
import { gameFileArb, handFor, mutationArb, seedArb } from './arbitraries';
import { gameFile, played, readValid, redeal, type FileHand } from './helpers';

type Op = 'append' | 'insert' | 'edit' | 'delete';

/** The incremental check as the write module does it: the changed hand, then the fold. */
function readChange(game: Game, op: Op, at: number, raw: FileHand): Result<Game> {
  const hands = [...game.hands];
  if (op === 'delete') hands.splice(at, 1);
  else {
    const read = readGameHand(game, raw, at);
    if (!read.ok) return read;
    hands.splice(at, op === 'edit' ? 1 : 0, read.value);
  }
  const changed = { ...game, hands };
  const { problems } = evaluate(changed);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: changed };
}

/** The same change made to the file, read whole. */
function readWhole(file: Record<string, unknown>, op: Op, at: number, raw: FileHand) {
  const hands = [...(file.hands as FileHand[])];
  if (op === 'delete') hands.splice(at, 1);
  else hands.splice(at, op === 'edit' ? 1 : 0, raw);
  return readGame({ ...file, hands });
}

const changeArb = fc.record({
  op: fc.constantFrom<Op>('append', 'append', 'insert', 'edit', 'delete'),
  at: fc.nat(),
  seed: seedArb,
  /** Who deals in the built hand's eyes: another dealer than the real one may seat out its declarer. */
  dealer: fc.nat(),
  /** A near miss: the valid hand with one place changed, a key deleted or added. */
  mutation: fc.option(mutationArb, { freq: 2, nil: undefined }),
});

describe('readGameHand', () => {
  it('with the fold, agrees with reading the whole changed game (ok, hands, problems)', () => {
    const seen = { ok: 0, handProblem: 0, courseProblem: 0 };
    fc.assert(
      fc.property(gameFileArb, changeArb, (file, change) => {
        const game = readValid(file);
        const count = game.hands.length;
        const raw = handFor(file, game, change);
        const op =
          count === 0 && (change.op === 'edit' || change.op === 'delete') ? 'append' : change.op;
        const at =
          op === 'append' ? count : op === 'insert' ? change.at % (count + 1) : change.at % count;

        const incremental = readChange(game, op, at, raw);
        expect(incremental).toStrictEqual(readWhole(file, op, at, raw));
        if (incremental.ok) seen.ok += 1;
        else if (
          incremental.problems.some((p) => p.code === 'afterEnd' || p.code === 'declarerSitsOut')
        ) {
          seen.courseProblem += 1;
        } else seen.handProblem += 1;
      }),
      { numRuns: 1000 },
    );
    // The generators reach all three answers, so the agreement above means something.
    expect(seen.ok).toBeGreaterThan(100);
    expect(seen.handProblem).toBeGreaterThan(100);
    expect(seen.courseProblem).toBeGreaterThan(10);
  });

  // Known answers: the path is the hand's place in the game, defaults as readGame fills them in.
  const game = readValid(
    gameFile('bauerntarock', 3, [played(0, 'sumpern', { declarerPoints: 70 }), redeal], {
      houseRules: { maxDoublings: 2 },
    }),
  );

  it('fills in the defaults readGame fills in', () => {
    expect(readGameHand(game, played(1, 'hineinschauen', { defenderPoints: 50 }), 2)).toEqual({
      ok: true,
      value: {
        kind: 'played',
        declarer: 1,
        contract: 'hineinschauen',
        announced: 61,
        doublings: 0,
        defenderPoints: 50,
        declarerTricks: 'some',
      },
    });
    expect(readGameHand(game, { kind: 'redeal', note: 'Karten' }, 0)).toEqual({
      ok: true,
      value: { kind: 'redeal', note: 'Karten' },
    });
  });

  it('names problems by the place the hand takes, with the game seats and house rules', () => {
    expect(readGameHand(game, played(3, 'hineinschauen', { declarerPoints: 70 }), 7)).toEqual({
      ok: false,
      problems: [{ path: 'hands[7].declarer', code: 'noSuchSeat', params: { value: 3, max: 2 } }],
    });
    // RULES.md §1.2: the Sumpern's own doubling counts against the house rule's 2.
    expect(
      readGameHand(game, played(0, 'sumpern', { declarerPoints: 70, doublings: 2 }), 1),
    ).toEqual({
      ok: false,
      problems: [
        {
          path: 'hands[1].doublings',
          code: 'tooManyDoublings',
          params: { value: 2, max: 1, maxDoublings: 2 },
        },
      ],
    });
    const bavarian = readValid(gameFile('bavarian', 3));
    expect(
      readGameHand(bavarian, played(0, 'widow', { declarerPoints: 70, doublings: 1 }), 0),
    ).toEqual({
      ok: false,
      problems: [
        { path: 'hands[0].doublings', code: 'notForVariant', params: { variant: 'bavarian' } },
      ],
    });
  });

  it('leaves the course of the game to the fold: a declarer who sits out reads fine alone', () => {
    const four = readValid(
      gameFile('bauerntarock', 4, [], { houseRules: { dealerSitsOut: true } }),
    );
    // Seat 0 deals the first hand and sits out; the hand alone is sound.
    const hand = played(0, 'hineinschauen', { declarerPoints: 70 });
    expect(readGameHand(four, hand, 0).ok).toBe(true);
    expect(readChange(four, 'append', 0, hand)).toEqual({
      ok: false,
      problems: [{ path: 'hands[0].declarer', code: 'declarerSitsOut', params: { seat: 0 } }],
    });
  });
});
