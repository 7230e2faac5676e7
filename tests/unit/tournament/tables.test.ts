/** RULES.md §4 "Tables": the table sizes for every count of players from 3 to 100. */
import { describe, expect, it } from 'vitest';
import { tableSizes } from '../../../src/lib/tournament';

const count = (sizes: number[], size: number) => sizes.filter((s) => s === size).length;

describe('table sizes (RULES.md §4)', () => {
  it.each([
    // 5 players: one table of 5
    [5, [5]],
    // 6 = 4 + 2 left over, fewer than 10 players: two tables of 3
    [6, [3, 3]],
    // 7 = 4 + 3 left over: one table of 3
    [7, [4, 3]],
    // 10 = 2 × 4 + 2 left over, at least 10 players: two tables of 5 (5 + 5)
    [10, [5, 5]],
    // 13 = 3 × 4 + 1 left over: one table of 5 (4 + 4 + 5), the worked example
    [13, [4, 4, 5]],
    // 14 = 3 × 4 + 2 left over: two tables of 5 (4 + 5 + 5)
    [14, [4, 5, 5]],
    [3, [3]],
    [4, [4]],
    [8, [4, 4]],
    // 9 = 2 × 4 + 1: 4 + 5
    [9, [4, 5]],
    // 11 = 2 × 4 + 3: 4 + 4 + 3
    [11, [4, 4, 3]],
  ])('%i players: %j', (players, sizes) => {
    expect(tableSizes(players)).toEqual(sizes);
  });

  it('refuses fewer than 3 players, and counts that are no whole number', () => {
    for (const players of [-1, 0, 1, 2, 2.5, Number.NaN]) expect(tableSizes(players)).toBeNull();
  });

  for (let players = 3; players <= 100; players++) {
    it(`${players} players: every player seated, tables of 3 to 5, the rule's remainder`, () => {
      const sizes = tableSizes(players)!;
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(players);
      expect(sizes.every((s) => s >= 3 && s <= 5)).toBe(true);
      if (players <= 5) {
        expect(sizes).toEqual([players]);
        return;
      }
      // What is left over after as many tables of 4 as fit decides the rest.
      const left = players % 4;
      const expected = {
        0: { three: 0, five: 0 },
        1: { three: 0, five: 1 },
        2: players >= 10 ? { three: 0, five: 2 } : { three: 2, five: 0 },
        3: { three: 1, five: 0 },
      }[left as 0 | 1 | 2 | 3];
      expect(count(sizes, 3)).toBe(expected.three);
      expect(count(sizes, 5)).toBe(expected.five);
      // The tables of 4: the players not at a table of 3 or 5, four at each.
      expect(count(sizes, 4) * 4).toBe(players - 3 * expected.three - 5 * expected.five);
    });
  }
});
