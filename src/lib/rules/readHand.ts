import { has, join, type Problems } from './check';
import type { Announced, HouseRules, PlayedHand, Redeal, SpatzEvent, Tricks } from './types';
import {
  ANNOUNCED_TARGETS,
  META_DEPTH,
  NOTE_LENGTH,
  PLAIN_TARGET,
  SIDES,
  SPATZ_RESULTS,
  TRICKS,
} from './types';
import type { VariantRules } from './variant';
import { maxCalls } from './variants';

export interface HandRules {
  variant: VariantRules;
  rules: HouseRules;
  /** Seats at the table, unknown when the players list itself is bad. */
  seats: number | undefined;
}

const EXTRA_KEYS = ['note', 'meta'];
const TAROCK_KEYS = ['doublings', 'declarerTricks', 'spatz'];
const PLAYED_KEYS = [
  'kind',
  'declarer',
  'contract',
  'announced',
  'declarerPoints',
  'defenderPoints',
];
const SPATZ_KEYS = ['side', 'result', 'lastTrick'];
/** RULES.md §1.3: 1 and 119 cannot occur with this pack. */
const IMPOSSIBLE_POINTS = [1, 119];

/**
 * Reads one hand of a game file; problems go to `p`, the hand is returned when it is sound.
 * Every hand it hands out has one shape: all the fields of its kind, in the order of
 * types.ts, an absent one as `undefined` (writer.ts leaves those out of a file), so the fold
 * and the statistics read objects of one layout instead of one per combination of fields.
 */
export function readHand(
  raw: unknown,
  path: string,
  ctx: HandRules,
  p: Problems,
): Redeal | PlayedHand | undefined {
  if (!p.object(raw, path)) return undefined;
  const before = p.count;
  const { note, meta } = readExtras(raw, path, p);

  if (!has(raw, 'kind')) {
    p.add(join(path, 'kind'), 'missing');
    return undefined;
  }
  if (!p.oneOf(raw.kind, ['redeal', 'played'] as const, join(path, 'kind'))) return undefined;
  if (raw.kind === 'redeal') {
    p.keys(raw, ['kind', ...EXTRA_KEYS], path);
    return p.count === before ? { kind: 'redeal', note, meta } : undefined;
  }
  const played = readPlayed(raw, path, ctx, p, note, meta);
  return p.count > before ? undefined : played;
}

/** A played hand's fields, each read on its own; sound only if `p` got no problem meanwhile. */
function readPlayed(
  raw: Record<string, unknown>,
  path: string,
  ctx: HandRules,
  p: Problems,
  note: string | undefined,
  meta: Record<string, unknown> | undefined,
): PlayedHand {
  const at = (key: string) => join(path, key);
  checkPlayedKeys(raw, at, ctx.variant, p);
  const declarer = readDeclarer(raw, at, ctx.seats, p);
  const contract = readContract(raw, at, ctx.variant, p);
  const announced = readAnnounced(raw, at, ctx.variant, contract, p);
  const tarock = ctx.variant.tarockFields
    ? readTarockFields(raw, at, ctx, contract, p)
    : { doublings: 0, declarerTricks: 'some' as const, spatz: undefined };
  const { declarerPoints, defenderPoints } = readPoints(
    raw,
    path,
    p,
    tarock.declarerTricks,
    announced,
  );
  return {
    kind: 'played',
    declarer,
    contract,
    announced,
    doublings: tarock.doublings,
    declarerPoints,
    defenderPoints,
    declarerTricks: tarock.declarerTricks,
    spatz: tarock.spatz,
    note,
    meta,
  };
}

type At = (key: string) => string;

/** Keys the format does not know, and tarock fields in a variant without them. */
function checkPlayedKeys(raw: Record<string, unknown>, at: At, variant: VariantRules, p: Problems) {
  for (const key of Object.keys(raw)) {
    if (TAROCK_KEYS.includes(key) && !variant.tarockFields) {
      p.add(at(key), 'notForVariant', { variant: variant.id });
    } else if (![...PLAYED_KEYS, ...TAROCK_KEYS, ...EXTRA_KEYS].includes(key)) {
      p.add(at(key), 'unknownKey', { allowed: [...PLAYED_KEYS, ...EXTRA_KEYS].join(', ') });
    }
  }
}

function readDeclarer(
  raw: Record<string, unknown>,
  at: At,
  seats: number | undefined,
  p: Problems,
): number {
  if (!has(raw, 'declarer')) {
    p.add(at('declarer'), 'missing');
    return 0;
  }
  if (!p.whole(raw.declarer, at('declarer'), 0)) return 0;
  if (seats !== undefined && raw.declarer >= seats) {
    p.add(at('declarer'), 'noSuchSeat', { value: raw.declarer, max: seats - 1 });
  }
  return raw.declarer;
}

function readContract(
  raw: Record<string, unknown>,
  at: At,
  variant: VariantRules,
  p: Problems,
): PlayedHand['contract'] {
  const fallback = variant.contracts[0]!;
  if (!has(raw, 'contract')) {
    p.add(at('contract'), 'missing');
    return fallback;
  }
  return p.oneOf(raw.contract, variant.contracts, at('contract')) ? raw.contract : fallback;
}

function readAnnounced(
  raw: Record<string, unknown>,
  at: At,
  variant: VariantRules,
  contract: PlayedHand['contract'],
  p: Problems,
): Announced {
  if (!has(raw, 'announced')) return PLAIN_TARGET;
  const allowed: readonly Announced[] = variant.allowsAllTricks
    ? [...ANNOUNCED_TARGETS, 'all']
    : ANNOUNCED_TARGETS;
  if (!p.oneOf(raw.announced, allowed, at('announced'))) return PLAIN_TARGET;
  const announced = raw.announced;
  // RULES.md §1.2: only a hand game (Sumpern, Solo, Bavarian hand game) can announce.
  const handGame = variant.handGames.includes(contract);
  if (announced !== PLAIN_TARGET && !handGame && has(raw, 'contract')) {
    p.add(at('announced'), 'announceNeedsHandGame', { contract });
  }
  return announced;
}

/** Doublings, the declarer's tricks and the Spatz: Bauerntarock and Dobbm only. */
function readTarockFields(
  raw: Record<string, unknown>,
  at: At,
  { variant, rules }: HandRules,
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

function readExtras(raw: Record<string, unknown>, path: string, p: Problems) {
  const extras: { note?: string; meta?: Record<string, unknown> } = {};
  if (has(raw, 'note') && p.string(raw.note, join(path, 'note'), NOTE_LENGTH)) {
    extras.note = raw.note;
  }
  if (has(raw, 'meta') && p.shallow(raw.meta, join(path, 'meta'), META_DEPTH)) {
    extras.meta = raw.meta;
  }
  return extras;
}

/** FORMAT.md: exactly one of the two piles, 0-120 but not 1 or 119, consistent with the tricks. */
function readPoints(
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
