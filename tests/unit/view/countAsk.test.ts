import { describe, expect, it } from 'vitest';
import { countAsksMatsch } from '../../../src/lib/view/countAsk';

describe('the card counter asks Matsch or not before 0 card points (RULES.md §1.3)', () => {
  it.each([
    ['an empty declarer pile', 'declarer', 0, true, true],
    ['all 120 in the defenders pile', 'defenders', 120, true, true],
    ['an empty defenders pile (the declarer has 120)', 'defenders', 0, true, false],
    ['a declarer pile of 2', 'declarer', 2, true, false],
    ['Bavarian Tarock, which has no Matsch (§3)', 'declarer', 0, false, false],
  ] as const)('%s', (_name, side, points, tarock, asks) => {
    expect(countAsksMatsch(side, points, tarock)).toBe(asks);
  });
});
