import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendHand, loadGame, startGame, undo, redo, historyState } from '../../../src/lib/db';
import { freshDatabase, ok, played } from './helpers';

describe('smoke', () => {
  beforeEach(async () => {
    await freshDatabase();
  });
  it('starts a game, appends, undoes', async () => {
    const game = ok(
      await startGame({
        variant: 'bauerntarock',
        players: ['Anna', 'Bert', 'Chris'],
        firstDealer: 0,
        houseRules: {},
      }),
    );
    ok(await appendHand(game.id, played({ declarer: 1 })));
    expect((await loadGame(game.id))?.game.hands).toHaveLength(1);
    ok(await undo());
    expect((await loadGame(game.id))?.game.hands).toHaveLength(0);
    expect(await historyState()).toMatchObject({ canUndo: true, canRedo: true });
    ok(await redo());
    expect((await loadGame(game.id))?.game.hands).toHaveLength(1);
  });
});
