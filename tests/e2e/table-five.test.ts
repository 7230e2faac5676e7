import { expect, test } from 'vitest';
import { playedExample } from './expected';
import { launch } from './harness';
import { playThrough, shown, shownNet, startGame, tid } from './table';
import { plain } from '../unit/plainText';

test('5 at the table: the dealer sits out and is not offered as declarer (RULES.md §1.1)', async () => {
  const played = playedExample('04-five-at-the-table');
  const { game: g, final } = played;
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { players: g.players, firstDealer: g.firstDealer });
    await expect
      .poll(async () => plain((await tid(page, 'game-status').textContent()) ?? ''))
      .toContain(`${g.players[g.firstDealer]} gibt und setzt aus`);
    await tid(page, 'add-hand').click();
    // The entry opens (its chunk may still be loading), then: no button for the dealer.
    await expect.poll(() => tid(page, `declarer-${(g.firstDealer + 1) % 5}`).count()).toBe(1);
    expect(await tid(page, `declarer-${g.firstDealer}`).count()).toBe(0);
    await tid(page, 'cancel-hand').click();

    await playThrough(page, played);
    // The seat dealing next sits out next (RULES.md §1.1: 5 at the table), and says so.
    await expect
      .poll(() => page.locator(`[data-testid=total-${final.dealer}]`).locator('..').textContent())
      .toContain('setzt aus');

    // Stop and settle: confirm first, then the settlement of the totals as they stand.
    await tid(page, 'settle-now').click();
    expect(await shownNet(page, 5)).toEqual(final.net);
    await tid(page, 'settle-confirm').click();
    await expect.poll(() => tid(page, 'add-hand').count()).toBe(0);
    expect(await shownNet(page, 5)).toEqual(final.net);
    await expect.poll(() => tid(page, 'game-status').getAttribute('data-stopped')).toBe('true');
  } finally {
    await close();
  }
});

test('Dobbm at 5: the declarer deals the next hand (RULES.md §2)', async () => {
  const played = playedExample('06-dobbm');
  const { game: g, final } = played;
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await startGame(page, { variant: 'dobbm', players: g.players, firstDealer: g.firstDealer });
    await playThrough(page, played);
    const last = g.hands.at(-1)!;
    if (last.kind !== 'played') throw new Error('06-dobbm ends with a played hand');
    expect(final.dealer).toBe(last.declarer);
    expect((await shown(page, 5)).dealer).toBe(last.declarer);
  } finally {
    await close();
  }
});
