/**
 * The roster and received copies (FORMAT.md "Between phones"): a copy's seats refer to
 * roster entries like any game's, so renaming or merging a person who sat in a copy is
 * undone exactly, and no undo of an older step may take away an entry a copy refers to.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyReceived,
  listPlayers,
  loadGame,
  mergePlayers,
  redo,
  renamePlayer,
  startGame,
  undo,
  type GameRow,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { receivedText, FIRST_HANDS, RECEIVED_ID } from '../../fixtures/received';
import { freshDatabase, ok, three } from './helpers';

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

const idOf = async (name: string) => (await listPlayers()).find((p) => p.name === name)!.id;

describe('renaming and merging a person who sat in a received copy', () => {
  it('a rename is undone and redone exactly, the copy included', async () => {
    ok(await applyReceived(receivedText(FIRST_HANDS)));
    const before = (await db.games.get(RECEIVED_ID))!;
    ok(await renamePlayer(await idOf('Bert'), 'Berti'));
    expect((await db.games.get(RECEIVED_ID))!.players).toEqual(['Anna', 'Berti', 'Chris']);
    ok(await undo());
    expect(await db.games.get(RECEIVED_ID)).toEqual(before);
    expect((await listPlayers()).map((p) => p.name).sort()).toEqual(['Anna', 'Bert', 'Chris']);
    ok(await redo());
    expect((await loadGame(RECEIVED_ID))!.game.players).toEqual(['Anna', 'Berti', 'Chris']);
  });

  it('a merge is undone exactly, the copy included', async () => {
    ok(await applyReceived(receivedText(FIRST_HANDS)));
    ok(await startGame({ ...three, players: ['Berti', 'Dora', 'Emil'] }));
    const before = (await db.games.get(RECEIVED_ID))!;
    const roster = await listPlayers();
    ok(await mergePlayers(await idOf('Berti'), await idOf('Bert')));
    expect((await db.games.get(RECEIVED_ID))!.players).toEqual(['Anna', 'Berti', 'Chris']);
    ok(await undo());
    expect(await db.games.get(RECEIVED_ID)).toEqual(before);
    expect(await listPlayers()).toEqual(roster);
  });
});

describe('undoing an older step after a copy arrived', () => {
  it('leaves every roster entry a copy refers to', async () => {
    // Zenzi is new to this phone's roster with this game (one undo step with it).
    ok(await startGame({ ...three, players: ['Anna', 'Zenzi', 'Dora'] }));
    // The received copy's Anna is the same person (FORMAT.md names).
    ok(await applyReceived(receivedText(FIRST_HANDS)));
    const copy: GameRow = (await db.games.get(RECEIVED_ID))!;
    // Whatever undo does now, the copy's people stay in the roster.
    await undo();
    const ids = new Set((await listPlayers()).map((p) => p.id));
    for (const id of copy.playerIds) expect(ids.has(id)).toBe(true);
    expect((await db.games.get(RECEIVED_ID))!.playerIds).toEqual(copy.playerIds);
  });
});
