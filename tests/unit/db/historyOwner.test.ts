/**
 * Undo stays inside what it undoes: whose sheet a game is (a received copy, taken over or
 * not; a game another phone keeps score of, taken back or not) is no step's to change
 * (FORMAT.md "Between phones"). Undoing a rename or a merge recorded before a take-over or
 * a take-back gives the seats their old names and leaves the game this phone's, so the
 * hands entered after it can be redone. Hineinschauen without doublings scores the
 * declarer's card points − 60 to the declarer (RULES.md §1.5).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyReceived,
  loadGame,
  mergePlayers,
  redo,
  renamePlayer,
  startGame,
  takeBack,
  takeOver,
  undo,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { scoreGame } from '../../../src/lib/rules';
import { ok, three } from './helpers';
import { eveningFrom, hand, onPhone, sentFrom, twoPhones, type Phones } from './phones';

let phones: Phones;
let receiver: SpatzDatabase;

beforeEach(async () => {
  phones = await twoPhones();
  receiver = phones.receiver;
});

const totals = async (id: string) => scoreGame((await loadGame(id))!.game).totals;
const names = async (id: string) => (await receiver.games.get(id))!.players;

/** The sender's game with one hand, Bert 70 (+10), received here as a read-only copy. */
async function receivedCopy(): Promise<string> {
  const id = await onPhone(phones, async () => {
    const game = ok(await startGame(three));
    ok(await appendHand(game.id, hand(1, 70)));
    return game.id;
  });
  ok(await applyReceived(await sentFrom(phones, id, 'Bert', Date.now())));
  expect((await receiver.games.get(id))!.copy!.takenOverAt).toBeUndefined();
  return id;
}

/** Taken over, then a hand here: Anna 80 (+20); totals Anna +20, Bert +10, Chris 0. */
async function takeOverAndPlay(id: string): Promise<void> {
  ok(await takeOver(id));
  ok(await appendHand(id, hand(0, 80)));
  expect(await totals(id)).toEqual([20, 10, 0]);
}

/** Still this phone's sheet: taken over, nothing from another phone in the way. */
async function expectOurs(id: string): Promise<void> {
  const row = (await receiver.games.get(id))!;
  expect(row.copy!.takenOverAt).toBeDefined();
  expect(row.elsewhere).toBeUndefined();
}

describe('undo of a roster change made while the game was a copy', () => {
  it('a rename: undone, the game stays taken over and its hand can be redone', async () => {
    const id = await receivedCopy();
    const annaId = (await receiver.games.get(id))!.playerIds[0]!;
    ok(await renamePlayer(annaId, 'Annemarie'));
    await takeOverAndPlay(id);

    // Undo the hand (back to Bert +10), then the rename (Anna again).
    expect(ok(await undo()).label).toBe('appendHand');
    expect(await totals(id)).toEqual([0, 10, 0]);
    expect(ok(await undo()).label).toBe('renamePlayer');
    expect(await names(id)).toEqual(['Anna', 'Bert', 'Chris']);
    await expectOurs(id);
    // Nothing older is this history's: the receive ended it.
    expect((await undo()).ok).toBe(false);

    // Redo both: the new name, then the hand (Anna +20 again).
    expect(ok(await redo()).label).toBe('renamePlayer');
    expect(await names(id)).toEqual(['Annemarie', 'Bert', 'Chris']);
    await expectOurs(id);
    expect(ok(await redo()).label).toBe('appendHand');
    expect(await totals(id)).toEqual([20, 10, 0]);
    await expectOurs(id);
  });

  it('a merge: undone, the game stays taken over and its hand can be redone', async () => {
    // Anne of an earlier game here is the Anna of the copy.
    const mine = ok(await startGame({ ...three, players: ['Anne', 'Dora', 'Emil'] }));
    const id = await receivedCopy();
    const annaId = (await receiver.games.get(id))!.playerIds[0]!;
    ok(await mergePlayers(mine.playerIds[0]!, annaId));
    expect(await names(id)).toEqual(['Anne', 'Bert', 'Chris']);
    await takeOverAndPlay(id);

    expect(ok(await undo()).label).toBe('appendHand');
    expect(ok(await undo()).label).toBe('mergePlayers');
    expect(await names(id)).toEqual(['Anna', 'Bert', 'Chris']);
    expect((await receiver.games.get(id))!.playerIds[0]).toBe(annaId);
    await expectOurs(id);

    expect(ok(await redo()).label).toBe('mergePlayers');
    expect(await names(id)).toEqual(['Anne', 'Bert', 'Chris']);
    expect(ok(await redo()).label).toBe('appendHand');
    expect(await totals(id)).toEqual([20, 10, 0]);
    await expectOurs(id);
  });

  it('hands after the take-over undo and redo as ever around the roster step', async () => {
    const id = await receivedCopy();
    const annaId = (await receiver.games.get(id))!.playerIds[0]!;
    ok(await renamePlayer(annaId, 'Annemarie'));
    await takeOverAndPlay(id);
    // Chris 65 (+5): Anna +20, Bert +10, Chris +5.
    ok(await appendHand(id, hand(2, 65)));
    expect(await totals(id)).toEqual([20, 10, 5]);

    ok(await undo());
    expect(await totals(id)).toEqual([20, 10, 0]);
    ok(await redo());
    expect(await totals(id)).toEqual([20, 10, 5]);
    // All three undone: hand, hand, rename.
    ok(await undo());
    ok(await undo());
    ok(await undo());
    expect(await names(id)).toEqual(['Anna', 'Bert', 'Chris']);
    expect(await totals(id)).toEqual([0, 10, 0]);
    // A new hand drops the undone steps (no branching) and is this phone's to enter:
    // Chris 75 (+15).
    ok(await appendHand(id, hand(2, 75)));
    expect(await totals(id)).toEqual([0, 10, 15]);
    expect((await redo()).ok).toBe(false);
    ok(await undo());
    expect(await totals(id)).toEqual([0, 10, 0]);
    await expectOurs(id);
  });
});

describe('undo of a rename made while another phone kept score', () => {
  it('taken back, hands here, undone twice: still this phone’s, the hand redone', async () => {
    // This phone's game, one hand Bert 70 (+10), handed to the other phone, which takes
    // over and enters Chris 80 (+20), and hands it back: this phone's game is `elsewhere`.
    const game = ok(await startGame(three));
    const id = game.id;
    ok(await appendHand(id, hand(1, 70)));
    const there = await eveningFrom(phones, receiver, id, 'Anna');
    await onPhone(phones, async () => {
      ok(await applyReceived(there));
      ok(await takeOver(id));
      ok(await appendHand(id, hand(2, 80)));
    });
    ok(await applyReceived(await eveningFrom(phones, phones.sender, id, 'Bert')));
    expect((await receiver.games.get(id))!.elsewhere).toBeDefined();
    expect(await totals(id)).toEqual([0, 10, 20]);

    ok(await renamePlayer(game.playerIds[0]!, 'Annemarie'));
    ok(await takeBack(id));
    // Anna 80 (+20): Anna +20, Bert +10, Chris +20.
    ok(await appendHand(id, hand(0, 80)));
    expect(await totals(id)).toEqual([20, 10, 20]);

    expect(ok(await undo()).label).toBe('appendHand');
    expect(ok(await undo()).label).toBe('renamePlayer');
    expect(await names(id)).toEqual(['Anna', 'Bert', 'Chris']);
    expect((await receiver.games.get(id))!.elsewhere).toBeUndefined();
    expect(ok(await redo()).label).toBe('renamePlayer');
    expect(ok(await redo()).label).toBe('appendHand');
    expect(await totals(id)).toEqual([20, 10, 20]);
    expect((await receiver.games.get(id))!.elsewhere).toBeUndefined();
    // And an ordinary hand after the take-back undoes and redoes as ever.
    ok(await undo());
    expect(await totals(id)).toEqual([0, 10, 20]);
    ok(await redo());
    expect(await totals(id)).toEqual([20, 10, 20]);
  });
});
