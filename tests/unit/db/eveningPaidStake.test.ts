/**
 * A paid mark and a stake changed on two phones (FORMAT.md "Between phones"): the mark has a
 * stamp of its own (`paidMarkedAt`), so marking an evening paid on one phone is no change of
 * its stake, coin or place there, and never carries that phone's older stake over a stake the
 * other phone changed since.
 */
import { describe, expect, it } from 'vitest';
import {
  applyReceived,
  appendHand,
  markEveningPaid,
  previewReceived,
  startGame,
  updateSession,
} from '../../../src/lib/db';
import { ok, three } from './helpers';
import { anna, bert, on, phones, tick, twoPhonesEachTest } from './annaAndBert';
import { eveningFrom, hand } from './phones';

twoPhonesEachTest();

describe('the stake changed on one phone, the evening marked paid on the other', () => {
  it('both phones end with the new stake and the paid mark', async () => {
    const { gameId, sessionId } = await on(anna, async () => {
      const game = ok(await startGame({ ...three, session: { stakePerPoint: 0.1 } }));
      ok(await appendHand(game.id, hand(1, 70)));
      return { gameId: game.id, sessionId: game.sessionId };
    });
    ok(await applyReceived(await eveningFrom(phones, anna, gameId, 'Anna')));
    await tick();
    // Anna's phone: 0.20 a point from now on. Bert's phone, later, not knowing: paid.
    await on(anna, async () => ok(await updateSession(sessionId, { stakePerPoint: 0.2 })));
    await tick();
    const paid = ok(await markEveningPaid(sessionId, true));
    expect(paid.stakePerPoint).toBe(0.1);

    const fromBert = await eveningFrom(phones, bert, gameId, 'Bert');
    const preview = await on(anna, async () => previewReceived(fromBert));
    if (!preview.ok) throw new Error(JSON.stringify(preview.problems));
    // Only the paid mark changes on Anna's phone: her 0.20 stays.
    expect(preview.value.evening!.changes).toEqual([]);
    expect(preview.value.evening!.paid).toMatchObject({ wins: 'received' });
    await on(anna, async () => ok(await applyReceived(fromBert)));
    const annas = (await anna.sessions.get(sessionId))!;
    expect(annas.stakePerPoint).toBe(0.2);
    expect(annas.paidAt).toBe(paid.paidAt);

    // And back: Bert's phone takes the 0.20 and keeps its paid mark.
    const fromAnna = await eveningFrom(phones, anna, gameId, 'Anna');
    const back = await previewReceived(fromAnna);
    if (!back.ok) throw new Error(JSON.stringify(back.problems));
    expect(back.value.evening!.changes).toEqual([{ field: 'stakePerPoint', from: 0.1, to: 0.2 }]);
    expect(back.value.evening!.paid).toBeUndefined();
    ok(await applyReceived(fromAnna));
    const berts = (await bert.sessions.get(sessionId))!;
    expect(berts.stakePerPoint).toBe(0.2);
    expect(berts.paidAt).toBe(paid.paidAt);
  });
});
