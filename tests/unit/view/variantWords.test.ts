import { afterAll, describe, expect, it } from 'vitest';
import { evaluate, type Game, type Hand } from '../../../src/lib/rules';
import { i18n, type Lang } from '../../../src/lib/i18n/index.svelte';
import { handWords } from '../../../src/lib/view/labels';
import { potShareWords } from '../../../src/lib/view/potWords';
import { nextDealerText, roundText, variantWord } from '../../../src/lib/view/variantWords';
import { plain } from '../plainText';

const before = i18n.lang;
async function speak(lang: Lang): Promise<void> {
  i18n.lang = lang;
  while (i18n.lang !== lang) await new Promise((resolve) => setTimeout(resolve, 1));
}
afterAll(() => speak(before));

const played = (change: Partial<Extract<Hand, { kind: 'played' }>>): Hand => ({
  kind: 'played',
  declarer: 0,
  contract: 'dobbm',
  announced: 61,
  doublings: 0,
  declarerTricks: 'some',
  declarerPoints: 70,
  ...change,
});

describe('Dobbm in its own words (RULES.md §2)', () => {
  // Dora (seat 3) plays the first hand, dealt by Anna: by §2 Dora deals next.
  const dobbm: Game = {
    variant: 'dobbm',
    players: ['Anna', 'Bert', 'Chris', 'Dora'],
    firstDealer: 0,
    houseRules: {},
    hands: [played({ declarer: 3 })],
  };
  const { result } = evaluate(dobbm);

  it('the status line has no round of deals and says the declarer deals next', async () => {
    await speak('de');
    expect(roundText(result, 4, 'dobbm')).toBe('Spiel 2 · wer spielt, gibt als Nächster');
    await speak('en');
    expect(roundText(result, 4, 'dobbm')).toBe('Hand 2 · the declarer deals next');
  });

  it('the next dealer is the last declarer, by its rule', async () => {
    await speak('de');
    expect(plain(nextDealerText(result, dobbm.players, 'dobbm'))).toBe(
      'Als Nächstes gibt Dora (wer spielt, gibt als Nächster)',
    );
  });

  it('the card counter speaks of the Dobb, Dobbm and Solo', async () => {
    await speak('de');
    const hint = variantWord('countHintDeclarer', 'dobbm');
    expect(hint).toContain('Dobb');
    expect(hint).toContain('Solo');
    expect(hint).not.toMatch(/Talon|Sumpern/);
    await speak('en');
    expect(variantWord('cardPoints', 'dobbm')).toBe('Card points (with the Dobb)');
  });
});

describe('Bauerntarock keeps its rounds (RULES.md §1.1: the deal passes clockwise)', () => {
  it('says the round and the next dealer clockwise', async () => {
    const game: Game = {
      variant: 'bauerntarock',
      players: ['Anna', 'Bert', 'Chris'],
      firstDealer: 2,
      houseRules: {},
      hands: [played({ contract: 'hineinschauen' })],
    };
    const { result } = evaluate(game);
    await speak('de');
    expect(roundText(result, 3, 'bauerntarock')).toBe('Spiel 2 · Geberrunde 1 (2 von 3)');
    // Chris dealt the first hand: Anna, next clockwise, deals the second.
    expect(plain(nextDealerText(result, game.players, 'bauerntarock'))).toBe(
      'Als Nächstes gibt Anna (der Geber wechselt im Uhrzeigersinn)',
    );
  });
});

describe('Bavarian Tarock says what moves to and from the pot (RULES.md §3)', () => {
  // The shared example 07: ante 20 each, a pot of 60.
  const bavarian: Game = {
    variant: 'bavarian',
    players: ['Anna', 'Bert', 'Chris'],
    firstDealer: 0,
    houseRules: { ante: 20 },
    hands: [
      { kind: 'played', declarer: 0, contract: 'widow', announced: 61, declarerPoints: 67 },
      { kind: 'played', declarer: 1, contract: 'hand', announced: 71, declarerPoints: 94 },
      { kind: 'played', declarer: 2, contract: 'widow', announced: 61, declarerPoints: 53 },
      { kind: 'played', declarer: 0, contract: 'hand', announced: 61, declarerPoints: 58 },
    ] as Hand[],
  };
  const { result } = evaluate(bavarian);
  const share = (index: number) => {
    const hand = bavarian.hands[index] as Extract<Hand, { kind: 'played' }>;
    const row = result.hands[index]!;
    const name = bavarian.players[hand.declarer]!;
    return plain(
      potShareWords(hand.contract, row.made ?? false, row.scores, hand.declarer, name) ?? '',
    );
  };

  it('each case in German', async () => {
    await speak('de');
    // 67 − 60 = 7 → 10, taken from the pot.
    expect(share(0)).toBe('Anna nimmt 10 aus dem Topf');
    // §3 worked: raised twice, 94: 25 + 2 × 10 = 45 from each defender.
    expect(share(1)).toBe('jeder Gegenspieler zahlt 45');
    // 61 − 53 = 8 → 10: one defender from Chris, the other from the pot.
    expect(share(2)).toBe('jeder Gegenspieler bekommt 10: einer von Chris, einer aus dem Topf');
    // 61 − 58 = 3 → 5 to each defender.
    expect(share(3)).toBe('Anna zahlt jedem Gegenspieler 5');
  });

  it('in English, and inside the hand words the list, print and toast use', async () => {
    await speak('en');
    expect(share(1)).toBe('each defender pays 45');
    const words = plain(handWords(bavarian.hands[1]!, result.hands[1]!, bavarian.players));
    expect(words).toContain('each defender pays 45');
    expect(words).toContain('raised to 71');
  });

  it('the card points come with the widow', async () => {
    await speak('de');
    expect(variantWord('cardPoints', 'bavarian')).toBe('Augen (mit Witwe)');
    expect(variantWord('countHintDeclarer', 'bavarian')).toContain('Witwe');
  });
});
