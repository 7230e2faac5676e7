/**
 * The stored years of figure (g) (and the shape of figure (e)'s): 250 evenings of two
 * stopped 20-hand games, six regulars four at a time, seated differently every time.
 * Pure: the bench (node) writes it as the app's backup, and the baseline page
 * (bench/baseline/stats.ts) stores the same games in its own database.
 */
import { longGame } from './games';

export const STATS_EVENINGS = 250;
const GAMES_PER_EVENING = 2;
const HANDS_PER_GAME = 20; // 250 × 2 × 20 = 10,000 hands
export const REGULARS = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil', 'Fritz'];
const START = Date.UTC(2020, 0, 1, 19);
const DAY = 86_400_000;

export interface SeedEvening {
  id: string;
  createdAt: number;
  updatedAt: number;
  date: string;
  stakePerPoint: number;
  coin: number;
}

export interface SeedGame {
  id: string;
  sessionId: string;
  createdAt: number;
  /** A FORMAT.md game file (its players the evening's four regulars). */
  file: Record<string, unknown>;
}

export function statsSeed(): { evenings: SeedEvening[]; games: SeedGame[] } {
  const evenings: SeedEvening[] = [];
  const games: SeedGame[] = [];
  for (let e = 0; e < STATS_EVENINGS; e++) {
    const createdAt = START + 7 * e * DAY;
    const id = `bench-evening-${e}`;
    const date = new Date(createdAt).toISOString().slice(0, 10);
    evenings.push({ id, createdAt, updatedAt: createdAt, date, stakePerPoint: 0.05, coin: 0.05 });
    for (let g = 0; g < GAMES_PER_EVENING; g++) {
      const file = longGame(HANDS_PER_GAME, 1 + e * GAMES_PER_EVENING + g);
      const first = (e + g) % REGULARS.length;
      file.players = [0, 1, 2, 3].map((seat) => REGULARS[(first + seat) % REGULARS.length]!);
      games.push({ id: `bench-game-${e}-${g}`, sessionId: id, createdAt: createdAt + g, file });
    }
  }
  return { evenings, games };
}

/** The same games as the app's backup file (src/lib/files/backupFormat.ts), every game stopped. */
export function statsBackup(): Record<string, unknown> {
  const { evenings, games } = statsSeed();
  return {
    format: 'spatz-backup',
    version: 1,
    exportedAt: new Date(START).toISOString(),
    games: games.map(({ id, sessionId, createdAt, file }) => ({
      ...file,
      meta: {
        spatz: {
          id,
          sessionId,
          createdAt,
          updatedAt: createdAt,
          // endAt null: a game the table stopped, so that every game counts.
          stoppedEarly: true,
          deleted: false,
        },
      },
    })),
    sessions: evenings,
    players: [],
    settings: [],
  };
}
