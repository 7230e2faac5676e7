/**
 * A tournament table's phone in the browser (RULES.md §4): started from the organizer's
 * code typed in, its game screen names the tournament, round, table and "Spiel n von N";
 * it shows no money, also when the round is ended early there; once the round's hands are in
 * it says the round is over, offers the sheet for the desk and enters no further hand
 * without a question; its evening shows the table's standing and no payment.
 */
import { expect, test } from 'vitest';
import { tableStart, type Tournament } from '../../src/lib/tournament';
import { hs } from '../unit/tournament/fixtures';
import { launch } from './harness';
import { enterHand, tid } from './table';

const NAMES = ['Anna', 'Bert', 'Chris', 'Dora', 'Emil', 'Franz', 'Gerd', 'Hanna'];

/** Round 2 drawn into two tables of 4; each round is 4 hands (every seat deals once). */
const KIRCHBERG: Tournament = {
  id: 'k',
  name: 'Preistarock Kirchberg',
  date: '2026-12-04',
  place: 'Gasthof Rose',
  variant: 'bauerntarock',
  houseRules: {},
  rounds: 2,
  roundEnd: { kind: 'hands', hands: 4 },
  players: NAMES.map((name, i) => ({ id: `p${i}`, name, from: 1, until: null })),
  seed: 1,
  draws: [1, 2].map((round) => ({
    round,
    redraw: 0,
    tables: [
      ['p0', 'p1', 'p2', 'p3'],
      ['p4', 'p5', 'p6', 'p7'],
    ],
    games: [`g${round}a`, `g${round}b`],
  })),
  prizes: '',
};

test('a table phone knows its round, settles no money, and says when the round is over', async () => {
  const { page, baseURL, close } = await launch({ locale: 'de-DE' });
  try {
    await page.goto(`${baseURL}/#/receive`);
    await tid(page, 'receive-paste').fill(JSON.stringify(tableStart(KIRCHBERG, 2, 0)));
    await tid(page, 'receive-paste-go').click();
    const line = tid(page, 'tournament-line');
    await expect
      .poll(() => line.innerText())
      .toBe('Preistarock Kirchberg · Runde 2 · Tisch 1 · Spiel 1 von 4');
    // Seat 0 makes 70 (+10) in each of the first three hands.
    for (const index of [0, 1, 2]) await enterHand(page, hs(0, 70), index);
    await expect
      .poll(() => line.innerText())
      .toBe('Preistarock Kirchberg · Runde 2 · Tisch 1 · Spiel 4 von 4');
    // Stopping early asks without a settlement: a Preistarock pays prizes, not money.
    await tid(page, 'settle-now').click();
    expect(await page.locator('.settlement').count()).toBe(0);
    expect(await page.getByText('Extrapönale').count()).toBe(0);
    // Ended early, the round is over here with 3 hands, the sheet offered: no settlement,
    // no money's words, no next game of its own, no further hand.
    await tid(page, 'settle-confirm').click();
    await expect
      .poll(() => tid(page, 'game-status').innerText())
      .toContain('Runde hier vorzeitig beendet');
    await expect
      .poll(() => line.innerText())
      .toBe('Preistarock Kirchberg · Runde 2 · Tisch 1 · Spiel 3 von 4');
    await tid(page, 'round-show-sheet').waitFor();
    expect(await page.getByText(/abgerechnet|Extrapönale/).count()).toBe(0);
    await expect
      .poll(() => tid(page, 'toast').innerText())
      .toContain('Runde an diesem Tisch beendet');
    expect(await tid(page, 'next-game').count()).toBe(0);
    // Nor the evening's screen, which would settle it (the list of hands beside it is drawn).
    await tid(page, 'hand-numbering').waitFor();
    expect(await tid(page, 'open-evening').count()).toBe(0);
    expect(await tid(page, 'round-more').count()).toBe(0);
    expect(await page.locator('.settlement').count()).toBe(0);
    // Undone, the round goes on to its fourth hand.
    await tid(page, 'undo').click();
    await tid(page, 'add-hand').waitFor();

    await enterHand(page, hs(1, 70), 3);
    await expect
      .poll(() => tid(page, 'round-over').innerText())
      .toContain('Runde 2 ist an diesem Tisch zu Ende');
    expect(await tid(page, 'add-hand').count()).toBe(0);
    expect(await page.locator('.settlement').count()).toBe(0);
    // Another hand only after a question.
    await tid(page, 'round-more').click();
    await tid(page, 'round-more-yes').waitFor();
    expect(page.url()).toMatch(/#\/game\/[^/]+$/);
    await tid(page, 'round-show-sheet').click();
    await page.waitForURL(/\/show$/);
    // The start screen no longer offers the round's game as the game to go on with.
    await page.goto(`${baseURL}/#/`);
    await tid(page, 'new-game').waitFor();
    expect(await tid(page, 'resume-game').count()).toBe(0);
    // Its evening, opened from the start screen's list, shows the table's standing (30, 10, 0,
    // 0 by hand: three and one +10) and nothing about paying.
    await tid(page, 'open-evening').first().click();
    const standing = tid(page, 'evening-standing');
    await standing.waitFor();
    expect(await standing.locator('tbody th').allInnerTexts()).toEqual([
      'Anna',
      'Bert',
      'Chris',
      'Dora',
    ]);
    const values = (cells: Element[]) => cells.map((cell) => cell.getAttribute('data-value'));
    expect(await standing.locator('td').evaluateAll(values)).toEqual(['30', '10', '0', '0']);
    expect(await page.getByText(/zahlt|Geld|Extrapönale/).count()).toBe(0);
    for (const id of ['mark-paid', 'next-game', 'evening-net-0']) {
      expect(await tid(page, id).count()).toBe(0);
    }
    // Nor its printed sheet: the standing, the rules without the Extrapönale.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await tid(page, 'print-sheet').click();
    const sheet = tid(page, 'print-sheet-content');
    await sheet.waitFor({ state: 'attached' });
    const printed = await sheet.textContent();
    expect(printed).toContain('Stand der Turnierpartien');
    expect(printed).not.toMatch(/zahlt|Geld|Extrapönale/);
  } finally {
    await close();
  }
});
