import { afterAll, describe, expect, it } from 'vitest';
import { evaluate, type Game, type Hand } from '../../../src/lib/rules';
import { i18n, type Lang } from '../../../src/lib/i18n/index.svelte';
import {
  doublingSummary,
  handWords,
  outcomeWords,
  pointsWords,
  stepWords,
} from '../../../src/lib/view/labels';
import { roundText } from '../../../src/lib/view/variantWords';
import { handNumber, listNumbers, playedBefore } from '../../../src/lib/view/handNumbers';
import { plain } from '../plainText';

const before = i18n.lang;
async function speak(lang: Lang): Promise<void> {
  i18n.lang = lang;
  while (i18n.lang !== lang) await new Promise((resolve) => setTimeout(resolve, 1));
}
afterAll(() => speak(before));

const played = (change: Partial<Extract<Hand, { kind: 'played' }>> = {}): Hand => ({
  kind: 'played',
  declarer: 0,
  contract: 'hineinschauen',
  announced: 61,
  doublings: 0,
  declarerTricks: 'some',
  declarerPoints: 70,
  ...change,
});
const redeal: Hand = { kind: 'redeal' };

const game = (hands: Hand[], variant: Game['variant'] = 'bauerntarock'): Game => ({
  variant,
  players: ['Anna', 'Bert', 'Chris'],
  firstDealer: 0,
  houseRules: {},
  hands,
});

describe('one hand number everywhere: played hands count, a redeal takes none', () => {
  const hands = [played(), redeal, played(), played()];

  it('the list numbers 1, –, 2, 3', () => {
    expect(listNumbers(hands)).toEqual([1, undefined, 2, 3]);
  });

  it('the form after a redeal is the next played hand, as the list and the toast count', () => {
    // Appending at position 4: three played hands before it, so hand 4.
    expect(handNumber(hands, hands.length)).toBe(4);
    // Editing position 2 (after the redeal): the list shows it as 2.
    expect(handNumber(hands, 2)).toBe(listNumbers(hands)[2]);
    expect(playedBefore(hands, 2)).toBe(1);
  });

  it('the status line says the next hand with the same number', async () => {
    await speak('de');
    const { result } = evaluate(game(hands));
    expect(result.played).toBe(3);
    // 3 played at a table of 3: round 2, its first hand; the next hand is hand 4.
    expect(roundText(result, 3, 'bauerntarock')).toBe('Spiel 4 · Geberrunde 2 (1 von 3)');
  });

  it('undo and redo name the hand as the list does', async () => {
    await speak('en');
    expect(stepWords({ gameId: 'g', label: 'appendHand', index: 4 }, hands)).toBe('hand 4 entered');
    expect(stepWords({ gameId: 'g', label: 'recordRedeal', index: 1 }, hands)).toBe(
      'redeal (before hand 2)',
    );
  });
});

describe('doublings that explain themselves (RULES.md §1.2, §1.5: m = 2^k)', () => {
  it('shows each part and the multiplier', async () => {
    await speak('de');
    expect(doublingSummary('sumpern', 1, 2)).toBe('Sumpern ×2 · spritzen ×2 · Resi ×2 = ×8');
    expect(doublingSummary('hineinschauen', 0, 1)).toBe('spritzen ×2 = ×2');
    expect(doublingSummary('hineinschauen', 0, 0)).toBe('keine Doppelung: ×1');
    // handGameDoubles off: the Sumpern is no doubling of its own.
    // §1.2: the defenders spritzen, the declarer answers Resi, the defenders gasen.
    expect(doublingSummary('sumpern', 0, 3)).toBe('spritzen ×2 · Resi ×2 · gasen ×2 = ×8');
    await speak('en');
    expect(doublingSummary('solo', 1, 0)).toBe('Solo ×2 = ×2');
  });
});

describe('words that fit the sign', () => {
  it('a hand made with a negative score says why (RULES.md §1.4: Spatz lost in the last trick −10)', async () => {
    // 61 made; (61 − 10 − 60) × 1 = −9.
    const hand = played({
      declarerPoints: 61,
      spatz: { side: 'declarer', result: 'lost', lastTrick: true },
    });
    const { result } = evaluate(game([hand]));
    expect(result.hands[0]!.scores[0]).toBe(-9);
    await speak('de');
    expect(plain(handWords(hand, result.hands[0]!, ['Anna', 'Bert', 'Chris']))).toBe(
      'Anna · Hineinschauen · 61 Augen · gewonnen, Spatz −10: −9',
    );
    await speak('en');
    expect(outcomeWords(true, -9, -10)).toBe('made, Spatz −10: −9');
    // A plain win keeps the plain word.
    expect(outcomeWords(true, 7, undefined)).toBe('made');
    expect(outcomeWords(false, 8, 10)).toBe('lost, Spatz +10: +8');
  });

  it('the Bavarian raise reads "raised to"', async () => {
    const hand = played({ contract: 'hand', announced: 71, declarerPoints: 75 });
    const bavarian: Game = { ...game([hand], 'bavarian') };
    const { result } = evaluate(bavarian);
    await speak('de');
    expect(handWords(hand, result.hands[0]!, bavarian.players)).toContain('erhöht auf 71');
    await speak('en');
    expect(handWords(hand, result.hands[0]!, bavarian.players)).toContain('raised to 71');
  });

  it('one card point is singular', async () => {
    await speak('de');
    expect(pointsWords(1)).toBe('1 Auge');
    expect(pointsWords(2)).toBe('2 Augen');
    await speak('en');
    expect(pointsWords(1)).toBe('1 card point');
  });
});
