/**
 * The whole evening between two phones (FORMAT.md "Between phones"), both offline with their
 * server stopped whenever they scan: phone A (German) keeps game 1 of an evening at 5 cents a
 * point, shows it halfway to phone B by the fake camera; B takes over, ends game 1 and plays
 * most of game 2 of the same evening; the evening goes back to A, which takes keeping score
 * back of game 1 (over by then: nothing to add to it) and takes over game 2, adds its last
 * hand; sent again, B follows. Both phones then show the same totals, settlements, evening
 * and money still owed, worked out by hand below.
 *
 * Why this order: the evening screen offers a next game only once none is running (and the
 * game screen only once it is over), so game 1 ends on B before game 2 starts; the hand A
 * adds after the way back goes into game 2, the one game still running.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import type { FileHand } from './expected';
import { fakeCameraFile } from './fakeCamera';
import { BAVARIAN_EMPTY_POT, example, importGame } from './settle';
import { enterHand, fillHand, shown, shownNet, tid } from './table';
import { cameraFile, captureFrames, receiver } from './transfer';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Game 1: shared example 02 (7 hands, a redeal among them). Its .expected.json, worked out by
 * hand from RULES.md §1: totals 101, −8, −12 after hand 7; settlement 242, −109, −133.
 * A keeps its first 3 hands (60 + 30 = 90 for Anna, −20 for Bert, 0 for Chris).
 */
const GAME1_SENT = { totals: [90, -20, 0], played: 3 };
const GAME1_END = { totals: [101, -8, -12], net: [242, -109, -133] };
/**
 * Game 2: Bavarian, ante 20, until the pot is empty (tests/unit/settle/fixtures.ts, RULES.md
 * §3): −45, 120, −75 after its 4 hands; its settlement is these totals (the pot is empty).
 */
const GAME2_END = [-45, 120, -75];
/**
 * The evening: Anna 242 − 45 = 197, Bert −109 + 120 = 11, Chris −133 − 75 = −208.
 * In money at €0.05 a point: 9.85, 0.55, −10.40; in 10-cent coins both halves round up and
 * one coin comes back from Anna: Chris pays Anna 9.80 (980 cents), Chris pays Bert 0.60
 * (60 cents): 9.80 + 0.60 = 10.40.
 */
const EVENING_NET = ['197', '11', '-208'];
const OWED = [
  { from: 'Chris', to: 'Anna', amount: '980' },
  { from: 'Chris', to: 'Bert', amount: '60' },
];

/** The evening's money, as A's file brings it (meta.spatz.session). */
function evening() {
  const sessionId = randomUUID();
  const now = Date.now();
  return {
    id: sessionId,
    createdAt: now,
    updatedAt: now,
    date: new Date(now).toISOString().slice(0, 10),
    place: 'Hütte',
    stakePerPoint: 0.05,
    coin: 0.1,
  };
}

/** The codes this page shows of the evening now, caught whole, and their camera file. */
async function showEvening(page: Page): Promise<string> {
  await tid(page, 'show-qr').first().click();
  const shot = await captureFrames(page);
  const camera = await cameraFile(shot.pngs);
  cleanups.push(camera.remove);
  return camera.file;
}

/** Scans from the start screen and confirms the preview; ends on the received game. */
async function scan(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await tid(page, 'scan-qr').click();
  await tid(page, 'scan-progress').waitFor();
  await page.waitForURL(/#\/receive$/, { timeout: 60_000 });
  await tid(page, 'import-preview').waitFor();
  await tid(page, 'import-confirm').click();
  await tid(page, 'game-status').waitFor();
}

/** The evening nets (`evening-net-i`) and the start screen's owed rows of this phone. */
async function eveningAndOwed(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  const rows = tid(page, 'owed-row');
  await rows.first().waitFor();
  const owed = [];
  for (const row of await rows.all()) {
    owed.push({
      from: await row.getAttribute('data-from'),
      to: await row.getAttribute('data-to'),
      amount: await row.getAttribute('data-amount'),
    });
  }
  await tid(page, 'open-evening').first().click();
  await tid(page, 'evening-net-2').waitFor();
  const net = [];
  for (let i = 0; i < 3; i++)
    net.push(await tid(page, `evening-net-${i}`).getAttribute('data-value'));
  return { net, owed };
}

/** Opens game `n` (0-based) of the evening from its evening screen. */
async function openGame(page: Page, origin: string, n: number): Promise<void> {
  await page.goto(`${origin}/`);
  await tid(page, 'open-evening').first().click();
  await tid(page, `evening-game-${n}`).click();
  await tid(page, 'game-status').waitFor();
}

test('an evening of two games goes to the other phone and back, and both owe the same', async () => {
  const dist = inject('distDir');
  const a = await receiver(dist, 'de-DE');
  cleanups.push(a.remove);
  const b = await receiver(dist, 'en-GB');
  cleanups.push(b.remove);
  const nothing = await fakeCameraFile(['WIFI:S:Hütte;T:WPA;P:x;;'], 1);

  // A: game 1 of the evening, its first 3 hands, then its codes.
  const game1 = await example('02-game-to-the-end');
  const hands1 = game1.hands as FileHand[];
  const session = evening();
  let phoneA = await a.open(nothing);
  cleanups.push(phoneA.close);
  await phoneA.page.goto(`${a.origin}/`);
  await importGame(phoneA.page, 'abend.json', {
    ...game1,
    hands: hands1.slice(0, 3),
    meta: { spatz: { id: randomUUID(), sessionId: session.id, session } },
  });
  expect((await shown(phoneA.page, 3)).totals).toEqual(GAME1_SENT.totals);
  const toB = await showEvening(phoneA.page);
  await phoneA.close();

  // B, offline: receives the evening, takes game 1 over and plays it to its end.
  let phoneB = await b.open(toB);
  cleanups.push(phoneB.close);
  await scan(phoneB.page, b.origin);
  await tid(phoneB.page, 'copy-banner').waitFor();
  expect((await shown(phoneB.page, 3)).totals).toEqual(GAME1_SENT.totals);
  await tid(phoneB.page, 'take-over').click();
  for (let i = 3; i < hands1.length; i++) await enterHand(phoneB.page, hands1[i]!, i);
  expect((await shown(phoneB.page, 3)).totals).toEqual(GAME1_END.totals);
  await tid(phoneB.page, 'net-0').waitFor();
  expect(await shownNet(phoneB.page, 3)).toEqual(GAME1_END.net);

  // B: game 2 of the same evening, 3 of its 4 hands.
  await tid(phoneB.page, 'next-game').click();
  await tid(phoneB.page, 'variant-bavarian').check();
  for (const [seat, name] of BAVARIAN_EMPTY_POT.players.entries()) {
    await tid(phoneB.page, `player-name-${seat}`).fill(name);
  }
  await tid(phoneB.page, 'first-dealer-0').check();
  await phoneB.page.locator('[data-testid=house-rules] summary').click();
  await tid(phoneB.page, 'rule-ante').fill('20');
  await tid(phoneB.page, 'start-game').click();
  await tid(phoneB.page, 'game-status').waitFor();
  const hands2 = BAVARIAN_EMPTY_POT.hands as FileHand[];
  for (let i = 0; i < 3; i++) await enterHand(phoneB.page, hands2[i]!, i);
  // What B shows of the evening as it leaves (game 2 still running): A must show the same.
  const onB = await eveningAndOwed(phoneB.page, b.origin);
  await openGame(phoneB.page, b.origin, 1);
  const toA = await showEvening(phoneB.page);
  await phoneB.close();

  // A, offline: the evening comes back. Game 1 is B's sheet now; A takes it back.
  phoneA = await a.open(toA);
  cleanups.push(phoneA.close);
  await scan(phoneA.page, a.origin);
  expect(await eveningAndOwed(phoneA.page, a.origin)).toEqual(onB);
  await openGame(phoneA.page, a.origin, 0);
  expect((await shown(phoneA.page, 3)).totals).toEqual(GAME1_END.totals);
  await tid(phoneA.page, 'net-0').waitFor();
  expect(await shownNet(phoneA.page, 3)).toEqual(GAME1_END.net);
  await tid(phoneA.page, 'take-back').click();
  await tid(phoneA.page, 'elsewhere-banner').waitFor({ state: 'detached' });
  // Game 2, B's sheet: A takes it over and adds its last hand (the pot empties).
  await openGame(phoneA.page, a.origin, 1);
  await tid(phoneA.page, 'take-over').click();
  await tid(phoneA.page, 'add-hand').click();
  await fillHand(phoneA.page, hands2[3] as Exclude<FileHand, { kind: 'redeal' }>);
  await tid(phoneA.page, 'save-hand').click();
  await tid(phoneA.page, 'hand-row-3').waitFor();
  expect((await shown(phoneA.page, 3)).totals).toEqual(GAME2_END);
  await tid(phoneA.page, 'net-0').waitFor();
  expect(await shownNet(phoneA.page, 3)).toEqual(GAME2_END);
  expect(await eveningAndOwed(phoneA.page, a.origin)).toEqual({ net: EVENING_NET, owed: OWED });
  await openGame(phoneA.page, a.origin, 1);
  const backToB = await showEvening(phoneA.page);
  expect(phoneA.elsewhere).toEqual([]);
  await phoneA.close();

  // B, offline: follows A. Game 2 holds A's hand, both games are A's sheet now.
  phoneB = await b.open(backToB);
  cleanups.push(phoneB.close);
  await scan(phoneB.page, b.origin);
  await openGame(phoneB.page, b.origin, 1);
  await tid(phoneB.page, 'hand-row-3').waitFor();
  expect((await shown(phoneB.page, 3)).totals).toEqual(GAME2_END);
  await tid(phoneB.page, 'net-0').waitFor();
  expect(await shownNet(phoneB.page, 3)).toEqual(GAME2_END);
  await tid(phoneB.page, 'elsewhere-banner').waitFor();
  // Game 1, which B took over and A took back: A keeps score of it again.
  await openGame(phoneB.page, b.origin, 0);
  await tid(phoneB.page, 'elsewhere-banner').waitFor();
  expect((await shown(phoneB.page, 3)).totals).toEqual(GAME1_END.totals);
  expect(await shownNet(phoneB.page, 3)).toEqual(GAME1_END.net);
  expect(await eveningAndOwed(phoneB.page, b.origin)).toEqual({ net: EVENING_NET, owed: OWED });
  expect(phoneB.elsewhere).toEqual([]);
}, 240_000);
