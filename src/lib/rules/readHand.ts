import { has, join, type Problems } from './check';
import { readPoints, readTarockFields, type At } from './readPlay';
import type { Announced, HouseRules, PlayedHand, Redeal } from './types';
import { ANNOUNCED_TARGETS, META_DEPTH, NOTE_LENGTH, PLAIN_TARGET } from './types';
import type { VariantRules } from './variant';

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
