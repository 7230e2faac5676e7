import type { HouseRuleName, HouseRuleOverrides, HouseRules, Variant } from './types';

/** RULES.md defaults, in one place (FORMAT.md "House rules"). */
const DEFAULT_HOUSE_RULES: Readonly<HouseRules> = Object.freeze({
  endAt: 100,
  extraPenalty: 20,
  extraPenaltyTies: 'each',
  handGameDoubles: true,
  maxDoublings: 3,
  spatz: Object.freeze({ won: 5, wonLast: 10, lost: 5, lostLast: 10 }),
  matschMultiplier: 1,
  dealerSitsOut: false,
  ante: 100,
  raiseBonus: 10,
});

/** Which variants have which house rule (FORMAT.md "House rules", column "variants"). */
export const HOUSE_RULE_VARIANTS: Readonly<Record<HouseRuleName, readonly Variant[]>> = {
  endAt: ['bauerntarock', 'dobbm'],
  extraPenalty: ['bauerntarock', 'dobbm'],
  extraPenaltyTies: ['bauerntarock', 'dobbm'],
  handGameDoubles: ['bauerntarock', 'dobbm'],
  maxDoublings: ['bauerntarock', 'dobbm'],
  spatz: ['bauerntarock', 'dobbm'],
  matschMultiplier: ['bauerntarock', 'dobbm'],
  dealerSitsOut: ['bauerntarock'],
  ante: ['bavarian'],
  raiseBonus: ['bavarian'],
};

export const HOUSE_RULE_NAMES = Object.keys(HOUSE_RULE_VARIANTS) as HouseRuleName[];

export function houseRulesOf(variant: Variant): HouseRuleName[] {
  return HOUSE_RULE_NAMES.filter((name) => HOUSE_RULE_VARIANTS[name].includes(variant));
}

/** Defaults that differ by variant: Dobbm has no automatic end (RULES.md §2). */
export function defaultHouseRules(variant: Variant): HouseRules {
  return resolveHouseRules(variant, {});
}

/**
 * The rules in force: the variant's defaults with the table's overrides on top. Built as
 * one object literal, every field named: the fold reads these rules for every hand, and an
 * object made by spreads gets a layout of its own that V8 lets go at each full collection,
 * throwing away the fold's compiled code with it (bench (d), (e)).
 */
export function resolveHouseRules(variant: Variant, overrides: HouseRuleOverrides): HouseRules {
  const base = DEFAULT_HOUSE_RULES;
  const spatz = overrides.spatz;
  return {
    endAt:
      overrides.endAt !== undefined ? overrides.endAt : variant === 'dobbm' ? null : base.endAt,
    extraPenalty: overrides.extraPenalty ?? base.extraPenalty,
    extraPenaltyTies: overrides.extraPenaltyTies ?? base.extraPenaltyTies,
    handGameDoubles: overrides.handGameDoubles ?? base.handGameDoubles,
    maxDoublings: overrides.maxDoublings ?? base.maxDoublings,
    spatz: {
      won: spatz?.won ?? base.spatz.won,
      wonLast: spatz?.wonLast ?? base.spatz.wonLast,
      lost: spatz?.lost ?? base.spatz.lost,
      lostLast: spatz?.lostLast ?? base.spatz.lostLast,
    },
    matschMultiplier: overrides.matschMultiplier ?? base.matschMultiplier,
    dealerSitsOut: overrides.dealerSitsOut ?? base.dealerSitsOut,
    ante: overrides.ante ?? base.ante,
    raiseBonus: overrides.raiseBonus ?? base.raiseBonus,
  };
}

/** The overrides that differ from the defaults, for a compact game file. */
export function houseRuleOverrides(variant: Variant, rules: HouseRules): HouseRuleOverrides {
  const base = defaultHouseRules(variant);
  const out: Record<string, unknown> = {};
  for (const name of houseRulesOf(variant)) {
    if (name === 'spatz') {
      const changed = Object.fromEntries(
        Object.entries(rules.spatz).filter(
          ([key, value]) => base.spatz[key as keyof typeof base.spatz] !== value,
        ),
      );
      if (Object.keys(changed).length > 0) out.spatz = changed;
    } else if (rules[name] !== base[name]) {
      out[name] = rules[name];
    }
  }
  return out as HouseRuleOverrides;
}
