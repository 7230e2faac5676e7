/**
 * The upgrades between schema versions (database.ts runs them). Permanent,
 * like the versions themselves: a shipped upgrade is never edited.
 */
import type { Transaction } from 'dexie';
import { RosterMatch } from '../files/roster';
import type { GameRow, HistoryRow, PlayerRow } from '../files/types';

/**
 * Version 2: every game refers to its players by roster id (`playerIds`),
 * names matched as FORMAT.md compares them, entries made where missing (one
 * per person, however many games they sat in). The undo history's game rows
 * get the same ids, so undoing an old step puts back a game with its ids (and no longer
 * touches the roster).
 * Hands are not touched, so `rev` stays (gameRows.ts).
 */
export async function toVersion2(tx: Transaction): Promise<void> {
  const players = (await tx.table('players').toArray()) as PlayerRow[];
  const roster = new RosterMatch(players, Date.now());
  const games = tx.table('games');
  // Oldest game first: an entry made here is made by the first game that needs it.
  const rows = ((await games.toArray()) as Omit<GameRow, 'playerIds'>[]).sort(
    (a, b) => a.createdAt - b.createdAt,
  );
  await games.bulkPut(rows.map((row) => ({ ...row, playerIds: roster.ids(row.players) })));
  const history = tx.table('history');
  // Oldest step first (a linear history: every undone step comes after every done one).
  const steps = ((await history.toArray()) as HistoryRow[]).sort((a, b) => a.seq! - b.seq!);
  // Entries for the games that exist, and for what a done step names; what only an undone
  // step names (a game started and undone) is no one yet: its entries come with its redo.
  const real = roster.added.length;
  const withIds = (row: unknown): GameRow | undefined => {
    if (!row) return undefined;
    const game = row as GameRow;
    return { ...game, playerIds: roster.ids(game.players) };
  };
  // A version-1 step's roster rows knew no game ids: undoing one would delete an entry that
  // games now refer to (made by an older game's start) or bring back a name that became an
  // entry of its own here. So the old steps undo and redo games only; a step of the roster
  // alone (a rename) goes.
  const kept: HistoryRow[] = [];
  const dropped: number[] = [];
  const pending: PlayerRow[] = [];
  for (const step of steps) {
    const known = roster.added.length;
    const changes: HistoryRow['changes'] = step.changes
      .filter((change) => change.table !== 'players')
      .map((change) => {
        if (change.table !== 'games') return change;
        const before = withIds(change.before);
        const after = withIds(change.after);
        return { ...change, ...(before ? { before } : {}), ...(after ? { after } : {}) };
      });
    const made = roster.added.slice(known);
    if (step.undone) {
      // The first undone step that names them makes them when redone, and undoing it takes
      // them away again, as a start made by this version does.
      for (const player of made) changes.push({ table: 'players', id: player.id, after: player });
    } else pending.push(...made);
    if (changes.length > 0) kept.push({ ...step, changes });
    else dropped.push(step.seq!);
  }
  await history.bulkDelete(dropped);
  await history.bulkPut(kept);
  await tx.table('players').bulkAdd([...roster.added.slice(0, real), ...pending]);
}
