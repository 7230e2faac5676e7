import { describe, expect, it } from 'vitest';
import { format, type MessageKey, type MessageParams } from '../../../src/lib/i18n/index.svelte';
import { messages as en } from '../../../src/lib/i18n/en';
import { messages as de } from '../../../src/lib/i18n/de/all';
import { settle as settleTotals } from '../../../src/lib/rules';
import { isolate } from '../../../src/lib/view/format';
import { handWords } from '../../../src/lib/view/labels';
import { chartGeometry } from '../../../src/lib/view/runningChart';
import { settlementView } from '../../../src/lib/view/settlementView';
import { paymentLines, shareText } from '../../../src/lib/view/shareText';
import { example } from '../settle/fixtures';

// FORMAT.md "Names": the reader refuses bidi controls, but a name stored before it did (or
// typed on an older phone) may still hold U+202E RIGHT-TO-LEFT OVERRIDE. Unisolated, it
// turns everything after it around up to the end of the line: "Anna pays Bert: 80" reads
// "08 :treB syap annA", an amount that looks changed.
const RLO = '\u202e';
const FSI = '\u2068';
const PDI = '\u2069';
/** U+202A–U+202E and U+2066–U+2069: the marks that open or close a direction. */
const CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

const packs = { en, de };
const tr =
  (lang: 'de' | 'en') =>
  (key: MessageKey, params?: MessageParams): string =>
    format((packs[lang] as Record<string, string>)[key] ?? `?${key}`, params);

/** Example 01 with totals 120, 40, −10 (as shareText.test.ts): seat 1 pays seat 0 80 points. */
function game(players: string[]) {
  const base = example('01-three-players-first-hands');
  const totals = [120, 40, -10];
  const result = { ...base.result, totals, settlement: settleTotals(totals, base.result.rules) };
  return { game: { ...base.game, players }, result };
}

/** What follows the name's closing PDI: it must hold no direction mark of the name's. */
function afterName(line: string): string {
  const close = line.indexOf(PDI);
  expect(close).toBeGreaterThan(0);
  return line.slice(close + 1);
}

describe('a name holding a direction override stays inside its isolate', () => {
  it('isolate wraps the name in FSI … PDI, nothing else', () => {
    expect(isolate(`${RLO}Anna`)).toBe(`${FSI}${RLO}Anna${PDI}`);
    expect(isolate('')).toBe(`${FSI}${PDI}`);
  });

  it('"‮Anna pays Bert: 80": the override ends with the name, the words and amount keep their order', () => {
    const { game: g, result } = game(['Bert', `${RLO}Anna`, 'Chris']);
    const view = settlementView(g, result);
    for (const lang of ['en', 'de'] as const) {
      const [first] = paymentLines(view, tr(lang), lang);
      const pays = lang === 'en' ? 'pays' : 'zahlt';
      // Totals 120, 40, −10: seat 1 (40) pays seat 0 (120) the difference 120 − 40 = 80.
      expect(first).toBe(`${FSI}${RLO}Anna${PDI} ${pays} ${FSI}Bert${PDI}: 80`);
      expect(afterName(first!).replace(/[\u2068\u2069]/g, '')).toBe(` ${pays} Bert: 80`);
    }
  });

  it('the shared text isolates every name: ranking, payments, nothing leaks past a PDI', () => {
    const { game: g, result } = game([`${RLO}Anna`, 'Bert', 'Chris']);
    const text = shareText(
      settlementView(g, result),
      { variant: 'bauerntarock', date: '' },
      tr('en'),
      'en',
    );
    const lines = text.split('\n').filter((line) => line.includes(RLO));
    // Ranking: 1. Anna, net +230 (shareText.test.ts works it out); then "Bert pays Anna: 80",
    // "Chris pays Anna: 130" and the Extrapönale line, each with Anna isolated.
    expect(lines[0]).toBe(`1. ${FSI}${RLO}Anna${PDI} +230 (total 120)`);
    expect(lines).toContain(`${FSI}Bert${PDI} pays ${FSI}${RLO}Anna${PDI}: 80`);
    for (const line of lines) {
      const open = line.indexOf(FSI + RLO);
      expect(open).toBeGreaterThanOrEqual(0);
      const rest = line.slice(line.indexOf(PDI, open) + 1);
      expect(rest).not.toMatch(/[\u202a-\u202e]/);
    }
  });

  it('the chart label "‮Anna 10" keeps its number after the isolated name', () => {
    // One hand: Anna +10, Bert −10; the labels are the name and the last total.
    const chart = chartGeometry([`${RLO}Anna`, 'Bert'], {
      hands: [{ totals: [10, -10] }],
      rules: { ante: 0 },
    });
    expect(chart.series.map((line) => line.label.text)).toEqual([
      `${FSI}${RLO}Anna${PDI} 10`,
      `${FSI}Bert${PDI} -10`,
    ]);
    expect(afterName(chart.series[0]!.label.text)).not.toMatch(CONTROLS);
  });

  it('a hand in words starts with the isolated declarer', () => {
    const { game: g, result } = example('01-three-players-first-hands');
    const played = g.hands.findIndex((hand) => hand.kind === 'played');
    const hand = g.hands[played]!;
    if (hand.kind !== 'played') throw new Error('example 01 has a played hand');
    const names = [`${RLO}Anna`, `${RLO}Bert`, `${RLO}Chris`];
    const words = handWords(hand, result.hands[played]!, names);
    expect(words.startsWith(`${FSI}${names[hand.declarer]}${PDI} · `)).toBe(true);
    expect(afterName(words)).not.toMatch(CONTROLS);
  });
});
