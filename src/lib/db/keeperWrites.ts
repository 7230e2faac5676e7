/**
 * Which phone keeps score of a game (FORMAT.md "Between phones"): this phone takes over a
 * received copy, or takes back a game whose sheet another phone keeps now. Neither is an
 * undo step: they change no fact of the game, only whose sheet it is.
 */
import { refuse, transact } from './transact';
import type { GameRow, WriteResult } from '../files/types';

/**
 * "Take over keeping score" of a received copy: from now on an ordinary game, continuing
 * exactly where the sheet stood (its hands are untouched, so dealer, round and totals are
 * the same fold). The copy's origin stays as its history. `updatedAt` stays too: it says
 * when the sheet last changed, and a later transfer compares against it (importCompare.ts).
 * Not an undo step: it changes no fact of the game, and no step's undo puts the copy back
 * (history.ts `withOwnerNow`).
 */
export function takeOver(gameId: string): Promise<WriteResult<GameRow>> {
  // Safe: one game row read and rewritten in one transaction.
  return transact('games', async (db) => {
    const before = await db.games.get(gameId);
    if (!before || before.deleted) refuse({ kind: 'notFound', what: 'game' });
    if (!before.copy || before.copy.takenOverAt !== undefined) return before;
    // Never before the sheet's last change (the sender's clock may run ahead of this one):
    // a write here is stamped after both (nextUpdatedAt), so receiveWrites.ts can tell it.
    const takenOverAt = Math.max(Date.now(), before.updatedAt);
    const after: GameRow = { ...before, copy: { ...before.copy, takenOverAt } };
    await db.games.put(after);
    return after;
  });
}

/**
 * "Take back keeping score" of a game this phone kept score of and another phone keeps
 * score of now (its sheet came back, `elsewhere`): this phone's again, where the sheet
 * stands (every hand it has, the ones added there too). Not an undo step, as `takeOver`.
 */
export function takeBack(gameId: string): Promise<WriteResult<GameRow>> {
  // Safe: one game row read and rewritten in one transaction.
  return transact('games', async (db) => {
    const before = await db.games.get(gameId);
    if (!before || before.deleted) refuse({ kind: 'notFound', what: 'game' });
    if (!before.elsewhere) return before;
    const { elsewhere: _elsewhere, ...after } = before;
    await db.games.put(after);
    return after;
  });
}
