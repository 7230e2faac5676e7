/**
 * The desk's words (RULES.md §4), kept out of the first load: the German pack
 * comes with the app, and the desk is opened by one organizer among many tables.
 * Reads the language in use, so a template updates when it changes.
 */
import { format, i18n, type MessageParams } from './index.svelte';
import { de } from './de/desk/words';
import { en } from './en/desk/words';

export type DeskKey = keyof typeof en;

export function dt(key: DeskKey, params?: MessageParams): string {
  return format((i18n.lang === 'de' ? de : en)[key], params);
}
