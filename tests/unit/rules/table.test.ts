/** RULES.md §1.1: who deals, who sits out, redeals. */
import { describe, expect, it } from 'vitest';
import { gameFile, played, score } from './helpers';

const H = 'hineinschauen';

describe('RULES.md §1.1 the table: dealers and who sits out', () => {
  const hands = (n: number, seats: number) =>
    Array.from({ length: n }, (_, i) => played((i + 1) % seats, H, { declarerPoints: 70 }));

  it.each([
    {
      rule: '§1.1 3 players: deal rotates, nobody sits out',
      players: 3,
      first: 0,
      rules: {},
      dealers: [0, 1, 2, 0],
      out: [null, null, null, null],
      next: 1,
    },
    {
      rule: '§1.1 4 players: nobody sits out by default',
      players: 4,
      first: 0,
      rules: {},
      dealers: [0, 1, 2, 3, 0],
      out: [null, null, null, null, null],
      next: 1,
    },
    {
      rule: '§1.1 4 players with dealerSitsOut: the dealer sits out',
      players: 4,
      first: 0,
      rules: { dealerSitsOut: true },
      dealers: [0, 1, 2, 3, 0],
      out: [0, 1, 2, 3, 0],
      next: 1,
    },
    {
      rule: '§1.1 4 players with dealerSitsOut false',
      players: 4,
      first: 1,
      rules: { dealerSitsOut: false },
      dealers: [1, 2, 3, 0],
      out: [null, null, null, null],
      next: 1,
    },
    {
      rule: '§1.1 5 players: the dealer sits out',
      players: 5,
      first: 3,
      rules: {},
      dealers: [3, 4, 0, 1, 2, 3],
      out: [3, 4, 0, 1, 2, 3],
      next: 4,
    },
    {
      rule: '§1.1 firstDealer starts the rotation',
      players: 3,
      first: 2,
      rules: {},
      dealers: [2, 0, 1],
      out: [null, null, null],
      next: 2,
    },
  ])('$rule', ({ players, first, rules, dealers, out, next }) => {
    const file = gameFile('bauerntarock', players, hands(dealers.length, players), {
      firstDealer: first,
      houseRules: rules,
    });
    // The declarer must not be the sitting-out dealer: pick the seat after the dealer.
    file.hands = dealers.map((dealer) => played((dealer + 1) % players, H, { declarerPoints: 70 }));
    const result = score(file);
    expect(result.hands.map((hand) => hand.dealer)).toEqual(dealers);
    expect(result.hands.map((hand) => hand.sitsOut)).toEqual(out);
    expect(result.nextDealer).toBe(next);
    expect(result.nextSitsOut).toBe(out[0] === null ? null : next);
  });

  it('§1.1 a redeal scores nothing and the same dealer deals again', () => {
    const result = score(
      gameFile('bauerntarock', 5, [
        { kind: 'redeal' },
        { kind: 'redeal', note: 'Schöneres' },
        played(2, H, { declarerPoints: 70 }),
        { kind: 'redeal' },
      ]),
    );
    expect(result.hands.map((hand) => hand.dealer)).toEqual([0, 0, 0, 1]);
    expect(result.hands.map((hand) => hand.sitsOut)).toEqual([0, 0, 0, 1]);
    expect(result.hands[0]!.scores).toEqual([0, 0, 0, 0, 0]);
    expect(result.hands[0]!.made).toBeUndefined();
    expect(result.hands[0]!.declarer).toBeUndefined();
    expect(result.totals).toEqual([0, 0, 10, 0, 0]);
    expect(result.nextDealer).toBe(1);
    expect(result.played).toBe(1);
  });
});
