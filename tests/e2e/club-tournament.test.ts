/**
 * A tournament shared through the club (FORMAT.md "A club's season"), on two phones against a
 * CouchDB-compatible server this test starts on 127.0.0.1: Anna, the organizer, makes a
 * tournament of four and draws round 1, and shares it from the desk; Bert's phone lists it on
 * the club screen and shows its round and standings as Anna's, with nothing to change; Anna
 * draws round 2 and Bert's copy follows; Anna stops sharing and Bert's copy says so.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type Launched } from './harness';
import { tid } from './table';
import { startCouch, type Couch } from '../support/couch';
import { setupClub } from '../../scripts/club/setup';
import { inviteLink, type MemberInvite } from '../../scripts/club/invite';

let couch: Couch;
let invites: Record<string, MemberInvite>;
const phones: Launched[] = [];

beforeAll(async () => {
  couch = await startCouch();
  const made = await setupClub(couch.url, couch.admin, 'tarockclub', ['anna', 'bert']);
  invites = Object.fromEntries(made.invites.map((invite) => [invite.user, invite]));
});
afterAll(async () => {
  for (const phone of phones) await phone.close();
  await couch.stop();
});

const NAMES = ['Anna', 'Bert', 'Chris', 'Dora'];

/** Opens the member's invite link and joins; ends on the club screen, synced once. */
async function join(phone: Launched, user: string): Promise<void> {
  await phone.page.goto(inviteLink(`${phone.baseURL}/`, invites[user]!.payload));
  await tid(phone.page, 'club-join').click();
  await phone.page.locator('[data-testid=club-last-sync]:not([data-synced=""])').waitFor();
}

/** "Sync now" on the club screen; resolves once that run has ended (its time is new). */
async function syncNow(phone: Launched): Promise<void> {
  const { page, baseURL } = phone;
  await page.goto(`${baseURL}/#/club`);
  const last = page.locator('[data-testid=club-last-sync]:not([data-synced=""])');
  const before = await last.getAttribute('data-synced');
  await tid(page, 'club-sync-now').click();
  await page.locator(`[data-testid=club-last-sync]:not([data-synced="${before}"])`).waitFor();
}

/** The organizer's form filled through the screen; ends on the desk, answers the id. */
async function createTournament(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/#/tournament`);
  await tid(page, 'tournament-name').fill('Preistarock Kirchberg');
  await tid(page, 'tournament-place').fill('Gasthof Rose');
  await tid(page, 'tournament-rounds').fill('2');
  for (const [i, name] of NAMES.entries()) await tid(page, `tournament-player-${i}`).fill(name);
  await tid(page, 'tournament-end-gameEnd').click();
  await tid(page, 'start-tournament').click();
  await page.waitForURL(/#\/tournament\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
}

test(
  'a tournament the organizer shares shows read-only on another member’s phone, follows its changes, and says when it is no longer shared',
  { timeout: 120_000 },
  async () => {
    const anna = await launch();
    const bert = await launch();
    phones.push(anna, bert);
    await join(anna, 'anna');
    await join(bert, 'bert');

    const id = await createTournament(anna.page, anna.baseURL);
    await tid(anna.page, 'draw-round').click();
    await anna.page.locator('[data-testid=desk-round][data-round="1"]').waitFor();
    await tid(anna.page, 'desk-share-on').click();
    await anna.page.locator('[data-testid=desk-share][data-shared="true"]').waitFor();
    await syncNow(anna);

    // Bert's club screen lists it as Anna's; opened, it is her round and standings.
    await syncNow(bert);
    const line = tid(bert.page, 'club-tournament');
    expect(await line.innerText()).toContain('anna');
    await line.getByRole('link', { name: 'Preistarock Kirchberg' }).click();
    await bert.page.waitForURL(`**/#/tournament/${encodeURIComponent(id)}/shared`);
    await tid(bert.page, 'shared-tournament').waitFor();
    expect(await tid(bert.page, 'shared-from').getAttribute('data-keeper')).toBe('anna');
    expect(await tid(bert.page, 'shared-from').locator('bdi').innerText()).toBe('anna');
    expect(await tid(bert.page, 'desk-round').getAttribute('data-round')).toBe('1');
    const players = await tid(bert.page, 'standing-row').evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-player')).sort(),
    );
    expect(players).toEqual([...NAMES].sort());
    // One table of four: everyone at it.
    const table = await tid(bert.page, 'round-table-0').getAttribute('data-players');
    expect(table?.split('|').sort()).toEqual([...NAMES].sort());
    // Nothing to change here: no draw, no table's code, no camera, no sharing.
    for (const button of ['draw-round', 'table-code-0', 'scan-qr', 'desk-share'])
      expect(await tid(bert.page, button).count()).toBe(0);

    // Anna draws round 2 (round 1's sheet still out): Bert's copy follows.
    await anna.page.goto(`${anna.baseURL}/#/tournament/${encodeURIComponent(id)}`);
    await tid(anna.page, 'draw-round').click();
    await tid(anna.page, 'draw-anyway').click();
    await anna.page.locator('[data-testid=desk-round][data-round="2"]').waitFor();
    await syncNow(anna);
    await syncNow(bert);
    await bert.page.goto(`${bert.baseURL}/#/tournament/${encodeURIComponent(id)}/shared`);
    await bert.page.locator('[data-testid=desk-round][data-round="2"]').waitFor();
    expect(await tid(bert.page, 'shared-gone').count()).toBe(0);

    // Anna stops sharing: the document leaves the server, and Bert's copy says so.
    await anna.page.goto(`${anna.baseURL}/#/tournament/${encodeURIComponent(id)}`);
    await tid(anna.page, 'desk-unshare').click();
    await anna.page.locator('[data-testid=desk-share][data-shared="false"]').waitFor();
    await syncNow(anna);
    await syncNow(bert);
    await tid(bert.page, 'club-tournament').and(bert.page.locator('[data-gone="true"]')).waitFor();
    await bert.page.goto(`${bert.baseURL}/#/tournament/${encodeURIComponent(id)}/shared`);
    await tid(bert.page, 'shared-gone').waitFor();
  },
);
