/**
 * Game files as a phone sends them (FORMAT.md "Between phones"): the facts plus
 * `meta.spatz` with a random UUID and timestamps per hand, which is what makes a
 * payload big (ids do not compress). Every variant, any length.
 */
import { longGame } from '../../../scripts/bench/games';
import type { Variant } from '../../../src/lib/rules';

function numbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function hands(variant: Variant, count: number, seed: number): Record<string, unknown>[] {
  if (variant === 'bauerntarock') return longGame(count, seed).hands as Record<string, unknown>[];
  const next = numbers(seed);
  return Array.from({ length: count }, () => {
    const points = 20 + Math.floor(next() * 81); // 20..100, never 1 or 119
    if (variant === 'bavarian') {
      // Hand games only: they never touch the pot, so any length is a running game.
      return {
        kind: 'played',
        declarer: Math.floor(next() * 3),
        contract: 'hand',
        declarerPoints: points,
      };
    }
    return {
      kind: 'played',
      declarer: Math.floor(next() * 4),
      contract: next() < 0.3 ? 'solo' : 'dobbm',
      ...(next() < 0.2 ? { doublings: 1 } : {}),
      declarerPoints: points,
    };
  });
}

const PLAYERS: Record<Variant, string[]> = {
  bauerntarock: ['Anna', 'Bert', 'Chris', 'Dora'],
  dobbm: ['Eva', 'Franz', 'Gerti', 'Hias'],
  bavarian: ['Ida', 'Josef', 'Kathi'],
};

/** The text `exportForTable` would hand to the codec for such a game. */
export function sentGame(variant: Variant, count: number, seed = 7): { text: string; id: string } {
  const id = crypto.randomUUID();
  const start = Date.UTC(2026, 10, 27, 19);
  const list = hands(variant, count, seed);
  const sessionId = crypto.randomUUID();
  const file = {
    format: 'bauerntarock-game',
    version: 1,
    variant,
    players: PLAYERS[variant],
    firstDealer: 0,
    houseRules: variant === 'bavarian' ? {} : { endAt: null },
    hands: list,
    meta: {
      spatz: {
        id,
        sessionId,
        createdAt: start,
        updatedAt: start + count * 90_000,
        stoppedEarly: false,
        deleted: false,
        hands: list.map((_, i) => ({
          id: crypto.randomUUID(),
          createdAt: start + i * 90_000,
          updatedAt: start + i * 90_000,
        })),
        // The evening as a phone sends it (db tableFile): with its id and times.
        session: {
          id: sessionId,
          createdAt: start,
          updatedAt: start,
          date: '2026-11-27',
          place: 'Gasthof Post',
          stakePerPoint: 0.05,
          coin: 0.1,
        },
        sent: { rev: crypto.randomUUID(), from: 'Anna', at: start + count * 90_000 + 1 },
      },
    },
  };
  return { text: JSON.stringify(file), id };
}
