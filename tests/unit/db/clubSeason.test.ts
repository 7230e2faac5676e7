/**
 * A club's season on a third phone (FORMAT.md "A club's season"): two members' games and
 * rosters come in as the sync takes them (club/document.ts, clubWrites.ts), beside this
 * phone's own game. The statistics count people by this phone's roster ids, and a received
 * game's names are matched to the roster as FORMAT.md compares names when it is stored
 * (files/roster.ts), so a person whom two phones spell alike is one line of the ranking.
 * Hands are worked by hand from RULES.md §1.5 (Hineinschauen: declarer's points − 60, to the
 * declarer only).
 */
import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  appendHand,
  listClubNames,
  listPlaces,
  listPlayers,
  readStats,
  startGame,
  stopGame,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { useDatabase } from '../../../src/lib/db/database';
import * as club from '../../../src/lib/db/clubWrites';
import { gameDocument, receivedDocuments, rosterDocument } from '../../../src/lib/club/document';
import { season } from '../../../src/lib/stats';
import { freshDatabase, ok } from './helpers';
import { hand } from './phones';

async function on<T>(db: SpatzDatabase, work: () => Promise<T>): Promise<T> {
  useDatabase(db);
  return work();
}

/** A stopped game of three on the phone in use; answers its id. */
async function played(
  players: string[],
  session: { date: string; place: string },
  hands: [number, number][],
): Promise<string> {
  const game = ok(
    await startGame({ variant: 'bauerntarock', players, firstDealer: 0, houseRules: {}, session }),
  );
  for (const [declarer, points] of hands) ok(await appendHand(game.id, hand(declarer, points)));
  ok(await stopGame(game.id));
  return game.id;
}

/** What `user`'s phone pushes: its games and its roster, as the server holds them. */
async function pushed(db: SpatzDatabase, user: string, ids: string[]): Promise<object[]> {
  return on(db, async () => {
    const docs: object[] = [];
    for (const id of ids) {
      const row = (await db.games.get(id))!;
      const hands = await db.hands.where('gameId').equals(id).sortBy('position');
      docs.push(gameDocument(row, hands, await db.sessions.get(row.sessionId), user, undefined));
    }
    docs.push(rosterDocument(user, await club.rosterNames(), undefined));
    return docs;
  });
}

describe("a club's season on a third phone", () => {
  it('counts each person once when phones spell the name alike, and offers the club’s other names', async () => {
    // Anna's phone: Anna +10, Bert −10, Chris +20.
    const anna = await freshDatabase();
    const first = await played(
      ['Anna', 'Bert', 'Chris'],
      { date: '2026-11-03', place: 'Gasthof Post' },
      [
        [0, 70],
        [1, 50],
        [2, 80],
      ],
    );
    // Bert's phone: Anna +15, Dora +1, Bert −20; Emil is in Bert's roster only.
    const bert = await freshDatabase();
    const second = await played(['Anna', 'Dora', 'Bert'], { date: '2026-11-10', place: 'Hütte' }, [
      [0, 75],
      [1, 61],
      [2, 40],
    ]);
    ok(await addPlayer('Emil'));
    // Cilli's phone keeps a game of its own: Chris +6, Anna −5, Dora 0.
    const cilli = await freshDatabase();
    ok(
      await club.joinClub({
        server: 'https://couch.example.org',
        db: 'tarockclub',
        user: 'cilli',
        password: 'secret',
        club: 'Tarockrunde',
      }),
    );
    await played(['Chris', 'Anna', 'Dora'], { date: '2026-11-17', place: 'Stüberl' }, [
      [1, 55],
      [0, 66],
      [2, 60],
    ]);

    const docs = [
      ...(await pushed(anna, 'anna', [first])),
      ...(await pushed(bert, 'bert', [second])),
    ];
    useDatabase(cilli);
    const received = receivedDocuments(docs, 'cilli', Date.now())!;
    const stored = await club.storeClubEvenings(
      received.evenings.map((e) => e.text),
      Date.now(),
    );
    expect(stored).toMatchObject({ ok: true, games: 2 });
    ok(await club.storeClubRosters(received.rosters));

    // One roster entry per person; Emil (in Bert's roster, in no game here) only offered.
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Anna', 'Bert', 'Chris', 'Dora']);
    expect(await listClubNames()).toEqual(['Emil']);
    expect(await listPlaces()).toEqual(['Stüberl', 'Hütte', 'Gasthof Post']);

    // Points are the final totals added up; wins the highest total, last the lowest:
    // Chris 20 + 6 = 26 (won Anna's and Cilli's games), Anna 10 + 15 − 5 = 20 (won Bert's,
    // last at Cilli's), Dora 1 + 0 = 1, Bert −10 − 20 = −30 (last at Anna's and Bert's).
    // No stake: no money.
    const { evenings, roster } = await readStats();
    const view = season(evenings, { name: '2026', from: '2026-01-01', to: '2026-12-31' }, roster);
    expect(view.evenings.map((e) => e.place)).toEqual(['Gasthof Post', 'Hütte', 'Stüberl']);
    // Each row as the screen shows it (its roster id and money evenings aside).
    expect(view.ranking).toMatchObject([
      { rank: 1, name: 'Chris', games: 2, points: 26, wins: 2, last: 0, money: 0 },
      { rank: 2, name: 'Anna', games: 3, points: 20, wins: 1, last: 1, money: 0 },
      { rank: 3, name: 'Dora', games: 2, points: 1, wins: 0, last: 0, money: 0 },
      { rank: 4, name: 'Bert', games: 2, points: -30, wins: 0, last: 2, money: 0 },
    ]);

    // Leaving the club takes the other members' names with it.
    ok(await club.leaveClub(true));
    expect(await listClubNames()).toEqual([]);
  });
});
