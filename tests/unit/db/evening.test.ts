/**
 * The evening between two phones (FORMAT.md "Between phones"): what one phone shows the
 * table is every game of the evening with its hands, the evening's stake, coin, place and
 * paid mark, and whose sheet each game is; the other merges game by game, hand by hand.
 * Hineinschauen without doublings scores the declarer's card points − 60 to the declarer
 * (RULES.md §1.5); every total below is worked out that way.
 */
import { describe, expect, it } from 'vitest';
import {
  appendHand,
  applyReceived,
  deleteGame,
  loadGame,
  markEveningPaid,
  previewReceived,
  readStats,
  startGame,
  stopGame,
  takeBack,
  takeOver,
  type GameInput,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { readReceivedEvening } from '../../../src/lib/files/eveningFile';
import { scoreGame, type Hand } from '../../../src/lib/rules';
import { owed, periodStats } from '../../../src/lib/stats';
import { ok, played, three } from './helpers';
import { anna, bert, on, phones, tick, twoPhonesEachTest } from './annaAndBert';
import { eveningFrom, hand } from './phones';

twoPhonesEachTest();

const onAnna = <T>(work: () => Promise<T>) => on(anna, work);

const dobbm: GameInput = {
  variant: 'dobbm',
  players: ['Eva', 'Franz', 'Gerti', 'Hias'],
  firstDealer: 0,
  houseRules: {},
};
const bavarian: GameInput = {
  variant: 'bavarian',
  players: ['Ida', 'Josef', 'Kathi'],
  firstDealer: 0,
  houseRules: {},
};
const dobbmHand = (declarer: number, declarerPoints: number): Hand =>
  played({ declarer, contract: 'dobbm', declarerPoints });
const bavarianHand = (declarer: number, declarerPoints: number): Hand =>
  played({ declarer, contract: 'hand', declarerPoints });
/** A preview that must be there. */
function read<T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

/** Bauerntarock, Dobbm and Bavarian Tarock, each a game of a hand or two. */
const TABLES: { input: GameInput; hands: Hand[] }[] = [
  { input: three, hands: [hand(1, 70), hand(2, 50)] },
  { input: dobbm, hands: [dobbmHand(0, 70), dobbmHand(3, 40)] },
  { input: bavarian, hands: [bavarianHand(2, 80)] },
];

/** Anna's evening at 0.10 a point, coins of 0.50, with `count` games of the three variants. */
async function annasEvening(count: number): Promise<{ sessionId: string; games: string[] }> {
  return onAnna(async () => {
    let sessionId: string | undefined;
    const games: string[] = [];
    for (let i = 0; i < count; i++) {
      const { input, hands } = TABLES[i % TABLES.length]!;
      const game = ok(
        await startGame(
          sessionId
            ? { ...input, sessionId }
            : { ...input, session: { place: 'Gasthof Post', stakePerPoint: 0.1, coin: 0.5 } },
        ),
      );
      sessionId = game.sessionId;
      for (const h of hands) ok(await appendHand(game.id, h));
      games.push(game.id);
    }
    return { sessionId: sessionId!, games };
  });
}

/** What a phone holds of an evening, for comparing two phones: facts, totals, money. */
async function held(db: SpatzDatabase, sessionId: string) {
  return on(db, async () => {
    const games = (await db.games.where('sessionId').equals(sessionId).sortBy('createdAt')).filter(
      (g) => !g.deleted,
    );
    const out = [];
    for (const row of games) {
      const loaded = (await loadGame(row.id))!;
      const result = scoreGame(loaded.game);
      out.push({ id: row.id, hands: loaded.game.hands, totals: result.totals });
    }
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...evening
    } = (await db.sessions.get(sessionId))!;
    return { games: out, evening };
  });
}

/** The money still owed and the statistics of everything stored, by names (roster ids differ). */
async function money(db: SpatzDatabase) {
  return on(db, async () => {
    const data = await readStats();
    const o = owed(data.evenings, data.roster);
    const stats = periodStats(data.evenings, { period: {}, variant: 'all' });
    // Roster ids differ between phones: every id is said by its name.
    const names = new Map(data.roster.map((p) => [p.id, p.name]));
    const byName = (_key: string, v: unknown): unknown =>
      v instanceof Map
        ? Object.fromEntries([...v].map(([k, x]) => [names.get(k as string) ?? k, x]))
        : typeof v === 'string' && names.has(v)
          ? names.get(v)
          : v;
    return {
      owed: o.transfers.map((t) => `${t.fromName}>${t.toName} ${t.amount}`).sort(),
      stats: JSON.stringify(stats, byName),
    };
  });
}

describe('the evening payload round trips', () => {
  for (const count of [1, 2, 5]) {
    it(`${count} games of every variant: the other phone holds the same evening`, async () => {
      const { sessionId, games } = await annasEvening(count);
      const text = await eveningFrom(phones, anna, games[0]!, 'Anna');
      const parsed = await readReceivedEvening(text, Date.now());
      expect(parsed.ok && parsed.value.kind).toBe('evening');
      expect(parsed.ok && parsed.value.games.map((g) => g.row.id)).toEqual(games);
      expect(parsed.ok && parsed.value.games.every((g) => g.keeper.name === 'Anna')).toBe(true);
      const preview = read(await previewReceived(text));
      expect(preview.games.map((g) => g.action)).toEqual(games.map(() => 'new'));
      expect(preview.evening).toMatchObject({ added: true, place: 'Gasthof Post' });
      const outcome = ok(await applyReceived(text));
      expect(outcome.games.map((g) => g.action)).toEqual(games.map(() => 'new'));
      expect(await held(bert, sessionId)).toEqual(await held(anna, sessionId));
      // Bauerntarock: Bert 70 − 60 = +10, Chris 50 − 60 = −10.
      const first = (await held(bert, sessionId)).games[0]!;
      expect(first.totals).toEqual([0, 10, -10]);
      // Sent again: nothing changes and the preview says so.
      const again = read(await previewReceived(text));
      expect(again.writes).toBe(false);
      expect(again.games.map((g) => g.action)).toEqual(games.map(() => 'same'));
    });
  }

  it('a game of the evening removed on the sender goes on the other phone too', async () => {
    const { sessionId, games } = await annasEvening(2);
    ok(await applyReceived(await eveningFrom(phones, anna, games[0]!, 'Anna')));
    await tick();
    await onAnna(async () => ok(await deleteGame(games[1]!)));
    const text = await eveningFrom(phones, anna, games[0]!, 'Anna');
    const preview = read(await previewReceived(text));
    expect(preview.games[1]).toMatchObject({ action: 'update', deleted: true });
    ok(await applyReceived(text));
    expect((await bert.games.get(games[1]!))!.deleted).toBe(true);
    expect(await held(bert, sessionId)).toEqual(await held(anna, sessionId));
  });

  it('a paid mark on both sides: the later mark wins, and the preview says which', async () => {
    const { sessionId, games } = await annasEvening(1);
    ok(await applyReceived(await eveningFrom(phones, anna, games[0]!, 'Anna')));
    await tick();
    await onAnna(async () => ok(await markEveningPaid(sessionId, true)));
    const paid = await eveningFrom(phones, anna, games[0]!, 'Anna');
    const preview = read(await previewReceived(paid));
    expect(preview.evening!.paid).toMatchObject({ wins: 'received' });
    expect(preview.writes).toBe(true);
    ok(await applyReceived(paid));
    expect((await bert.sessions.get(sessionId))!.paidAt).toBeTypeOf('number');
    // Later, on Bert's phone: not paid after all. Back to Anna: her older mark gives way.
    await tick();
    ok(await markEveningPaid(sessionId, false));
    const owedAgain = await eveningFrom(phones, bert, games[0]!, 'Bert');
    const back = await onAnna(async () => read(await previewReceived(owedAgain)));
    expect(back.evening!.paid).toMatchObject({ wins: 'received' });
    await onAnna(async () => ok(await applyReceived(owedAgain)));
    expect((await anna.sessions.get(sessionId))!.paidAt).toBeUndefined();
    expect(await held(anna, sessionId)).toEqual(await held(bert, sessionId));
  });
});

describe('an evening handed back and forth', () => {
  it('take over, a second game there, back to the first phone, take back: both hold the same', async () => {
    const { sessionId, games } = await annasEvening(1);
    const [first] = games as [string];
    ok(await applyReceived(await eveningFrom(phones, anna, first, 'Anna')));
    // Bert's phone takes over, enters a hand (Anna 80 − 60 = +20) and plays a second game.
    ok(await takeOver(first));
    ok(await appendHand(first, hand(0, 80)));
    const second = ok(await startGame({ ...three, sessionId }));
    ok(await appendHand(second.id, hand(1, 75)));
    const back = await eveningFrom(phones, bert, first, 'Bert');
    const preview = await onAnna(async () => read(await previewReceived(back)));
    expect(preview.games.map((g) => [g.action, g.keeper, g.keptHere])).toEqual([
      ['update', 'Bert', true],
      ['new', 'Bert', false],
    ]);
    await onAnna(async () => ok(await applyReceived(back)));
    // Anna's game is still hers, with every hand, and says Bert's phone keeps score now.
    const mine = (await anna.games.get(first))!;
    expect(mine.copy).toBeUndefined();
    expect(mine.elsewhere).toMatchObject({ from: 'Bert' });
    expect(await held(anna, sessionId)).toEqual(await held(bert, sessionId));
    // Game 1: Anna +20, Bert +10, Chris −10; game 2: Bert 75 − 60 = +15.
    expect((await held(anna, sessionId)).games.map((g) => g.totals)).toEqual([
      [20, 10, -10],
      [0, 15, 0],
    ]);
    expect(await money(anna)).toEqual(await money(bert));
    // A hand on Anna's phone is refused until she takes keeping score back.
    expect((await onAnna(() => appendHand(first, hand(2, 65)))).ok).toBe(false);
    await onAnna(async () => {
      ok(await takeBack(first));
      ok(await appendHand(first, hand(2, 65)));
    });
    // Chris 65 − 60 = +5: −10 + 5 = −5.
    const again = await eveningFrom(phones, anna, first, 'Anna');
    const follow = read(await previewReceived(again));
    expect(follow.games.map((g) => g.action)).toEqual(['update', 'same']);
    ok(await applyReceived(again));
    expect((await bert.games.get(first))!.elsewhere).toMatchObject({ from: 'Anna' });
    expect((await held(bert, sessionId)).games[0]!.totals).toEqual([20, 10, -5]);
    expect(await held(anna, sessionId)).toEqual(await held(bert, sessionId));
    // Both games stopped on the phones that keep score of them: the money is the same too.
    await onAnna(async () => ok(await stopGame(first)));
    ok(await stopGame(second.id));
    ok(await applyReceived(await eveningFrom(phones, anna, first, 'Anna')));
    const stopped = await eveningFrom(phones, bert, first, 'Bert');
    await onAnna(async () => ok(await applyReceived(stopped)));
    expect(await held(anna, sessionId)).toEqual(await held(bert, sessionId));
    const m = await money(anna);
    expect(m.owed.length).toBeGreaterThan(0);
    // The statistics of the period both hold in full count both games, on both phones.
    expect(m.stats).toContain('Chris');
    expect(m).toEqual(await money(bert));
  });

  it('an older sheet of this phone’s own game coming back changes nothing', async () => {
    const { games } = await annasEvening(1);
    const [first] = games as [string];
    const early = await eveningFrom(phones, anna, first, 'Anna');
    ok(await applyReceived(early));
    await onAnna(async () => ok(await appendHand(first, hand(0, 90))));
    // Bert's copy (Anna's sheet, as of two hands) is shown back to Anna.
    const copy = await eveningFrom(phones, bert, first, 'Bert');
    const preview = await onAnna(async () => read(await previewReceived(copy)));
    expect(preview.games[0]).toMatchObject({ action: 'older', keeperIsSelf: true });
    expect(preview.writes).toBe(false);
  });

  it('changed on both phones: both kept, told which is which', async () => {
    const { sessionId, games } = await annasEvening(1);
    const [first] = games as [string];
    ok(await applyReceived(await eveningFrom(phones, anna, first, 'Anna')));
    ok(await takeOver(first));
    ok(await appendHand(first, hand(0, 80)));
    // Anna, not knowing, goes on with her own sheet: Chris +30.
    await onAnna(async () => ok(await appendHand(first, hand(2, 90))));
    const text = await eveningFrom(phones, bert, first, 'Bert');
    const preview = await onAnna(async () => read(await previewReceived(text)));
    expect(preview.games[0]).toMatchObject({ action: 'both', beside: 'new', keeper: 'Bert' });
    const outcome = await onAnna(async () => ok(await applyReceived(text)));
    const beside = outcome.games[0]!.storedAs;
    expect(beside).not.toBe(first);
    // Anna's own stays: Bert +10, Chris −10 + 30 = +20; Bert's sheet beside: Anna +20.
    expect((await held(anna, sessionId)).games[0]!.totals).toEqual([0, 10, 20]);
    const copy = await onAnna(async () => scoreGame((await loadGame(beside))!.game).totals);
    expect(copy).toEqual([20, 10, -10]);
    expect((await anna.games.get(first))!.elsewhere).toBeUndefined();
  });
});
