import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendHand,
  exportForTable,
  exportGame,
  loadGame,
  recordRedeal,
  startGame,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { readGame } from '../../../src/lib/rules';
import { freshDatabase, ok, played, three } from './helpers';

let db: SpatzDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

afterEach(() => vi.restoreAllMocks());

/** An evening in the hut at 10 cents a point, rounded to 50 cents, with one game of three hands. */
async function gameOfThree(): Promise<string> {
  const hut = { date: '2026-11-28', place: 'Hütte', stakePerPoint: 0.1, coin: 0.5 };
  const game = ok(await startGame({ ...three, session: hut }));
  ok(await appendHand(game.id, played({ declarer: 0, declarerPoints: 70 })));
  ok(await recordRedeal(game.id));
  ok(await appendHand(game.id, played({ declarer: 1, defenderPoints: 80 })));
  return game.id;
}

interface Sent {
  id: string;
  sessionId: string;
  hands: { id: string }[];
  session: { date: string; place: string; stakePerPoint: number; coin: number };
  sent: { rev: string; from: string; at: number };
}

describe('the game a phone shows the table', () => {
  it('is the single-game file, compact, that the rules reader reads back with the same hands', async () => {
    const gameId = await gameOfThree();
    const shown = ok(await exportForTable(gameId, 'Anna', 1_764_360_000_000, true));
    expect(shown.gameId).toBe(gameId);
    // No indentation: every byte makes the codes larger.
    expect(shown.text).not.toContain('\n');
    const read = readGame(JSON.parse(shown.text));
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const stored = (await loadGame(gameId))!;
    expect(read.value.hands).toEqual(stored.game.hands);
    expect(read.value.hands.map((h) => h.kind)).toEqual(['played', 'redeal', 'played']);
    expect(read.value.players).toEqual(['Anna', 'Bert', 'Chris']);

    // Everything exportGame writes, plus what tells a later copy from this one.
    const { sent, ...ids } = read.value.meta!.spatz as Sent;
    const exported = JSON.parse((await exportGame(gameId))!);
    expect(ids).toEqual(exported.meta.spatz);
    expect({ ...JSON.parse(shown.text), meta: exported.meta }).toEqual(exported);
    expect(sent).toEqual({ rev: stored.row.rev, from: 'Anna', at: 1_764_360_000_000 });
    expect(shown.rev).toBe(stored.row.rev);
  });

  it('carries the ids, hand ids and the evening the receiver merges by', async () => {
    const gameId = await gameOfThree();
    const meta = JSON.parse(ok(await exportForTable(gameId, '', Date.now(), true)).text).meta
      .spatz as Sent;
    const hands = await db.hands.where('gameId').equals(gameId).sortBy('position');
    expect(meta.id).toBe(gameId);
    expect(meta.hands.map((h) => h.id)).toEqual(hands.map((h) => h.id));
    expect(meta.session).toMatchObject({
      id: meta.sessionId,
      date: '2026-11-28',
      place: 'Hütte',
      stakePerPoint: 0.1,
      coin: 0.5,
    });
    // An unnamed phone is allowed.
    expect(meta.sent.from).toBe('');
  });

  it('gives a new revision after each hand, so the table can tell the newer copy', async () => {
    const gameId = await gameOfThree();
    const before = ok(await exportForTable(gameId, 'Anna', Date.now(), true)).rev;
    ok(await appendHand(gameId, played({ declarer: 2, declarerPoints: 61 })));
    const after = ok(await exportForTable(gameId, 'Anna', Date.now(), true));
    expect(after.rev).not.toBe(before);
    expect(JSON.parse(after.text).meta.spatz.sent.rev).toBe(after.rev);
  });

  it('gives a game stored before revisions were kept a stand-in that stays until it changes', async () => {
    const gameId = await gameOfThree();
    const row = (await db.games.get(gameId))!;
    delete row.rev;
    await db.games.put(row);
    const first = ok(await exportForTable(gameId, 'Anna', Date.now(), true));
    const again = ok(await exportForTable(gameId, 'Bert', Date.now(), true));
    expect(first.rev).toBe(again.rev);
    expect(first.rev).not.toBe('');
    expect(JSON.parse(first.text).meta.spatz.sent.rev).toBe(first.rev);
    await db.games.put({ ...row, updatedAt: row.updatedAt + 1 });
    expect(ok(await exportForTable(gameId, 'Anna', Date.now(), true)).rev).not.toBe(first.rev);
  });

  it('answers a storage that fails, before and after this phone has its id, and never throws', async () => {
    const gameId = await gameOfThree();
    const fail = () =>
      vi.spyOn(db, 'transaction').mockImplementation(() => {
        throw new DOMException('The disk went away', 'UnknownError');
      });
    // The first share makes the phone's id: a write the storage refuses here.
    fail();
    expect(await exportForTable(gameId, 'Anna')).toEqual({
      ok: false,
      error: { kind: 'storage', name: 'UnknownError', message: 'The disk went away' },
    });
    vi.restoreAllMocks();
    ok(await exportForTable(gameId, 'Anna'));
    // The id is kept; now the read of the evening fails.
    fail();
    expect(await exportForTable(gameId, 'Anna')).toEqual({
      ok: false,
      error: { kind: 'storage', name: 'UnknownError', message: 'The disk went away' },
    });
  });

  it('answers notFound for a game that is not stored', async () => {
    expect(await exportForTable('nope', 'Anna')).toEqual({
      ok: false,
      error: { kind: 'notFound', what: 'game' },
    });
  });
});
