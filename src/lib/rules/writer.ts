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
  if (game.meta) file.meta = copyJson(game.meta);
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
  if (hand.meta !== undefined) out.meta = copyJson(hand.meta);
  return out;
}

/**
 * A copy of a JSON value's objects and lists, made without recursion: `meta`
 * is the app's own and may be nested deeper than a recursive copy (or
 * structuredClone) can go; the reader then refuses it (FORMAT.md: at most 64
 * levels), but writing it out must not throw first. A function or symbol
 * throws, as structuredClone's does; other values are kept.
 */
function copyJson<T>(value: T): T {
  const copy = (node: unknown): unknown => {
    if (Array.isArray(node)) return new Array<unknown>(node.length);
    if (isPlainObject(node)) return {};
    // As structuredClone would: a function or symbol cannot be written out.
    if (typeof node === 'function' || typeof node === 'symbol') {
      throw new TypeError(`cannot write a ${typeof node}`);
    }
    return node;
  };
  const root = copy(value);
  const pending: [source: unknown, target: unknown][] = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, target] = next as [Record<string, unknown>, Record<string, unknown>];
    if (source === target) continue;
    for (const key of Object.keys(source)) {
      const child = source[key];
      const childCopy = copy(child);
      // A "__proto__" key from JSON.parse is an own key; plain assignment would set the prototype.
      if (key === '__proto__') {
        Object.defineProperty(target, key, {
          value: childCopy,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else target[key] = childCopy;
      if (childCopy !== child) pending.push([child, childCopy]);
    }
  }
  return root as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
