import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  deleteGame,
  gameRowVersion,
  recordRedeal,
  startGame,
  startSession,
  stopGame,
  undo,
  type WriteResult,
} from '../../../src/lib/db';
import { freshDatabase, ok, played, three } from './helpers';

/** The stamp the show screen follows: it must move with every write of the game it shows. */
beforeEach(async () => {
  await freshDatabase();
});

async function aGame(): Promise<string> {
  const session = ok(await startSession({ date: '2026-12-01' }));
  return ok(await startGame({ ...three, sessionId: session.id })).id;
}

describe('a game’s stamp', () => {
  it('is undefined for a game that is not there', async () => {
    expect(await gameRowVersion('no-such-game')).toBeUndefined();
  });

  it('changes with a hand, a redeal, an undo, a stop and a delete', async () => {
    const gameId = await aGame();
    const seen = [await gameRowVersion(gameId)];
    expect(seen[0]).toBeDefined();
    // A read changes nothing.
    expect(await gameRowVersion(gameId)).toBe(seen[0]);
    const writes: (() => Promise<WriteResult<unknown>>)[] = [
      () => appendHand(gameId, played({ declarer: 0, declarerPoints: 70 })),
      () => recordRedeal(gameId),
      () => undo(),
      () => stopGame(gameId),
      () => deleteGame(gameId),
    ];
    for (const write of writes) {
      ok(await write());
      const stamp = await gameRowVersion(gameId);
      // An undo may give back an earlier stamp: the game is then as it was.
      expect(stamp).not.toBe(seen.at(-1));
      seen.push(stamp);
    }
  });

  it('does not change when another game is written', async () => {
    const shown = await aGame();
    const other = await aGame();
    const before = await gameRowVersion(shown);
    ok(await appendHand(other, played({ declarer: 1, declarerPoints: 65 })));
    expect(await gameRowVersion(shown)).toBe(before);
  });
});
