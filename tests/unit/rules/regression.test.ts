/**
 * Regression: bugs found while testing the rules engine and the score command, one test
 * each, named after the commit that fixed them and the docs/RULES.md section they break.
 * Expected values are worked by hand beside them.
 */
import { describe, expect, it } from 'vitest';
import { problemMessage } from '../../../src/lib/i18n/problemsAll';
import { fewestTransfers, parseGame, sessionNet, settle } from '../../../src/lib/rules';
import { gameFile, played, problemsOf, score } from './helpers';

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

  // cc5fbf6 "plainer formula without a multiplier": a hand with no doubling showed "(67 − 60) × 1".
  it('RULES.md §1.5: a plain made game explains itself without brackets or × 1', () => {
    const result = score(
      gameFile('bauerntarock', 3, [played(0, 'hineinschauen', { declarerPoints: 67 })]),
    );
    // (67 + 0 − 60) × 2^0 = 7
    expect(result.hands[0]!.scores).toEqual([7, 0, 0]);
    expect(result.hands[0]!.explanation!.formula).toBe('67 − 60 = 7');
  });

  // 794cf20 "one own-doubling rule": the reader and the scoring counted the Sumpern's own
  // doubling apart, so a third call on a Sumpern could pass one and not the other.
  it('RULES.md §1.2: a Sumpern has room for 2 calls under maxDoublings 3, a Hineinschauen for 3', () => {
    const sumpern = (doublings: number) =>
      gameFile('bauerntarock', 3, [played(0, 'sumpern', { declarerPoints: 70, doublings })]);
    // 1 (its own) + 2 calls = 3 doublings: (70 − 60) × 2^3 = 80.
    expect(score(sumpern(2)).hands[0]!.scores).toEqual([80, 0, 0]);
    // 1 + 3 = 4 > 3: refused, naming the field.
    expect(problemsOf(sumpern(3)).map((problem) => problem.path)).toEqual(['hands[0].doublings']);
    // Hineinschauen has no doubling of its own: 3 calls, (70 − 60) × 2^3 = 80.
    const hineinschauen = gameFile('bauerntarock', 3, [
      played(0, 'hineinschauen', { declarerPoints: 70, doublings: 3 }),
    ]);
    expect(score(hineinschauen).hands[0]!.scores).toEqual([80, 0, 0]);
  });

  // 6c406b4 "with all totals equal everyone shared the top": the statistics gave everyone a
  // win; the settlement has always said nobody wins, nobody is last and nobody pays.
  it('RULES.md §1.7: all totals equal: no winner, no last place, no payment', () => {
    const settlement = settle([15, 15, 15, 15], { extraPenalty: 20, extraPenaltyTies: 'each' });
    expect(settlement.winners).toEqual([]);
    expect(settlement.losers).toEqual([]);
    expect(settlement.payments).toEqual([]);
    expect(settlement.net).toEqual([0, 0, 0, 0]);
  });

  // 7e95465 "fewestTransfers takes a settlement's thirds as they come": three tied winners
  // share the loser's payment in thirds, and the transfers refused the rounded thirds.
  it('RULES.md §1.7 Money: thirds of a shared top can still be paid in transfers', () => {
    // Totals 30, 30, 30, 0: the loser pays the difference 30 and the Extrapönale 20 = 50,
    // shared by three winners: 50 / 3 = 16.666… each.
    const { net } = settle([30, 30, 30, 0], { extraPenalty: 20, extraPenaltyTies: 'each' });
    expect(net[3]).toBe(-50);
    for (const seat of [0, 1, 2]) expect(net[seat]).toBeCloseTo(50 / 3, 12);
    // Each third is 16.666667 to the millionth; 3 × 16.666667 = 50.000001, the millionth
    // of drift taken up by the largest balance (the loser's), so three transfers of 16.666667.
    expect(fewestTransfers(net)).toEqual({
      ok: true,
      value: [
        { from: 3, to: 0, amount: 16.666667 },
        { from: 3, to: 1, amount: 16.666667 },
        { from: 3, to: 2, amount: 16.666667 },
      ],
    });
  });

  // 18cb3db "Evening: match players by name as FORMAT.md compares names": "Straße" in one
  // game and "STRASSE " in the next were two people, each with half an evening.
  it('RULES.md §1.7 Money: an evening adds up a person by name as FORMAT.md compares names', () => {
    const evening = sessionNet([
      { players: ['Straße', 'Bert', 'Chris'], net: [10, -4, -6] },
      { players: ['Chris', 'STRASSE ', 'Bert'], net: [3, 5, -8] },
    ]);
    // Straße 10 + 5 = 15, Bert −4 − 8 = −12, Chris −6 + 3 = −3 (sum 0).
    expect(evening).toEqual([
      { player: 'Straße', net: 15 },
      { player: 'Bert', net: -12 },
      { player: 'Chris', net: -3 },
    ]);
  });
});
