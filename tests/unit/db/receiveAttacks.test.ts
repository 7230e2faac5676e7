/**
 * Four ways a received text changed what this phone keeps without its say (each was a
 * failing test against the one-game receive first): none may work. Hineinschauen without
 * doublings scores the declarer's card points − 60 to the declarer (RULES.md §1.5).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyReceived,
  loadGame,
  previewReceived,
  startGame,
  takeOver,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { scoreGame } from '../../../src/lib/rules';
import { dump, ok, three } from './helpers';

/** A preview that must be there. */
function read<T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}
import { hand, onPhone, sentFrom, twoPhones, type Phones } from './phones';

let phones: Phones;
let receiver: SpatzDatabase;

beforeEach(async () => {
  phones = await twoPhones();
  receiver = phones.receiver;
});

/** This phone's own game: an evening at 0.10 a point, coins of 0.50; Bert +10, Chris −10. */
async function ownGame(): Promise<string> {
  const game = ok(
    await startGame({
      ...three,
      session: { place: 'Gasthof Post', stakePerPoint: 0.1, coin: 0.5 },
    }),
  );
  ok(await appendHand(game.id, hand(1, 70)));
  ok(await appendHand(game.id, hand(2, 50)));
  return game.id;
}

/** The game as this phone's share screen would show it (its own text, as anyone could copy). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a text bent at will, as an attacker would
async function ownText(gameId: string): Promise<Record<string, any>> {
  const { exportForTable } = await import('../../../src/lib/db');
  return JSON.parse(ok(await exportForTable(gameId, 'Anna', Date.now(), true)).text);
}

describe('1: the evening changes only as the preview says', () => {
  it('a game exactly as stored with a changed stake: the preview lists it in words', async () => {
    const id = await ownGame();
    const file = await ownText(id);
    const session = file.meta.spatz.session;
    session.stakePerPoint = 100;
    session.updatedAt = Date.now() + 1000;
    file.meta.spatz.sent = { rev: 'x', from: 'Eve', at: Date.now() };
    const text = JSON.stringify(file);
    const preview = read(await previewReceived(text));
    expect(preview.games[0]!.action).toBe('same');
    // What a confirm would change is there, not "nothing changes".
    expect(preview.writes).toBe(true);
    expect(preview.evening!.changes).toEqual([{ field: 'stakePerPoint', from: 0.1, to: 100 }]);
    const before = (await receiver.sessions.get(session.id))!;
    ok(await applyReceived(text));
    const after = (await receiver.sessions.get(session.id))!;
    // Exactly the listed change, and a snapshot to go back to.
    expect({ ...after, updatedAt: 0 }).toEqual({ ...before, stakePerPoint: 100, updatedAt: 0 });
    expect(await receiver.snapshots.count()).toBe(1);
  });

  it('a new game naming an evening of this phone: its changes are listed, not just "added"', async () => {
    const id = await ownGame();
    const file = await ownText(id);
    file.meta.spatz.id = crypto.randomUUID();
    file.meta.spatz.hands = file.meta.spatz.hands.map((h: object) => ({
      ...h,
      id: crypto.randomUUID(),
    }));
    file.meta.spatz.session.coin = 100;
    file.meta.spatz.session.updatedAt = Date.now() + 1000;
    file.meta.spatz.sent = { rev: 'x', from: 'Eve', at: Date.now() };
    const preview = read(await previewReceived(JSON.stringify(file)));
    expect(preview.games[0]!.action).toBe('new');
    expect(preview.evening!.changes).toEqual([{ field: 'coin', from: 0.5, to: 100 }]);
  });

  it('no change of the evening at all where the sender’s evening is the older one', async () => {
    const id = await ownGame();
    const file = await ownText(id);
    file.meta.spatz.session.stakePerPoint = 100;
    file.meta.spatz.session.updatedAt = 1;
    file.meta.spatz.sent = { rev: 'x', from: 'Eve', at: Date.now() };
    const before = await dump(receiver);
    const preview = read(await previewReceived(JSON.stringify(file)));
    expect(preview.writes).toBe(false);
    ok(await applyReceived(JSON.stringify(file)));
    expect(await dump(receiver)).toEqual(before);
  });
});

describe('2: a crafted "newer" version of this phone’s own game', () => {
  it('is kept beside: the own game keeps its points, stays this phone’s, with a snapshot', async () => {
    const id = await ownGame();
    const file = await ownText(id);
    const later = Date.now() + 60_000;
    file.meta.spatz.updatedAt = later;
    file.meta.spatz.hands = file.meta.spatz.hands.map((h: object) => ({ ...h, updatedAt: later }));
    // Points set to nothing: every declarer made exactly 60 (± 0).
    file.hands = file.hands.map((h: object) => ({ ...h, declarerPoints: 60 }));
    file.meta.spatz.sent = { rev: 'x', from: 'Eve', at: later };
    const text = JSON.stringify(file);
    const preview = read(await previewReceived(text));
    expect(preview.games[0]).toMatchObject({ action: 'both', keptHere: true });
    ok(await applyReceived(text));
    const row = (await receiver.games.get(id))!;
    expect(row.copy).toBeUndefined();
    expect(row.elsewhere).toBeUndefined();
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([0, 10, -10]);
    expect(await receiver.snapshots.count()).toBe(1);
    // Still this phone's to write: Anna 80 − 60 = +20.
    expect(ok(await appendHand(id, hand(0, 80))).result.totals).toEqual([20, 10, -10]);
  });
});

describe('3: a third phone’s sheet of a game kept beside', () => {
  it('is kept beside too, and the first one beside is not overwritten', async () => {
    const id = await onPhone(phones, ownGame);
    const sent = (from: string) => sentFrom(phones, id, from, Date.now());
    ok(await applyReceived(await sent('Anna')));
    ok(await takeOver(id));
    ok(await appendHand(id, hand(0, 80)));
    // Two other phones each took the sheet on differently: Bert's and Chris's.
    await onPhone(phones, async () => ok(await appendHand(id, hand(1, 90))));
    const bert = await sent('Bert');
    const first = ok(await applyReceived(bert));
    expect(first.action).toBe('both');
    const crafted = JSON.parse(bert);
    crafted.hands[2].declarerPoints = 61;
    crafted.meta.spatz.sent = { rev: 'other', from: 'Chris', at: Date.now() };
    const preview = read(await previewReceived(JSON.stringify(crafted)));
    expect(preview.games[0]).toMatchObject({ action: 'both', beside: 'new' });
    const second = ok(await applyReceived(JSON.stringify(crafted)));
    expect(second.gameId).not.toBe(first.gameId);
    // Ours, Bert's (+30) and Chris's sheet (Bert +1), each as it came.
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([20, 10, -10]);
    expect(scoreGame((await loadGame(first.gameId))!.game).totals).toEqual([0, 40, -10]);
    expect(scoreGame((await loadGame(second.gameId))!.game).totals).toEqual([0, 11, -10]);
  });
});

describe('4: a copy sent with a clock in 2100', () => {
  it('freezes nothing: the same phone’s later genuine sheet still updates it', async () => {
    const id = await onPhone(phones, ownGame);
    const future = Date.UTC(2100, 0, 1);
    const first = await sentFrom(phones, id, 'Anna', future);
    const preview = read(await previewReceived(first));
    expect(preview.sentInFuture).toBe(true);
    ok(await applyReceived(first));
    // Anna's phone, its clock right again, undoes nothing but corrects hand 2: Chris 55.
    const { editHand } = await import('../../../src/lib/db');
    await onPhone(phones, async () => ok(await editHand(id, 1, hand(2, 55))));
    const genuine = await sentFrom(phones, id, 'Anna', Date.now() + 10);
    expect(read(await previewReceived(genuine)).games[0]!.action).toBe('update');
    ok(await applyReceived(genuine));
    // Bert +10, Chris 55 − 60 = −5.
    expect(scoreGame((await loadGame(id))!.game).totals).toEqual([0, 10, -5]);
  });
});
