/**
 * The stored facts the statistics are computed from (every evening, its games
 * and hands, the roster), read in one transaction by the database code once
 * it may load (coldStart.ts): the statistics are never part of a first paint.
 */
import type { StatsData } from '../db';
import { whenDatabase } from './coldStart';

export type { StatsData } from '../db';
export type { RosterEntry, StatsEvening, StatsGame } from '../stats/types';

export async function loadStatsData(): Promise<StatsData> {
  return (await whenDatabase()).readStats();
}
