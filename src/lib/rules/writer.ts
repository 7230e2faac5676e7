import { GAME_FORMAT, GAME_VERSION } from './reader';
import type { Game, Hand } from './types';
import { PLAIN_TARGET } from './types';

/** A game as FORMAT.md's file: defaults left out, so the file says what the table said. */
export function toGameFile(game: Game): Record<string, unknown> {
  const file: Record<string, unknown> = {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    variant: game.variant,
    players: [...game.players],
    firstDealer: game.firstDealer,
    houseRules: structuredClone(game.houseRules),
    hands: game.hands.map(toHandFile),
  };
  if (game.meta) file.meta = structuredClone(game.meta);
  return file;
}

export function toHandFile(hand: Hand): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: hand.kind };
  if (hand.kind === 'played') {
    out.declarer = hand.declarer;
    out.contract = hand.contract;
    if (hand.announced !== PLAIN_TARGET) out.announced = hand.announced;
    if (hand.doublings !== 0) out.doublings = hand.doublings;
    if (hand.declarerPoints !== undefined) out.declarerPoints = hand.declarerPoints;
    if (hand.defenderPoints !== undefined) out.defenderPoints = hand.defenderPoints;
    if (hand.declarerTricks !== 'some') out.declarerTricks = hand.declarerTricks;
    if (hand.spatz) out.spatz = { ...hand.spatz };
  }
  if (hand.note !== undefined) out.note = hand.note;
  if (hand.meta !== undefined) out.meta = structuredClone(hand.meta);
  return out;
}
