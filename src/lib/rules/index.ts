/** The rules engine's public face: facts in, derived scores out. Pure TypeScript. */
export * from './types';
export { evaluate, evaluateAfter, scoreGame } from './engine';
export { scoreNextHand, type NextHand } from './next';
export { parseGame, readGame, readGameHand, GAME_FORMAT, GAME_VERSION } from './reader';
export { toGameFile, toHandFile } from './writer';
export { applyHandChange, changedPosition, fitsHands, type HandChange } from './handChange';
export { settle } from './settlement';
export {
  defaultHouseRules,
  houseRuleOverrides,
  houseRulesOf,
  resolveHouseRules,
} from './houseRules';
export { maxCalls, VARIANT_RULES } from './variants';
export type { VariantRules } from './variant';
export { ownDoublings, spatzPoints } from './tarockScore';
export { bavarianGamePoints } from './bavarian';
export {
  EXACT_TRANSFER_LIMIT,
  fewestTransfers,
  roundMoney,
  roundMoneyCoins,
  sessionNet,
  type MoneyProblem,
  type MoneyResult,
  type Transfer,
} from './money';
export {
  CARD_RANKS,
  CARD_VALUES,
  SUITS,
  checkCount,
  checkPoints,
  countPoints,
  emptyCount,
  type CardCount,
  type CardRank,
  type CountCheck,
} from './cards';
