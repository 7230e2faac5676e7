/**
 * RULES.md §4 "Score": a player's result of a round is their final running
 * total at their table; the tournament score is the sum. Ranked by score,
 * then the better best round, then more rounds won at their table (the
 * table's top total; a shared top counts for each), then a shared rank.
 */

/** One table's reported round: the player ids in seat order and each seat's result. */
export interface TableResult {
  round: number;
  players: readonly string[];
  totals: readonly number[];
}

export interface Standing {
  player: string;
  /** 1-based; players equal on score and both tie-breaks share a rank (1, 1, 3). */
  rank: number;
  total: number;
  /** Per round (index 0 = round 1): the result, or null (not seated, or not reported yet). */
  rounds: (number | null)[];
  /** The best round result, or null when no round counts yet. */
  best: number | null;
  /** Rounds with the top total at their table. */
  wins: number;
}

/**
 * The standings of `players` (ids) over `rounds` rounds from the tables
 * reported so far. `order` breaks nothing: it only lists players of a shared
 * rank in a stable order (the caller passes names or ids).
 */
export function standings(
  players: readonly string[],
  rounds: number,
  results: readonly TableResult[],
  order: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0),
): Standing[] {
  const rows = new Map<string, Standing>();
  for (const player of players) {
    rows.set(player, {
      player,
      rank: 0,
      total: 0,
      rounds: new Array<number | null>(rounds).fill(null),
      best: null,
      wins: 0,
    });
  }
  for (const table of results) {
    const top = Math.max(...table.totals);
    table.players.forEach((player, seat) => {
      const row = rows.get(player);
      const result = table.totals[seat];
      if (!row || result === undefined || table.round < 1 || table.round > rounds) return;
      row.rounds[table.round - 1] = result;
      if (result === top) row.wins += 1;
    });
  }
  for (const row of rows.values()) {
    for (const result of row.rounds) {
      if (result === null) continue;
      row.total += result;
      if (row.best === null || result > row.best) row.best = result;
    }
  }
  const list = [...rows.values()].sort((a, b) => compare(a, b) || order(a.player, b.player));
  list.forEach((row, index) => {
    const previous = list[index - 1];
    row.rank = previous && compare(previous, row) === 0 ? previous.rank : index + 1;
  });
  return list;
}

/** Better first: score, best round (none is lowest), rounds won. */
function compare(a: Standing, b: Standing): number {
  return b.total - a.total || (b.best ?? -Infinity) - (a.best ?? -Infinity) || b.wins - a.wins;
}
