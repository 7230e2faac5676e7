import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { HouseRuleOverrides, Variant } from '../../src/lib/rules';
import { shownAt, type Expected, type FileHand, type Shown } from './expected';

/** Helpers for the table screens' browser tests: everything goes through the data-testid hooks. */

export const tid = (page: Page, id: string) => page.getByTestId(id);

export interface TableSetup {
  variant?: Variant;
  players: string[];
  firstDealer?: number;
  houseRules?: HouseRuleOverrides;
  /** The evening's money as typed: the stake per point ("0,10") and the coin's option ("0.50"). */
  money?: { stake: string; coin: string };
  /** Where the evening is played, typed into the form's place field. */
  place?: string;
}

/** Fills the new-game form from the start screen and starts the game. */
export async function startGame(page: Page, setup: TableSetup): Promise<void> {
  await tid(page, 'new-game').click();
  await tid(page, `variant-${setup.variant ?? 'bauerntarock'}`).check();
  for (let seat = 0; seat < setup.players.length; seat++) {
    if ((await tid(page, `player-name-${seat}`).count()) === 0)
      await tid(page, 'add-player').click();
    await tid(page, `player-name-${seat}`).fill(setup.players[seat]!);
  }
  await tid(page, `first-dealer-${setup.firstDealer ?? 0}`).check();
  const rules = setup.houseRules ?? {};
  if (Object.keys(rules).length > 0) {
    await page.locator('[data-testid=house-rules] summary').click();
    for (const [name, value] of Object.entries(rules)) {
      if (name === 'spatz') {
        for (const [key, v] of Object.entries(value as Record<string, number>)) {
          await tid(page, `rule-spatz-${key}`).fill(String(v));
        }
      } else if (typeof value === 'boolean') {
        await tid(page, `rule-${name}`).setChecked(value);
      } else if (name === 'endAt' && value === null) {
        await tid(page, 'rule-endAt-on').uncheck();
      } else if (name === 'extraPenaltyTies') {
        await tid(page, 'rule-extraPenaltyTies').selectOption(String(value));
      } else {
        await tid(page, `rule-${name}`).fill(String(value));
      }
    }
  }
  if (setup.place !== undefined) await tid(page, 'place').fill(setup.place);
  if (setup.money) {
    await tid(page, 'stake').fill(setup.money.stake);
    await tid(page, 'coin').selectOption(setup.money.coin);
  }
  await tid(page, 'start-game').click();
  await tid(page, 'game-status').waitFor();
}

/**
 * Enters one hand as the table would (FORMAT.md hand → taps), checks the
 * live preview against `expected` and saves. Ends back on the game screen.
 */
export async function enterHand(
  page: Page,
  hand: FileHand,
  index: number,
  expectedPreview?: number,
): Promise<void> {
  if (hand.kind === 'redeal') {
    await tid(page, 'redeal').click();
    await tid(page, `hand-row-${index}`).waitFor();
    return;
  }
  await tid(page, 'add-hand').click();
  await fillHand(page, hand);
  if (expectedPreview !== undefined) {
    await expect
      .poll(() => tid(page, 'hand-preview').getAttribute('data-value'))
      .toBe(String(expectedPreview));
  }
  await tid(page, 'save-hand').click();
  await tid(page, `hand-row-${index}`).waitFor();
}

/** Sets every field of the open hand-entry form from a FORMAT.md hand. */
export async function fillHand(page: Page, hand: Exclude<FileHand, { kind: 'redeal' }>) {
  await tid(page, `declarer-${hand.declarer}`).click();
  await tid(page, `contract-${hand.contract}`).click();
  // FORMAT.md defaults: announced 61, doublings 0, declarerTricks "some".
  if (hand.announced !== undefined && hand.announced !== 61) {
    await tid(page, `announced-${hand.announced}`).click();
  }
  if ((await tid(page, 'doublings-0').count()) > 0) {
    await tid(page, `doublings-${hand.doublings ?? 0}`).click();
  }
  if (hand.declarerTricks === 'none') await tid(page, 'tricks-none').check();
  if (hand.declarerTricks === 'all') await tid(page, 'tricks-all').check();
  if (hand.spatz) {
    await tid(page, `spatz-${hand.spatz.side}-${hand.spatz.result}`).click();
    if (hand.spatz.lastTrick) await tid(page, 'spatz-last').check();
  }
  if (hand.declarerPoints !== undefined) {
    await tid(page, 'points-declarer').fill(String(hand.declarerPoints));
  } else if (hand.defenderPoints !== undefined) {
    await tid(page, 'points-defenders').fill(String(hand.defenderPoints));
  }
}

/** The totals, status, hands left and dealer the game screen shows through its hooks. */
export async function shown(page: Page, seats: number): Promise<Shown> {
  const status = tid(page, 'game-status');
  const totals: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    totals.push(Number(await tid(page, `total-${seat}`).getAttribute('data-value')));
  }
  const handsLeft = await status.getAttribute('data-hands-left');
  return {
    totals,
    status: (await status.getAttribute('data-status')) as Shown['status'],
    handsLeft: handsLeft === '' ? null : Number(handsLeft),
    dealer: Number(await status.getAttribute('data-dealer')),
  };
}

/**
 * Plays a whole game through the UI, checking the preview and the screen after every hand
 * against the fixture's expected numbers (tests/e2e/expected.ts).
 */
export async function playThrough(page: Page, { game, steps }: Expected): Promise<void> {
  for (let index = 0; index < game.hands.length; index++) {
    await enterHand(page, game.hands[index]!, index, steps[index]!.preview);
    expect(await shown(page, game.players.length)).toEqual(shownAt(steps[index]!));
  }
}

export async function shownNet(page: Page, seats: number): Promise<number[]> {
  const net: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    net.push(Number(await tid(page, `net-${seat}`).first().getAttribute('data-value')));
  }
  return net;
}

/** Closes the news toast, so that screenshots show the screen under it. */
export async function dismissToast(page: Page): Promise<void> {
  // A toast comes after the frame that shows what it tells of (Toast.svelte): that frame and
  // the work it leaves for after its paint go first.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const close = page.locator('[data-testid=toast] button').last();
  if (await close.isVisible()) await close.click();
}

/**
 * The half-entered hands as stored (each row's draft, without its game id and time), read
 * with IndexedDB itself (no version: never upgrades).
 */
export function storedDrafts(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((done) => {
        const request = indexedDB.open('spatz');
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            db.close();
            done(JSON.stringify(all.result.map((row: { draft: unknown }) => row.draft)));
          };
        };
      }),
  );
}
