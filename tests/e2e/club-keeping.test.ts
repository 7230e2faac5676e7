/**
 * Whose game is whose through the club (FORMAT.md "A club's season"), on two phones against a
 * CouchDB-compatible server this test starts on 127.0.0.1: Anna hands keeping of her game to
 * Bert from the club screen, her phone then shows it read-only and Bert's says Anna handed it
 * to him; Bert adds a hand and hands it back. Anna's phone is lost: a new one joins as Anna
 * and gets the game back as her own, which she goes on writing.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type Launched } from './harness';
import { enterHand, shown, startGame, tid } from './table';
import { hand, join, openGame, syncNow, waiting } from './club';
import { startCouch, type Couch } from '../support/couch';
import { setupClub } from '../../scripts/club/setup';
import type { MemberInvite } from '../../scripts/club/invite';

let couch: Couch;
let invites: Record<string, MemberInvite>;
const phones: Launched[] = [];

beforeAll(async () => {
  couch = await startCouch();
  const made = await setupClub(couch.url, couch.admin, 'keeping', ['anna', 'bert'], {
    club: 'Tarockrunde Brixental',
  });
  invites = Object.fromEntries(made.invites.map((invite) => [invite.user, invite]));
});
afterAll(async () => {
  for (const phone of phones) await phone.close();
  await couch.stop();
});

/** On the club screen: hands keeping of the only game listed to the member named. */
async function handTo(page: Page, member: string): Promise<void> {
  await tid(page, 'club-hand-member').getByRole('option', { name: member }).waitFor({
    state: 'attached',
  });
  await tid(page, 'club-hand-member').selectOption(member);
  await tid(page, 'club-hand-start').click();
  await tid(page, 'club-hand-confirm').click();
  await tid(page, 'club-hand-done').getByText(member, { exact: true }).waitFor();
}

const gamePage = (phone: Launched, id: string) =>
  phone.page.goto(`${phone.baseURL}/#/game/${encodeURIComponent(id)}`);

test('keeping is handed to another member and back through the club, and a new phone of the member gets its games back as its own', async () => {
  const anna = await launch();
  const bert = await launch();
  phones.push(anna, bert);
  await join(anna, invites.anna!);
  await join(bert, invites.bert!);

  // Anna keeps score of two hands (§1.5: points − 60): Anna +10, Bert −10.
  await anna.page.goto(`${anna.baseURL}/#/`);
  await startGame(anna.page, { players: ['Anna', 'Bert', 'Chris'] });
  const gameId = openGame(anna.page);
  for (const [i, h] of [hand(0, 70), hand(1, 50)].entries()) await enterHand(anna.page, h, i);
  await anna.page.goto(`${anna.baseURL}/#/club`);
  await waiting(anna.page, 0);
  await handTo(anna.page, 'bert');
  await gamePage(anna, gameId);
  await tid(anna.page, 'copy-banner').waitFor();

  // Bert's next sync makes it his, and says who handed it.
  await syncNow(bert.page);
  const said = await tid(bert.page, 'club-handed-you').textContent();
  expect(said).toContain('anna');
  await gamePage(bert, gameId);
  expect((await shown(bert.page, 3)).totals).toEqual([10, -10, 0]);
  expect(await tid(bert.page, 'copy-banner').count()).toBe(0);
  await enterHand(bert.page, hand(2, 80), 2);
  await bert.page.goto(`${bert.baseURL}/#/club`);
  await waiting(bert.page, 0);
  await handTo(bert.page, 'anna');

  // Anna's phone is lost; her new phone joins and gets the game back, as her own.
  await anna.close();
  phones.splice(phones.indexOf(anna), 1);
  const renewed = await launch();
  phones.push(renewed);
  await join(renewed, invites.anna!);
  await tid(renewed.page, 'club-restored').waitFor();
  expect(await tid(renewed.page, 'club-restored').getAttribute('data-count')).toBe('1');
  await gamePage(renewed, gameId);
  expect((await shown(renewed.page, 3)).totals).toEqual([10, -10, 20]);
  expect(await tid(renewed.page, 'copy-banner').count()).toBe(0);
  await enterHand(renewed.page, hand(0, 90), 3);
  await renewed.page.goto(`${renewed.baseURL}/#/club`);
  await waiting(renewed.page, 0);
  // Nothing of it was kept beside: one game on this phone.
  expect(await tid(renewed.page, 'club-besides').count()).toBe(0);
});
