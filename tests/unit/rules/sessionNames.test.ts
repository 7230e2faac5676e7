/**
 * An evening adds up each player's net over its games (RULES.md §1.7, Money), a player
 * being one name as FORMAT.md compares names: after NFKC and full case folding, so the
 * same person typed "Maß" in one game and "MASS" in the next is one player, as the
 * roster (and so the statistics and the money still owed) counts them.
 */
import { describe, expect, it } from 'vitest';
import { sessionNet } from '../../../src/lib/rules/money';

describe('sessionNet matches names as FORMAT.md compares them', () => {
  it('"Maß" and "MASS" are one player of the evening', () => {
    // RULES.md §1.7 worked example: totals 120, 40, −10 give +230, −80, −150.
    const net = sessionNet([
      { players: ['Maß', 'Bert', 'Chris'], net: [230, -80, -150] },
      { players: ['MASS', 'Bert', 'Chris'], net: [-80, 230, -150] },
    ]);
    expect(net).toEqual([
      { player: 'Maß', net: 150 },
      { player: 'Bert', net: 150 },
      { player: 'Chris', net: -300 },
    ]);
  });

  it('a compatibility form (NFKC) is the same name too', () => {
    // "ﬁ" (U+FB01) is "fi" after NFKC.
    const net = sessionNet([
      { players: ['Seraﬁn', 'Bert', 'Chris'], net: [10, -5, -5] },
      { players: ['Serafin', 'Bert', 'Chris'], net: [10, -5, -5] },
    ]);
    expect(net.map((entry) => entry.net)).toEqual([20, -10, -10]);
  });
});
