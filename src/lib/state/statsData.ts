/**
 * The types of the stored facts the statistics are computed from (every evening,
 * its games and hands, the roster), for the state classes that hold them. They are
 * read by src/lib/db/statsRead.ts (live) or, on a cold start, by quickRead.ts.
 */
export type { StatsData } from '../db';
export type { RosterEntry, StatsEvening, StatsGame } from '../stats/types';
