/**
 * A received copy this phone took over and then changed is never overwritten by a later
 * transfer (FORMAT.md "Between phones"), even when the change here is one the timestamps
 * of the two phones cannot tell from "nothing happened": a hand deleted or corrected here
 * before the sender went on with their own sheet. Hineinschauen without doublings scores
 * the declarer's card points − 60 to the declarer (RULES.md §1.5). And the evening, with its
 * stake, comes along even when no hand changed, so the money reads the same on both phones.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendHand,
  applyReceived,
  deleteGame,
  deleteHand,
  editHand,
  loadGame,
  readStats,
  sessionOfGame,
  startGame,
  takeOver,
  updateSession,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { scoreGame } from '../../../src/lib/rules';
import { ok, three } from './helpers';
import { hand, onPhone, sentFrom, twoPhones, type Phones } from './phones';

let phones: Phones;
let receiver: SpatzDatabase;

const onSender = <T>(work: () => Promise<T>): Promise<T> => onPhone(phones, work);
const sent = (gameId: string) => sentFrom(phones, gameId, 'Anna', Date.now());

/** Waits for the clock to move on, so that each phone's next write is later. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(async () => {
  phones = await twoPhones();
  receiver = phones.receiver;
});

describe('a copy taken over and changed here, then a later transfer', () => {
  // Anna +20, Bert +10, Chris −10.
  const FIRST = [hand(1, 70), hand(2, 50), hand(0, 80)];

  async function takenOver(): Promise<string> {
    const id = await onSender(async () => {
      const game = ok(await startGame(three));
      for (const h of FIRST) ok(await appendHand(game.id, h));
      return game.id;
    });
    ok(await applyReceived(await sent(id)));
    await tick();
    ok(await takeOver(id));
    await tick();
    return id;
  }

  it('a hand deleted here stays deleted: both are kept', async () => {
    const id = await takenOver();
    ok(await deleteHand(id, 2));
    await tick();
    // The sender, not knowing, goes on: Bert +5.
    await onSender(async () => ok(await appendHand(id, hand(1, 65))));
    const outcome = ok(await applyReceived(await sent(id)));
    expect(outcome.action).toBe('both');
    // Ours: the first two hands only (Anna's +20 deleted here).
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([0, 10, -10]);
    expect((await receiver.games.get(id))!.copy!.takenOverAt).toBeDefined();
    // Theirs beside it: all four hands.
    expect(scoreGame((await loadGame(outcome.gameId))!.game).totals).toEqual([20, 15, -10]);
  });

  it('the copy kept beside is not counted again by the statistics while ours is there', async () => {
    const id = await takenOver();
    ok(await deleteHand(id, 2));
    await tick();
    await onSender(async () => ok(await appendHand(id, hand(1, 65))));
    const outcome = ok(await applyReceived(await sent(id)));
    expect(outcome.action).toBe('both');
    const counted = async () =>
      (await readStats()).evenings.flatMap((e) => e.games.map((g) => g.id));
    expect(await counted()).toEqual([id]);
    // Ours deleted: the one beside it is then the only record of that game, and counts.
    ok(await deleteGame(id));
    expect(await counted()).toEqual([outcome.gameId]);
  });

  it('a hand corrected here keeps its correction, though the sender corrected it later', async () => {
    const id = await takenOver();
    // Here: the first hand was Bert with 75 (+15).
    ok(await editHand(id, 0, hand(1, 75)));
    await tick();
    // There: the same hand corrected to Bert with 80 (+20).
    await onSender(async () => ok(await editHand(id, 0, hand(1, 80))));
    const outcome = ok(await applyReceived(await sent(id)));
    expect(outcome.action).toBe('both');
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([20, 15, -10]);
    expect(scoreGame((await loadGame(outcome.gameId))!.game).totals).toEqual([20, 20, -10]);
  });
});

describe('the evening follows the sender even when the hands did not change', () => {
  it('a stake agreed after the last hand reaches the copy: the same money on both phones', async () => {
    const id = await onSender(async () => {
      const game = ok(await startGame({ ...three, session: { stakePerPoint: 0.1, coin: 0.5 } }));
      for (const h of [hand(1, 70), hand(2, 50), hand(0, 80)]) ok(await appendHand(game.id, h));
      return game.id;
    });
    ok(await applyReceived(await sent(id)));
    const sessionId = (await receiver.games.get(id))!.sessionId;
    await tick();
    // At the settlement the table settles on 0.20 a point; no hand changes.
    await onSender(async () => ok(await updateSession(sessionId, { stakePerPoint: 0.2 })));
    ok(await applyReceived(await sent(id)));
    expect((await sessionOfGame(id))!.stakePerPoint).toBe(0.2);
  });
});

describe('a copy taken over and not changed here, from a phone whose clock is ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('still follows the sender’s next transfer', async () => {
    // Anna's phone runs 10 minutes ahead of this one.
    const ahead = () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 600_000);
    };
    const id = await onSender(async () => {
      ahead();
      try {
        const game = ok(await startGame(three));
        ok(await appendHand(game.id, hand(1, 70)));
        return game.id;
      } finally {
        vi.useRealTimers();
      }
    });
    ok(await applyReceived(await sent(id)));
    ok(await takeOver(id));
    await onSender(async () => {
      ahead();
      try {
        ok(await appendHand(id, hand(2, 50)));
      } finally {
        vi.useRealTimers();
      }
    });
    expect(ok(await applyReceived(await sent(id))).action).toBe('update');
    // Bert +10, Chris −10 (RULES.md §1.5).
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([0, 10, -10]);
  });
});
