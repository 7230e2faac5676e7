/**
 * The whole transfer, end to end (FORMAT.md "Between phones"): browser A keeps a 40-hand
 * game imported from a file and shows it as QR codes; its own frames, screenshotted, become
 * browser B's fake camera. B is offline, its server gone after one visit, and has no
 * BarcodeDetector (Linux Chromium), so the bundled decoder reads them. B stores a copy with
 * the totals, status, dealer and settlement worked out by hand for the file
 * (tests/fixtures/e2e/transfer.expected.json); 3 more hands on A update it; B takes over
 * and goes on; a foreign code and a broken frame change nothing.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { launch, screenshot, type Launched } from './harness';
import type { FileHand, Shown, Status } from './expected';
import { readQrCodes } from './qrRead';
import { importGame } from './settle';
import { enterHand, fillHand, shown, shownNet, tid } from './table';
import {
  cameraFile,
  captureFrames,
  progressSteps,
  receiver,
  recordProgress,
  watchOtherHosts,
} from './transfer';
import { plain } from '../unit/plainText';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/e2e/${name}`, import.meta.url), 'utf8'));

interface State extends Shown {
  /** Hands in the file, redeals too (the hand rows). */
  hands: number;
  /** Played hands: what the import preview counts (a redeal has no number). */
  played: number;
  net: number[];
}
interface Worked {
  sent: State;
  more: FileHand[];
  updated: State;
  takenOver: Exclude<FileHand, { kind: 'redeal' }>;
  final: State;
}
const FILE = fixture('transfer-40.json') as { players: string[] };
const WORKED = fixture('transfer.expected.json') as Worked;
const SEATS = FILE.players.length;
const screen = ({ totals, status, handsLeft, dealer }: State): Shown => ({
  totals,
  status: status as Status,
  handsLeft,
  dealer,
});

/** The Wi-Fi code on the pub's wall: a QR code, but not one of Spatz's. */
const WIFI = 'WIFI:S:Hütte;T:WPA;P:x;;';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A's codes as they are on screen now: the frames and their pictures, after a fresh open. */
async function showCodes(page: Page) {
  await tid(page, 'show-qr').click();
  const shot = await captureFrames(page);
  await tid(page, 'show-back').click();
  await tid(page, 'game-status').waitFor();
  return shot;
}

/** B scans from the screen it opens on, and confirms the receive screen's preview. */
async function scanAndConfirm(page: Page, origin: string): Promise<void> {
  await page.addInitScript(recordProgress);
  await page.goto(`${origin}/`);
  await tid(page, 'scan-qr').click();
  await tid(page, 'scan-progress').waitFor();
  await page.waitForURL(/#\/receive$/, { timeout: 60_000 });
  await tid(page, 'import-preview').waitFor();
}

test('a 40-hand game goes through the camera to an offline phone, is updated and taken over', async () => {
  const sender: Launched = await launch({ locale: 'de-DE' });
  cleanups.push(sender.close);
  const b = await receiver(inject('distDir'));
  cleanups.push(b.remove);
  const a = sender.page;
  const aElsewhere = watchOtherHosts(sender.context, sender.baseURL);

  // A: the game from its file, and the phone's name the codes carry.
  await a.goto(`${sender.baseURL}/`);
  await importGame(a, 'hütte.json', FILE);
  expect(await shown(a, SEATS)).toEqual(screen(WORKED.sent));
  await tid(a, 'show-qr').click();
  await tid(a, 'phone-name').fill('Anna');
  await tid(a, 'phone-name').press('Enter');
  await tid(a, 'show-back').click();
  const first = await showCodes(a);
  expect(first.pngs.length).toBeGreaterThan(1);

  // B: the camera plays A's frames, a foreign code and a broken frame among them.
  const broken = first.texts[1]!.replace(
    /.(:[0-9A-Z]+)$/,
    (all, crc: string) => (all[0] === 'A' ? 'B' : 'A') + crc,
  );
  expect(broken).not.toBe(first.texts[1]);
  const camera1 = await cameraFile(first.pngs);
  cleanups.push(camera1.remove);
  let phone = await b.open(camera1.file);
  cleanups.push(phone.close);
  await scanAndConfirm(phone.page, b.origin);
  const n = first.pngs.length;
  const counted = await progressSteps(phone.page);
  // "1 of n" ... counted up one at a time; the last opens the receive screen at once.
  const upTo = (k: number) => Array.from({ length: k }, (_, i) => `${i + 1} of ${n}`);
  expect([upTo(n - 1), upTo(n)]).toContainEqual(counted);
  // The receive screen says whose phone, and what comes: a new copy of this game.
  expect(plain(await tid(phone.page, 'receive-from').innerText())).toMatch(/Handy von Anna/);
  expect(await tid(phone.page, 'receive-action').getAttribute('data-action')).toBe('new');
  const previewText = plain(await tid(phone.page, 'import-preview').innerText());
  expect(previewText).toContain(`${WORKED.sent.played} Spiele`);
  expect(previewText).toContain('Anna, Bert, Chris');
  expect(await tid(phone.page, 'receive-game').getAttribute('data-action')).toBe('new');
  await tid(phone.page, 'import-confirm').click();
  await tid(phone.page, 'game-status').waitFor();
  expect(await shown(phone.page, SEATS)).toEqual(screen(WORKED.sent));
  await tid(phone.page, `hand-row-${WORKED.sent.hands - 1}`).waitFor();
  expect(await tid(phone.page, `hand-row-${WORKED.sent.hands}`).count()).toBe(0);
  await tid(phone.page, 'copy-banner').waitFor();
  // Read-only: the settlement as it stands, as the scoring command gives it.
  await tid(phone.page, 'net-0').waitFor();
  expect(await shownNet(phone.page, SEATS)).toEqual(WORKED.sent.net);
  expect(await tid(phone.page, 'add-hand').count()).toBe(0);
  await screenshot(phone.page, 'share-transfer-copy-de');
  const gameUrl = phone.page.url();
  expect(gameUrl).toMatch(/#\/game\/[^/]+$/);
  // A hand-entry link to the copy (history, a reload) shows no form, only the way back.
  await phone.page.goto(`${gameUrl}/hand`);
  await tid(phone.page, 'copy-entry-refused').waitFor();
  expect(await tid(phone.page, 'copy-entry-refused').innerText()).toMatch(/Anna/);
  expect(await tid(phone.page, 'save-hand').count()).toBe(0);
  await tid(phone.page, 'copy-entry-back').click();
  await phone.page.waitForURL(gameUrl);
  await tid(phone.page, 'copy-banner').waitFor();
  expect(phone.elsewhere).toEqual([]);
  await phone.close();

  // A: 3 more hands, then the codes again (a new revision).
  for (const [i, hand] of WORKED.more.entries()) await enterHand(a, hand, WORKED.sent.hands + i);
  expect(await shown(a, SEATS)).toEqual(screen(WORKED.updated));
  const second = await showCodes(a);
  expect(second.texts[0]).not.toBe(first.texts[0]);

  // B scans again: the copy is updated, merged by hand id.
  const camera2 = await cameraFile(second.pngs);
  cleanups.push(camera2.remove);
  phone = await b.open(camera2.file);
  cleanups.push(phone.close);
  await scanAndConfirm(phone.page, b.origin);
  expect(await tid(phone.page, 'receive-action').getAttribute('data-action')).toBe('update');
  expect(await tid(phone.page, 'receive-game').innerText()).toContain(
    `(${WORKED.sent.played} → ${WORKED.updated.played} Spiele)`,
  );
  await tid(phone.page, 'import-confirm').click();
  await tid(phone.page, `hand-row-${WORKED.updated.hands - 1}`).waitFor();
  expect(await shown(phone.page, SEATS)).toEqual(screen(WORKED.updated));
  expect(await shownNet(phone.page, SEATS)).toEqual(WORKED.updated.net);

  // Take over: the game goes on where the sheet stood, with the next dealer's hand.
  await tid(phone.page, 'take-over').click();
  await tid(phone.page, 'add-hand').click();
  await fillHand(phone.page, WORKED.takenOver);
  await tid(phone.page, 'save-hand').click();
  await tid(phone.page, `hand-row-${WORKED.final.hands - 1}`).waitFor();
  expect(await shown(phone.page, SEATS)).toEqual(screen(WORKED.final));
  await tid(phone.page, 'net-0').waitFor();
  expect(await shownNet(phone.page, SEATS)).toEqual(WORKED.final.net);
  expect(phone.elsewhere).toEqual([]);
  await phone.close();

  // A foreign code and a broken frame: refused in words, nothing stored changes.
  const { fakeCameraFile } = await import('./fakeCamera');
  const camera3 = await fakeCameraFile([WIFI, broken], 10);
  phone = await b.open(camera3);
  cleanups.push(phone.close);
  const seen = new Set<string>();
  await phone.page.goto(`${b.origin}/`);
  await tid(phone.page, 'scan-qr').click();
  const refused = tid(phone.page, 'scan-refused');
  await refused.waitFor({ timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const reason = await refused.getAttribute('data-reason').catch(() => null);
        if (reason) seen.add(reason);
        return [...seen].sort();
      },
      { timeout: 30_000, interval: 100 },
    )
    .toEqual(['checksum', 'notSpatz']);
  expect(await tid(phone.page, 'scan-progress').getAttribute('data-received')).toBe('0');
  await tid(phone.page, 'scan-cancel').click();
  await phone.page.goto(gameUrl);
  await tid(phone.page, `hand-row-${WORKED.final.hands - 1}`).waitFor();
  expect(await tid(phone.page, `hand-row-${WORKED.final.hands}`).count()).toBe(0);
  expect(await shown(phone.page, SEATS)).toEqual(screen(WORKED.final));
  expect(phone.elsewhere).toEqual([]);
  expect(aElsewhere).toEqual([]);
}, 300_000);

test('the codes follow the game: a hand saved in another tab draws them again', async () => {
  const app = await launch({ locale: 'en-GB', colorScheme: 'dark' });
  cleanups.push(app.close);
  const { page, context, baseURL } = app;
  await page.goto(`${baseURL}/`);
  await importGame(page, 'hut.json', FILE);
  const gameUrl = page.url();
  await tid(page, 'show-qr').click();
  const frame = tid(page, 'qr-frame');
  await frame.waitFor();
  /** Which revision the code now shown is of (`SPATZ:2:<evening>:<rev>:...`). */
  const revision = async () => {
    const [text] = await readQrCodes(await frame.screenshot());
    return text?.split(':')[3];
  };
  const before = await revision();
  expect(before).toBeTruthy();

  // Another tab of the same phone: the table's next hand.
  const other = await context.newPage();
  await other.goto(gameUrl);
  await tid(other, 'game-status').waitFor();
  await enterHand(other, WORKED.more[0]!, WORKED.sent.hands);
  await other.close();

  await expect.poll(revision, { timeout: 15_000 }).not.toBe(before);
  expect(await revision()).toBeTruthy();
});
