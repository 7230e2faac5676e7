/**
 * The organizer's desk in the browser (RULES.md §4), one phone at 360×740, offline with its
 * server stopped: a 13-player, 2-round tournament made through the form, round 1 drawn into
 * tables of 4, 4 and 5, table 0's code read back from its QR frames as a table start, then
 * the three tables' finished sheets read by the fake camera one after the other, and the
 * standings checked against the numbers worked by hand below.
 *
 * The tables' phones are played in this test's own process with the app's storage code over
 * fake-indexeddb: each starts from the code the desk shows (its text field), enters its hands
 * and makes the evening hand-off's text and frames exactly as "Show to the table" does.
 */
import { afterEach, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appendHand, exportForTable, startTableGame } from '../../src/lib/db';
import { encodeFrames, FrameCollector, FRAME_VERSION } from '../../src/lib/share';
import { readTableStart } from '../../src/lib/tournament';
import { hs, NAMES } from '../unit/tournament/fixtures';
import { freshDatabase, ok } from '../unit/db/helpers';
import { fakeCameraFile } from './fakeCamera';
import { tid } from './table';
import { captureFrames, receiver } from './transfer';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Each table's hands by seat (a Hineinschauen with p card points, no doubling: the declarer
 * scores p − 60, RULES.md §1.5), and the results worked out by hand:
 * - table 1 (4 seats): seat 0 makes 102: +42; seat 1 makes 50: −10. Results 42, −10, 0, 0.
 * - table 2 (4 seats): seat 2 makes 90: +30. Results 0, 0, 30, 0.
 * - table 3 (5 seats, the dealer sits out): hand 1, dealer seat 0 out, seat 1 makes 80: +20;
 *   hand 2, dealer seat 1 out, seat 2 makes 75: +15. Results 0, 20, 15, 0, 0.
 */
const HANDS = [[hs(0, 102), hs(1, 50)], [hs(2, 90)], [hs(1, 80), hs(2, 75)]];
/** [table, seat, total] in rank order; every other player scored 0 (best round 0). */
const TOP = [
  [0, 0, 42],
  [1, 2, 30],
  [2, 1, 20],
  [2, 2, 15],
] as const;
/** Table 1 seat 1, −10: last of 13. The 8 players on 0 share rank 5 (4 ranked above them). */
const LAST = [0, 1, -10] as const;

/** The form filled through the screen; ends on the new tournament's desk, answers its id. */
async function createTournament(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/`);
  await tid(page, 'new-tournament').click();
  await tid(page, 'tournament-name').fill('Preistarock Brixen');
  await tid(page, 'tournament-place').fill('Gasthof Post');
  await tid(page, 'tournament-rounds').fill('2');
  for (let i = 4; i < NAMES.length; i++) await tid(page, 'add-player').click();
  for (const [i, name] of NAMES.entries()) await tid(page, `tournament-player-${i}`).fill(name);
  // Each player's field has a label one sees.
  const field = tid(page, 'tournament-player-0').locator('xpath=..');
  expect(await field.innerText()).toContain('Spieler 1');
  // "After a number of hands" and the game's own end are one choice: with hands, no end rule.
  expect(await tid(page, 'rule-endAt-on').count()).toBe(1);
  await tid(page, 'tournament-end-hands').click();
  expect(await tid(page, 'rule-endAt-on').count()).toBe(0);
  await tid(page, 'tournament-end-gameEnd').click();
  await expect.poll(() => tid(page, 'tournament-tables').textContent()).toContain('4, 4, 5');
  await tid(page, 'start-tournament').click();
  await page.waitForURL(/#\/tournament\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
}

/** The focused element's tag, and the test id it is or is inside of. */
const focusedIn = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName,
      in: element?.closest('[data-testid]')?.getAttribute('data-testid'),
    };
  });

/** The seats of each table of the round as the desk shows them. */
async function tables(page: Page): Promise<{ players: string[]; reported: string | null }[]> {
  const found = [];
  for (let t = 0; t < 3; t++) {
    const row = tid(page, `round-table-${t}`);
    found.push({
      players: (await row.getAttribute('data-players'))!.split('|'),
      reported: await row.getAttribute('data-reported'),
    });
  }
  return found;
}

/** Table `t`'s code as the desk shows it in its text field. */
async function codeText(page: Page, t: number): Promise<string> {
  await tid(page, `table-code-${t}`).click();
  const text = await tid(page, 'table-code-text').inputValue();
  return text;
}

/** A table's phone: starts from the code, plays its hands, and answers its sheet's frames. */
async function tableSheetFrames(code: string, hands: ReturnType<typeof hs>[]): Promise<string[]> {
  await freshDatabase();
  const game = ok(await startTableGame(readTableStart(JSON.parse(code))!));
  for (const hand of hands) ok(await appendHand(game.id, hand));
  const shown = ok(await exportForTable(game.id, 'Tisch'));
  // As ShowQrState draws an evening: keyed by the evening, its revision and the very text.
  return encodeFrames(
    shown.text,
    { game: shown.key, rev: `${shown.rev}\n${shown.text}` },
    FRAME_VERSION,
  );
}

test('a 13-player tournament: draw, table codes, three sheets by camera, standings by hand', async () => {
  const organizer = await receiver(inject('distDir'), 'de-DE');
  cleanups.push(organizer.remove);
  const nothing = await fakeCameraFile(['WIFI:S:Saal;T:WPA;P:x;;'], 1);

  let phone = await organizer.open(nothing);
  cleanups.push(phone.close);
  const id = await createTournament(phone.page, organizer.origin);
  // The day and the place with a space on each side of the dot, as in print.
  expect(await phone.page.locator('.desk > p.muted').first().innerText()).toMatch(
    /^\d\d\.\d\d\.\d{4} · Gasthof Post · /,
  );
  await tid(phone.page, 'draw-round').click();
  await tid(phone.page, 'round-table-2').waitFor();
  // The focus follows the work: on the new round, its tables next in the tab order.
  await expect.poll(() => focusedIn(phone.page)).toEqual({ tag: 'H2', in: 'desk-round' });
  const seated = await tables(phone.page);
  // RULES.md §4 "Tables": 13 players make tables of 4, 4 and 5, everyone seated once.
  expect(seated.map((t) => t.players.length)).toEqual([4, 4, 5]);
  expect(seated.flatMap((t) => t.players).sort()).toEqual([...NAMES].sort());
  expect(seated.map((t) => t.reported)).toEqual(['false', 'false', 'false']);

  // Table 0's code: its QR frames read back whole are the table start the text field shows.
  const codes = [await codeText(phone.page, 0)];
  const caught = await captureFrames(phone.page);
  const collector = new FrameCollector();
  let whole: string | undefined;
  for (const text of caught.texts) {
    const step = await collector.add(text);
    if (step.kind === 'complete') whole = step.text;
  }
  expect(whole).toBe(codes[0]);
  const start = readTableStart(JSON.parse(whole!))!;
  expect(start.game.players).toEqual(seated[0]!.players);
  expect(start.game.firstDealer).toBe(0);
  expect(start.tag).toMatchObject({ id, round: 1, table: 0 });
  await tid(phone.page, 'table-code-close').click();
  for (const t of [1, 2]) {
    codes.push(await codeText(phone.page, t));
    await tid(phone.page, 'table-code-close').click();
  }
  await phone.close();

  // The three tables play and show their sheets; the camera sees them one after the other.
  const sheets: string[][] = [];
  for (const [t, code] of codes.entries()) sheets.push(await tableSheetFrames(code, HANDS[t]!));
  const frames = sheets.flat();
  const camera = await fakeCameraFile(frames, 2);

  phone = await organizer.open(camera);
  cleanups.push(phone.close);
  const { page } = phone;
  // The organizer's phone started again on its start address (its browser was closed on the
  // desk) opens on the running tournament's desk by itself.
  await page.goto(`${organizer.origin}/`);
  await page.waitForURL(new RegExp(`#/tournament/${encodeURIComponent(id)}$`));
  await tid(page, 'round-table-0').waitFor();
  await tid(page, 'scan-qr').click();
  await tid(page, 'scan-progress').waitFor();
  // Every table in: back on the round's screen by itself.
  await page.waitForURL(/#\/tournament\/[^/]+$/, { timeout: 60_000 });
  await expect
    .poll(async () => (await tables(page)).map((t) => t.reported))
    .toEqual(['true', 'true', 'true']);
  expect(await tid(page, 'desk-missing').getAttribute('data-missing')).toBe('');

  const rows = tid(page, 'standing-row');
  await expect.poll(() => rows.count()).toBe(13);
  const standings = [];
  for (const row of await rows.all()) {
    standings.push({
      player: await row.getAttribute('data-player'),
      rank: Number(await row.getAttribute('data-rank')),
      total: Number(await row.getAttribute('data-total')),
    });
  }
  const at = ([table, seat]:
    readonly [number, number, number] | readonly [number, number, number]) =>
    seated[table]!.players[seat]!;
  expect(standings.slice(0, 4)).toEqual(
    TOP.map((top, i) => ({ player: at(top), rank: i + 1, total: top[2] })),
  );
  expect(standings.slice(4, 12).map((s) => [s.rank, s.total])).toEqual(Array(8).fill([5, 0]));
  expect(standings[12]).toEqual({ player: at(LAST), rank: 13, total: -10 });
  // The printed page: the same standings, and round 1's seating list by name (13 seats).
  await page.emulateMedia({ media: 'print' });
  const printed = tid(page, 'print-standing-row');
  await expect.poll(() => printed.count()).toBe(13);
  expect(await printed.first().getAttribute('data-player')).toBe(at(TOP[0]));
  expect(await printed.first().isVisible()).toBe(true);
  const seats = tid(page, 'seating-row');
  expect(await seats.count()).toBe(13);
  expect(await seats.first().getAttribute('data-player')).toBe('Anna');
  await page.emulateMedia({ media: 'screen' });
  // Nothing left the phone: it is offline, its server gone.
  expect(phone.elsewhere).toEqual([]);
  await phone.close();

  // Table 1 corrects its sheet (a third hand: seat 2 makes 70, +10) and shows it again: the
  // desk shows the change at the top and takes it only on "take".
  const corrected = await tableSheetFrames(codes[0]!, [...HANDS[0]!, hs(2, 70)]);
  phone = await organizer.open(await fakeCameraFile(corrected, 2));
  cleanups.push(phone.close);
  await phone.page.goto(`${organizer.origin}/`);
  await tid(phone.page, 'scan-qr').click();
  const answer = tid(phone.page, 'sheet-answer');
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 60_000 }).toBe('changed');
  const change = await tid(phone.page, 'sheet-change').innerText();
  expect(change).toContain('Spiele: 2 → 3');
  expect(change).toContain(`${seated[0]!.players[2]}: 0 → +10`);
  await tid(phone.page, 'change-take').click();
  await phone.page.waitForURL(/#\/tournament\/[^/]+$/);
  // Back on the desk, the focus is on the table whose sheet was just taken.
  await expect.poll(() => focusedIn(phone.page)).toEqual({ tag: 'H3', in: 'round-table-0' });
  const totals = tid(phone.page, 'round-table-0').getByTestId('table-total');
  await expect
    .poll(async () => (await totals.allInnerTexts()).map((x) => x.replace('\u2212', '-')))
    .toEqual(['+42', '-10', '+10', '0']);
  // Undo (the news of the take offers it) brings back the earlier sheet: seat 2 has 0 again.
  await tid(phone.page, 'toast-undo').click();
  await expect
    .poll(async () => (await totals.allInnerTexts()).map((x) => x.replace('\u2212', '-')))
    .toEqual(['+42', '-10', '0', '0']);
  await phone.close();

  // Table 1's first sheet again (the one stored once more) and a sheet of a round not being
  // played (its code tagged round 2), the camera showing one after the other: the first is
  // answered "unchanged"; the other at the top of the screen, in red, in view without
  // scrolling (read in one go in the page, as the answer changes with the camera).
  const code = JSON.parse(codes[0]!) as { meta: { spatz: { tournament: { round: number } } } };
  code.meta.spatz.tournament.round = 2;
  const stale = await tableSheetFrames(JSON.stringify(code), [hs(0, 70)]);
  phone = await organizer.open(await fakeCameraFile([...sheets[0]!, ...stale], 2));
  cleanups.push(phone.close);
  await phone.page.goto(`${organizer.origin}/`);
  await tid(phone.page, 'scan-qr').click();
  const refused = () =>
    phone.page.evaluate(() => {
      const el = document.querySelector('[data-testid="sheet-answer"]');
      if (el?.getAttribute('data-status') !== 'refused') return null;
      const box = el.getBoundingClientRect();
      const [r, g, b] = getComputedStyle(el).color.match(/\d+/g)!.map(Number);
      const text = (el as HTMLElement).innerText;
      return { top: box.top, bottom: box.bottom, height: innerHeight, r: r!, g: g!, b: b!, text };
    });
  let shown = null as Awaited<ReturnType<typeof refused>>;
  await expect.poll(async () => (shown = await refused()), { timeout: 60_000 }).not.toBeNull();
  expect(shown!.text).toMatch(/nicht übernommen: .*Runde 2, nicht dieser Runde/);
  expect(shown!.top).toBeGreaterThanOrEqual(0);
  expect(shown!.bottom).toBeLessThanOrEqual(shown!.height);
  // Red: the red channel well above green and blue.
  expect(shown!.r).toBeGreaterThan(shown!.g + 80);
  expect(shown!.r).toBeGreaterThan(shown!.b + 80);
  await expect
    .poll(() => tid(phone.page, 'sheet-outcome').allInnerTexts(), { timeout: 60_000 })
    .toContain('Tisch 1: derselbe Zettel, unverändert');
  // Four browser launches, a tournament typed in and five sheets by camera: 80 s on a quiet
  // machine, twice that on a busy one.
}, 300_000);
