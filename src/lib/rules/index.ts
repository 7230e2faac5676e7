/** The rules engine's public face: facts in, derived scores out. Pure TypeScript. */
export * from './types';
export { evaluate, scoreGame, type Evaluation } from './engine';
export { parseGame, readGame, readGameHand, GAME_FORMAT, GAME_VERSION } from './reader';
export { toGameFile, toHandFile } from './writer';
export { settle } from './settlement';
export {
  DEFAULT_HOUSE_RULES,
  HOUSE_RULE_NAMES,
  HOUSE_RULE_VARIANTS,
  defaultHouseRules,
  houseRuleOverrides,
  houseRulesOf,
  resolveHouseRules,
} from './houseRules';
export { maxCalls, VARIANT_RULES } from './variants';
export type { VariantRules } from './variant';
export { declarerCardPoints, ownDoublings, spatzPoints } from './tarockScore';
export { bavarianGamePoints } from './bavarian';
export {
  EXACT_TRANSFER_LIMIT,
  fewestTransfers,
  roundMoney,
  roundMoneyCoins,
  sessionNet,
  type SessionGame,
  type Transfer,
} from './money';
