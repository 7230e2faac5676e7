/**
 * The hand form checks only the hand being entered (a keystroke must not re-read a
 * 1,000-hand game), and a new last hand is scored from the shown result without
 * folding the game again (rules' scoreNextHand). Its answer must be the one a read
 * of the whole game with that hand gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, readGame, toGameFile, type Game } from '../../../src/lib/rules';
import { draftToFileHand, type EntryMode, type HandDraft } from '../../../src/lib/view/handDraft';
import { checkDraft } from '../../../src/lib/view/draftCheck';
import { gameFileArb } from '../rules/arbitraries';

/** What only the form asks (handDraft.ts entryProblems): a file may leave these open. */
const FORM_CODES: string[] = ['allTricksOpen', 'pointsNegative'];

/** The game as the screen has it: with the rules engine's result (which the view folds once). */
const shown = (game: Game) => ({ game, result: evaluate(game).result });

/** The whole-game check: the game file with the hand in place, read by readGame. */
function reference(game: Game, mode: EntryMode, index: number, draft: HandDraft) {
  const file = toGameFile(game);
  const hands = [...(file.hands as unknown[])];
  const at = mode === 'append' ? hands.length : index;
  hands.splice(at, mode === 'edit' ? 1 : 0, draftToFileHand(draft, game.variant));
  const read = readGame({ ...file, hands });
  if (!read.ok) return { ok: false as const, paths: read.problems };
  return {
    ok: true as const,
    hand: read.value.hands[at],
    scores: evaluate(read.value).result.hands[at]!.scores,
  };
}

const draftArb: fc.Arbitrary<HandDraft> = fc.record({
  declarer: fc.option(fc.integer({ min: -1, max: 5 }), { nil: null }),
  contract: fc.constantFrom('sumpern', 'hineinschauen', 'solo', 'dreier', 'bettel', 'x' as never),
  announced: fc.oneof(
    fc.constantFrom(61, 66, 71, 116, 'all' as const),
    fc.integer({ min: 55, max: 125 }),
  ),
  doublings: fc.integer({ min: -1, max: 4 }),
  pointsSide: fc.constantFrom('declarer' as const, 'defenders' as const),
  points: fc.oneof(
    fc.integer({ min: -2, max: 125 }).map(String),
    fc.constantFrom('', ' 70 ', 'abc', '1', '119', '-', '\u2212'),
  ),
  tricks: fc.constantFrom('some' as const, 'none' as const, 'all' as const),
  spatz: fc.option(
    fc.record({
      side: fc.constantFrom('declarer' as const, 'defenders' as const),
      result: fc.constantFrom('won' as const, 'lost' as const),
    }),
    { nil: null },
  ),
  spatzLast: fc.boolean(),
  // FORMAT.md: at most 500 characters; around the limit too.
  note: fc.oneof(
    fc.constantFrom('', '  ', 'Kontra vergessen'),
    fc.string({ maxLength: 20 }),
    fc.integer({ min: 499, max: 501 }).map((n) => 'x'.repeat(n)),
  ),
}) as fc.Arbitrary<HandDraft>;

describe('checkDraft reads one hand and folds the game: the same as reading it all', () => {
  it('agrees with the whole-game read on every kind of game, draft and place', () => {
    fc.assert(
      fc.property(
        gameFileArb,
        draftArb,
        fc.constantFrom<EntryMode>('append', 'edit', 'insert'),
        fc.nat(),
        (file, draft, mode, pick) => {
          const read = readGame(file);
          if (!read.ok) throw new Error('generator gave a bad game');
          const game = read.value;
          if (mode !== 'append' && game.hands.length === 0) return;
          const index = mode === 'append' ? game.hands.length : pick % game.hands.length;
          const quick = checkDraft(shown(game), mode, index, draft);
          const full = reference(game, mode, index, draft);
          // The form's own questions come first and are no part of a file's read.
          const own = quick.problems.filter((p) => FORM_CODES.includes(p.problem.code));
          const rest = quick.problems.slice(own.length).map((p) => p.problem);
          expect(rest.every((p) => !FORM_CODES.includes(p.code))).toBe(true);
          if (own.length > 0) expect(quick.hand).toBeUndefined();
          if (!full.ok) {
            expect(quick.hand).toBeUndefined();
            expect(rest).toEqual(full.paths);
          } else if (own.length > 0) {
            expect(rest).toEqual([]);
          } else {
            expect(quick.problems).toEqual([]);
            expect(quick.hand).toEqual(full.hand);
            expect(quick.preview?.scores).toEqual(full.scores);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
