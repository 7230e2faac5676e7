import { GAME_FORMAT, GAME_VERSION } from '../../src/lib/rules';

/** A small deterministic generator (LCG), so every bench run scores the same games. */
function numbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A long evening as a FORMAT.md game file: 4 players, no automatic end (`endAt` null, so
 * any length is a valid running game), a mix of exchange and hand games, doublings, the
 * Spatz, Matsch and redeals, as a real table would enter them.
 */
export function longGame(hands: number, seed = 2026): Record<string, unknown> {
  const next = numbers(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const list: Record<string, unknown>[] = [];
  for (let i = 0; i < hands; i++) {
    if (next() < 0.05) {
      list.push({ kind: 'redeal' });
      continue;
    }
    const sumpern = next() < 0.25;
    const hand: Record<string, unknown> = {
      kind: 'played',
      declarer: Math.floor(next() * 4),
      contract: sumpern ? 'sumpern' : 'hineinschauen',
      doublings: pick(sumpern ? [0, 0, 1] : [0, 0, 0, 1, 2]),
    };
    if (sumpern && next() < 0.3) hand.announced = pick([66, 71, 76]);
    const roll = next();
    if (roll < 0.03) {
      hand.declarerTricks = 'none';
    } else {
      let points = 20 + Math.floor(next() * 81);
      if (points === 119 || points === 1) points = 60;
      hand[next() < 0.5 ? 'declarerPoints' : 'defenderPoints'] = points;
      if (roll > 0.6) {
        hand.spatz = { side: pick(['declarer', 'defenders']), result: pick(['won', 'lost']) };
      }
    }
    list.push(hand);
  }
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Chris', 'Dora'],
    firstDealer: 0,
    houseRules: { endAt: null },
    hands: list,
  };
}
