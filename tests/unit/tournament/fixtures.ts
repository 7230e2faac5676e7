/** Hand-worked games for the tournament tests: a Hineinschauen with no doubling scores p − 60 (RULES.md §1.5). */
import type { Game, Hand } from '../../../src/lib/rules';
import type { Tournament } from '../../../src/lib/tournament';

/** A Hineinschauen by `declarer` with `points` card points and nothing else: `points − 60`. */
export const hs = (declarer: number, points: number): Hand => ({
  kind: 'played',
  declarer,
  contract: 'hineinschauen',
  announced: 61,
  doublings: 0,
  declarerPoints: points,
  declarerTricks: 'some',
});

export const redeal: Hand = { kind: 'redeal' };

export function game(
  players: string[],
  hands: Hand[],
  meta?: Record<string, unknown>,
  houseRules: Game['houseRules'] = {},
): Game {
  return {
    variant: 'bauerntarock',
    players,
    firstDealer: 0,
    houseRules,
    hands,
    ...(meta ? { meta } : {}),
  };
}

export const NAMES = [
  'Anna',
  'Bert',
  'Chris',
  'Dora',
  'Emil',
  'Fritz',
  'Gerd',
  'Hanna',
  'Ida',
  'Jakob',
  'Kathi',
  'Luis',
  'Maria',
];

/** 13 players (ids p1..p13, names above), 3 rounds, round end the game's own end. */
export function tournament13(): Tournament {
  return {
    id: 't1',
    name: 'Preistarock Brixen',
    date: '2026-12-05',
    place: 'Gasthof Post',
    variant: 'bauerntarock',
    houseRules: {},
    rounds: 3,
    roundEnd: { kind: 'gameEnd' },
    players: NAMES.map((name, i) => ({ id: `p${i + 1}`, name, from: 1, until: null })),
    seed: 12345,
    draws: [],
    prizes: '',
  };
}
