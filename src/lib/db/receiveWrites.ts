/**
 * The write of a received evening (receive.ts): part of the write module, one transaction.
 * What it writes is what `planReceive` (receivePlan.ts) says, read again inside this
 * transaction, so it is what the preview listed. Anything it changes is kept first in a
 * snapshot, as an import does.
 */
import type { SpatzDatabase } from './database';
import type { ReceivedEvening, ReceivedGame } from '../files/eveningFile';
import type { ReceiveAction } from '../files/eveningMerge';
import { nextUpdatedAt, withNewRev, type GameRows } from './gameRows';
import { freshHandIds, planImport } from './importPlan';
import { ALL_TABLES, takeSnapshot } from './importWrites';
import { copyInfo, planReceive, type GamePlan } from './receivePlan';
import { sheetGateProblems } from './sheetGate';
import { invalid, transact } from './transact';
import { sheetOwner, type GameRow, type WriteResult } from '../files/types';

export type { ReceiveAction } from '../files/eveningMerge';

/** Every table: the snapshot taken first reads them all (collectBackup), tournaments too. */
const TABLES = ALL_TABLES;

export interface ReceiveOutcome {
  /** What became of the game to open (see `gameId`). */
  action: ReceiveAction;
  /** The game to open: the evening's latest game here, or the copy kept beside it (`both`). */
  gameId: string;
  from: string;
  /** What became of each received game, in the evening's order. */
  games: { id: string; action: ReceiveAction; storedAs: string }[];
}

/** Where a received game lives after the confirm: its own id, or the copy beside it. */
function storedAs(plan: GamePlan): string {
  return plan.action === 'both' && plan.beside ? plan.beside.target.row.id : plan.file.row.id;
}

/** What became of a game, its copy beside counted: one kept beside already changes nothing. */
export function shownAction(plan: GamePlan): ReceiveAction {
  const beside = plan.beside?.action;
  return beside === 'same' || beside === 'older' ? beside : plan.action;
}

/** The game a receive opens: the latest of the evening not deleted (the one at the table). */
export function openedGame(plans: readonly GamePlan[]): GamePlan | undefined {
  const live = plans.filter((p) => !p.file.row.deleted);
  return live.at(-1) ?? plans.at(-1);
}

/**
 * The stored game takes the received hands, merged by hand id (a hand it has keeps its row
 * id, one it lacks is added, one the sender removed goes). A game this phone kept score of
 * stays its own and shows that another phone keeps score now (`elsewhere`); a read-only one
 * is the sheet of the phone that keeps score of it.
 */
async function replaceHands(
  db: SpatzDatabase,
  stored: GameRows,
  file: ReceivedGame,
  now: number,
): Promise<void> {
  const hands = await freshHandIds(db, file.hands, new Set(), file.row.id);
  const { stoppedEarly, deleted, meta } = file.row;
  const { meta: _meta, ...kept } = stored.row;
  const row: GameRow = {
    ...markKeeper(kept, file, now),
    stoppedEarly,
    deleted,
    // This phone's stamp: another phone's clock never orders "resume" here.
    updatedAt: await nextUpdatedAt(db, now),
    ...(meta ? { meta } : {}),
  };
  await db.hands.bulkDelete(stored.hands.map((h) => h.id));
  await db.hands.bulkAdd(hands);
  await db.games.put(withNewRev(row));
}

/** The row with whose sheet it is now: `elsewhere` for a game this phone kept, else `copy`. */
function markKeeper(row: GameRow, file: ReceivedGame, now: number): GameRow {
  const info = copyInfo(file, now);
  const owner = sheetOwner(row);
  if (!owner || row.elsewhere) return { ...row, elsewhere: info };
  return { ...row, copy: info };
}

/**
 * New games as copies of the phone that keeps score of each, with their evening and names.
 * A copy kept beside a stored game sits in the stored game's seats (`seats`, by game id):
 * the same people, whatever names its sheet gives them, so a name from outside joins the
 * roster only with a game of its own, never with a sheet of a game this phone has.
 */
async function addGames(
  db: SpatzDatabase,
  games: readonly ReceivedGame[],
  seats: ReadonlyMap<string, string[]>,
  now: number,
): Promise<void> {
  if (games.length === 0) return;
  const stamp = await nextUpdatedAt(db, now);
  const rows = games.map((game) => ({
    ...game,
    row: { ...game.row, updatedAt: stamp, copy: copyInfo(game, now) },
  }));
  const parsed = { kind: 'game' as const, games: rows, sessions: [], players: [], settings: [] };
  const plan = await planImport(db, parsed, now);
  const seated = plan.games.map((row) => ({
    ...row,
    playerIds: seats.get(row.id) ?? row.playerIds,
  }));
  const used = new Set(seated.flatMap((row) => row.playerIds));
  // Issued together: one transaction runs them in order, and any failure aborts it whole.
  await Promise.all([
    db.sessions.bulkAdd(plan.sessions),
    db.players.bulkAdd(plan.players.filter((player) => used.has(player.id))),
    db.games.bulkAdd(seated.map(withNewRev)),
    db.hands.bulkAdd(plan.hands),
  ]);
}

/**
 * Stores a read and checked received evening (see planReceive) in one transaction. `synced`:
 * it came from the club's server (clubWrites.ts), every minute or so: no snapshot of
 * everything each time, and the undo history ends only where a game this phone keeps
 * changed (a step of it could put back what the received sheet replaced); copies have none.
 */
export function storeReceived(
  evening: ReceivedEvening,
  synced = false,
): Promise<WriteResult<ReceiveOutcome>> {
  // Safe: what is stored is read, compared and written in one transaction over every table
  // it touches (and the snapshot), so a write in another tab cannot slip in between.
  return transact(TABLES, (db) => storeOne(db, evening, synced, Date.now()));
}

/**
 * Stores the club's evenings of one batch (clubWrites.ts) in one transaction: all of them,
 * or, where one is refused, none.
 */
export function storeSynced(
  evenings: readonly ReceivedEvening[],
): Promise<WriteResult<ReceiveOutcome[]>> {
  // Safe: as storeReceived, every evening read, compared and written in the one transaction.
  return transact(TABLES, async (db) => {
    const now = Date.now();
    const outcomes: ReceiveOutcome[] = [];
    // The new games of every evening added together at the end: one read of the roster and
    // of the hand ids for the batch, not one per evening (a season's first join is all new
    // games). An evening naming a game still waiting to be added adds those first, so it
    // sees them stored as it would have.
    const later: Later = { added: [], seats: new Map() };
    for (const evening of evenings) {
      const waiting = new Set(later.added.map((game) => game.row.id));
      if (evening.games.some((game) => waiting.has(game.row.id))) await addLater(db, later, now);
      outcomes.push(await storeOne(db, evening, true, now, later));
    }
    await addLater(db, later, now);
    return outcomes;
  });
}

/** New games a batch adds once its evenings are planned (storeSynced). */
interface Later {
  added: ReceivedGame[];
  seats: Map<string, string[]>;
}

async function addLater(db: SpatzDatabase, later: Later, now: number): Promise<void> {
  await addGames(db, later.added, later.seats, now);
  later.added = [];
  later.seats = new Map();
}

async function storeOne(
  db: SpatzDatabase,
  evening: ReceivedEvening,
  synced: boolean,
  now: number,
  later?: Later,
): Promise<ReceiveOutcome> {
  const refused = await sheetGateProblems(db, evening.games);
  if (refused.length > 0) invalid(refused);
  const plan = await planReceive(db, evening, now);
  const games = plan.games.map((g) => ({
    id: g.file.row.id,
    action: shownAction(g),
    storedAs: storedAs(g),
  }));
  const open = openedGame(plan.games);
  const outcome: ReceiveOutcome = {
    action: open ? shownAction(open) : 'same',
    gameId: open ? storedAs(open) : '',
    from: evening.from,
    games,
  };
  if (!plan.writes) return outcome;
  if (!synced) await takeSnapshot(db, 'receive', now);
  if (plan.evening?.row) await db.sessions.put(plan.evening.row);
  const added: ReceivedGame[] = [];
  const seats = new Map<string, string[]>();
  for (const game of plan.games) {
    if (game.action === 'new') added.push(game.file);
    else if (game.action === 'update') await replaceHands(db, game.stored!, game.file, now);
    else if (game.action === 'handed') {
      await db.games.put(markKeeper(game.stored!.row, game.file, now));
    } else if (game.action === 'both' && game.beside) {
      const beside = game.beside;
      if (beside.action === 'new') {
        added.push(beside.target);
        const stored = game.stored!.row.playerIds;
        if (stored.length === beside.target.row.players.length) {
          seats.set(beside.target.row.id, stored);
        }
      } else if (beside.action === 'update') {
        await replaceHands(db, beside.stored!, beside.target, now);
      }
    }
  }
  if (later) {
    later.added.push(...added);
    for (const [id, seated] of seats) later.seats.set(id, seated);
  } else await addGames(db, added, seats, now);
  // Ends the undo history, as an import does (the snapshot is the way back): an old step
  // could put back hands or an evening the received ones replaced.
  const ownChanged = plan.games.some(
    (g) => (g.action === 'update' || g.action === 'handed') && !sheetOwner(g.stored!.row),
  );
  const eveningChanged = plan.evening?.row !== undefined && !plan.evening.added;
  if (!synced || ownChanged || eveningChanged) await db.history.clear();
  return outcome;
}
