import { has, join, Problems } from './check';
import { checkName, nameKey } from './names';
import { evaluate } from './engine';
import { readHand, type HandRules } from './readHand';
import { HOUSE_RULE_NAMES, HOUSE_RULE_VARIANTS, resolveHouseRules } from './houseRules';
import type {
  Game,
  Hand,
  HouseRuleName,
  HouseRuleOverrides,
  Problem,
  Result,
  Variant,
} from './types';
import { META_DEPTH, VARIANTS } from './types';
import { VARIANT_RULES } from './variants';

export const GAME_FORMAT = 'bauerntarock-game';
export const GAME_VERSION = 1;
const TOP_KEYS = [
  'format',
  'version',
  'variant',
  'players',
  'firstDealer',
  'houseRules',
  'hands',
  'meta',
];
const SPATZ_RULE_KEYS = ['won', 'wonLast', 'lost', 'lostLast'] as const;
/** FORMAT.md "House rules": the range of each number (spatz: each of its four values). */
const RANGES = {
  endAt: [1, 100_000],
  extraPenalty: [0, 100_000],
  maxDoublings: [1, 8],
  spatz: [0, 1000],
  matschMultiplier: [1, 10],
  ante: [1, 100_000],
  raiseBonus: [0, 100_000],
} as const satisfies Partial<Record<HouseRuleName, readonly [number, number]>>;

/**
 * Reads a game file's text (FORMAT.md). `source` names the file in the
 * problem a text that is not JSON gives.
 */
export function parseGame(text: string, source = 'file'): Result<Game> {
  let value: unknown;
  try {
    // RFC 8259 lets a parser ignore a byte order mark; some editors write one.
    value = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    // One line: the parser's message may quote the text, newlines and all.
    const message = error instanceof Error ? error.message : String(error);
    const detail = message.replace(/\s+/g, ' ').slice(0, 120);
    return { ok: false, problems: [{ path: source, code: 'notJson', params: { detail } }] };
  }
  return readGame(value);
}

/**
 * Validates an untrusted JSON value into a Game. Reports every problem it
 * can find, each naming its field by path; never throws. A game it accepts
 * scores without problems.
 */
export function readGame(value: unknown, root = 'game'): Result<Game> {
  const p = new Problems();
  if (!p.object(value, root)) return fail(p.problems);
  const prefix = root === 'game' ? '' : root;
  const at = (key: string) => join(prefix, key);
  p.keys(value, TOP_KEYS, prefix);

  if (!has(value, 'format')) p.add(at('format'), 'missing');
  else p.oneOf(value.format, [GAME_FORMAT], at('format'));
  if (!has(value, 'version')) p.add(at('version'), 'missing');
  else p.oneOf(value.version, [GAME_VERSION], at('version'));

  let variant: Variant = 'bauerntarock';
  if (has(value, 'variant') && p.oneOf(value.variant, VARIANTS, at('variant'))) {
    variant = value.variant;
  }
  const rulesOfVariant = VARIANT_RULES[variant];

  const players = readPlayers(value, at('players'), p, variant);
  // Seats count even when a name is bad, so that seat numbers can still be checked.
  const seats = Array.isArray(value.players) ? value.players.length : undefined;

  let firstDealer = 0;
  if (has(value, 'firstDealer')) {
    const path = at('firstDealer');
    if (p.whole(value.firstDealer, path, 0) && seats !== undefined) {
      if (value.firstDealer >= seats) {
        p.add(path, 'noSuchSeat', { value: value.firstDealer, max: seats - 1 });
      } else firstDealer = value.firstDealer;
    }
  }

  const houseRules = readHouseRules(value, at('houseRules'), p, variant, seats);
  const resolved = resolveHouseRules(variant, houseRules);

  let meta: Record<string, unknown> | undefined;
  if (has(value, 'meta') && p.shallow(value.meta, at('meta'), META_DEPTH)) meta = value.meta;

  const hands: Hand[] = [];
  if (has(value, 'hands')) {
    const path = at('hands');
    if (!Array.isArray(value.hands)) p.add(path, 'notArray');
    else {
      const handRules: HandRules = { variant: rulesOfVariant, rules: resolved, seats };
      value.hands.forEach((raw: unknown, index: number) => {
        const hand = readHand(raw, join(path, index), handRules, p);
        if (hand) hands.push(hand);
      });
    }
  }

  if (p.count > 0 || !players) return fail(p.problems);
  const game: Game = {
    variant,
    players,
    firstDealer,
    houseRules,
    hands,
    ...(meta ? { meta } : {}),
  };
  // Problems only the course of the game shows: a hand after the end, a sitting-out declarer.
  const { problems } = evaluate(game);
  if (problems.length > 0) {
    return fail(prefix ? problems.map((pr) => ({ ...pr, path: join(prefix, pr.path) })) : problems);
  }
  return { ok: true, value: game };
}

/**
 * Reads one hand for `hands[index]` of a game the reader has already accepted
 * (its players and house rules are known to be sound), exactly as `readGame`
 * reads it there: the same problems (paths, codes, params) and the same
 * defaults filled in. A hand reads the same wherever it stands, so this
 * checks only its own fields; what the course of the game shows (a hand after
 * the end, a declarer who sits out) needs `evaluate` over the changed game.
 * It spares re-reading a long game's other hands after a change of one.
 */
export function readGameHand(
  game: Pick<Game, 'variant' | 'players' | 'houseRules'>,
  raw: unknown,
  index: number,
): Result<Hand> {
  const p = new Problems();
  const handRules: HandRules = {
    variant: VARIANT_RULES[game.variant],
    rules: resolveHouseRules(game.variant, game.houseRules),
    seats: game.players.length,
  };
  const hand = readHand(raw, join('hands', index), handRules, p);
  return hand ? { ok: true, value: hand } : { ok: false, problems: p.problems };
}

function readPlayers(
  value: Record<string, unknown>,
  path: string,
  p: Problems,
  variant: Variant,
): string[] | undefined {
  if (!has(value, 'players')) {
    p.add(path, 'missing');
    return undefined;
  }
  const raw = value.players;
  if (!Array.isArray(raw)) {
    p.add(path, 'notArray');
    return undefined;
  }
  const before = p.count;
  const { min, max } = VARIANT_RULES[variant].players;
  if (raw.length < min || raw.length > max) {
    p.add(path, 'playerCount', { count: raw.length, min, max, variant });
  }
  const names: string[] = [];
  const seen = new Map<string, number>();
  raw.forEach((name: unknown, seat: number) => {
    const at = join(path, seat);
    if (!p.string(name, at)) return;
    const checked = checkName(name);
    if (!checked.ok) {
      p.add(at, checked.problem.code, checked.problem.params);
      return;
    }
    // FORMAT.md: distinct after NFKC and full case folding ("Maß" is "MASS").
    const key = nameKey(checked.name);
    const earlier = seen.get(key);
    if (earlier !== undefined) p.add(at, 'duplicateName', { name: checked.name, seat: earlier });
    else seen.set(key, seat);
    names.push(checked.name);
  });
  return p.count === before ? names : undefined;
}

function readHouseRules(
  value: Record<string, unknown>,
  path: string,
  p: Problems,
  variant: Variant,
  seats: number | undefined,
): HouseRuleOverrides {
  const out: Record<string, unknown> = {};
  if (!has(value, 'houseRules')) return out;
  const raw = value.houseRules;
  if (!p.object(raw, path)) return out;
  for (const [name, rule] of Object.entries(raw)) {
    const at = join(path, name);
    if (!(HOUSE_RULE_NAMES as string[]).includes(name)) {
      p.add(at, 'unknownKey', { allowed: HOUSE_RULE_NAMES.join(', ') });
      continue;
    }
    const known = name as (typeof HOUSE_RULE_NAMES)[number];
    if (!HOUSE_RULE_VARIANTS[known].includes(variant)) {
      p.add(at, 'notForVariant', { variant });
      continue;
    }
    switch (known) {
      case 'endAt':
        if (rule === null || p.whole(rule, at, ...RANGES.endAt)) out.endAt = rule;
        break;
      case 'extraPenalty':
      case 'raiseBonus':
      case 'maxDoublings':
      case 'matschMultiplier':
      case 'ante': {
        const [min, max] = RANGES[known];
        if (p.whole(rule, at, min, max)) out[known] = rule;
        break;
      }
      case 'extraPenaltyTies':
        if (p.oneOf(rule, ['each', 'split'] as const, at)) out.extraPenaltyTies = rule;
        break;
      case 'handGameDoubles':
        if (p.boolean(rule, at)) out.handGameDoubles = rule;
        break;
      case 'dealerSitsOut':
        if (p.boolean(rule, at)) {
          // FORMAT.md: true only with exactly 4 players.
          if (rule && seats !== undefined && seats !== 4) {
            p.add(at, 'dealerSitsOutNeedsFour', { count: seats });
          } else out.dealerSitsOut = rule;
        }
        break;
      case 'spatz': {
        if (!p.object(rule, at)) break;
        p.keys(rule, SPATZ_RULE_KEYS, at);
        const spatz: Record<string, number> = {};
        for (const key of SPATZ_RULE_KEYS) {
          if (has(rule, key) && p.whole(rule[key], join(at, key), ...RANGES.spatz)) {
            spatz[key] = rule[key];
          }
        }
        out.spatz = spatz;
        break;
      }
    }
  }
  return out as HouseRuleOverrides;
}

function fail(problems: Problem[]): Result<Game> {
  return { ok: false, problems };
}
