/**
 * Drawing the next round with tables still out (RULES.md §4 "A round"): once drawn, their
 * sheets of this round are refused as another round's, so the desk asks first, naming the
 * tables in words; "wait" changes nothing, "draw anyway" draws. The tournament (13 players,
 * tables of 4, 4 and 5, 2 rounds) is played in this process and imported as its backup.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { messages as de } from '../../src/lib/i18n/de/all';
import { messages as en } from '../../src/lib/i18n/en/index';
import { hs, NAMES } from '../unit/tournament/fixtures';
import { openImported, tournamentBackup } from './deskBackup';
import { launch, screenshot, type Launched } from './harness';
import { tid } from './table';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * Round 1 drawn, 4 hands a round; `tablesIn` says which tables (0-based) have handed their
 * sheet in, each after one hand.
 */
const backup = (tablesIn: number[]) =>
  tournamentBackup({
    names: NAMES,
    rounds: 2,
    hands: [hs(1, 70)],
    drawn: 1,
    sheet: (_round, table) => tablesIn.includes(table),
    roundEnd: { kind: 'hands', hands: 4 },
  });

describe('drawing the next round with tables missing', () => {
  test('asks first, naming the tables; "wait" draws nothing, "draw anyway" draws', async () => {
    const tournament = await backup([0]);
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    await openImported(page, baseURL, tournament);
    const round = tid(page, 'desk-round');
    expect(await round.getAttribute('data-round')).toBe('1');
    expect(await tid(page, 'desk-missing').getAttribute('data-missing')).toBe('2,3');
    // Table 1's sheet is short of the round's hands: flagged on the desk and in print, with
    // the tables that sent none (RULES.md §4 "A round").
    const hands = tid(page, 'round-table-0').getByTestId('table-hands');
    expect(await hands.innerText()).toBe('1 von 4 Spielen');
    expect(await hands.getAttribute('class')).toMatch(/\bflag\b/);
    await page.emulateMedia({ media: 'print' });
    expect(
      (await tid(page, 'print-flags').innerText()).split('\n').filter(Boolean).slice(1),
    ).toEqual([
      'Runde 1, Tisch 1: 1 von 4 Spielen',
      'Runde 1, Tisch 2: kein Zettel',
      'Runde 1, Tisch 3: kein Zettel',
    ]);
    await page.emulateMedia({ media: 'screen' });

    await tid(page, 'draw-round').click();
    const ask = tid(page, 'draw-ask');
    await ask.waitFor();
    expect(await ask.getAttribute('role')).toBe('alertdialog');
    expect(await ask.getAttribute('data-missing')).toBe('2,3');
    const text = await ask.innerText();
    // Tables 2 and 3 are out (1-based, as on their cards).
    expect(text).toContain('Tisch 2 und Tisch 3 haben ihre Zettel noch nicht abgegeben.');
    expect(text).toContain(de.dkDrawAskWhy.replace('{next}', '2').replaceAll('{round}', '1'));
    // The safe answer has the focus; nothing is drawn yet.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'draw-wait',
    );
    expect(await round.getAttribute('data-round')).toBe('1');
    await screenshot(page, 'desk-draw-ask');

    await tid(page, 'draw-wait').click();
    await ask.waitFor({ state: 'detached' });
    expect(await round.getAttribute('data-round')).toBe('1');
    // Nothing stored changed: after a reload still round 1, the same tables missing.
    await page.reload();
    await round.waitFor();
    expect(await round.getAttribute('data-round')).toBe('1');
    expect(await tid(page, 'desk-missing').getAttribute('data-missing')).toBe('2,3');

    await tid(page, 'draw-round').click();
    await tid(page, 'draw-anyway').click();
    await expect.poll(() => round.getAttribute('data-round')).toBe('2');
    expect(await ask.count()).toBe(0);
    expect(await tid(page, 'desk-missing').getAttribute('data-missing')).toBe('1,2,3');
  });

  test('in English, one table out is named alone; with every table in, no question', async () => {
    const one = await backup([0, 1]);
    app = await launch({ locale: 'en-GB', colorScheme: 'dark' });
    await openImported(app.page, app.baseURL, one);
    await tid(app.page, 'draw-round').click();
    const ask = tid(app.page, 'draw-ask');
    await ask.waitFor();
    expect(await ask.innerText()).toContain('Table 3 has not handed in its sheet yet.');
    expect(await ask.innerText()).toContain(en.dkDrawAnyway);
    expect(await ask.innerText()).toContain(en.dkDrawWait);
    await screenshot(app.page, 'desk-draw-ask-en');
    await app.close();

    const all = await backup([0, 1, 2]);
    app = await launch({ locale: 'en-GB' });
    const { page, baseURL } = app;
    await openImported(page, baseURL, all);
    expect(await tid(page, 'desk-missing').getAttribute('data-missing')).toBe('');
    await tid(page, 'draw-round').click();
    await expect.poll(() => tid(page, 'desk-round').getAttribute('data-round')).toBe('2');
    expect(await tid(page, 'draw-ask').count()).toBe(0);
  });
});
