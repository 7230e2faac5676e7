/**
 * A tournament (Preistarock, RULES.md §4): tables, draws, round ends, sheets
 * and standings. Pure TypeScript: no storage, no screen, no clock, and no
 * Math.random (the draws come from the stored seed).
 */
export * from './types';
export { tableSizes, MIN_PLAYERS } from './tables';
export { mulberry32, drawSeed, shuffled, type Random } from './random';
export { drawRound, metPairs, pairKey, repeatedPairs, type Seating } from './draw';
export { handsAtTable, tableRound, type RoundEnd, type TableRound } from './roundEnd';
export { standings, type Standing, type TableResult } from './standings';
export {
  currentRound,
  drawOf,
  earlierSeatings,
  readTag,
  seatedIn,
  seatedPlayers,
  tableNames,
} from './model';
export {
  checkSheet,
  tableResults,
  tableStates,
  type SheetCheck,
  type SheetRefusal,
  type TableState,
} from './sheets';
export { sheetChange, type SeatChange, type SheetChange } from './sheetChange';
export { tournamentFaults, type TournamentFault } from './faults';
export { drawTournamentRound, type DrawAnswer, type DrawRefusal } from './rounds';
export {
  readTableStart,
  tableHouseRules,
  tableStart,
  type TableStartFile,
  type TableStartRead,
} from './tableStart';
