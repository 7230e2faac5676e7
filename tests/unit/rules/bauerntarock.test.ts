/** RULES.md §1.2, §1.3, §1.5: one row per rule, the hand's score for the declarer (3 players). */
import { describe, expect, it } from 'vitest';
import { GAME_FORMAT, GAME_VERSION, readGame, scoreGame } from '../../../src/lib/rules';
import { checkHandRow, played, spatz, type HandRow } from './helpers';

const H = 'hineinschauen';
const S = 'sumpern';

const rows: HandRow[] = [
  // Worked examples of RULES.md §1.5.
  {
    rule: '§1.5 worked: Hineinschauen, one Spritzer, 67, Spatz won before the last',
    hand: played(1, H, { doublings: 1, declarerPoints: 67, ...spatz('declarer', 'won') }),
    score: 24,
    made: true,
    formula: '(67 + 5 − 60) × 2 = 24',
  },
  {
    rule: '§1.5 worked: Sumpern announcing 71, declarer 68, failed',
    hand: played(2, S, { announced: 71, declarerPoints: 68 }),
    score: -4,
    made: false,
    formula: '(68 − 70) × 2 = −4',
  },
  // §1.5 the plain game: one linear rule around 60.
  {
    rule: '§1.5 plain game made at 61',
    hand: played(0, H, { declarerPoints: 61 }),
    score: 1,
    made: true,
  },
  {
    rule: '§1.5 plain game failed at 60 scores 0',
    hand: played(0, H, { declarerPoints: 60 }),
    score: 0,
    made: false,
  },
  {
    rule: '§1.5 plain game failed at 59',
    hand: played(0, H, { declarerPoints: 59 }),
    score: -1,
    made: false,
  },
  {
    rule: '§1.5 plain game with 0 card points',
    hand: played(0, H, { declarerPoints: 0 }),
    score: -60,
    made: false,
  },
  {
    rule: '§1.5 plain game with 120 card points',
    hand: played(0, H, { declarerPoints: 120 }),
    score: 60,
    made: true,
  },
  // §1.5 the source's baselines 60 / 120 / 240 / 480 for 0-3 doublings.
  ...[0, 1, 2, 3].map((doublings) => ({
    rule: `§1.5 baseline with ${doublings} doublings`,
    hand: played(0, H, { doublings, declarerTricks: 'all' }),
    score: 60 * 2 ** doublings,
    made: true,
  })),
  // §1.3 counting.
  {
    rule: "§1.3 defenders' points: 120 minus",
    hand: played(0, H, { defenderPoints: 52 }),
    score: 8,
    made: true,
  },
  {
    rule: "§1.3 defenders' points 59: declarer 61",
    hand: played(0, H, { defenderPoints: 59 }),
    score: 1,
    made: true,
  },
  {
    rule: "§1.3 Matsch: declarer's card points are 0",
    hand: played(0, H, { declarerTricks: 'none' }),
    score: -60,
    made: false,
  },
  {
    rule: '§1.3 Matsch with declarerPoints 0',
    hand: played(0, H, { declarerTricks: 'none', declarerPoints: 0 }),
    score: -60,
    made: false,
  },
  {
    rule: '§1.3 Matsch with defenderPoints 120',
    hand: played(0, H, { declarerTricks: 'none', defenderPoints: 120 }),
    score: -60,
    made: false,
  },
  {
    rule: '§1.3 all tricks: 120 card points',
    hand: played(0, H, { declarerTricks: 'all' }),
    score: 60,
    made: true,
  },
  {
    rule: '§1.3 all tricks with declarerPoints 120',
    hand: played(0, H, { declarerTricks: 'all', declarerPoints: 120 }),
    score: 60,
    made: true,
  },
  {
    rule: '§1.3 all tricks with defenderPoints 0',
    hand: played(0, H, { declarerTricks: 'all', defenderPoints: 0 }),
    score: 60,
    made: true,
  },
  {
    rule: '§1.3 matschMultiplier 3 on Matsch',
    hand: played(0, H, { declarerTricks: 'none' }),
    houseRules: { matschMultiplier: 3 },
    score: -180,
    made: false,
    formula: '(0 − 60) × 3 = −180',
  },
  {
    rule: '§1.3 matschMultiplier not for 0 points with a trick',
    hand: played(0, H, { declarerPoints: 0 }),
    houseRules: { matschMultiplier: 3 },
    score: -60,
    made: false,
  },
  {
    rule: '§1.3 matschMultiplier after doublings',
    hand: played(0, H, { doublings: 1, declarerTricks: 'none' }),
    houseRules: { matschMultiplier: 2 },
    score: -240,
    made: false,
  },
  {
    rule: '§1.3 matschMultiplier with the Spatz',
    hand: played(0, H, { declarerTricks: 'none', ...spatz('declarer', 'lost') }),
    houseRules: { matschMultiplier: 2 },
    score: -130,
    made: false,
  },
  // §1.2 doublings.
  {
    rule: '§1.2 Sumpern counts as one doubling',
    hand: played(0, S, { declarerPoints: 70 }),
    score: 20,
    made: true,
    formula: '(70 − 60) × 2 = 20',
  },
  {
    rule: '§1.2 handGameDoubles off',
    hand: played(0, S, { declarerPoints: 70 }),
    houseRules: { handGameDoubles: false },
    score: 10,
    made: true,
  },
  {
    rule: '§1.2 Sumpern plus two calls: 3 in all',
    hand: played(0, S, { doublings: 2, declarerPoints: 70 }),
    score: 80,
    made: true,
  },
  {
    rule: '§1.2 doubling on Hineinschauen',
    hand: played(0, H, { doublings: 3, declarerPoints: 70 }),
    score: 80,
    made: true,
  },
  {
    rule: '§1.2 maxDoublings 5',
    hand: played(0, S, { doublings: 4, declarerPoints: 70 }),
    houseRules: { maxDoublings: 5 },
    score: 320,
    made: true,
  },
  {
    rule: '§1.2 handGameDoubles off frees a call',
    hand: played(0, S, { doublings: 3, declarerPoints: 70 }),
    houseRules: { handGameDoubles: false },
    score: 80,
    made: true,
  },
  {
    rule: '§1.2 doubled failed game',
    hand: played(0, H, { doublings: 2, declarerPoints: 50 }),
    score: -40,
    made: false,
  },
  // §1.2/§1.5 announcements.
  {
    rule: '§1.2 announced 61 on Hineinschauen is the plain target',
    hand: played(0, H, { announced: 61, declarerPoints: 61 }),
    score: 1,
    made: true,
  },
  {
    rule: '§1.5 announced 66 made exactly',
    hand: played(0, S, { announced: 66, declarerPoints: 66 }),
    score: 12,
    made: true,
  },
  {
    rule: '§1.5 announced 66 failed at 65 scores 0',
    hand: played(0, S, { announced: 66, declarerPoints: 65 }),
    score: 0,
    made: false,
  },
  {
    rule: "§1.5 failed announcement from the defenders' line",
    hand: played(0, S, { announced: 91, declarerPoints: 80 }),
    score: -20,
    made: false,
    formula: '(80 − 90) × 2 = −20',
  },
  {
    rule: '§1.5 announced 116 made',
    hand: played(0, S, { announced: 116, declarerPoints: 116 }),
    score: 112,
    made: true,
  },
  {
    rule: '§1.5 announced 116 failed at 115',
    hand: played(0, S, { announced: 116, declarerPoints: 115 }),
    score: 0,
    made: false,
  },
  {
    rule: '§1.5 failed announcement can score above 0 with the Spatz',
    hand: played(0, S, { announced: 71, declarerPoints: 68, ...spatz('declarer', 'won') }),
    score: 6,
    made: false,
  },
  {
    rule: '§1.5 announcement with Matsch',
    hand: played(0, S, { announced: 66, declarerTricks: 'none' }),
    houseRules: { matschMultiplier: 2 },
    score: -260,
    made: false,
  },
  // §1.5 all tricks announced.
  {
    rule: '§1.5 all tricks announced and made',
    hand: played(0, S, { announced: 'all', declarerTricks: 'all' }),
    score: 120,
    made: true,
    formula: '60 × 2 = 120', // a bare number takes no brackets
  },
  {
    rule: '§1.5 all tricks made with the Spatz in the last trick',
    hand: played(0, S, {
      announced: 'all',
      declarerTricks: 'all',
      ...spatz('declarer', 'won', true),
    }),
    score: 140,
    made: true,
  },
  {
    rule: '§1.5 all tricks failed, points left out',
    hand: played(0, S, { announced: 'all' }),
    score: -120,
    made: false,
  },
  {
    rule: '§1.5 all tricks failed though 120 card points',
    hand: played(0, S, { announced: 'all', declarerPoints: 120 }),
    score: -120,
    made: false,
  },
  {
    rule: '§1.5 all tricks failed with points given',
    hand: played(0, S, { announced: 'all', defenderPoints: 30 }),
    score: -120,
    made: false,
  },
  {
    rule: '§1.5 all tricks failed, Spatz captured',
    hand: played(0, S, { announced: 'all', ...spatz('declarer', 'lost') }),
    score: -130,
    made: false,
  },
  {
    rule: '§1.5 all tricks failed with the Spatz won',
    hand: played(0, S, { announced: 'all', ...spatz('declarer', 'won') }),
    score: -110,
    made: false,
  },
  {
    rule: '§1.5 failed all tricks with Matsch takes matschMultiplier',
    hand: played(0, S, { announced: 'all', declarerTricks: 'none' }),
    houseRules: { matschMultiplier: 2 },
    score: -240,
    made: false,
  },
  {
    rule: '§1.5 all tricks with handGameDoubles off',
    hand: played(0, S, { announced: 'all', declarerTricks: 'all' }),
    houseRules: { handGameDoubles: false },
    score: 60,
    made: true,
  },
  {
    rule: '§1.5 all tricks with two calls',
    hand: played(0, S, { announced: 'all', doublings: 2, declarerTricks: 'all' }),
    score: 480,
    made: true,
  },
];

describe("RULES.md §1 Bauerntarock: the hand's score", () => {
  it.each(rows)('$rule', (row) => checkHandRow(row, 'bauerntarock', 3));
  // The same at 4, and at 5 where the dealer (seat 4) sits out.
  it.each(rows)('$rule at 4', (row) => checkHandRow(row, 'bauerntarock', 4));
  it.each(rows)('$rule at 5', (row) => checkHandRow(row, 'bauerntarock', 5, 4));
});

describe('§1.5 explanation: written when read, the same however it is read', () => {
  const read = readGame({
    format: GAME_FORMAT,
    version: GAME_VERSION,
    variant: 'bauerntarock',
    players: ['A', 'B', 'C'],
    hands: [played(1, H, { doublings: 1, declarerPoints: 67, ...spatz('declarer', 'won') })],
  });

  it('reads as its formula, in JSON too, with the numbers behind it', () => {
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const explanation = scoreGame(read.value).hands[0]!.explanation!;
    expect(explanation.formula).toBe('(67 + 5 − 60) × 2 = 24');
    expect(explanation.formula).toBe(explanation.formula);
    expect(JSON.parse(JSON.stringify(explanation))).toEqual({
      formula: '(67 + 5 − 60) × 2 = 24',
      declarerPoints: 67,
      spatz: 5,
      doublings: 1,
      target: 61,
      matsch: false,
    });
    // Nothing but the explanation's own fields shows (no internals of the lazy text).
    expect(Object.keys(explanation).sort()).toEqual(
      ['declarerPoints', 'doublings', 'matsch', 'spatz', 'target'].sort(),
    );
  });
});
