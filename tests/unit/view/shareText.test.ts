import { describe, expect, it } from 'vitest';
import { format, type MessageKey, type MessageParams } from '../../../src/lib/i18n/index.svelte';
import { messages as en } from '../../../src/lib/i18n/en';
import { messages as de } from '../../../src/lib/i18n/de/all';
import { settle as settleTotals } from '../../../src/lib/rules';
import { sendText } from '../../../src/lib/state/settlement.svelte';
import { settlementView } from '../../../src/lib/view/settlementView';
import { shareText } from '../../../src/lib/view/shareText';
import { plain } from '../plainText';
import { BAVARIAN_EMPTY_POT, example, scored } from '../settle/fixtures';

const packs = { en, de };

const tr =
  (lang: 'de' | 'en') =>
  (key: MessageKey, params?: MessageParams): string =>
    format((packs[lang] as Record<string, string>)[key] ?? `?${key}`, params);

function worked() {
  const base = example('01-three-players-first-hands');
  const totals = [120, 40, -10];
  const result = { ...base.result, totals, settlement: settleTotals(totals, base.result.rules) };
  return { game: base.game, result };
}

describe('shareText', () => {
  it('English: ranking, payments, the Extrapönale on its own line, money', () => {
    const { game, result } = worked();
    const view = settlementView(game, result, { stakePerPoint: 0.05, coin: 0.5 });
    const text = plain(
      shareText(view, { variant: 'bauerntarock', date: '30 Nov 2026' }, tr('en'), 'en'),
    );
    expect(text).toBe(
      [
        'Spatz · Bauerntarock · 30 Nov 2026',
        '',
        '1. Anna +230 (total 120)',
        '2. Bert −80 (total 40)',
        '3. Chris −150 (total −10)',
        '',
        'Who pays whom:',
        'Bert pays Anna: 80',
        'Chris pays Anna: 130',
        'Chris pays Anna: 20 Extrapönale',
        '',
        'In money: €0.05 per point, rounded to coins of €0.50:',
        'Bert pays Anna: €4.00',
        'Chris pays Anna: €7.50',
        'No rounding was needed.',
      ].join('\n'),
    );
  });

  it('says where the rounding remainder went', () => {
    const base = example('02-game-to-the-end');
    const view = settlementView(base.game, base.result, { stakePerPoint: 0.05, coin: 0.1 });
    const text = plain(shareText(view, { variant: 'bauerntarock', date: '' }, tr('en'), 'en'));
    // 242, −109, −133 points × €0.05 = 12.10, −5.45, −6.65: one half coin up, one down.
    expect(text.split('\n').at(-1)).toMatch(
      /^Rounding to €0.10: (Bert \+€0.05, Chris −€0.05|Bert −€0.05, Chris \+€0.05) against the exact amount\.$/,
    );
  });

  it('German, Bavarian with an empty pot: chips and transfers, no totals column', () => {
    const { game, result } = scored(BAVARIAN_EMPTY_POT);
    const view = settlementView(game, result);
    const text = plain(shareText(view, { variant: 'bavarian', date: '' }, tr('de'), 'de'));
    expect(text).toBe(
      [
        'Spatz · Bayerisches Tarock',
        '',
        '1. Bert +120',
        '2. Anna −45',
        '3. Chris −75',
        '',
        'Wer zahlt wem:',
        'Anna zahlt Bert: 45',
        'Chris zahlt Bert: 75',
      ].join('\n'),
    );
  });
});

describe('sendText', () => {
  it('shares with Web Share where there is one', async () => {
    let shared = '';
    const status = await sendText('hi', {
      share: async (data) => {
        shared = data.text;
      },
    });
    expect(status).toBe('shared');
    expect(shared).toBe('hi');
  });

  it('a closed share sheet is no failure and copies nothing', async () => {
    let copied = false;
    const status = await sendText('hi', {
      share: async () => {
        throw new DOMException('closed', 'AbortError');
      },
      clipboard: {
        writeText: async () => {
          copied = true;
        },
      },
    });
    expect(status).toBe('idle');
    expect(copied).toBe(false);
  });

  it('falls back to the clipboard, and says so when that fails too', async () => {
    let copied = '';
    expect(
      await sendText('x', { clipboard: { writeText: async (text) => void (copied = text) } }),
    ).toBe('copied');
    expect(copied).toBe('x');
    const refuse = async () => {
      throw new Error('denied');
    };
    expect(await sendText('x', { clipboard: { writeText: refuse } })).toBe('failed');
    expect(await sendText('x', undefined)).toBe('failed');
  });
});
