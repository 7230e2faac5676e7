/**
 * Statistics over many games (the regulars' table) and money still owed.
 * Pure TypeScript over stored facts: no storage, no DOM, no clock (the
 * caller says what day it is); nothing here is stored.
 */
export type { RosterEntry, StatsEvening, StatsGame } from './types';
export { periodOf, inPeriod, type Period, type PeriodChoice, type VariantChoice } from './period';
export { foldGame, UNITS, MICRO, type Fold } from './ledger';
export { outcome, type Outcome, type OutcomeResult } from './outcome';
export type { Count, DeclarerTally, SpatzTally } from './declarer';
export { combineTallies, type PlayerTally, type Run } from './players';
export { periodStats, type EveningNet, type PeriodStats, type StatsOptions } from './compute';
export {
  netSeries,
  statsTable,
  type EveningResult,
  type NetSeries,
  type Rated,
  type StatsRow,
} from './table';
export { owed, type Owed, type OwedBalance, type OwedTransfer } from './owed';
export {
  calendarSeasons,
  onceEach,
  season,
  seasonEvenings,
  type Season,
  type SeasonRow,
  type SeasonView,
} from './season';
