/**
 * A club on the browser's phones (FORMAT.md "A club's season"): joining by an invite link,
 * waiting for the sync, and the hands the club tests play.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Launched } from './harness';
import { tid } from './table';
import { inviteLink, type MemberInvite } from '../../scripts/club/invite';

/** Opens the member's invite link and joins; ends on the club screen, synced once. */
export async function join(phone: Launched, invite: MemberInvite): Promise<void> {
  const { page, baseURL } = phone;
  await page.goto(inviteLink(`${baseURL}/`, invite.payload));
  await tid(page, 'club-preview').waitFor();
  // The password leaves the address (and the history) with the preview's first frame: the
  // router writes the address after the paint (router.svelte.ts).
  await page.waitForFunction((payload) => !location.href.includes(payload), invite.payload);
  expect(page.url()).not.toContain(invite.payload);
  await tid(page, 'club-join').click();
  await tid(page, 'club-member').getByText(invite.user, { exact: true }).waitFor();
  await synced(page);
}

/** Waits until the club screen says this phone synced. */
export const synced = (page: Page) =>
  page.locator('[data-testid=club-last-sync]:not([data-synced=""])').waitFor();

/** Waits until the club screen says this many games wait to go up. */
export const waiting = (page: Page, count: number) =>
  page.locator(`[data-testid=club-waiting][data-count="${count}"]`).waitFor();

/** Hineinschauen by `declarer` with these card points: points − 60 (RULES.md §1.5). */
export const hand = (declarer: number, declarerPoints: number) =>
  ({
    kind: 'played',
    declarer,
    contract: 'hineinschauen',
    declarerPoints,
    declarerTricks: 'some',
  }) as const;

/** The id of the game the page shows (`#/game/<id>`). */
export const openGame = (page: Page) => decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);

/** Taps "sync now" on the club screen and waits until that run has ended. */
export async function syncNow(page: Page): Promise<void> {
  const url = new URL(page.url());
  if (!url.hash.startsWith('#/club')) await page.goto(`${url.origin}/#/club`);
  const before = await tid(page, 'club-last-sync').getAttribute('data-synced');
  await tid(page, 'club-sync-now').click();
  await page.locator(`[data-testid=club-last-sync]:not([data-synced="${before}"])`).waitFor();
}
