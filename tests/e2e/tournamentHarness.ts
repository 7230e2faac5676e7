/**
 * Helpers of the tournament's browser acceptance (RULES.md §4): an organizer's phone and
 * three table phones, each a Chromium profile of its own that visited the app once and then
 * lost its server (transfer.ts `receiver`); every code between them goes through the fake
 * camera, made from screenshots of the sender's own `qr-frame`. A fake camera belongs to a
 * browser process, so a phone is launched again, on its profile, for every code it scans.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Launched } from './chromium';
import { fakeCameraFile } from './fakeCamera';
import { screenshotDir, SCREENSHOTS_WANTED } from './harness';
import { dismissToast, enterHand, shown, tid } from './table';
import { tableHands, tableTotals } from './tournamentPlan';
import { cameraFile, captureFrames, receiver, type Receiver } from './transfer';

const run = promisify(execFile);

export type Phone = Launched & { elsewhere: string[] };

/** Everything to undo at the end of the test, last made first. */
export class Cleanups {
  private readonly list: (() => Promise<unknown>)[] = [];
  add<T extends () => Promise<unknown>>(cleanup: T): T {
    this.list.push(cleanup);
    return cleanup;
  }
  async run(): Promise<void> {
    for (const cleanup of this.list.splice(0).reverse()) await cleanup();
  }
}

/**
 * A phone of the tournament: visited once (the service worker precached the app), its
 * server gone since. `open` launches it offline; with no code to scan its camera shows the
 * pub's Wi-Fi code, which is no code of Spatz's.
 */
export class TournamentPhone {
  private idle: string | undefined;
  private constructor(
    private readonly phone: Receiver,
    private readonly cleanups: Cleanups,
  ) {}

  static async make(dist: string, cleanups: Cleanups, locale = 'de-DE') {
    const phone = await receiver(dist, locale);
    // Chromium may still be writing its profile as it closes: try again rather than fail.
    cleanups.add(() => rm(phone.profile, { recursive: true, force: true, maxRetries: 5 }));
    return new TournamentPhone(phone, cleanups);
  }

  get origin(): string {
    return this.phone.origin;
  }

  /** Launched offline, its camera playing `camera` (a y4m), on the start screen. */
  async open(camera?: string): Promise<Phone> {
    this.idle ??= await fakeCameraFile(['WIFI:S:Hütte;T:WPA;P:x;;'], 1);
    const launched = await this.phone.open(camera ?? this.idle);
    this.cleanups.add(launched.close);
    await launched.page.goto(`${this.phone.origin}/`);
    return launched;
  }
}

/** A camera file playing these screenshots of a `qr-frame`, in a loop. */
export async function cameraOf(pngs: Buffer[], cleanups: Cleanups): Promise<string> {
  const camera = await cameraFile(pngs);
  cleanups.add(camera.remove);
  return camera.file;
}

/** The organizer's code for table `t` (0-based), caught whole from its screen. */
export async function tableCode(page: Page, t: number): Promise<Buffer[]> {
  await tid(page, `table-code-${t}`).click();
  // The draw's undo toast lies over the code's lower part; the organizer closes it first.
  await dismissToast(page);
  const { pngs } = await captureFrames(page);
  await tid(page, 'table-code-close').click();
  await tid(page, `round-table-${t}`).waitFor();
  return pngs;
}

/** The names at table `t` in seat order, as the round's screen lists them. */
export async function seatsOf(page: Page, t: number): Promise<string[]> {
  const players = await tid(page, `round-table-${t}`).getAttribute('data-players');
  return (players ?? '').split('|');
}

/** Every table's seats; tables numbered from 0 until one is missing. */
export async function seating(page: Page): Promise<string[][]> {
  await tid(page, 'round-table-0').waitFor();
  const tables: string[][] = [];
  while ((await tid(page, `round-table-${tables.length}`).count()) > 0) {
    tables.push(await seatsOf(page, tables.length));
  }
  return tables;
}

export const reported = (page: Page, t: number) =>
  tid(page, `round-table-${t}`).getAttribute('data-reported');

/**
 * A table phone scans its code from the start screen: the game starts at once, its
 * players in the code's seat order (their totals are the game screen's `total-{seat}`).
 */
export async function startTable(page: Page, names: readonly string[]): Promise<void> {
  await tid(page, 'scan-qr').click();
  await tid(page, 'game-status').waitFor({ timeout: 60_000 });
  const status = tid(page, 'game-status');
  // Seat 0 deals first (RULES.md §4 "Seats"); nothing entered yet.
  expect(await status.getAttribute('data-dealer')).toBe('0');
  for (const [seat, name] of names.entries()) {
    await expect.poll(() => tid(page, `total-${seat}`).getAttribute('data-value')).toBe('0');
    // The name beside the seat's total is the one the code gave that seat.
    const beside = tid(page, `total-${seat}`).locator('xpath=..').locator('.name');
    expect(await beside.innerText()).toBe(name);
  }
}

/** The table enters its round's hands (tournamentPlan.ts) and ends with the planned totals. */
export async function playRound(page: Page, names: readonly string[], round: 1 | 2) {
  for (const [index, hand] of tableHands(names, round).entries()) {
    await enterHand(page, hand, index);
  }
  expect((await shown(page, names.length)).totals).toEqual(tableTotals(names, round));
}

/** The table's sheet: its "show to the table" frames, caught whole. */
export async function sheetOf(page: Page): Promise<Buffer[]> {
  await tid(page, 'show-qr').click();
  const { pngs } = await captureFrames(page);
  await tid(page, 'show-back').click();
  return pngs;
}

/**
 * The organizer scans on the round's screen until every one of `words` is in an outcome
 * the screen lists (the camera loops, so in any order), then goes back to the round: by
 * itself once every table is in, else by "back".
 */
export async function collectSheets(page: Page, words: readonly RegExp[]): Promise<void> {
  await tid(page, 'scan-qr').click();
  await tid(page, 'scan-progress').waitFor();
  const scanning = () => /\/scan$/.test(new URL(page.url()).hash);
  let read: string[] = [];
  await expect
    .poll(
      async () => {
        if (!scanning()) return 'back';
        read = await tid(page, 'sheet-outcome')
          .allInnerTexts()
          .catch(() => read);
        return words.every((word) => read.some((text) => word.test(text))) ? 'read' : read;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toMatch(/^(back|read)$/);
  if (scanning()) await tid(page, 'scan-done').click();
  await page.waitForURL(/#\/tournament\/[^/]+$/);
  await tid(page, 'round-table-0').waitFor();
}

export interface StandingShown {
  player: string;
  rank: number;
  total: number;
}

/** The standing rows as shown, top to bottom. */
export async function standingRows(
  page: Page,
  state: 'visible' | 'attached' = 'visible',
): Promise<StandingShown[]> {
  const rows = tid(page, 'standing-row');
  await rows.first().waitFor({ state });
  const shownRows: StandingShown[] = [];
  for (const row of await rows.all()) {
    shownRows.push({
      player: (await row.getAttribute('data-player')) ?? '',
      rank: Number(await row.getAttribute('data-rank')),
      total: Number(await row.getAttribute('data-total')),
    });
  }
  return shownRows;
}

/** Pairs of players at one table in both seatings (test-side count, for RULES.md §4 "Seats"). */
export function repeatedPairCount(one: string[][], two: string[][]): number {
  const key = (a: string, b: string) => [a, b].sort().join('\u0000');
  const met = new Set<string>();
  for (const table of one) {
    for (const [i, a] of table.entries()) for (const b of table.slice(i + 1)) met.add(key(a, b));
  }
  let count = 0;
  for (const table of two) {
    for (const [i, a] of table.entries()) {
      for (const b of table.slice(i + 1)) if (met.has(key(a, b))) count++;
    }
  }
  return count;
}

/**
 * The page as printed on A4: its PDF (Chromium prints with print media), its pages as PNGs
 * (pdftoppm, with `SCREENSHOTS=1`) for a look, and its text laid out as on paper (pdftotext -layout), one string a
 * page. Minus signs of any kind are read as "-".
 */
export async function printed(page: Page, name: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'spatz-print-'));
  try {
    const pdf = join(dir, `${name}.pdf`);
    await writeFile(pdf, await page.pdf({ format: 'A4', printBackground: true }));
    if (SCREENSHOTS_WANTED) {
      await run('pdftoppm', ['-png', '-r', '60', pdf, join(await screenshotDir(), name)]);
    }
    await run('pdftotext', ['-layout', pdf, join(dir, 'text.txt')]);
    const text = (await readFile(join(dir, 'text.txt'), 'utf8')).replace(/[\u2212\u2013]/g, '-');
    return text.split('\f').filter((p) => p.trim() !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
