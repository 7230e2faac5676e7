/** RULES.md §1.2: the hand game's own doubling, and the calls FORMAT.md's `doublings` allows. */
import { describe, expect, it } from 'vitest';
import {
  defaultHouseRules,
  maxCalls,
  ownDoublings,
  VARIANT_RULES,
  type Contract,
  type HouseRules,
  type Variant,
} from '../../../src/lib/rules';

const rows: {
  rule: string;
  variant: Variant;
  contract: Contract;
  rules?: Partial<HouseRules>;
  own: number;
  calls: number;
}[] = [
  {
    rule: '§1.2 Sumpern counts as one of 3',
    variant: 'bauerntarock',
    contract: 'sumpern',
    own: 1,
    calls: 2,
  },
  {
    rule: '§1.2 Hineinschauen has no own doubling',
    variant: 'bauerntarock',
    contract: 'hineinschauen',
    own: 0,
    calls: 3,
  },
  {
    rule: '§1.2 handGameDoubles false: Sumpern counts none',
    variant: 'bauerntarock',
    contract: 'sumpern',
    rules: { handGameDoubles: false },
    own: 0,
    calls: 3,
  },
  {
    rule: '§1.2 maxDoublings 1: Sumpern allows no call',
    variant: 'bauerntarock',
    contract: 'sumpern',
    rules: { maxDoublings: 1 },
    own: 1,
    calls: 0,
  },
  {
    rule: 'FORMAT maxDoublings 8: Hineinschauen allows 8 calls',
    variant: 'bauerntarock',
    contract: 'hineinschauen',
    rules: { maxDoublings: 8 },
    own: 0,
    calls: 8,
  },
  { rule: '§2 Solo counts as one of 3', variant: 'dobbm', contract: 'solo', own: 1, calls: 2 },
  { rule: '§2 Dobbm has no own doubling', variant: 'dobbm', contract: 'dobbm', own: 0, calls: 3 },
  {
    rule: '§3 Bavarian has no doublings: hand game',
    variant: 'bavarian',
    contract: 'hand',
    own: 0,
    calls: 0,
  },
  {
    rule: '§3 Bavarian has no doublings: widow',
    variant: 'bavarian',
    contract: 'widow',
    own: 0,
    calls: 0,
  },
];

describe('RULES.md §1.2 own doubling and calls allowed', () => {
  it.each(rows)('$rule', ({ variant, contract, rules, own, calls }) => {
    const inForce = { ...defaultHouseRules(variant), ...rules };
    expect(ownDoublings(VARIANT_RULES[variant], contract, inForce)).toBe(own);
    expect(maxCalls(variant, contract, inForce)).toBe(calls);
  });
});
