import type { Lang } from '../i18n/problems';

/** Number shapes shared by the settlement, the evening and the chart. */

const LOCALES: Record<Lang, string> = { de: 'de-AT', en: 'en-GB' };

/** A real minus sign (U+2212), as the rest of the app writes it; Intl gives a hyphen. */
const minus = (text: string) => text.replace('-', '\u2212');

/**
 * Making an Intl formatter costs far more than using one (the chart's table formats every
 * hand's totals of a long game), so each shape is made once per language.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(LOCALES[lang], options)));
  return format;
}

/** Points as the table reads them: whole numbers plain, split shares to 2 decimals. */
export function formatPoints(value: number, lang: Lang, signed = false): string {
  const format = numberFormat(lang, {
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  return minus(format.format(value + 0));
}

/**
 * Money in euros, the currency of the tables this app is for (Tyrol, Bavaria).
 * Amounts show cents; a stake may be finer (half a cent a point), so `exact` keeps its digits.
 */
export function formatMoney(value: number, lang: Lang, signed = false, exact = false): string {
  const format = numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    signDisplay: signed ? 'exceptZero' : 'auto',
    ...(exact ? { maximumFractionDigits: 6 } : {}),
  });
  return minus(format.format(value + 0));
}

/** Whole cents, so that money compares and sums without float drift. */
export function toCents(value: number): number {
  return Math.round(value * 100) + 0;
}

/** A date 'YYYY-MM-DD' as the table writes it. */
export function formatDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** A moment (ms since epoch) in local time: "30.11.2026, 21:15", or the day alone. */
export function formatTime(time: number, lang: Lang, withTime = true): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  }).format(time);
}
