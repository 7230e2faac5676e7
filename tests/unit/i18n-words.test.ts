/**
 * Words a German table would stop at, caught where a machine can catch them: a hand is a
 * Spiel, a game a Partie, an evening an Abend (README "German on screen"); the player is
 * addressed with du or not at all, never Sie and never an instruction in the infinitive.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { messages as deMessages } from '../../src/lib/i18n/de/all';
import { messages as enMessages } from '../../src/lib/i18n/en';
import { i18n, type Lang } from '../../src/lib/i18n/index.svelte';
import { evaluate, type Game, type Hand } from '../../src/lib/rules';
import { handWords } from '../../src/lib/view/labels';
import { plain } from './plainText';

const de = deMessages as Record<string, string>;
const en = enMessages as Record<string, string>;
const keys = Object.keys(en);

describe('the German pack', () => {
  it('never says Sie or Ihr to the player', () => {
    const formal = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
    expect(keys.filter((key) => formal.test(de[key]!)).map((key) => `${key}: ${de[key]}`)).toEqual(
      [],
    );
  });

  it('gives no instruction in the infinitive ("Bitte den Text kopieren.")', () => {
    // A sentence that ends in one of these verbs tells the player what to do without
    // addressing them; the rest of the app says "Kopiere …". Buttons (no full stop) may.
    const verbs =
      'angeben|eingeben|antippen|tippen|laden|kopieren|markieren|sichern|aufheben|ändern|lassen|richtigstellen|schließen|aktualisieren|exportieren|versuchen|halten|eintragen|löschen|speichern|zusammenführen|schaffen';
    const infinitive = new RegExp(`(^|[.;:]\\s*)(Bitte\\s+)?[^.;:]*\\b(${verbs})\\.(\\s|$)`);
    const starts =
      /(^|[.;:]\s+)(Bitte|Den|Die|Das|Diesen|Einen|Eine|Nur|Regelmäßig)\s[^.;:]*\b(\w+en)\.(\s|$)/;
    const offending = keys.filter((key) => {
      const text = de[key]!;
      // A sentence that starts like a command and ends in its verb, or "Bitte … <verb>en".
      return (
        starts.test(text) &&
        infinitive.test(text) &&
        !/\b(du|dich|dir|dein\w*)\b/.test(text.split(/[.;:]\s+/).at(-1) ?? '')
      );
    });
    expect(offending.map((key) => `${key}: ${de[key]}`)).toEqual([]);
  });

  it('says Partie where English says game, and Spiel where English says hand', () => {
    // "hand game" is a kind of contract (Handspiel), not a hand of the evening.
    const games = /\bgames?\b/i;
    const hands = /\bhands?\b(?! game)/i;
    const wrong: string[] = [];
    for (const key of keys) {
      const english = en[key]!.replace(/\bhand games?\b/gi, '').replace(/\bwidow games?\b/gi, '');
      const german = de[key]!;
      if (games.test(english) && !hands.test(english) && /\bSpiele?\b/.test(german))
        wrong.push(`${key}: ${german} (a game is a Partie)`);
      if (hands.test(english) && !games.test(english) && /\bPartien?\b/.test(german))
        wrong.push(`${key}: ${german} (a hand is a Spiel)`);
      if (/\bevenings?\b/i.test(en[key]!) && !/Abend/.test(german))
        wrong.push(`${key}: ${german} (an evening is an Abend)`);
    }
    expect(wrong).toEqual([]);
  });

  it('counts games in the statistics as Partien ("Längste Siegesserie 3 Partien")', () => {
    expect(de.statsRunGames).toBe('{n} Partien');
    expect(de.statsRunGame).toBe('1 Partie');
    expect(de.statsColGames).toBe('Partien');
  });

  it('says "gewonnen" for a hand made, never "gemacht" beside it', () => {
    const all = Object.values(de).join('\n');
    expect(all).not.toMatch(/\bgemacht\b/);
    expect(de.made).toBe('gewonnen');
    expect(de.madeSpatz).toMatch(/^gewonnen/);
  });

  it('has no phrase twice in a row ("alle Stiche · alle Stiche")', () => {
    const doubled = /(\b[\wäöüß]+(?: [\wäöüß]+)*\b)\s*[·,:]\s*\1\b/i;
    const offending = keys.filter((key) => doubled.test(de[key]!) || doubled.test(en[key]!));
    expect(offending).toEqual([]);
  });
});

describe('a hand row in words', () => {
  const before = i18n.lang;
  async function speak(lang: Lang): Promise<void> {
    i18n.lang = lang;
    while (i18n.lang !== lang) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  afterAll(() => speak(before));

  // Sumpern with all tricks announced and made: RULES.md §1.5, (+60) × 2^1 = 120.
  const hand: Hand = {
    kind: 'played',
    declarer: 0,
    contract: 'sumpern',
    announced: 'all',
    doublings: 0,
    declarerTricks: 'all',
  };
  const game: Game = {
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Chris'],
    firstDealer: 0,
    houseRules: {},
    hands: [hand],
  };

  it.each(['de', 'en'] as const)(
    'says "all tricks" once for what was announced and once for what was taken (%s)',
    async (lang) => {
      await speak(lang);
      const { result } = evaluate(game);
      // The declarer's name is isolated (FSI … PDI); this test is about the words after it.
      const words = plain(handWords(hand, result.hands[0]!, game.players));
      const parts = words.split(' · ');
      expect(new Set(parts).size).toBe(parts.length);
      expect(words).toBe(
        lang === 'de'
          ? 'Anna · Sumpern · alle Stiche angesagt · alle Stiche geholt · gewonnen'
          : 'Anna · Sumpern · all tricks announced · took every trick · made',
      );
      // A bare 60 takes no brackets: 60 × 2 = 120 (Sumpern doubles once).
      expect(result.hands[0]!.explanation?.formula).toBe('60 × 2 = 120');
    },
  );
});
