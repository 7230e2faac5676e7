/** RULES.md §4 "Tables": how many tables of which size a number of players makes. */

/** Fewer than this many players: no tournament (RULES.md §4). */
export const MIN_PLAYERS = 3;

/**
 * The table sizes for `players` players, tables of 4 first, or null when there
 * are too few (RULES.md §4): as many tables of 4 as the players allow; 1 left
 * over makes one table of 5; 2 left over make two tables of 5 from 10 players
 * on, else (6 players) two tables of 3; 3 left over make one table of 3.
 * 3, 4 or 5 players sit at one table.
 */
export function tableSizes(players: number): number[] | null {
  if (!Number.isInteger(players) || players < MIN_PLAYERS) return null;
  if (players <= 5) return [players];
  const fours = Math.floor(players / 4);
  const fill = (count: number, size: number): number[] => new Array<number>(count).fill(size);
  switch (players % 4) {
    case 0:
      return fill(fours, 4);
    case 1:
      return [...fill(fours - 1, 4), 5];
    case 2:
      return players >= 10 ? [...fill(fours - 2, 4), 5, 5] : [3, 3];
    default:
      return [...fill(fours, 4), 3];
  }
}
