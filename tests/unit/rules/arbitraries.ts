/**
 * fast-check generators of valid game files for every variant and house
 * rule: each file is built so the reader must accept it (the right contracts,
 * no sitting-out declarer, points that fit the tricks, a Spatz that fits,
 * and no hand after the end).
 */
import fc from 'fast-check';
import {
  ANNOUNCED_TARGETS,
  readGame,
  scoreGame,
  VARIANT_RULES,
  type Game,
  type Variant,
} from '../../../src/lib/rules';
import type { FileHand, GameFile } from './helpers';

const NAMES = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil'];

const houseRulesArb = (variant: Variant, players: number) => {
  if (variant === 'bavarian') {
    return fc.record(
      { ante: fc.integer({ min: 1, max: 120 }), raiseBonus: fc.integer({ min: 0, max: 30 }) },
      { requiredKeys: [] },
    );
  }
  const value = fc.integer({ min: 0, max: 15 });
  return fc.record(
    {
      endAt: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
      extraPenalty: fc.integer({ min: 0, max: 40 }),
      extraPenaltyTies: fc.constantFrom('each', 'split'),
      handGameDoubles: fc.boolean(),
      maxDoublings: fc.integer({ min: 1, max: 5 }),
      spatz: fc.record(
        { won: value, wonLast: value, lost: value, lostLast: value },
        { requiredKeys: [] },
      ),
      matschMultiplier: fc.integer({ min: 1, max: 4 }),
      ...(variant === 'bauerntarock' && players === 4 ? { dealerSitsOut: fc.boolean() } : {}),
    },
    { requiredKeys: [] },
  );
};

/** The random choices of one hand; `buildHand` turns them into a valid hand. */
export const seedArb = fc.record({
  redeal: fc.integer({ min: 0, max: 9 }),
  declarer: fc.nat(),
  contract: fc.nat(),
  announce: fc.nat(),
  doublings: fc.nat(),
  tricks: fc.constantFrom('some', 'some', 'some', 'none', 'all'),
  points: fc.integer({ min: 0, max: 120 }).filter((p) => p !== 1 && p !== 119),
  pointsAs: fc.constantFrom('declarerPoints', 'defenderPoints', 'leftOut'),
  spatz: fc.option(
    fc.record({
      side: fc.constantFrom('declarer', 'defenders'),
      result: fc.constantFrom('won', 'lost'),
      lastTrick: fc.boolean(),
    }),
  ),
  note: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
});
export type Seed = typeof seedArb extends fc.Arbitrary<infer T> ? T : never;

export interface Table {
  variant: Variant;
  players: number;
  rules: Record<string, unknown>;
}

/**
 * A hand the reader accepts for `table`; its declarer does not sit out when
 * `dealer` deals (another dealer may make it a declarer who sits out).
 */
export function buildHand(seed: Seed, table: Table, dealer: number): FileHand {
  if (seed.redeal === 0)
    return { kind: 'redeal', ...(seed.note === undefined ? {} : { note: seed.note }) };
  const variant = VARIANT_RULES[table.variant];
  const sitsOut =
    table.variant === 'bauerntarock'
      ? table.players === 5 || (table.players === 4 && table.rules.dealerSitsOut === true)
      : table.players === (table.variant === 'dobbm' ? 5 : 4);
  const active = [...Array(table.players).keys()].filter((s) => !(sitsOut && s === dealer));
  const declarer = active[seed.declarer % active.length]!;
  const contract = variant.contracts[seed.contract % variant.contracts.length]!;
  const handGame = variant.handGames.includes(contract);
  const targets: (number | 'all')[] = variant.allowsAllTricks
    ? [...ANNOUNCED_TARGETS, 'all']
    : [...ANNOUNCED_TARGETS];
  const announced =
    handGame && seed.announce % 3 === 0 ? targets[seed.announce % targets.length]! : 61;
  const hand: FileHand = { kind: 'played', declarer, contract };
  if (announced !== 61 || seed.announce % 5 === 1) hand.announced = announced;
  if (variant.tarockFields) {
    const own = handGame && table.rules.handGameDoubles !== false ? 1 : 0;
    const max = ((table.rules.maxDoublings as number | undefined) ?? 3) - own;
    const doublings = seed.doublings % (max + 1);
    if (doublings > 0 || seed.doublings % 4 === 1) hand.doublings = doublings;
    if (seed.tricks !== 'some') hand.declarerTricks = seed.tricks;
  }
  const tricks = variant.tarockFields ? seed.tricks : 'some';
  const fixed = tricks === 'none' ? 0 : tricks === 'all' ? 120 : seed.points;
  const optional = tricks !== 'some' || announced === 'all';
  const as = seed.pointsAs === 'leftOut' && !optional ? 'declarerPoints' : seed.pointsAs;
  if (as === 'declarerPoints') hand.declarerPoints = fixed;
  if (as === 'defenderPoints') hand.defenderPoints = 120 - fixed;
  if (variant.tarockFields && seed.spatz) {
    const { side, result } = seed.spatz;
    const taker = result === 'won' ? side : side === 'declarer' ? 'defenders' : 'declarer';
    const impossible =
      (taker === 'declarer' && tricks === 'none') || (taker === 'defenders' && tricks === 'all');
    if (!impossible) hand.spatz = seed.spatz.lastTrick ? { ...seed.spatz } : { side, result };
  }
  if (seed.note !== undefined) hand.note = seed.note;
  return hand;
}

/**
 * A hand for `game` (read from `file`) built from `seed` as if seat `dealer` dealt (another
 * dealer than the real one may seat out its declarer), then, given a `mutation`, a near miss.
 */
export function handFor(
  file: GameFile,
  game: Game,
  change: { seed: Seed; dealer: number; mutation?: Mutation | undefined },
): FileHand {
  const table: Table = {
    variant: game.variant,
    players: game.players.length,
    rules: file.houseRules as Record<string, unknown>,
  };
  const raw = buildHand(change.seed, table, change.dealer % table.players);
  if (change.mutation) mutate(raw, change.mutation);
  return raw;
}

/** A valid game file of any variant, size and house rules. */
export const gameFileArb: fc.Arbitrary<GameFile> = fc
  .constantFrom<[Variant, number]>(
    ['bauerntarock', 3],
    ['bauerntarock', 4],
    ['bauerntarock', 5],
    ['dobbm', 4],
    ['dobbm', 5],
    ['bavarian', 3],
    ['bavarian', 4],
  )
  .chain(([variant, players]) =>
    fc.record({
      variant: fc.constant(variant),
      players: fc.constant(players),
      rules: houseRulesArb(variant, players),
      firstDealer: fc.integer({ min: 0, max: players - 1 }),
      seeds: fc.array(seedArb, { maxLength: 24 }),
    }),
  )
  .map(({ variant, players, rules, firstDealer, seeds }) => {
    const table: Table = { variant, players, rules };
    const hands: FileHand[] = [];
    let dealer = firstDealer;
    for (const seed of seeds) {
      const hand = buildHand(seed, table, dealer);
      hands.push(hand);
      if (hand.kind === 'played') {
        dealer = variant === 'dobbm' ? (hand.declarer as number) : (dealer + 1) % players;
      }
    }
    const file: GameFile = {
      format: 'bauerntarock-game',
      version: 1,
      variant,
      players: NAMES.slice(0, players),
      firstDealer,
      houseRules: rules,
      hands: [],
    };
    // No hand after the end: stop adding hands once the engine says the game ended.
    for (const hand of hands) {
      const read = readGame(file);
      if (!read.ok) throw new Error(`generator built a bad game: ${JSON.stringify(read.problems)}`);
      if (scoreGame(read.value).status === 'finished') break;
      (file.hands as FileHand[]).push(hand);
    }
    return file;
  });

type Container = Record<string, unknown> | unknown[];
export interface Mutation {
  op: string;
  pick: number;
  value: unknown;
  key: string;
}

/** Changes one place of a JSON tree: sets a value, deletes a key, or adds one. */
export function mutate(root: unknown, m: Mutation): void {
  const places: [Container, string | number][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach((child, i) => (places.push([node, i]), walk(child)));
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        places.push([node as Container, key]);
        walk(child);
      }
    }
  };
  walk(root);
  if (places.length === 0) return;
  const [container, key] = places[m.pick % places.length]!;
  if (Array.isArray(container)) {
    const index = key as number;
    if (m.op === 'delete') container.splice(index, 1);
    else if (m.op === 'add') container.splice(index, 0, m.value);
    else container[index] = m.value;
  } else if (m.op === 'delete') delete container[key as string];
  else if (m.op === 'add') container[m.key] = m.value;
  else container[key as string] = m.value;
}

export const mutationArb = fc.record({
  op: fc.constantFrom('set', 'delete', 'add'),
  pick: fc.nat(),
  value: fc.jsonValue({ maxDepth: 2 }),
  key: fc.constantFrom('extra', 'kind', 'declarer', 'spatz', 'endAt', 'lastTrick', '0'),
});
