/** An evening's stake and coin as the new-game form reads and shows them (text, not numbers). */
import type { Lang } from '../i18n/problems';

/** "0,05" or "0.05" → 0.05; empty → undefined; anything else → NaN. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An evening's amount as the form shows it: 0.1 → "0,10" (de), at most the 4 decimals a stake has. */
export function amountText(value: number, lang: Lang): string {
  const [whole, decimals = ''] = value.toFixed(4).replace(/0+$/, '').split('.');
  return `${whole}${lang === 'de' ? ',' : '.'}${decimals.padEnd(2, '0')}`;
}

/** The coins the form offers, as option values. */
export const COINS = ['0.01', '0.05', '0.10', '0.50', '1'];
