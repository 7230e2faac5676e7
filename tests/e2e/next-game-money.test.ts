/**
 * The next game of an evening shows the evening's stake (RULES.md §1.7: money is the
 * evening's), and a stake changed there is the whole evening's: game 1 is then settled
 * at the new stake, on the evening screen and on its own settlement.
 */
import { expect, test } from 'vitest';
import { launch, screenshot } from './harness';
import { tid } from './table';

// Intl writes "€ 0,20" with a no-break space; compare with plain spaces.
// With plain spaces, and without the isolates around each name (U+2068, U+2069).
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u2068\u2069]/g, '');

test('next game: the evening’s stake shows, changed to 0,20 it settles game 1 at 0,20', async () => {
  const { page, baseURL, close } = await launch({ locale: 'de-DE' });
  try {
    await page.goto(baseURL + '/');
    await tid(page, 'new-game').click();
    for (const [seat, name] of ['Anna', 'Resi', 'Chris'].entries())
      await tid(page, `player-name-${seat}`).fill(name);
    await tid(page, 'stake').fill('0,10');
    await tid(page, 'start-game').click();
    await tid(page, 'game-status').waitFor();

    // One hand: Anna, Hineinschauen, 70 card points: (70 − 60) × 1 = +10 (RULES.md §1.5).
    await tid(page, 'add-hand').click();
    await tid(page, 'declarer-0').click();
    await tid(page, 'points-declarer').fill('70');
    await tid(page, 'save-hand').click();
    await tid(page, 'hand-row-0').waitFor();
    // Stopped: totals 10, 0, 0 (§1.7). Resi and Chris each pay 10 − 0 = 10 and, tied
    // lowest, each the full Extrapönale of 20: nets +60, −30, −30.
    await tid(page, 'settle-now').click();
    await tid(page, 'settle-confirm').click();
    await tid(page, 'open-evening').click();
    await tid(page, 'next-game').click();

    // The evening's stake, in German decimals, with the note that it is the whole evening's.
    await expect.poll(() => tid(page, 'stake').inputValue()).toBe('0,10');
    const note = tid(page, 'stake-evening-note');
    expect(await note.textContent()).toContain('gelten für den ganzen Abend');
    await tid(page, 'stake').fill('0,20');
    await expect.poll(() => note.textContent()).toContain('auch seine früheren Partien');
    await tid(page, 'stake').scrollIntoViewIfNeeded();
    await screenshot(page, 'next-game-money-de');
    await tid(page, 'start-game').click();
    await tid(page, 'game-status').waitFor();

    // The evening at 0,20 a point: +60 × 0,20 = +12,00; −30 × 0,20 = −6,00 each.
    await tid(page, 'open-evening').click();
    const evening = page.locator('section.evening');
    await expect.poll(async () => plain(await evening.innerText())).toContain('€ 0,20 je Punkt');
    const text = plain(await evening.innerText());
    expect(text).toMatch(/Anna\s+\+60\s+\+€ 12,00/);
    expect(text).toMatch(/Resi\s+−30\s+−€ 6,00/);
    expect(text).toMatch(/Chris zahlt Anna\s+€ 6,00/);
    expect(text).not.toContain('€ 0,10 je Punkt');

    // Game 1's own settlement says the same.
    await tid(page, 'evening-game-0').click();
    const settlement = page.locator('section.settlement');
    await expect.poll(async () => plain(await settlement.innerText())).toContain('€ 0,20 je Punkt');
    expect(plain(await settlement.innerText())).toMatch(/Resi zahlt Anna[^\n]*\s+€ 6,00/);
  } finally {
    await close();
  }
}, 120_000);
