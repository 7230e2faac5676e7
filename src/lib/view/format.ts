import type { Lang } from '../i18n/problems';
import { calendarDate } from './calendarDate';

/**
 * The one place where points, money, days and moments become text for the table: the game
 * screen, the settlement, the evening, the chart, the shared text. (The engine's formula text
 * is the engine's own, language-neutral: src/lib/rules/format.ts.)
 */

const LOCALES: Record<Lang, string> = { de: 'de-AT', en: 'en-GB' };

/**
 * A real minus sign (U+2212), as the rest of the app writes it; Intl gives a hyphen, and
 * a hyphen to what rounds to zero (a float sum's −0.000001 would show as "−0").
 */
const minus = (text: string) => text.replace('-', /[1-9]/.test(text) ? '\u2212' : '');

/**
 * Making an Intl formatter costs far more than using one (the chart's table formats every
 * hand's totals of a long game), so each shape is made once per language.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}
const numberFormat = (lang: Lang, options: Intl.NumberFormatOptions) =>
  cached(
    `n ${lang} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(LOCALES[lang], options),
  );
const dateFormat = (lang: Lang, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d ${lang} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], options),
  );

/** Digit groups and the decimal mark as de-AT and en-GB write them (CLDR). */
const MARKS: Record<Lang, { group: string; decimal: string }> = {
  de: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Points as the table reads them: whole numbers plain, split shares to 2 decimals (rounded
 * half away from zero, as Intl does), digits grouped by thousands; `signed` for a change or
 * a net: "+24", "−4", "0". Written out here rather than with Intl: the first Intl number
 * format of a page loads the locale's data, about 60 ms at 4× CPU on a cold start, before
 * the totals could show (tests/unit/settle/format.test.ts holds it equal to Intl's).
 */
export function formatPoints(value: number, lang: Lang, { signed = false } = {}): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  if (whole === '0' && decimals === '') return '0';
  const { group, decimal } = MARKS[lang];
  const digits = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 ? '\u2212' : signed ? '+' : '';
  return `${sign}${digits}${decimals ? decimal + decimals : ''}`;
}

/** Euro amounts as de-AT and en-GB write them (CLDR): the sign, then the euro sign. */
const EUROS: Record<Lang, { group: string; decimal: string; euro: string }> = {
  de: { group: '.', decimal: ',', euro: '\u20ac\u00a0' },
  en: { group: ',', decimal: '.', euro: '\u20ac' },
};

/**
 * |value| in whole cents, rounded as Intl rounds: half away from zero, on the shortest
 * decimal that gives the number back (1.005 is 1.01); undefined where that decimal is
 * written with an exponent or the cents are past what a number counts exactly.
 */
function centsOf(abs: number): number | undefined {
  const text = String(abs);
  if (text.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction[2]! >= '5' ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/**
 * Money in euros, the currency of the tables this app is for (Tyrol, Bavaria).
 * Amounts show cents; a stake may be finer (half a cent a point), so `exact` keeps its digits.
 * Cents are written out here, as formatPoints writes points: the first Intl currency format
 * of a page loads the locale's data, some 40 ms on a cold start of the statistics, whose
 * table shows each player's money (tests/unit/view/format.test.ts holds it equal to Intl's).
 */
export function formatMoney(
  value: number,
  lang: Lang,
  { signed = false, exact = false } = {},
): string {
  const cents = exact ? undefined : centsOf(Math.abs(value));
  if (cents !== undefined) {
    const { group, decimal, euro } = EUROS[lang];
    const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, group);
    const sign = cents === 0 ? '' : value < 0 ? '\u2212' : signed ? '+' : '';
    return `${sign}${euro}${whole}${decimal}${String(cents % 100).padStart(2, '0')}`;
  }
  const format = numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    signDisplay: signed ? 'exceptZero' : 'auto',
    ...(exact ? { maximumFractionDigits: 6 } : {}),
  });
  return minus(format.format(value));
}

/** Whole cents, so that money compares and sums without float drift. */
export function toCents(value: number): number {
  return Math.round(value * 100) + 0;
}

/**
 * A day 'YYYY-MM-DD' (an evening's date, FORMAT.md) as the table writes it: "30 Nov 2026",
 * or with `weekday` "Mon, 30 Nov 2026". The day is the same in every time zone; anything
 * that is not such a day is shown as it is.
 */
export function formatDate(date: string, lang: Lang, { weekday = false } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  if (new Date(time).getUTCDate() !== day || !year) return date;
  return calendarDate(lang, { year, month, day, time }, weekday);
}

/** A moment (ms since epoch) in local time: "30.11.2026, 21:15", or with `dayOnly` the day alone. */
export function formatMoment(time: number, lang: Lang, { dayOnly = false } = {}): string {
  return dateFormat(lang, {
    dateStyle: 'medium',
    ...(dayOnly ? {} : { timeStyle: 'short' as const }),
  }).format(time);
}

/**
 * A name, place, note or sender put into a sentence, between first-strong isolates (U+2068
 * FSI … U+2069 PDI): whatever direction marks it holds stay inside it, and its own first
 * strong letter sets its direction, so "Anna pays Bert 10" keeps its order and its amount
 * (Unicode bidi algorithm, rules X5c–X6a). For plain text: toasts, shared text, the chart.
 */
export const isolate = (name: string): string => `\u2068${name}\u2069`;

/** A part of a sentence: words of the app's, or a name (place, sender) put in by `isolate`. */
export interface SentencePart {
  text: string;
  isolated: boolean;
}

/**
 * A sentence cut at its isolated names, for the screen to show each name as a `<bdi>` of its
 * own: isolated as FSI … PDI isolate it, and never broken inside a word (names.css, `bdi`),
 * while the sentence's own words around it may wrap anywhere.
 */
export function sentenceParts(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let at = 0;
  for (const match of sentence.matchAll(/\u2068([^\u2068\u2069]*)\u2069/g)) {
    if (match.index > at) parts.push({ text: sentence.slice(at, match.index), isolated: false });
    parts.push({ text: match[1] ?? '', isolated: true });
    at = match.index + match[0].length;
  }
  if (at < sentence.length) parts.push({ text: sentence.slice(at), isolated: false });
  return parts;
}

/** A few words joined as the language lists them: "Tisch 3 und Tisch 7", "table 1, 3 and 7". */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(items);
}
