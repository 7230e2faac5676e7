/**
 * A club's sync against a CouchDB-compatible server (tests/support/couch.ts) set up by the
 * project's own script (scripts/club/setup.ts): two phones are two databases, each a member.
 * Hands are worked by hand from RULES.md §1.5 (Hineinschauen: declarer's points − 60).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupClub } from '../../../scripts/club/setup';
import {
  addPlayer,
  appendHand,
  exportBackup,
  listClubNames,
  listPlayers,
  isReadOnlyCopy,
  startGame,
  takeOver,
  type GameRow,
  type SessionRow,
  type SpatzDatabase,
} from '../../../src/lib/db';
import * as club from '../../../src/lib/db/clubWrites';
import { ClubSync, syncOnce } from '../../../src/lib/state/clubSync';
import { CouchError, type Fetch } from '../../../src/lib/club/couch';
import { gameDocument } from '../../../src/lib/club/document';
import { freshDatabase, ok, three } from './helpers';
import { hand } from './phones';
import { clubServer, joinedPhone, net, on, serverDoc as held } from './clubServer';

const theClub = clubServer('tarockclub', ['anna', 'bert', 'cilli']);
const member = theClub.member;
const quiet = () => undefined;

/** A phone of `user` that joined the club. */
const phone = (user: string) => joinedPhone(member[user]!);

const sync = (db: SpatzDatabase, user: string, fetcher: Fetch = net) =>
  on(db, () => syncOnce(member[user]!, fetcher, quiet));

const serverDoc = (id: string) => held(theClub, 'tarockclub', id);

const FIRST = [hand(1, 70), hand(2, 50), hand(0, 80)];

describe("a club's sync", () => {
  let anna: SpatzDatabase;
  let bert: SpatzDatabase;
  let game: GameRow;

  it("pushes the games a phone keeps, and another member's phone gets them as read-only copies", async () => {
    anna = await phone('anna');
    game = ok(
      await startGame({ ...three, session: { date: '2026-11-30', place: 'Gasthof Post' } }),
    );
    for (const h of FIRST) ok(await appendHand(game.id, h));
    expect(await club.waitingCount()).toBe(1);
    await sync(anna, 'anna');
    expect(await on(anna, () => club.waitingCount())).toBe(0);
    const doc = await serverDoc(game.id);
    expect(doc.keeper).toBe('anna');
    expect((doc.evening as { place: string }).place).toBe('Gasthof Post');

    bert = await phone('bert');
    await sync(bert, 'bert');
    const copy = (await bert.games.get(game.id))!;
    expect(isReadOnlyCopy(copy)).toBe(true);
    expect(copy.copy?.from).toBe('anna');
    const hands = await bert.hands.where('gameId').equals(game.id).sortBy('position');
    expect(hands.map((h) => h.hand)).toEqual(
      (await anna.hands.where('gameId').equals(game.id).sortBy('position')).map((h) => h.hand),
    );
    expect((await bert.sessions.get(copy.sessionId))?.place).toBe('Gasthof Post');
    // Nothing of another member's waits to go up on this phone.
    expect(await on(bert, () => club.waitingCount())).toBe(0);
  });

  it('sends nothing twice when the browser is killed after the server took a push', async () => {
    await on(anna, async () => ok(await appendHand(game.id, hand(1, 75))));
    let killed = false;
    const dies: Fetch = async (url, init) => {
      const answer = await fetch(url, init);
      if (url.includes('_bulk_docs') && !killed) {
        killed = true;
        throw new TypeError('the browser was killed');
      }
      return answer;
    };
    await expect(sync(anna, 'anna', dies)).rejects.toBeInstanceOf(CouchError);
    const taken = (await serverDoc(game.id))._rev as string;
    expect(taken.startsWith('2-')).toBe(true);
    // Still waiting here (its answer never came), so it goes again: the server keeps one revision.
    expect(await on(anna, () => club.waitingCount())).toBe(1);
    await sync(anna, 'anna');
    expect((await serverDoc(game.id))._rev).toBe(taken);
    expect(await on(anna, () => club.waitingCount())).toBe(0);
    await sync(bert, 'bert');
    expect(await bert.hands.where('gameId').equals(game.id).count()).toBe(4);
  });

  it("refuses a member's write to a game another member keeps, and keeps both versions beside each other", async () => {
    // Bert took the copy over at the table and added a hand; Anna added another meanwhile.
    await on(bert, async () => {
      ok(await takeOver(game.id));
      ok(await appendHand(game.id, hand(2, 40)));
    });
    await on(anna, async () => ok(await appendHand(game.id, hand(0, 90))));
    await sync(anna, 'anna');
    await sync(bert, 'bert');
    const pushed = await bert.clubPushed.get(game.id);
    expect(pushed?.refused).toBe('not-keeper');
    expect((await serverDoc(game.id)).keeper).toBe('anna');
    // Bert's stays his; Anna's later sheet is kept beside it as her copy.
    const rows = await bert.games.toArray();
    const beside = rows.filter((row) => row.meta?.importedCopy !== undefined);
    expect(beside).toHaveLength(1);
    expect(beside[0]!.copy?.from).toBe('anna');
    expect(await bert.hands.where('gameId').equals(beside[0]!.id).count()).toBe(5);
    expect(isReadOnlyCopy((await bert.games.get(game.id))!)).toBe(false);
  });

  it('stores nothing from a server that answers junk, a document too big or a million documents', async () => {
    const cilli = await phone('cilli');
    const swap =
      (part: string, body: string): Fetch =>
      async (url, init) =>
        url.includes(part) ? new Response(body, { status: 200 }) : fetch(url, init);
    const big = `{"results":[{"id":"x","docs":[{"ok":{"_id":"x","pad":"${'x'.repeat(50 * 1024 * 1024)}"}}]}]}`;
    const tries: [Fetch, string][] = [
      [swap('_bulk_get', '<html>Gateway</html>'), 'junk'],
      [
        swap(
          '_bulk_get',
          '{"results":[{"id":"g","docs":[{"ok":{"_id":"g","keeper":"anna","format":1}}]}]}',
        ),
        'junk',
      ],
      [swap('_bulk_get', big), 'tooBig'],
      [swap('_changes', ''), 'junk'],
    ];
    for (const [fetcher, failure] of tries) {
      const error = await sync(cilli, 'cilli', fetcher).catch((e: unknown) => e);
      expect((error as CouchError).failure).toBe(failure);
    }
    const many: Fetch = async (url, init) => {
      const answer = await fetch(url, init);
      if (!url.endsWith('/tarockclub')) return answer;
      const info = (await answer.json()) as object;
      return new Response(JSON.stringify({ ...info, doc_count: 1_000_000 }), { status: 200 });
    };
    const error = await sync(cilli, 'cilli', many).catch((e: unknown) => e);
    expect((error as CouchError).failure).toBe('tooMany');
    expect(await cilli.games.count()).toBe(0);
    expect(await on(cilli, () => club.readClub())).toMatchObject({ checkpoint: '0' });
  });

  it('says a wrong password and a non-member in codes the screen words', async () => {
    const wrong = { ...member.cilli!, password: 'not it' };
    const error = await on(await freshDatabase(), () => syncOnce(wrong, net, quiet)).catch(
      (e) => e,
    );
    expect((error as CouchError).failure).toBe('password');
    // Cilli is a user of the server, but no member of another club's database.
    await setupClub(theClub.server.url, theClub.server.admin, 'otherclub', ['dora']);
    const stranger = { ...member.cilli!, db: 'otherclub' };
    const refused = await on(await freshDatabase(), () => syncOnce(stranger, net, quiet)).catch(
      (e) => e,
    );
    expect((refused as CouchError).failure).toBe('notMember');
  });

  it("never writes the club's password or server into a backup", async () => {
    const text = await on(anna, () => exportBackup());
    expect(text).not.toContain(member.anna!.password);
    expect(text).not.toContain(theClub.server.url);
  });

  it("another member's roster comes down as names offered from the club, never as roster entries", async () => {
    // Zenzi is in Anna's roster, in no game: her roster document carries the name up.
    await on(anna, async () => ok(await addPlayer('Zenzi')));
    await sync(anna, 'anna');
    expect(((await serverDoc('roster:anna')).names as string[]).includes('Zenzi')).toBe(true);
    await sync(bert, 'bert');
    expect(await on(bert, () => listClubNames())).toEqual(['Zenzi']);
    expect((await on(bert, () => listPlayers())).map((p) => p.name)).not.toContain('Zenzi');
  });

  it("leaving keeps the other members' games as copies, or removes them", async () => {
    await on(bert, async () => ok(await club.leaveClub(true)));
    expect(await on(bert, () => listClubNames())).toEqual([]);
    expect(await bert.games.count()).toBe(2);
    expect((await on(bert, () => club.readClub())).settings).toBeUndefined();
    const dora = await phone('cilli');
    await sync(dora, 'cilli');
    expect(await dora.games.count()).toBe(1);
    await on(dora, async () => ok(await club.leaveClub(false)));
    expect(await dora.games.count()).toBe(0);
    expect(await dora.hands.count()).toBe(0);
    expect(await dora.sessions.count()).toBe(0);
  });
});

describe('a new phone joining a season', () => {
  it('takes in more than one page of changes in one run, saying how far it is', async () => {
    const made = await setupClub(theClub.server.url, theClub.server.admin, 'season', ['emil']);
    const { v: _v, ...bert } = made.invites.find((i) => i.user === 'emil')!.invite;
    const start = Date.UTC(2026, 8, 1);
    const docs = Array.from({ length: 130 }, (_, g) => {
      const at = start + g * 86_400_000;
      const session: SessionRow = {
        id: `evening-${g}`,
        createdAt: at,
        updatedAt: at,
        date: new Date(at).toISOString().slice(0, 10),
      };
      const id = `game-${g}`;
      const row: GameRow = {
        id,
        sessionId: session.id,
        createdAt: at,
        updatedAt: at,
        ...three,
        playerIds: ['a', 'b', 'c'],
        stoppedEarly: false,
        deleted: false,
        rev: `rev-${g}`,
      };
      const hands = [
        {
          id: `${id}-1`,
          gameId: id,
          position: 0,
          createdAt: at,
          updatedAt: at,
          hand: hand(g % 3, 70),
        },
      ];
      return gameDocument(row, hands, session, 'anna', undefined);
    });
    const { user, password } = theClub.server.admin;
    const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const seeded = await fetch(`${theClub.server.url}/season/_bulk_docs`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ docs }),
    });
    expect(seeded.status).toBe(201);

    const db = await freshDatabase();
    ok(await club.joinClub(bert));
    const seen: { done: number; total: number }[] = [];
    await syncOnce(bert, net, (progress) => {
      if (progress) seen.push(progress);
    });
    expect(await db.games.count()).toBe(130);
    expect(await db.hands.count()).toBe(130);
    const last = seen.at(-1)!;
    expect(last.done).toBe(last.total);
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    // The checkpoint is stored: the next run takes in nothing again.
    await syncOnce(bert, net, quiet);
    expect(await db.games.count()).toBe(130);
  });
});

/**
 * Cilli joined, her club's server out of reach: the fetch every run fails with, and how many
 * runs asked (counted by the server's root each run asks for first; its check asks more at once).
 */
async function joinedUnreachable(): Promise<{ unreachable: Fetch; runs: () => number }> {
  await freshDatabase();
  ok(await club.joinClub(member.cilli!));
  let calls = 0;
  const unreachable: Fetch = (url) => {
    if (url === `${member.cilli!.server}/`) calls++;
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return { unreachable, runs: () => calls };
}

describe('the sync running on its own', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries again after a failure with a growing pause, and at once when the network returns', async () => {
    const { unreachable, runs } = await joinedUnreachable();
    const failures: (string | undefined)[] = [];
    let ended: () => void = () => undefined;
    /** Resolves when the next run has ended. */
    const runEnds = () => new Promise<void>((resolve) => (ended = resolve));
    // The window's `online` event, as a browser sends it.
    const window = new EventTarget();
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sync = new ClubSync(member.cilli!, unreachable, (status) => {
      if (status.running) return;
      failures.push(status.failure);
      ended();
    });
    try {
      await sync.run();
      expect([runs(), failures]).toEqual([1, ['unreachable']]);
      // 5 s, then 10 s (the first failure's pause, doubled).
      await vi.advanceTimersByTimeAsync(4_999);
      expect(runs()).toBe(1);
      let end = runEnds();
      await vi.advanceTimersByTimeAsync(1);
      await end;
      expect(runs()).toBe(2);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(runs()).toBe(2);
      // The network is back: the sync runs now, not after the pause.
      end = runEnds();
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      await end;
      expect(runs()).toBe(3);
    } finally {
      sync.stop();
    }
  });

  it('keeps a run set for sooner: a save just after a run is pushed, not put off by its pause', async () => {
    const { unreachable, runs } = await joinedUnreachable();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sync = new ClubSync(member.cilli!, unreachable, () => undefined);
    try {
      // A save (1.5 s), then the pause a run sets as it ends (a minute).
      sync.soon(1_500);
      sync.soon(60_000);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(runs()).toBe(1);
    } finally {
      sync.stop();
    }
  });
});
