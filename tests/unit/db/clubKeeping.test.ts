/**
 * Whose game is whose through the club (FORMAT.md "A club's season"), against a
 * CouchDB-compatible server (tests/support/couch.ts) set up by the project's own script: a
 * member's own games come back to a new phone as its own, two phones of one member follow
 * each other (both versions kept beside where both changed), and keeping is handed to
 * another member and back. Hands: Hineinschauen, declarer's points − 60 (RULES.md §1.5).
 */
import { describe, expect, it } from 'vitest';
import {
  appendHand,
  isReadOnlyCopy,
  startGame,
  type GameRow,
  type SpatzDatabase,
} from '../../../src/lib/db';
import * as club from '../../../src/lib/db/clubWrites';
import { syncOnce, type Kept } from '../../../src/lib/state/clubSync';
import { handOver, otherMembers } from '../../../src/lib/state/clubKeeping';
import { ok, three } from './helpers';
import { hand } from './phones';
import { clubServer, joinedPhone, net, on, serverDoc as held } from './clubServer';

const club38 = clubServer('keeping', ['anna', 'bert', 'cilli']);
const member = club38.member;
const phone = (user: string) => joinedPhone(member[user]!);
const serverDoc = (id: string) => held(club38, 'keeping', id);

/** One sync run of `user` on `db`; answers what it kept beside, restored and was handed. */
async function sync(db: SpatzDatabase, user: string): Promise<Kept> {
  let kept: Kept = { besides: 0, restored: 0, handed: [] };
  await on(db, () => syncOnce(member[user]!, net, (_p, k) => (kept = k)));
  return kept;
}

const points = async (db: SpatzDatabase, id: string) =>
  (await db.hands.where('gameId').equals(id).sortBy('position')).map(
    (h) => (h.hand as { declarerPoints?: number }).declarerPoints,
  );

describe("a member's own games through the club", () => {
  let first: SpatzDatabase;
  let second: SpatzDatabase;
  let game: GameRow;

  it('come back to a new phone of the member as its own games, once, at the server revision', async () => {
    first = await phone('anna');
    game = ok(await startGame({ ...three, session: { date: '2026-12-01', place: 'Hütte' } }));
    for (const h of [hand(0, 70), hand(1, 50)]) ok(await appendHand(game.id, h));
    await sync(first, 'anna');
    const taken = (await serverDoc(game.id))._rev as string;

    // The phone was lost: a new one joins as the same member.
    second = await phone('anna');
    const kept = await sync(second, 'anna');
    expect(kept.restored).toBe(1);
    const row = (await second.games.get(game.id))!;
    expect(isReadOnlyCopy(row)).toBe(false);
    expect(row.copy).toBeUndefined();
    expect(await second.games.count()).toBe(1);
    expect(await points(second, game.id)).toEqual([70, 50]);
    expect(await on(second, () => club.waitingCount())).toBe(0);
    expect((await second.clubPushed.get(game.id))?.couchRev).toBe(taken);

    // A second run brings nothing twice.
    expect((await sync(second, 'anna')).restored).toBe(0);
    expect(await second.games.count()).toBe(1);

    // Editable, and pushed from here on the server's revision (no conflict, no copy beside).
    await on(second, async () => ok(await appendHand(game.id, hand(2, 80))));
    expect((await sync(second, 'anna')).besides).toBe(0);
    const doc = await serverDoc(game.id);
    expect(doc._rev).toMatch(/^2-/);
    expect(doc.keeper).toBe('anna');
  });

  it('follow the other phone of the member where only that one changed them', async () => {
    const kept = await sync(first, 'anna');
    expect(kept.besides).toBe(0);
    expect(isReadOnlyCopy((await first.games.get(game.id))!)).toBe(false);
    expect(await points(first, game.id)).toEqual([70, 50, 80]);
    expect(await on(first, () => club.waitingCount())).toBe(0);
    expect(await first.games.count()).toBe(1);
  });

  it('keep both versions beside each other where both phones changed one', async () => {
    await on(first, async () => ok(await appendHand(game.id, hand(0, 90))));
    await on(second, async () => ok(await appendHand(game.id, hand(1, 40))));
    await sync(second, 'anna');
    // The first phone's push meets the second's version: kept beside, then its own goes up.
    expect((await sync(first, 'anna')).besides).toBe(1);
    expect(await points(first, game.id)).toEqual([70, 50, 80, 90]);
    const beside = (await first.games.toArray()).filter((r) => r.id !== game.id);
    expect(beside).toHaveLength(1);
    expect(isReadOnlyCopy(beside[0]!)).toBe(true);
    expect(await points(first, beside[0]!.id)).toEqual([70, 50, 80, 40]);
    // The second phone gets the first's beside its own.
    expect((await sync(second, 'anna')).besides).toBe(1);
    expect(await points(second, game.id)).toEqual([70, 50, 80, 40]);
    const theirs = (await second.games.toArray()).filter((r) => r.id !== game.id);
    expect(await points(second, theirs[0]!.id)).toEqual([70, 50, 80, 90]);
  });
});

describe('keeping handed to another member through the club', () => {
  let anna: SpatzDatabase;
  let bert: SpatzDatabase;
  let game: GameRow;

  it('lists the members who synced, pushes the last hands first and hands keeping on', async () => {
    anna = await phone('anna');
    bert = await phone('bert');
    await sync(bert, 'bert');
    game = ok(await on(anna, () => startGame({ ...three, session: { date: '2026-12-02' } })));
    await on(anna, async () => ok(await appendHand(game.id, hand(0, 70))));
    await sync(anna, 'anna');
    await on(anna, async () => ok(await appendHand(game.id, hand(1, 75))));
    expect(await on(anna, () => otherMembers(member.anna!, net))).toEqual(['bert']);
    // Its last hand has not gone up: it goes first (the screen's hand-over runs the sync).
    expect(await on(anna, () => handOver(member.anna!, net, game.id, 'bert'))).toBe('waiting');
    await sync(anna, 'anna');
    expect(await on(anna, () => handOver(member.anna!, net, game.id, 'bert'))).toBeUndefined();
    expect((await serverDoc(game.id)).keeper).toBe('bert');
    const here = (await anna.games.get(game.id))!;
    expect(isReadOnlyCopy(here)).toBe(true);
    expect(here.copy?.from).toBe('bert');
    expect(await on(anna, () => club.waitingCount())).toBe(0);
  });

  it("turns the other member's copy into its own game on the next pull, and back", async () => {
    const kept = await sync(bert, 'bert');
    expect(kept.handed).toEqual([{ id: game.id, from: 'anna', players: three.players }]);
    expect(isReadOnlyCopy((await bert.games.get(game.id))!)).toBe(false);
    await on(bert, async () => ok(await appendHand(game.id, hand(2, 30))));
    await sync(bert, 'bert');
    expect(await on(bert, () => handOver(member.bert!, net, game.id, 'anna'))).toBeUndefined();
    expect(isReadOnlyCopy((await bert.games.get(game.id))!)).toBe(true);

    const back = await sync(anna, 'anna');
    expect(back.handed).toEqual([{ id: game.id, from: 'bert', players: three.players }]);
    expect(isReadOnlyCopy((await anna.games.get(game.id))!)).toBe(false);
    expect(await points(anna, game.id)).toEqual([70, 75, 30]);
    // Never a copy beside it: the sheet came back from its keeper.
    expect((await anna.games.toArray()).filter((r) => r.meta?.importedCopy)).toEqual([]);
    expect(await on(anna, () => club.waitingCount())).toBe(0);
  });

  it('refuses a hand-over by a member who does not keep the game, at the server', async () => {
    const cilli = await phone('cilli');
    await sync(cilli, 'cilli');
    expect(isReadOnlyCopy((await cilli.games.get(game.id))!)).toBe(true);
    // Cilli's phone offers nothing to hand on: the game is not hers.
    expect(await on(cilli, () => handOver(member.cilli!, net, game.id, 'cilli'))).toBe('waiting');
    const doc = await serverDoc(game.id);
    const forged = { ...doc, keeper: 'cilli' };
    const { user, password } = member.cilli!;
    const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const answer = await fetch(`${club38.server.url}/keeping/${game.id}`, {
      method: 'PUT',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(answer.status).toBe(403);
    expect((await serverDoc(game.id)).keeper).toBe('anna');
  });
});
