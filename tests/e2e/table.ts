import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  GAME_FORMAT,
  GAME_VERSION,
  readGame,
  scoreGame,
  VARIANT_RULES,
  type Game,
  type GameResult,
  type Hand,
  type HouseRuleOverrides,
  type Variant,
} from '../../src/lib/rules';

/** Helpers for the table screens' browser tests: everything goes through the issue-4 test hooks. */

export const tid = (page: Page, id: string) => page.getByTestId(id);

export interface TableSetup {
  variant?: Variant;
  players: string[];
  firstDealer?: number;
  houseRules?: HouseRuleOverrides;
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
  await tid(page, 'start-game').click();
  await tid(page, 'game-status').waitFor();
}

/**
 * Enters one hand as the table would (FORMAT.md hand → taps), checks the
 * live preview against `expected` and saves. Ends back on the game screen.
 */
export async function enterHand(
  page: Page,
  hand: Hand,
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
export async function fillHand(page: Page, hand: Exclude<Hand, { kind: 'redeal' }>) {
  await tid(page, `declarer-${hand.declarer}`).click();
  await tid(page, `contract-${hand.contract}`).click();
  if (hand.announced !== 61) await tid(page, `announced-${hand.announced}`).click();
  if ((await tid(page, 'doublings-0').count()) > 0) {
    await tid(page, `doublings-${hand.doublings}`).click();
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

/** Reads a FORMAT.md file's game (test data); throws when it does not read. */
export function game(file: Record<string, unknown>): Game {
  const read = readGame({ format: GAME_FORMAT, version: GAME_VERSION, ...file });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.value;
}

/** The engine's result after the first `count` hands. */
export function resultAfter(g: Game, count: number): GameResult {
  return scoreGame({ ...g, hands: g.hands.slice(0, count) });
}

/** The declarer's score of hands[index], as the preview shows it. */
export function previewOf(g: Game, index: number): number | undefined {
  const row = resultAfter(g, index + 1).hands[index]!;
  return row.declarer === undefined ? undefined : row.scores[row.declarer];
}

/** The totals, status, hands left and dealer the game screen shows through its hooks. */
export async function shown(page: Page, seats: number) {
  const status = tid(page, 'game-status');
  const totals: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    totals.push(Number(await tid(page, `total-${seat}`).getAttribute('data-value')));
  }
  const handsLeft = await status.getAttribute('data-hands-left');
  return {
    totals,
    status: await status.getAttribute('data-status'),
    handsLeft: handsLeft === '' ? null : Number(handsLeft),
    dealer: Number(await status.getAttribute('data-dealer')),
  };
}

export function expectedShown(result: GameResult) {
  return {
    totals: result.totals,
    status: result.status,
    handsLeft: result.handsLeft,
    dealer: result.nextDealer,
  };
}

/** Plays a whole game through the UI, checking the screen against the engine after every hand. */
export async function playThrough(page: Page, g: Game): Promise<void> {
  for (let index = 0; index < g.hands.length; index++) {
    await enterHand(page, g.hands[index]!, index, previewOf(g, index));
    expect(await shown(page, g.players.length)).toEqual(expectedShown(resultAfter(g, index + 1)));
  }
}

export async function shownNet(page: Page, seats: number): Promise<number[]> {
  const net: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    net.push(Number(await tid(page, `net-${seat}`).first().getAttribute('data-value')));
  }
  return net;
}

export const tarockFields = (variant: Variant) => VARIANT_RULES[variant].tarockFields;

/** Closes the news toast, so that screenshots show the screen under it. */
export async function dismissToast(page: Page): Promise<void> {
  const close = page.locator('[data-testid=toast] button').last();
  if (await close.isVisible()) await close.click();
}
