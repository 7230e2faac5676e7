/**
 * The play of a played hand as a game file tells it (FORMAT.md): the calls, who took the
 * tricks, the card piles and the Spatz, each checked against the others. readHand.ts reads
 * the rest of the hand (who declared what) and puts them together.
 */
import { has, join, type Problems } from './check';
import type { Announced, HouseRules, PlayedHand, SpatzEvent, Tricks } from './types';
import { SIDES, SPATZ_RESULTS, TRICKS } from './types';
import type { VariantRules } from './variant';
import { maxCalls } from './variants';

/** A field's path in the hand, from its key. */
export type At = (key: string) => string;

const SPATZ_KEYS = ['side', 'result', 'lastTrick'];
/** RULES.md §1.3: 1 and 119 cannot occur with this pack. */
const IMPOSSIBLE_POINTS = [1, 119];

/** Doublings, the declarer's tricks and the Spatz: Bauerntarock and Dobbm only. */
export function readTarockFields(
  raw: Record<string, unknown>,
  at: At,
  { variant, rules }: { variant: VariantRules; rules: HouseRules },
  contract: PlayedHand['contract'],
  p: Problems,
): { doublings: number; declarerTricks: Tricks; spatz?: SpatzEvent } {
  let doublings = 0;
  if (has(raw, 'doublings') && p.whole(raw.doublings, at('doublings'), 0)) {
    doublings = raw.doublings;
    // RULES.md §1.2: with the hand game's own doubling, at most maxDoublings.
    const max = maxCalls(variant.id, contract, rules);
    if (doublings > max) {
      p.add(at('doublings'), 'tooManyDoublings', {
        value: doublings,
        max,
        maxDoublings: rules.maxDoublings,
      });
    }
  }
  let declarerTricks: Tricks = 'some';
  if (has(raw, 'declarerTricks') && p.oneOf(raw.declarerTricks, TRICKS, at('declarerTricks'))) {
    declarerTricks = raw.declarerTricks;
  }
  const spatz = has(raw, 'spatz')
    ? readSpatz(raw.spatz, at('spatz'), declarerTricks, p)
    : undefined;
  return { doublings, declarerTricks, spatz };
}

/** FORMAT.md: exactly one of the two piles, 0-120 but not 1 or 119, consistent with the tricks. */
export function readPoints(
  raw: Record<string, unknown>,
  path: string,
  p: Problems,
  tricks: Tricks,
  announced: Announced,
): { declarerPoints?: number; defenderPoints?: number } {
  const out: { declarerPoints?: number; defenderPoints?: number } = {};
  const fields = ['declarerPoints', 'defenderPoints'] as const;
  const given = fields.filter((field) => has(raw, field));
  if (given.length === 2) {
    p.add(join(path, 'declarerPoints'), 'pointsBoth', {
      other: join(path, 'defenderPoints'),
    });
    return out;
  }
  if (given.length === 0) {
    // Matsch and all tricks fix the points; a failed "all tricks" needs none.
    const optional = tricks !== 'some' || announced === 'all';
    if (!optional) {
      p.add(join(path, 'declarerPoints'), 'pointsMissing', { other: join(path, 'defenderPoints') });
    }
    return out;
  }
  const field = given[0]!;
  const at = join(path, field);
  const value = raw[field];
  if (!p.whole(value, at, 0, 120)) return out;
  if (IMPOSSIBLE_POINTS.includes(value)) {
    p.add(at, 'impossiblePoints', { value });
    return out;
  }
  if (tricks !== 'some') {
    const declarerPoints = field === 'declarerPoints' ? value : 120 - value;
    const expected = tricks === 'none' ? 0 : 120;
    if (declarerPoints !== expected) {
      p.add(at, 'pointsContradictTricks', {
        value,
        tricks,
        expected: field === 'declarerPoints' ? expected : 120 - expected,
      });
      return out;
    }
  }
  out[field] = value;
  return out;
}

function readSpatz(
  raw: unknown,
  path: string,
  tricks: Tricks,
  p: Problems,
): SpatzEvent | undefined {
  if (!p.object(raw, path)) return undefined;
  const before = p.count;
  p.keys(raw, SPATZ_KEYS, path);
  if (!has(raw, 'side')) p.add(join(path, 'side'), 'missing');
  else p.oneOf(raw.side, SIDES, join(path, 'side'));
  if (!has(raw, 'result')) p.add(join(path, 'result'), 'missing');
  else p.oneOf(raw.result, SPATZ_RESULTS, join(path, 'result'));
  let lastTrick = false;
  if (has(raw, 'lastTrick') && p.boolean(raw.lastTrick, join(path, 'lastTrick'))) {
    lastTrick = raw.lastTrick;
  }
  if (p.count > before) return undefined;
  const event = { side: raw.side, result: raw.result, lastTrick } as SpatzEvent;
  // FORMAT.md: a side that took no trick cannot have taken the Spatz's trick.
  const taker =
    event.result === 'won' ? event.side : event.side === 'declarer' ? 'defenders' : 'declarer';
  if ((taker === 'declarer' && tricks === 'none') || (taker === 'defenders' && tricks === 'all')) {
    p.add(path, 'spatzImpossible', { side: event.side, result: event.result, tricks });
    return undefined;
  }
  return event;
}
