import { describe, expect, test } from 'vitest';
import { handWorked, playedExample } from './expected';
import { launch, screenshot } from './harness';
import { dismissToast, enterHand, playThrough, shown, shownNet, startGame, tid } from './table';

describe('a whole game at the table', () => {
  test('3-player Bauerntarock from the new-game form to the settlement (RULES.md §1.6, §1.7)', async () => {
    const played = playedExample('02-game-to-the-end');
    const { game: g, final } = played;
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players: g.players, firstDealer: g.firstDealer });
      await playThrough(page, played);
      expect(final.status).toBe('finished');
      // Finished: no more hands, the settlement is shown with each player's net.
      await expect.poll(() => tid(page, 'add-hand').count()).toBe(0);
      expect(await shownNet(page, 3)).toEqual(final.net);
      await dismissToast(page);
      await screenshot(page, 'table-finished-light');
      // After a reload the same totals, status and settlement.
      await page.reload();
      await tid(page, 'game-status').waitFor();
      expect((await shown(page, 3)).totals).toEqual(final.totals);
      expect(await shownNet(page, 3)).toEqual(final.net);

      // Next game, same table: same players, the deal goes on clockwise.
      await tid(page, 'next-game').click();
      await expect.poll(() => tid(page, 'player-name-2').inputValue()).toBe(g.players[2]);
      expect(await tid(page, `first-dealer-${final.dealer}`).isChecked()).toBe(true);
      await tid(page, 'start-game').click();
      await expect
        .poll(() => tid(page, 'game-status').getAttribute('data-dealer'))
        .toBe(String(final.dealer));
      expect((await shown(page, 3)).totals).toEqual([0, 0, 0]);
    } finally {
      await close();
    }
  });

  test('the evening: its next game continues the table and the deal', async () => {
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players: ['Anna', 'Bert', 'Chris', 'Dora'], firstDealer: 3 });
      const hand = {
        kind: 'played',
        declarer: 1,
        contract: 'hineinschauen',
        announced: 61,
        doublings: 0,
        declarerPoints: 70,
        declarerTricks: 'some',
      } as const;
      await enterHand(page, hand, 0);
      await tid(page, 'settle-now').click();
      await tid(page, 'settle-confirm').click();
      await tid(page, 'open-evening').click();
      await tid(page, 'evening-game-0').waitFor();
      await tid(page, 'next-game').click();
      await expect.poll(() => tid(page, 'player-name-3').inputValue()).toBe('Dora');
      // Seat 3 dealt the only hand; seat 0 deals next.
      expect(await tid(page, 'first-dealer-0').isChecked()).toBe(true);
      await tid(page, 'start-game').click();
      await expect.poll(() => tid(page, 'game-status').getAttribute('data-dealer')).toBe('0');
      await tid(page, 'open-evening').click();
      await tid(page, 'evening-game-1').waitFor();
    } finally {
      await close();
    }
  });

  test('house rules set in the form are the rules of the game, and shown on it', async () => {
    const played = handWorked('table-game', 'house-rules');
    const { game: g, final } = played;
    const houseRules = { endAt: 50, extraPenalty: 10, spatz: { lostLast: 7 } };
    expect(g.houseRules).toEqual(houseRules);
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players: g.players, houseRules });
      await tid(page, 'rules-in-force').locator('summary').click();
      await expect.poll(() => tid(page, 'rules-in-force').textContent()).toContain('3 geändert');
      await playThrough(page, played);
      // (120 − 7 − 60) = 53 reaches the end at 50; the round of 3 is played out.
      expect(final.status).toBe('finished');
      expect(await shownNet(page, 3)).toEqual(final.net);
    } finally {
      await close();
    }
  });

  test('the last round banner counts down the hands left', async () => {
    const { game: g } = playedExample('02-game-to-the-end');
    const { page, baseURL, close } = await launch({ locale: 'en-GB' });
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players: g.players, firstDealer: g.firstDealer });
      // Hand 5 reaches 101: the round is finished, one more hand to play (the redeal does not count).
      for (let index = 0; index < 5; index++) await enterHand(page, g.hands[index]!, index);
      const status = await shown(page, 3);
      expect(status).toMatchObject({ status: 'lastRound', handsLeft: 1 });
      await expect
        .poll(() => tid(page, 'last-round').textContent())
        .toContain('Last deal round: 1 hand left');
    } finally {
      await close();
    }
  });

  test('a typical hand takes 4 taps and keys after "add hand": declarer, two digits, save', async () => {
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
      // Saving is no form submission (which would have the browser read the form for autofill
      // first): the submissions are counted, and none may happen.
      await page.evaluate(() => {
        const counted = window as unknown as { submissions: number };
        counted.submissions = 0;
        document.addEventListener('submit', () => counted.submissions++, true);
      });
      const submissions = () =>
        page.evaluate(() => (window as unknown as { submissions: number }).submissions);
      await tid(page, 'add-hand').click();
      let taps = 0;
      await tid(page, 'declarer-1').click();
      taps++;
      // The card points field has the focus already: the digits go straight in.
      await page.keyboard.press('6');
      taps++;
      await page.keyboard.press('7');
      taps++;
      await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('7');
      await tid(page, 'save-hand').click();
      taps++;
      await tid(page, 'hand-row-0').waitFor();
      expect(taps).toBeLessThanOrEqual(4);
      expect(Number(await tid(page, 'total-1').getAttribute('data-value'))).toBe(7);

      // Enter on the keypad saves too: declarer, two digits, Enter.
      await tid(page, 'add-hand').click();
      await tid(page, 'declarer-2').click();
      await page.keyboard.type('52');
      await page.keyboard.press('Enter');
      await tid(page, 'hand-row-1').waitFor();
      expect(Number(await tid(page, 'total-2').getAttribute('data-value'))).toBe(-8);
      expect(await submissions()).toBe(0);
    } finally {
      await close();
    }
  });

  test('Bavarian Tarock until the pot is empty (RULES.md §3)', async () => {
    const played = handWorked('table-game', 'bavarian');
    const { game: g, final } = played;
    const { page, baseURL, close } = await launch();
    try {
      await page.goto(baseURL + '/');
      await startGame(page, { variant: 'bavarian', players: g.players, houseRules: { ante: 20 } });
      await tid(page, 'add-hand').click();
      // No doublings, no Spatz in Bavarian Tarock.
      expect(await tid(page, 'doublings-0').count()).toBe(0);
      expect(await tid(page, 'spatz-declarer-won').count()).toBe(0);
      await tid(page, 'cancel-hand').click();
      await playThrough(page, played);
      expect(final.status).toBe('finished');
      expect(final.pot).toBe(0);
      expect(await tid(page, 'pot').getAttribute('data-value')).toBe('0');
      expect(await shownNet(page, 3)).toEqual(final.net);
    } finally {
      await close();
    }
  });
});
