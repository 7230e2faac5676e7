/**
 * Figure (l) of scripts/bench.ts: a new phone joins a club's season of 300 games and 12,000
 * hands (100 evenings of three 40-hand games, kept by another member) on a CouchDB-compatible
 * server started here (tests/support/couch.ts, set up by scripts/club/setup.ts). Timed from
 * the tap on "join" until the club screen says the phone synced (every game stored) and the
 * season screen then opened shows its ranking over all 300 games, in a fresh browser
 * profile each run; against two references in the same page of the same run:
 *   plain: the least the same transfer takes, the same documents read with `_changes` and
 *          one `_bulk_get`, parsed, nothing stored;
 *   floor: the least a phone that keeps the season must do, the plain page's transfer and
 *          then the games and their hands stored in a database of its own with one
 *          IndexedDB bulk put each (one transaction, timed until it commits).
 */
import { launchChromium } from '../../tests/e2e/chromium';
import { startCouch } from '../../tests/support/couch';
import { setupClub } from './../club/setup';
import { inviteLink } from './../club/invite';
import { gameDocument } from '../../src/lib/club/document';
import type { GameRow, HandRow, SessionRow } from '../../src/lib/files/types';
import type { Hand } from '../../src/lib/rules';
import { median, type Figure } from './report';

interface Reference {
  plain: number;
  floor: number;
}

const EVENINGS = 100;
const GAMES_PER_EVENING = 3;
const HANDS_PER_GAME = 40;
/** The calendar year the evenings fall in (from 1 September 2026, one a day). */
const SEASON = '2026';

export const CLUB_NOTE =
  '(l) from the tap on "join" until the club screen says synced (300 games, 12,000 hands stored) and then the season screen (#/season) shows the ranking over all 300 games, a fresh profile each run; the baseline (plain) is a page reading the same documents with _changes and one _bulk_get, nothing stored; the floor is that page also storing the 300 game rows and 12,000 hand rows with one IndexedDB put per row (hands indexed by game) in one transaction until it commits (the least a phone keeping the season does); "floor vs plain" is what storing alone costs';

/** Hineinschauen by `declarer` with these card points (RULES.md §1.5): ±2, no game ends by itself. */
const hand = (declarer: number, declarerPoints: number): Hand =>
  ({
    kind: 'played',
    declarer,
    contract: 'hineinschauen',
    declarerPoints,
    declarerTricks: 'some',
    doublings: 0,
  }) as unknown as Hand;

export function seasonDocs(): Record<string, unknown>[] {
  const start = Date.UTC(2026, 8, 1);
  const docs = [];
  for (let e = 0; e < EVENINGS; e++) {
    const at = start + e * 86_400_000;
    const session: SessionRow = {
      id: `evening-${e}`,
      createdAt: at,
      updatedAt: at,
      date: new Date(at).toISOString().slice(0, 10),
      place: e % 2 ? 'Gasthof Post' : 'Hütte',
      stakePerPoint: 0.1,
    };
    for (let g = 0; g < GAMES_PER_EVENING; g++) {
      const id = `game-${e}-${g}`;
      const begun = at + g * 3_600_000;
      const hands: HandRow[] = Array.from({ length: HANDS_PER_GAME }, (_, i) => ({
        id: `${id}-${i}`,
        gameId: id,
        position: i,
        createdAt: begun + i,
        updatedAt: begun + i,
        hand: hand(i % 3, i % 2 ? 62 : 58),
      }));
      const row: GameRow = {
        id,
        sessionId: session.id,
        createdAt: begun,
        updatedAt: begun + HANDS_PER_GAME,
        variant: 'bauerntarock',
        players: ['Anna', 'Bert', 'Chris'],
        playerIds: ['a', 'b', 'c'],
        firstDealer: 0,
        houseRules: {},
        // Stopped after its 40 hands: an ended game, so the season's ranking counts it.
        stoppedEarly: true,
        deleted: false,
        rev: `rev-${id}`,
      };
      docs.push(gameDocument(row, hands, session, 'anna', undefined));
    }
  }
  return docs;
}

export async function clubJoinFigures(appUrl: string, runs: number): Promise<Figure[]> {
  const couch = await startCouch();
  try {
    const made = await setupClub(couch.url, couch.admin, 'season', ['anna', 'bert']);
    const bert = made.invites.find((invite) => invite.user === 'bert')!;
    const admin = `Basic ${Buffer.from(`${couch.admin.user}:${couch.admin.password}`).toString('base64')}`;
    const seeded = await fetch(`${couch.url}/season/_bulk_docs`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ docs: seasonDocs() }),
    });
    if (seeded.status !== 201) throw new Error(`seeding the season failed: ${seeded.status}`);
    const auth = `Basic ${Buffer.from(`bert:${bert.invite.password}`).toString('base64')}`;
    const app: number[] = [];
    const plain: number[] = [];
    const floor: number[] = [];
    for (let run = 0; run < runs; run++) {
      const phone = await launchChromium(appUrl, { ownProcess: true });
      try {
        const { page } = phone;
        await page.goto(inviteLink(`${appUrl}/`, bert.payload));
        await page.getByTestId('club-join').waitFor();
        const started = Date.now();
        await page.getByTestId('club-join').click();
        await page
          .locator('[data-testid=club-last-sync]:not([data-synced=""])')
          .waitFor({ timeout: 0 });
        // Then the season, as the member opens it: timed until its ranking counts every game.
        await page.evaluate(() => (location.hash = '#/season'));
        const pick = page.getByTestId('season-pick');
        if ((await pick.inputValue()) !== SEASON) await pick.selectOption(SEASON);
        await page
          .locator(
            `[data-testid=season-row][data-player=Anna] [data-stat=games][data-value="${EVENINGS * GAMES_PER_EVENING}"]`,
          )
          .waitFor({ timeout: 0 });
        app.push(Date.now() - started);
        const reference = await page.evaluate(references, { server: couch.url, auth, run });
        plain.push(reference.plain);
        floor.push(reference.floor);
      } finally {
        await phone.close();
      }
    }
    const runsOf = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
    console.log(`(l) runs, ms: app ${runsOf(app)}; plain ${runsOf(plain)}; floor ${runsOf(floor)}`);
    return [
      {
        label: '(l) new phone joins a 300-game season',
        unit: 'ms',
        app: median(app),
        baseline: median(plain),
        maxRatio: 1.5,
      },
      {
        label: '(l) the same against the floor',
        unit: 'ms',
        app: median(app),
        baseline: median(floor),
        maxRatio: 1.5,
      },
      {
        label: '(l) floor vs plain (storing alone)',
        unit: 'ms',
        app: median(floor),
        baseline: median(plain),
        maxRatio: 1.5,
      },
    ];
  } finally {
    await couch.stop();
  }
}

/**
 * The references, run in the app's page after its join (the same origin and browser): the
 * plain transfer, then the same transfer with the rows stored (the floor). Each document's
 * game row and hand rows are what a phone keeps of it; its own database, so the app's is
 * left alone. In the page: nothing from outside this function.
 */
async function references({
  server,
  auth,
  run,
}: {
  server: string;
  auth: string;
  run: number;
}): Promise<Reference> {
  type Doc = {
    _id: string;
    hands: unknown[];
    meta: { spatz: { hands: { id: string; createdAt: number; updatedAt: number }[] } };
  };
  const headers = { Authorization: auth, 'Content-Type': 'application/json' };
  const db = await new Promise<IDBDatabase>((done, failed) => {
    const open = indexedDB.open(`floor-${run}`, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('games', { keyPath: 'id' });
      open.result.createObjectStore('hands', { keyPath: 'id' }).createIndex('gameId', 'gameId');
    };
    open.onsuccess = () => done(open.result);
    open.onerror = () => failed(open.error);
  });
  // No function declared in here: the bench's TypeScript runner would name it with a helper
  // the page does not have. First the plain transfer, then the same one stored (the floor).
  const times: number[] = [];
  for (const store of [false, true]) {
    const t = performance.now();
    const changes = (await (await fetch(`${server}/season/_changes`, { headers })).json()) as {
      results: { id: string; changes: { rev: string }[] }[];
    };
    const wanted = changes.results.map((r) => ({ id: r.id, rev: r.changes[0]!.rev }));
    const body = JSON.stringify({ docs: wanted });
    const got = (await (
      await fetch(`${server}/season/_bulk_get`, { method: 'POST', headers, body })
    ).json()) as { results: { docs: { ok?: Doc }[] }[] };
    if (got.results.length < wanted.length) throw new Error('documents missing');
    const games = got.results
      .map((r) => r.docs[0]?.ok)
      .filter((d): d is Doc => d?.hands !== undefined);
    if (games.length === 0) throw new Error('no games');
    if (store) {
      await new Promise<void>((done, failed) => {
        const tx = db.transaction(['games', 'hands'], 'readwrite');
        const gameRows = tx.objectStore('games');
        const handRows = tx.objectStore('hands');
        for (const { _id: id, hands, meta, ...row } of games) {
          gameRows.put({ ...row, id, meta });
          hands.forEach((hand, position) => {
            const stamps = meta.spatz.hands[position]!;
            handRows.put({ ...stamps, gameId: id, position, hand });
          });
        }
        tx.oncomplete = () => done();
        tx.onerror = () => failed(tx.error);
      });
    }
    times.push(performance.now() - t);
  }
  db.close();
  return { plain: times[0]!, floor: times[1]! };
}
