/**
 * What storing a received evening would write (eveningMerge.ts decides), read inside the
 * transaction that writes it and by the preview, the same way: so the preview lists
 * exactly what a confirm changes. Writes nothing.
 */
import { ownPhoneId } from './collect';
import type { SpatzDatabase } from './database';
import type { ReceivedEvening, ReceivedGame } from '../files/eveningFile';
import { mergeEvening, receiveAction, samePhone, type EveningMerge } from '../files/eveningMerge';
import type { ReceiveAction } from '../files/eveningMerge';
import { loadGameRows, type GameRows } from './gameRows';
import { eveningOfCopy } from '../files/importCompare';
import { localDay } from '../files/sessionValues';
import { stableId } from '../files/stableId';
import type { CopyInfo, SessionRow } from '../files/types';

export { ownPhoneId, PHONE_ID } from './collect';

/** The copy kept beside a stored game: what becomes of it. */
export interface BesidePlan {
  action: 'new' | 'update' | 'same' | 'older';
  /** The copy as it would be stored (its own ids, its own evening). */
  target: ReceivedGame;
  /** The copy stored already (an earlier transfer of the same phone's sheet). */
  stored?: GameRows;
}

export interface GamePlan {
  file: ReceivedGame;
  action: ReceiveAction;
  stored?: GameRows;
  /** Only for `both`. */
  beside?: BesidePlan;
}

export interface ReceivePlan {
  evening?: EveningMerge;
  /** The evening stored now, before the confirm (for the beside copies' evening). */
  storedEvening?: SessionRow;
  games: GamePlan[];
  self?: string;
  /** Whether a confirm writes anything. */
  writes: boolean;
}

/** Whose sheet a stored copy of `file` is: the phone that keeps score of it. */
export function copyInfo(file: ReceivedGame, now: number): CopyInfo {
  const { phone, name, at } = file.keeper;
  return { from: name, ...(phone ? { phone } : {}), sentAt: at, receivedAt: now };
}

/**
 * The received game as a copy beside the stored one: an id of its own from the game's id,
 * the phone whose sheet it is and its revision (so a third phone's sheet is kept beside
 * too), hand ids derived from it and the hands' ids, and an evening of its own with the
 * stored evening's values (so the evening does not count the game twice).
 */
function besideTarget(
  file: ReceivedGame,
  id: string,
  evening: SessionRow | undefined,
  now: number,
): ReceivedGame {
  const sessionId = stableId(`evening of the received copy ${id}`);
  // A received copy's evening carries no paid mark; an imported copy's keeps it.
  const {
    paidAt: _p,
    paidMarkedAt: _m,
    ...session
  } = eveningOfCopy(evening, sessionId, now, localDay(file.row.createdAt));
  return {
    ...file,
    row: {
      ...file.row,
      id,
      sessionId,
      meta: { ...file.row.meta, importedCopy: { of: file.row.id } },
    },
    hands: file.hands.map((hand) => ({ ...hand, id: stableId(`${id} ${hand.id}`), gameId: id })),
    session,
  };
}

/**
 * Whose sheet a copy kept beside is labelled: the keeper the text names, but never this
 * phone (a sheet that differs from this phone's own is not its sheet, whatever the text
 * says): then the phone that sent it.
 */
function besideKeeper(file: ReceivedGame, self: string | undefined): ReceivedGame['keeper'] {
  if (self === undefined || file.keeper.phone !== self) return file.keeper;
  const sent = file.sent;
  const phone = sent?.phone !== undefined && sent.phone !== self ? { phone: sent.phone } : {};
  return { ...phone, name: sent?.from ?? '', at: sent?.at ?? file.keeper.at };
}

async function planBeside(
  db: SpatzDatabase,
  file: ReceivedGame,
  evening: SessionRow | undefined,
  self: string | undefined,
  now: number,
): Promise<BesidePlan> {
  const keeper = besideKeeper(file, self);
  // An earlier sheet of the same phone kept beside: it follows that phone as any copy does.
  const earlier = await db.games
    .filter((row) => {
      const of = (row.meta?.importedCopy as { of?: unknown } | undefined)?.of;
      const owner = row.copy;
      if (of !== file.row.id || !owner || owner.takenOverAt !== undefined) return false;
      return samePhone(
        { ...(owner.phone ? { phone: owner.phone } : {}), name: owner.from },
        keeper,
      );
    })
    .toArray();
  for (const row of earlier.sort((a, b) => b.createdAt - a.createdAt)) {
    const stored = await loadGameRows(db, row.id, true);
    const target = besideTarget({ ...file, keeper }, row.id, evening, now);
    const action = receiveAction(stored, target, self, now);
    if (action === 'same' || action === 'older' || action === 'update') {
      return { action, target, ...(stored ? { stored } : {}) };
    }
    if (action === 'handed') return { action: 'same', target };
  }
  const who = keeper.phone ?? `name ${keeper.name}`;
  const id = stableId(`received copy beside ${file.row.id} from ${who} at ${file.rev}`);
  const target = besideTarget({ ...file, keeper }, id, evening, now);
  const stored = await loadGameRows(db, id, true);
  if (stored) return { action: 'same', target, stored };
  return { action: 'new', target };
}

/** What receiving `evening` would do here, read in the caller's transaction. */
export async function planReceive(
  db: SpatzDatabase,
  evening: ReceivedEvening,
  now: number,
): Promise<ReceivePlan> {
  const self = await ownPhoneId(db);
  const sessionId = evening.session?.id ?? evening.games[0]?.row.sessionId;
  const storedEvening = sessionId ? await db.sessions.get(sessionId) : undefined;
  let merged = evening.session ? mergeEvening(storedEvening, evening.session, now) : undefined;
  const games: GamePlan[] = [];
  // One read for whether each game is here: most of a season's games are new.
  const here = await db.games.bulkGet(evening.games.map((file) => file.row.id));
  for (const [at, file] of evening.games.entries()) {
    const stored = here[at] ? await loadGameRows(db, file.row.id, true) : undefined;
    const action = receiveAction(stored, file, self, now);
    const plan: GamePlan = { file, action, ...(stored ? { stored } : {}) };
    if (action === 'both') {
      const ofStored = stored ? await db.sessions.get(stored.row.sessionId) : undefined;
      plan.beside = await planBeside(db, file, ofStored ?? storedEvening, self, now);
    }
    games.push(plan);
  }
  // Only a new game is stored in the received evening (an update keeps its game's evening,
  // a copy beside has one of its own): an evening new here that no game goes into is not
  // stored (a game moved to another evening on the sender leaves no empty evening here).
  if (merged?.added && !games.some((g) => g.action === 'new')) merged = undefined;
  const writes =
    merged?.row !== undefined ||
    games.some(
      (g) =>
        g.action === 'new' ||
        g.action === 'update' ||
        g.action === 'handed' ||
        (g.beside !== undefined && (g.beside.action === 'new' || g.beside.action === 'update')),
    );
  return {
    ...(merged ? { evening: merged } : {}),
    ...(storedEvening ? { storedEvening } : {}),
    games,
    ...(self ? { self } : {}),
    writes,
  };
}
