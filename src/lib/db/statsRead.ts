/**
 * The one read the statistics need (src/lib/stats): every evening with its
 * games (not deleted) and their hands, and the roster, in one read
 * transaction, as plain objects of stats/types.ts (statsRows.ts).
 */
import { currentDatabase } from './database';
import { STATS_STORES } from './schema';
import { statsOf, type StatsData } from '../files/statsRows';

export type { StatsData } from '../files/statsRows';

export async function readStats(): Promise<StatsData> {
  const db = currentDatabase();
  return db.transaction('r', STATS_STORES, async () => {
    // Whole tables at once: one request each is far faster than a read per game.
    const [sessions, games, hands, players] = await Promise.all([
      db.sessions.toArray(),
      db.games.toArray(),
      db.hands.toArray(),
      db.players.toArray(),
    ]);
    return statsOf({ sessions, games, hands, players });
  });
}
