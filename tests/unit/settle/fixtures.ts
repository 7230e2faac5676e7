import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseGame, scoreGame, type Game, type GameResult } from '../../../src/lib/rules';

/** A game from the shared examples, read and scored. */
export function example(name: string): { game: Game; result: GameResult } {
  const path = fileURLToPath(new URL(`../../fixtures/examples/${name}.json`, import.meta.url));
  const read = parseGame(readFileSync(path, 'utf8'), path);
  if (!read.ok) throw new Error(`${name}: ${JSON.stringify(read.problems)}`);
  return { game: read.value, result: scoreGame(read.value) };
}

/** A game from facts written inline. */
export function scored(game: Game): { game: Game; result: GameResult } {
  return { game, result: scoreGame(game) };
}

/**
 * Bavarian Tarock, ante 20, played until the pot is empty (RULES.md §3):
 * hand game 71 made with 94 (each defender pays 45), widow 67 made (10 from
 * the pot), widow 53 failed (10 to each defender), widow 120 made but capped
 * at the 40 left. Totals −45, 120, −75.
 */
export const BAVARIAN_EMPTY_POT: Game = {
  variant: 'bavarian',
  players: ['Anna', 'Bert', 'Chris'],
  firstDealer: 0,
  houseRules: { ante: 20 },
  hands: [
    {
      kind: 'played',
      declarer: 1,
      contract: 'hand',
      announced: 71,
      doublings: 0,
      declarerTricks: 'some',
      declarerPoints: 94,
    },
    {
      kind: 'played',
      declarer: 0,
      contract: 'widow',
      announced: 61,
      doublings: 0,
      declarerTricks: 'some',
      declarerPoints: 67,
    },
    {
      kind: 'played',
      declarer: 2,
      contract: 'widow',
      announced: 61,
      doublings: 0,
      declarerTricks: 'some',
      declarerPoints: 53,
    },
    {
      kind: 'played',
      declarer: 1,
      contract: 'widow',
      announced: 61,
      doublings: 0,
      declarerTricks: 'some',
      declarerPoints: 120,
    },
  ],
};

/** RULES.md §1.7 worked example: totals 120, 40, −10 from three hands. */
export const WORKED_SETTLEMENT: Game = {
  variant: 'bauerntarock',
  players: ['Anna', 'Bert', 'Chris'],
  firstDealer: 0,
  houseRules: { endAt: null },
  hands: [],
};
