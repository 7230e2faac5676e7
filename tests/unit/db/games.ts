/** Game files for storage tests: big, valid games built from a seed. */
import type { Hand } from '../../../src/lib/rules';

/** A small deterministic PRNG (mulberry32), so a failing case can be replayed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid Bauerntarock hand for 3 players: points 0-120 except the impossible 1 and 119. */
export function randomHand(next: () => number, seats = 3): Hand {
  if (next() < 0.05) return { kind: 'redeal' };
  let points = Math.floor(next() * 121);
  if (points === 1 || points === 119) points = 60;
  const sumpern = next() < 0.3;
  return {
    kind: 'played',
    declarer: Math.floor(next() * seats),
    contract: sumpern ? 'sumpern' : 'hineinschauen',
    announced: 61,
    doublings: Math.floor(next() * 2),
    declarerTricks: 'some',
    declarerPoints: points,
    ...(next() < 0.2
      ? { spatz: { side: 'declarer' as const, result: 'won' as const, lastTrick: false } }
      : {}),
  };
}

/** A FORMAT.md file of `count` hands that never ends (endAt null), as text. */
export function bigGameFile(
  count: number,
  seed = 1,
): { text: string; file: Record<string, unknown> } {
  const next = random(seed);
  const hands = Array.from({ length: count }, () => randomHand(next));
  const file = {
    format: 'bauerntarock-game',
    version: 1,
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Chris'],
    firstDealer: 0,
    houseRules: { endAt: null },
    hands: hands.map((h) => stripDefaults(h)),
  };
  return { text: JSON.stringify(file), file };
}

function stripDefaults(hand: Hand): Record<string, unknown> {
  if (hand.kind === 'redeal') return { kind: 'redeal' };
  const { announced, doublings, declarerTricks, ...rest } = hand;
  return {
    ...rest,
    ...(announced !== 61 ? { announced } : {}),
    ...(doublings !== 0 ? { doublings } : {}),
    ...(declarerTricks !== 'some' ? { declarerTricks } : {}),
  };
}
