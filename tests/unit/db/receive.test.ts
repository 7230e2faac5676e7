/**
 * A game handed from one phone to another (FORMAT.md "Between phones"): two databases play
 * the two phones. Expected totals and settlements are worked by hand from RULES.md §1.5
 * (Hineinschauen, no doubling: declarer's card points − 60 to the declarer) and §1.7.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyReceived,
  deleteGame,
  deleteHand,
  editHand,
  exportGame,
  loadGame,
  markEveningPaid,
  previewReceived,
  recordRedeal,
  redo,
  sessionOfGame,
  startGame,
  stopGame,
  takeOver,
  undo,
  updateSession,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { scoreGame, type Hand } from '../../../src/lib/rules';
import { dump, ok, three } from './helpers';
import { hand, onPhone, sentFrom, twoPhones, type Phones } from './phones';

let phones: Phones;
let sender: SpatzDatabase;
let receiver: SpatzDatabase;

/** Anna +20, Bert +10, Chris −10 after three hands dealt by seats 0, 1, 2. */
const FIRST = [hand(1, 70), hand(2, 50), hand(0, 80)];
/** Then Bert +10, Chris +30, Anna +5: totals 25, 20, 20. */
const MORE = [hand(1, 70), hand(2, 90), hand(0, 65)];

const SENT_AT = Date.UTC(2026, 10, 30, 20, 14);

const onSender = <T>(work: () => Promise<T>): Promise<T> => onPhone(phones, work);
const sent = (gameId: string, from = 'Anna', at = SENT_AT) => sentFrom(phones, gameId, from, at);

/** Anna's phone: an evening at 0.10 a point, coins of 0.50, and a game of the hands given. */
async function sendersGame(hands: readonly Hand[]): Promise<string> {
  return onSender(async () => {
    const game = ok(
      await startGame({
        ...three,
        session: { place: 'Gasthof Post', stakePerPoint: 0.1, coin: 0.5 },
      }),
    );
    for (const h of hands) ok(await appendHand(game.id, h));
    return game.id;
  });
}

async function addOnSender(gameId: string, hands: readonly Hand[]): Promise<void> {
  await onSender(async () => {
    for (const h of hands) ok(await appendHand(gameId, h));
  });
}

beforeEach(async () => {
  phones = await twoPhones();
  ({ sender, receiver } = phones);
});

describe('a game this phone does not have', () => {
  it('is stored as a copy with its evening, its money and the same settlement', async () => {
    const id = await sendersGame(FIRST);
    const text = await sent(id);
    const preview = await previewReceived(text);
    expect(preview.ok && preview.value.action).toBe('new');
    expect(preview.ok && preview.value.from).toBe('Anna');
    expect(preview.ok && preview.value.preview.games[0]).toMatchObject({ exists: false, hands: 3 });

    const before = Date.now();
    const outcome = ok(await applyReceived(text));
    expect(outcome).toMatchObject({ action: 'new', gameId: id, from: 'Anna' });
    const row = (await receiver.games.get(id))!;
    expect(row.copy).toMatchObject({ from: 'Anna', sentAt: SENT_AT });
    expect(row.copy!.receivedAt).toBeGreaterThanOrEqual(before);
    expect(row.copy!.takenOverAt).toBeUndefined();

    const result = scoreGame((await loadGame(id))!.game);
    expect(result.totals).toEqual([20, 10, -10]);
    expect(result.nextDealer).toBe(0);
    // RULES.md §1.7: Bert pays 10, Chris 30 + the Extrapönale of 20.
    expect(result.settlement.net).toEqual([60, -10, -50]);
    const evening = (await sessionOfGame(id))!;
    expect(evening).toMatchObject({ place: 'Gasthof Post', stakePerPoint: 0.1, coin: 0.5 });
    const theirs = await onSender(() => sessionOfGame(id));
    expect(evening).toEqual(theirs);
  });

  it('a later game of the same evening goes into the same evening', async () => {
    const first = await sendersGame(FIRST);
    ok(await applyReceived(await sent(first)));
    const sessionId = (await receiver.games.get(first))!.sessionId;
    const second = await onSender(async () => {
      const game = ok(await startGame({ ...three, sessionId }));
      ok(await appendHand(game.id, hand(1, 70)));
      return game.id;
    });
    ok(await applyReceived(await sent(second)));
    expect((await receiver.games.get(second))!.sessionId).toBe(sessionId);
    expect(await receiver.sessions.count()).toBe(1);
  });
});

describe('the same game again', () => {
  it('with 3 more hands updates the copy, merged by hand id, with a new rev', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    const oldRev = (await receiver.games.get(id))!.rev;
    const oldIds = (await receiver.hands.where('gameId').equals(id).sortBy('position')).map(
      (h) => h.id,
    );
    await addOnSender(id, MORE);
    const text = await sent(id, 'Anna', SENT_AT + 60_000);
    const preview = await previewReceived(text);
    expect(preview.ok && preview.value.action).toBe('update');
    expect(preview.ok && preview.value.preview.games[0]).toMatchObject({
      update: true,
      hands: 6,
      storedHands: 3,
    });

    expect(ok(await applyReceived(text)).action).toBe('update');
    const row = (await receiver.games.get(id))!;
    expect(row.rev).not.toBe(oldRev);
    expect(row.copy).toMatchObject({ from: 'Anna', sentAt: SENT_AT + 60_000 });
    const hands = await receiver.hands.where('gameId').equals(id).sortBy('position');
    const senders = await onSender(() =>
      sender.hands.where('gameId').equals(id).sortBy('position'),
    );
    expect(hands.map((h) => h.id)).toEqual(senders.map((h) => h.id));
    expect(hands.slice(0, 3).map((h) => h.id)).toEqual(oldIds);
    const result = scoreGame((await loadGame(id))!.game);
    expect(result.totals).toEqual([25, 20, 20]);
    // RULES.md §1.7: Bert and Chris each pay 5 and, tied for the bottom, 20 each.
    expect(result.settlement.net).toEqual([50, -25, -25]);
  });

  it('takes a hand the sender corrected or deleted', async () => {
    const id = await sendersGame([...FIRST, ...MORE]);
    ok(await applyReceived(await sent(id)));
    await onSender(async () => {
      ok(await editHand(id, 0, hand(1, 80)));
      ok(await deleteHand(id, 5));
    });
    // The same phone's later sheet (its clock later than the first transfer's).
    expect(ok(await applyReceived(await sent(id, 'Anna', SENT_AT + 60_000))).action).toBe('update');
    const result = scoreGame((await loadGame(id))!.game);
    // Bert 20 + 10, Chris 20, Anna 20 without the last hand's 5.
    expect(result.totals).toEqual([20, 30, 20]);
  });

  it('takes the sheet as the sender shows it after an undo there (the row put back is older)', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    await addOnSender(id, MORE.slice(0, 1));
    ok(await applyReceived(await sent(id, 'Anna', SENT_AT + 60_000)));
    await onSender(async () => void ok(await undo()));
    const text = await sent(id, 'Anna', SENT_AT + 120_000);
    const preview = await previewReceived(text);
    expect(preview.ok && preview.value.action).toBe('update');
    expect(ok(await applyReceived(text)).action).toBe('update');
    const result = scoreGame((await loadGame(id))!.game);
    expect(result.totals).toEqual([20, 10, -10]);
    expect((await receiver.games.get(id))!.copy).toMatchObject({ sentAt: SENT_AT + 120_000 });
  });

  it('the same or an older version changes nothing and says so', async () => {
    const id = await sendersGame(FIRST);
    const older = await sent(id);
    await addOnSender(id, MORE);
    const newer = await sent(id);
    ok(await applyReceived(newer));
    const before = await dump(receiver);
    expect(ok(await applyReceived(newer)).action).toBe('same');
    const preview = await previewReceived(older);
    expect(preview.ok && preview.value.action).toBe('older');
    expect(ok(await applyReceived(older)).action).toBe('older');
    expect(await dump(receiver)).toEqual(before);
  });

  it('taken over and changed here: never overwritten, both kept', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    ok(await takeOver(id));
    ok(await appendHand(id, hand(1, 75)));
    await addOnSender(id, MORE);
    const text = await sent(id);
    const preview = await previewReceived(text);
    expect(preview.ok && preview.value.action).toBe('both');
    const outcome = ok(await applyReceived(text));
    expect(outcome.action).toBe('both');
    expect(outcome.gameId).not.toBe(id);
    // Ours: the three received hands and the one entered here (Bert +15).
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([20, 25, -10]);
    expect((await receiver.games.get(id))!.copy!.takenOverAt).toBeDefined();
    // Theirs beside it, as a copy from Anna.
    const copy = (await receiver.games.get(outcome.gameId))!;
    expect(copy.copy).toMatchObject({ from: 'Anna' });
    expect(copy.copy!.takenOverAt).toBeUndefined();
    expect(scoreGame((await loadGame(outcome.gameId))!.game).totals).toEqual([25, 20, 20]);
    // Receiving it again adds nothing more.
    expect(ok(await applyReceived(text)).action).toBe('same');
    expect(await receiver.games.count()).toBe(2);
    // A later transfer with more hands updates the copy beside ours, not a third game.
    await addOnSender(id, [hand(1, 61)]);
    const later = ok(await applyReceived(await sent(id)));
    expect(later).toMatchObject({ action: 'both', gameId: outcome.gameId, from: 'Anna' });
    expect(await receiver.games.count()).toBe(2);
    // Bert +1 on the sender's sheet; ours is as it was.
    expect(scoreGame((await loadGame(outcome.gameId))!.game).totals).toEqual([25, 21, 20]);
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([20, 25, -10]);
  });

  it('taken over and unchanged since: takes the hands, and says the sender keeps score', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    ok(await takeOver(id));
    await addOnSender(id, MORE);
    expect(ok(await applyReceived(await sent(id))).action).toBe('update');
    const row = (await receiver.games.get(id))!;
    // Still the game this phone took over, read-only until it takes keeping score back.
    expect(row.copy!.takenOverAt).toBeDefined();
    expect(row.elsewhere).toMatchObject({ from: 'Anna', sentAt: SENT_AT });
    expect((await appendHand(id, hand(1, 70))).ok).toBe(false);
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([25, 20, 20]);
  });

  it('taken over, then an undo on the sender’s phone: the hand it lacks stays here, its sheet beside', async () => {
    const id = await sendersGame(FIRST);
    await addOnSender(id, MORE.slice(0, 1));
    ok(await applyReceived(await sent(id)));
    ok(await takeOver(id));
    await onSender(async () => void ok(await undo()));
    const outcome = ok(await applyReceived(await sent(id, 'Anna', SENT_AT + 60_000)));
    expect(outcome.action).toBe('both');
    // Ours keeps the fourth hand (Bert +10); the sender's three hands beside it.
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([20, 20, -10]);
    expect(scoreGame((await loadGame(outcome.gameId))!.game).totals).toEqual([20, 10, -10]);
  });

  it('the evening follows the sender’s later change of the stake', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    const sessionId = (await receiver.games.get(id))!.sessionId;
    await onSender(async () => ok(await updateSession(sessionId, { stakePerPoint: 0.2 })));
    await addOnSender(id, MORE);
    ok(await applyReceived(await sent(id)));
    expect((await sessionOfGame(id))!.stakePerPoint).toBe(0.2);
  });

  it('an evening marked paid on this phone stays paid when the sender’s evening changes', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    const sessionId = (await receiver.games.get(id))!.sessionId;
    ok(await markEveningPaid(sessionId, true));
    const paidAt = (await sessionOfGame(id))!.paidAt;
    expect(paidAt).toBeTypeOf('number');
    // The sender's change comes later than the paid mark here (by the clock, as it is judged).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await onSender(async () => ok(await updateSession(sessionId, { stakePerPoint: 0.2 })));
    ok(await applyReceived(await sent(id)));
    const evening = (await sessionOfGame(id))!;
    expect(evening.stakePerPoint).toBe(0.2);
    expect(evening.paidAt).toBe(paidAt);
  });
});

describe('a copy is read-only until taken over', () => {
  it('refuses every change of its sheet with the copy’s origin, and changes nothing', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    const before = await dump(receiver);
    const refusals = [
      await appendHand(id, hand(1, 70)),
      await editHand(id, 0, hand(1, 80)),
      await deleteHand(id, 0),
      await recordRedeal(id),
      await stopGame(id),
    ];
    for (const refused of refusals) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error).toMatchObject({ kind: 'copy', from: 'Anna' });
    }
    expect(await dump(receiver)).toEqual(before);
  });

  it('may be deleted, and the delete undone, as this phone’s own choice', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    ok(await deleteGame(id));
    ok(await undo());
    expect((await receiver.games.get(id))!.deleted).toBe(false);
    ok(await redo());
    expect((await receiver.games.get(id))!.deleted).toBe(true);
  });

  it('taken over, it goes on where the sheet stood: a hand is dealt by the right seat', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    const rev = (await receiver.games.get(id))!.rev;
    const taken = ok(await takeOver(id));
    expect(taken.copy).toMatchObject({ from: 'Anna', sentAt: SENT_AT });
    expect(taken.copy!.takenOverAt).toBeDefined();
    // The hands are untouched: the same revision, the same fold.
    expect(taken.rev).toBe(rev);
    const written = ok(await appendHand(id, hand(1, 75)));
    // Three hands dealt by seats 0, 1, 2: the fourth is Anna's deal again (RULES.md §1.1).
    expect(written.result.hands[3]!.dealer).toBe(0);
    expect(written.result.totals).toEqual([20, 25, -10]);
    expect(written.result.nextDealer).toBe(1);
    // Taking over twice changes nothing more.
    expect(ok(await takeOver(id)).copy!.takenOverAt).toBe(taken.copy!.takenOverAt);
  });
});

describe('a text that is refused changes nothing', () => {
  it('bad text, a backup, a broken hand, a wrong sender', async () => {
    const id = await sendersGame(FIRST);
    const good = JSON.parse(await sent(id));
    const broken = structuredClone(good);
    broken.hands[1].declarerPoints = 121;
    const badSender = structuredClone(good);
    badSender.meta.spatz.sent.at = 'yesterday';
    const backup = JSON.stringify({
      format: 'spatz-backup',
      version: 1,
      exportedAt: new Date().toISOString(),
      games: [good],
      sessions: [],
      players: [],
      settings: [],
    });
    const before = await dump(receiver);
    for (const text of [
      '{"format":',
      'WIFI:S:Pub;;',
      JSON.stringify(broken),
      JSON.stringify(badSender),
      backup,
    ]) {
      const preview = await previewReceived(text);
      expect(preview.ok).toBe(false);
      const applied = await applyReceived(text);
      expect(applied.ok).toBe(false);
      if (!applied.ok) expect(applied.error.kind).toBe('invalid');
    }
    expect(await dump(receiver)).toEqual(before);
  });
});

describe('a copy in a backup', () => {
  it('stays a copy when the backup is imported elsewhere', async () => {
    const id = await sendersGame(FIRST);
    ok(await applyReceived(await sent(id)));
    const file = JSON.parse((await exportGame(id))!);
    expect(file.meta.spatz.copy).toMatchObject({ from: 'Anna', sentAt: SENT_AT });
  });
});
