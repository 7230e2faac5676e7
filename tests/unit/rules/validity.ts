/**
 * FORMAT.md's validation rules read a second time, plainly, as one yes/no
 * over the raw JSON, to check the reader against (validity.test.ts). The
 * course of the game (declarer sitting out, hands after the end) comes
 * from the scoring model.
 */
import { model } from './model';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** "JSON numbers without a fraction; booleans and strings are never numbers" (safe integers). */
const whole = (v: unknown, min: number, max = Infinity): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
/** "nested at most 64 levels deep": the object itself is the first level. */
const depth = (v: unknown): number =>
  typeof v !== 'object' || v === null
    ? 0
    : 1 + Math.max(0, ...(Array.isArray(v) ? v : Object.values(v)).map(depth));
const metaValid = (v: unknown) => isObject(v) && depth(v) <= 64;
/** "Names": trimmed; 1-40 code points; no Cc; something visible. */
const nameValid = (name: string) =>
  [...name.trim()].length <= 40 &&
  !/\p{Cc}/u.test(name.trim()) &&
  /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(name);
/** NFKC, then Unicode's full case folding, code point by code point (the dotless ı folds to itself). */
const sameName = (name: string) =>
  [...name.trim().normalize('NFKC')]
    .map((c) => (c === 'ı' ? c : c.toLowerCase().toUpperCase().toLowerCase()))
    .join('')
    .normalize('NFKC');
const onlyKeys = (o: Json, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));
const has = (o: Json, k: string) => Object.prototype.hasOwnProperty.call(o, k);

const PLAYERS: Record<string, [number, number]> = {
  bauerntarock: [3, 5],
  dobbm: [4, 5],
  bavarian: [3, 4],
};
const CONTRACTS: Record<string, string[]> = {
  bauerntarock: ['hineinschauen', 'sumpern'],
  dobbm: ['dobbm', 'solo'],
  bavarian: ['widow', 'hand'],
};
const HAND_GAME: Record<string, string> = {
  bauerntarock: 'sumpern',
  dobbm: 'solo',
  bavarian: 'hand',
};
const TARGETS = [61, 66, 71, 76, 81, 86, 91, 96, 101, 106, 111, 116];

export function formatValid(file: unknown): boolean {
  if (!isObject(file)) return false;
  if (
    !onlyKeys(file, [
      'format',
      'version',
      'variant',
      'players',
      'firstDealer',
      'houseRules',
      'hands',
      'meta',
    ])
  )
    return false;
  if (file.format !== 'bauerntarock-game' || file.version !== 1) return false;
  const variant = has(file, 'variant') ? file.variant : 'bauerntarock';
  if (typeof variant !== 'string' || !(variant in PLAYERS)) return false;
  const players = file.players;
  if (!Array.isArray(players)) return false;
  const [min, max] = PLAYERS[variant]!;
  if (players.length < min || players.length > max) return false;
  const names = new Set<string>();
  for (const name of players) {
    if (typeof name !== 'string' || !nameValid(name)) return false;
    names.add(sameName(name));
  }
  if (names.size !== players.length) return false;
  const n = players.length;
  if (has(file, 'firstDealer') && !whole(file.firstDealer, 0, n - 1)) return false;
  if (has(file, 'meta') && !metaValid(file.meta)) return false;
  const rules = has(file, 'houseRules') ? file.houseRules : {};
  if (!isObject(rules) || !houseRulesValid(rules, variant, n)) return false;
  const hands = has(file, 'hands') ? file.hands : [];
  if (!Array.isArray(hands)) return false;
  const maxDoublings = has(rules, 'maxDoublings') ? (rules.maxDoublings as number) : 3;
  const handGameDoubles = has(rules, 'handGameDoubles') ? rules.handGameDoubles === true : true;
  for (const hand of hands) {
    if (!handValid(hand, variant, n, maxDoublings, handGameDoubles)) return false;
  }
  // The course of the game: no hand after the end, no declarer who sits out.
  const course = model(file);
  if (course.hands.length < hands.length) return false;
  return hands.every(
    (hand: Json, i: number) => hand.kind === 'redeal' || hand.declarer !== course.hands[i]!.sitsOut,
  );
}

function houseRulesValid(rules: Json, variant: string, n: number): boolean {
  const tarock = variant !== 'bavarian';
  for (const [name, v] of Object.entries(rules)) {
    switch (name) {
      case 'endAt':
        if (!tarock || !(v === null || whole(v, 1, 100000))) return false;
        break;
      case 'extraPenalty':
        if (!tarock || !whole(v, 0, 100000)) return false;
        break;
      case 'extraPenaltyTies':
        if (!tarock || (v !== 'each' && v !== 'split')) return false;
        break;
      case 'handGameDoubles':
        if (!tarock || typeof v !== 'boolean') return false;
        break;
      case 'maxDoublings':
        if (!tarock || !whole(v, 1, 8)) return false;
        break;
      case 'matschMultiplier':
        if (!tarock || !whole(v, 1, 10)) return false;
        break;
      case 'spatz':
        if (!tarock || !isObject(v) || !onlyKeys(v, ['won', 'wonLast', 'lost', 'lostLast']))
          return false;
        if (!Object.values(v).every((x) => whole(x, 0, 1000))) return false;
        break;
      case 'dealerSitsOut':
        if (variant !== 'bauerntarock' || typeof v !== 'boolean' || (v && n !== 4)) return false;
        break;
      case 'ante':
        if (tarock || !whole(v, 1, 100000)) return false;
        break;
      case 'raiseBonus':
        if (tarock || !whole(v, 0, 100000)) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

function handValid(
  hand: unknown,
  variant: string,
  n: number,
  maxDoublings: number,
  handGameDoubles: boolean,
): boolean {
  if (!isObject(hand)) return false;
  if (has(hand, 'note') && (typeof hand.note !== 'string' || [...hand.note].length > 500))
    return false;
  if (has(hand, 'meta') && !metaValid(hand.meta)) return false;
  if (hand.kind === 'redeal') return onlyKeys(hand, ['kind', 'note', 'meta']);
  if (hand.kind !== 'played') return false;
  const tarock = variant !== 'bavarian';
  const keys = [
    'kind',
    'declarer',
    'contract',
    'announced',
    'declarerPoints',
    'defenderPoints',
    'note',
    'meta',
  ];
  if (!onlyKeys(hand, tarock ? [...keys, 'doublings', 'declarerTricks', 'spatz'] : keys))
    return false;
  if (!whole(hand.declarer, 0, n - 1)) return false;
  if (typeof hand.contract !== 'string' || !CONTRACTS[variant]!.includes(hand.contract))
    return false;
  const handGame = hand.contract === HAND_GAME[variant];
  const announced = has(hand, 'announced') ? hand.announced : 61;
  if (!(TARGETS as unknown[]).includes(announced) && !(tarock && announced === 'all')) return false;
  if (announced !== 61 && !handGame) return false;
  const doublings = has(hand, 'doublings') ? hand.doublings : 0;
  if (!whole(doublings, 0) || doublings + (handGame && handGameDoubles ? 1 : 0) > maxDoublings)
    return false;
  const tricks = has(hand, 'declarerTricks') ? hand.declarerTricks : 'some';
  if (tricks !== 'some' && tricks !== 'none' && tricks !== 'all') return false;
  const given = ['declarerPoints', 'defenderPoints'].filter((k) => has(hand, k));
  if (given.length === 2) return false;
  if (given.length === 0 && tricks === 'some' && announced !== 'all') return false;
  if (given.length === 1) {
    const v = hand[given[0]!];
    if (!whole(v, 0, 120) || v === 1 || v === 119) return false;
    const p = given[0] === 'declarerPoints' ? v : 120 - v;
    if (tricks === 'none' && p !== 0) return false;
    if (tricks === 'all' && p !== 120) return false;
  }
  if (has(hand, 'spatz')) {
    const s = hand.spatz;
    if (!isObject(s) || !onlyKeys(s, ['side', 'result', 'lastTrick'])) return false;
    if (s.side !== 'declarer' && s.side !== 'defenders') return false;
    if (s.result !== 'won' && s.result !== 'lost') return false;
    if (has(s, 'lastTrick') && typeof s.lastTrick !== 'boolean') return false;
    const taker = s.result === 'won' ? s.side : s.side === 'declarer' ? 'defenders' : 'declarer';
    if (taker === 'declarer' && tricks === 'none') return false;
    if (taker === 'defenders' && tricks === 'all') return false;
  }
  return true;
}
