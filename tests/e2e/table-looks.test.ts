import { describe, expect, test } from 'vitest';
import type { Hand } from '../../src/lib/rules';
import { lowContrast, pageLuminance } from './contrast';
import { launch } from './harness';
import { dismissToast, enterHand, fillHand, startGame, tid } from './table';
import { plain } from '../unit/plainText';

const players = ['Anna', 'Bert', 'Christoph', 'Dora'];
const hands: Hand[] = [
  {
    kind: 'played',
    declarer: 1,
    contract: 'hineinschauen',
    announced: 61,
    doublings: 1,
    declarerPoints: 67,
    declarerTricks: 'some',
    spatz: { side: 'declarer', result: 'won', lastTrick: false },
  },
  { kind: 'redeal' },
  {
    kind: 'played',
    declarer: 3,
    contract: 'sumpern',
    announced: 71,
    doublings: 0,
    declarerPoints: 68,
    declarerTricks: 'some',
  },
  {
    kind: 'played',
    declarer: 2,
    contract: 'hineinschauen',
    announced: 61,
    doublings: 0,
    defenderPoints: 30,
    declarerTricks: 'some',
  },
];

describe.each(['light', 'dark'] as const)('the table screens in %s', (colorScheme) => {
  test('start, new game, game, hand entry and settlement: in the scheme asked for, every text readable', async () => {
    const { page, baseURL, close } = await launch({ colorScheme });
    // Read in poor light: each screen is light or dark as the phone says, and every text
    // on it stands out from its background by at least 4.5:1 (WCAG AA for body text).
    const looksRight = async (screen: string) => {
      const luminance = await pageLuminance(page);
      if (colorScheme === 'dark') expect(luminance, screen).toBeLessThan(0.05);
      else expect(luminance, screen).toBeGreaterThan(0.7);
      expect(await lowContrast(page), screen).toEqual([]);
    };
    try {
      await page.goto(baseURL + '/');
      await tid(page, 'new-game').click();
      await tid(page, 'player-name-0').fill('Anna');
      await looksRight('new-game');
      await tid(page, 'home').click();

      await startGame(page, { players, firstDealer: 1 });
      for (let i = 0; i < hands.length; i++) await enterHand(page, hands[i]!, i);
      await dismissToast(page);
      await looksRight('game');

      await tid(page, 'add-hand').click();
      await fillHand(page, {
        kind: 'played',
        declarer: 0,
        contract: 'sumpern',
        announced: 66,
        doublings: 1,
        declarerPoints: 58,
        declarerTricks: 'some',
        spatz: { side: 'defenders', result: 'won', lastTrick: true },
      });
      await expect.poll(() => tid(page, 'hand-preview').getAttribute('data-value')).toBe('-68');
      await looksRight('hand-entry');
      await tid(page, 'cancel-hand').click();

      await tid(page, 'home').click();
      await tid(page, 'resume-game').waitFor();
      await looksRight('start');
      await tid(page, 'resume-game').click();

      await tid(page, 'settle-now').click();
      await tid(page, 'settle-confirm').click();
      await expect.poll(() => tid(page, 'game-status').getAttribute('data-stopped')).toBe('true');
      await dismissToast(page);
      await looksRight('settlement');
    } finally {
      await close();
    }
    // Five screens and five hands typed in one browser: more than one step's default minute
    // on a loaded two-core machine.
  }, 120_000);
});

describe('languages', () => {
  test('German where the browser prefers it, English on a tap, and back; the choice is kept', async () => {
    const { page, baseURL, close } = await launch({ locale: 'de-AT' });
    try {
      await page.goto(baseURL + '/');
      await expect.poll(() => tid(page, 'new-game').textContent()).toContain('Neue Partie');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await tid(page, 'language').click();
      await expect.poll(() => tid(page, 'new-game').textContent()).toContain('New game');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.reload();
      await expect.poll(() => tid(page, 'new-game').textContent()).toContain('New game');

      await startGame(page, { players: ['Anna', 'Bert', 'Chris'] });
      await expect
        .poll(async () => plain((await tid(page, 'game-status').textContent()) ?? ''))
        .toContain('Anna deals');
      await tid(page, 'add-hand').click();
      // Game terms stay German, with a short explanation.
      await expect
        .poll(() => tid(page, 'contract-hineinschauen').textContent())
        .toContain('Hineinschauen');
      await tid(page, 'cancel-hand').click();
      await tid(page, 'language').click();
      await expect
        .poll(async () => plain((await tid(page, 'game-status').textContent()) ?? ''))
        .toContain('Anna gibt');
    } finally {
      await close();
    }
  });

  test('English browsers get English', async () => {
    const { page, baseURL, close } = await launch({ locale: 'en-GB' });
    try {
      await page.goto(baseURL + '/');
      await expect.poll(() => tid(page, 'new-game').textContent()).toContain('New game');
    } finally {
      await close();
    }
  });
});

test('theme: follows the system, switchable, kept after a reload', async () => {
  const { page, baseURL, close } = await launch({ colorScheme: 'dark' });
  try {
    await page.goto(baseURL + '/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await tid(page, 'theme').click(); // system → light
    await expect.poll(background).not.toBe(dark);
    const light = await background();
    await page.reload();
    await expect.poll(background).toBe(light);
    await tid(page, 'theme').click(); // light → dark
    await expect.poll(background).toBe(dark);
  } finally {
    await close();
  }
});
