/**
 * A club between two phones (FORMAT.md "A club's season"), against a CouchDB-compatible
 * server this test starts on 127.0.0.1 and sets up with the project's own script: Anna and
 * Bert join by their invite links; Anna keeps score offline, comes online, and Bert's phone
 * shows her game as a read-only copy with her totals; the server refuses Bert's write to it.
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
  const made = await setupClub(couch.url, couch.admin, 'tarockclub', ['anna', 'bert'], {
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

test("Anna's game, kept offline, reaches Bert's phone as a read-only copy; the server refuses Bert's write to it", async () => {
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
});
