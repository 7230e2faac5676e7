/**
 * Handing keeping of a game to another member through the club (FORMAT.md "A club's
 * season"; take-over through the club): the keeper pushes the game naming the other member
 * as `keeper`, which the server allows the current keeper only, and this phone's game becomes
 * a read-only copy of that member's sheet. The other member's phone takes it as its own on
 * its next pull (clubOwn.ts); handing it back is the same the other way. Part of the write
 * module; loaded only with a club.
 */
import { currentDatabase } from './database';
import { handsOf } from './gameRows';
import { transact } from './transact';
import { gameRev, memberPhone, pushMark } from '../club/document';
import {
  isReadOnlyCopy,
  type GameRow,
  type HandRow,
  type SessionRow,
  type WriteResult,
} from '../files/types';

/** A game this phone keeps that the server holds: what the hand-over list shows. */
export interface HandableGame {
  id: string;
  players: string[];
  date?: string;
  place?: string;
  createdAt: number;
}

/** The games this phone keeps that are on the club's server, the latest first. */
export async function handableGames(): Promise<HandableGame[]> {
  const db = currentDatabase();
  return db.transaction('r', ['games', 'sessions', 'clubPushed'], async () => {
    const [games, pushed] = await Promise.all([db.games.toArray(), db.clubPushed.toArray()]);
    const onServer = new Set(pushed.filter((p) => p.couchRev && !p.refused).map((p) => p.id));
    const kept = games.filter((g) => !g.deleted && !isReadOnlyCopy(g) && onServer.has(g.id));
    const out: HandableGame[] = [];
    for (const game of kept.sort((a, b) => b.createdAt - a.createdAt)) {
      const session = await db.sessions.get(game.sessionId);
      out.push({
        id: game.id,
        players: game.players,
        createdAt: game.createdAt,
        ...(session?.date ? { date: session.date } : {}),
        ...(session?.place ? { place: session.place } : {}),
      });
    }
    return out;
  });
}

/** A game ready to be handed on: everything of it is at the server already. */
export interface HandReady {
  row: GameRow;
  hands: HandRow[];
  session?: SessionRow;
  couchRev: string;
}

/**
 * The game as the server holds it, ready to be handed on; undefined when this phone does
 * not keep it or something of it has not gone up yet (its last hands are pushed first:
 * never lose a hand).
 */
export async function handReady(id: string): Promise<HandReady | undefined> {
  const db = currentDatabase();
  return db.transaction('r', ['games', 'hands', 'sessions', 'clubPushed'], async () => {
    const row = await db.games.get(id);
    if (!row || row.deleted || isReadOnlyCopy(row)) return undefined;
    const session = await db.sessions.get(row.sessionId);
    const pushed = await db.clubPushed.get(id);
    if (!pushed?.couchRev || pushed.refused || pushed.mark !== pushMark(row, session)) {
      return undefined;
    }
    const hands = await handsOf(db, id);
    return { row, hands, ...(session ? { session } : {}), couchRev: pushed.couchRev };
  });
}

/**
 * The server took the hand-over of the game at revision `rev`: this phone's game is now a
 * read-only copy of `member`'s sheet (at the server's revision `couchRev`). Its hands stay as
 * they are. A hand saved here meanwhile keeps it this phone's: its push is refused then and
 * the member's version is kept beside it (clubTransfer.ts), so that hand is not lost.
 */
export function handedOn(
  id: string,
  member: string,
  couchRev: string,
  rev: string,
  now: number,
): Promise<WriteResult<GameRow | undefined>> {
  // Safe: one game row and its mark read and rewritten in one transaction.
  return transact(['games', 'sessions', 'clubPushed'], async (db) => {
    const row = await db.games.get(id);
    if (!row) return undefined;
    if (gameRev(row) !== rev) {
      await db.clubPushed.put({ id, mark: '', couchRev });
      return row;
    }
    const copy = { from: member, phone: memberPhone(member), sentAt: now, receivedAt: now };
    const after: GameRow = { ...row, copy };
    await db.games.put(after);
    const session = await db.sessions.get(row.sessionId);
    await db.clubPushed.put({ id, mark: pushMark(after, session), couchRev });
    return after;
  });
}
