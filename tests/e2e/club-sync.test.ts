/**
 * A club on three phones (FORMAT.md "A club's season"), against a CouchDB-compatible server
 * this test starts on 127.0.0.1 and sets up with the project's own script: Anna and Bert join
 * by their invite links; Anna keeps score offline, comes online, and Bert's phone shows her
 * game as a read-only copy with her totals; the server refuses Bert's write to it. Bert keeps
 * score of a second game elsewhere; a third phone joins by its link and gets both, and all
 * three phones' statistics count the same games, wins and last places, worked by hand.
 * Before joining, a phone asks nothing of any host but its own.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type Launched } from './harness';
import { enterHand, shown, startGame, tid } from './table';
import { watchOtherHosts } from './transfer';
import { startCouch, type Couch } from '../support/couch';
import { setupClub } from '../../scripts/club/setup';
import { inviteLink, type MemberInvite } from '../../scripts/club/invite';

let couch: Couch;
let invites: Record<string, MemberInvite>;
const phones: Launched[] = [];

beforeAll(async () => {
  couch = await startCouch();
  const made = await setupClub(couch.url, couch.admin, 'tarockclub', ['anna', 'bert', 'cilli'], {
    club: 'Tarockrunde Brixental',
  });
  invites = Object.fromEntries(made.invites.map((invite) => [invite.user, invite]));
});
afterAll(async () => {
  for (const phone of phones) await phone.close();
  await couch.stop();
});

/** Opens the member's invite link and joins; ends on the club screen, synced once. */
async function join(phone: Launched, user: string): Promise<void> {
  const { page, baseURL } = phone;
  await page.goto(inviteLink(`${baseURL}/`, invites[user]!.payload));
  await tid(page, 'club-preview').waitFor();
  // The password left the address as soon as the link was read.
  expect(page.url()).not.toContain(invites[user]!.payload);
  await tid(page, 'club-join').click();
  await tid(page, 'club-member').getByText(user, { exact: true }).waitFor();
  await synced(page);
}

/** Waits until the club screen says this phone synced. */
const synced = (page: Page) =>
  page.locator('[data-testid=club-last-sync]:not([data-synced=""])').waitFor();

/** Waits until the club screen says this many games wait to go up. */
const waiting = (page: Page, count: number) =>
  page.locator(`[data-testid=club-waiting][data-count="${count}"]`).waitFor();

/** Hineinschauen by `declarer` with these card points: points − 60 (RULES.md §1.5). */
const hand = (declarer: number, declarerPoints: number) =>
  ({
    kind: 'played',
    declarer,
    contract: 'hineinschauen',
    declarerPoints,
    declarerTricks: 'some',
  }) as const;

test("a game kept offline reaches the other phones as a read-only copy, the server refuses another member's write, and a third phone gets the whole season", async () => {
  const anna = await launch();
  const bert = await launch();
  phones.push(anna, bert);
  const origin = new URL(anna.baseURL).origin;
  const elsewhere = watchOtherHosts(anna.context, origin);

  // Never joined: the app starts, keeps score, shows the club screen, and asks no other host.
  await anna.page.goto(`${anna.baseURL}/#/club`);
  await anna.page.getByText('Dieses Handy gehört zu keinem Verein.').waitFor();
  expect(elsewhere).toEqual([]);

  await join(anna, 'anna');
  expect(elsewhere.every((url) => url.startsWith(couch.url))).toBe(true);

  // Offline at the Gasthof: Anna plays three hands. Anna +20, Bert +10, Chris −10.
  await anna.context.setOffline(true);
  await anna.page.goto(`${anna.baseURL}/#/`);
  await startGame(anna.page, { players: ['Anna', 'Bert', 'Chris'] });
  const gameId = decodeURIComponent(new URL(anna.page.url()).hash.split('/')[2]!);
  const hands = [hand(1, 70), hand(2, 50), hand(0, 80)];
  for (const [i, h] of hands.entries()) await enterHand(anna.page, h, i);
  await anna.page.goto(`${anna.baseURL}/#/club`);
  await waiting(anna.page, 1);

  // Back online: what waited goes up by itself.
  await anna.context.setOffline(false);
  await waiting(anna.page, 0);

  await join(bert, 'bert');
  await bert.page.goto(`${bert.baseURL}/#/game/${encodeURIComponent(gameId)}`);
  await tid(bert.page, 'copy-banner').waitFor();
  expect((await shown(bert.page, 3)).totals).toEqual([20, 10, -10]);

  // Bert's login may not write Anna's game: the server itself refuses it.
  const { user, password } = invites.bert!.invite;
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const url = `${couch.url}/tarockclub/${encodeURIComponent(gameId)}`;
  const doc = (await (await fetch(url, { headers: { Authorization: auth } })).json()) as Record<
    string,
    unknown
  >;
  expect(doc.keeper).toBe('anna');
  const write = await fetch(url, {
    method: 'PUT',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...doc, keeper: 'bert' }),
  });
  expect(write.status).toBe(403);

  // The statistics count settled games: Anna settles hers now.
  await anna.page.goto(`${anna.baseURL}/#/game/${encodeURIComponent(gameId)}`);
  await settle(anna.page);
  await syncNow(anna.page);

  // At another venue Bert keeps score of a second game: Bert +15, Dora −5, Anna +2.
  await bert.page.goto(`${bert.baseURL}/#/`);
  await startGame(bert.page, { players: ['Anna', 'Bert', 'Dora'] });
  for (const [i, h] of [hand(1, 75), hand(2, 55), hand(0, 62)].entries()) {
    await enterHand(bert.page, h, i);
  }
  await settle(bert.page);
  await syncNow(bert.page);
  await waiting(bert.page, 0);
  await syncNow(anna.page);

  // A third phone joins by its link and gets the whole season; all three count alike.
  const cilli = await launch();
  phones.push(cilli);
  await join(cilli, 'cilli');
  const worked = [
    { player: 'Anna', games: 2, wins: 1, last: 0 },
    { player: 'Bert', games: 2, wins: 1, last: 0 },
    { player: 'Chris', games: 1, wins: 0, last: 1 },
    { player: 'Dora', games: 1, wins: 0, last: 1 },
  ];
  for (const phone of [anna, bert, cilli]) expect(await statistics(phone)).toEqual(worked);
});

/** "Stop and settle now" on the game screen. */
async function settle(page: Page): Promise<void> {
  await tid(page, 'settle-now').click();
  await tid(page, 'settle-confirm').click();
  await tid(page, 'settle-now').waitFor({ state: 'detached' });
}

/** Taps "sync now" on the club screen and waits until that run has ended. */
async function syncNow(page: Page): Promise<void> {
  const url = new URL(page.url());
  if (!url.hash.startsWith('#/club')) await page.goto(`${url.origin}/#/club`);
  const before = await tid(page, 'club-last-sync').getAttribute('data-synced');
  await tid(page, 'club-sync-now').click();
  await page.locator(`[data-testid=club-last-sync]:not([data-synced="${before}"])`).waitFor();
}

/** The statistics screen's rows: each player's games, wins and last places, by name. */
async function statistics({ page, baseURL }: Launched) {
  await page.goto(`${baseURL}/#/stats`);
  await tid(page, 'stats-table').waitFor();
  await tid(page, 'stats-period').selectOption('all');
  const rows = await page.getByTestId('stats-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const stat = (name: string) =>
        Number(tr.querySelector(`[data-stat=${name}]`)?.getAttribute('data-value'));
      return {
        player: tr.getAttribute('data-player') ?? '',
        games: stat('games'),
        wins: stat('wins'),
        last: stat('last'),
      };
    }),
  );
  return rows.sort((a, b) => a.player.localeCompare(b.player));
}
