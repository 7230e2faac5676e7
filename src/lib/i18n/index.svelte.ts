import * as pwa from './catalogue/pwa';
import * as settings from './catalogue/settings';
import * as settle from './catalogue/settle';
import * as storage from './catalogue/storage';
import * as table from './catalogue/table';
import type { Lang } from './problems';

export type { Lang } from './problems';
export { problemMessage, problemText } from './problems';

/**
 * The catalogues, one file per area of the app so that areas can grow apart.
 * German is the first language of the table; English completes every key
 * (each `de` is typed against its `en`).
 */
const en = { ...table.en, ...settle.en, ...settings.en, ...pwa.en, ...storage.en };
const de: Record<MessageKey, string> = {
  ...table.de,
  ...settle.de,
  ...settings.de,
  ...pwa.de,
  ...storage.de,
};
export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Lang, Record<MessageKey, string>> = { en, de };
export const LANGS: readonly Lang[] = ['de', 'en'];
const STORAGE_KEY = 'spatz.lang';

/** German where the browser prefers it (RULES/issue 4), unless the person chose otherwise. */
function initialLang(): Lang {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (stored === 'de' || stored === 'en') return stored;
  } catch {
    // Storage can be blocked (private mode); the browser's preference decides then.
  }
  const preferred = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'de'];
  for (const tag of preferred) {
    const base = tag.toLowerCase().slice(0, 2);
    if (base === 'de' || base === 'en') return base;
  }
  return 'de';
}

/** Replaces `{name}` placeholders. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

class I18n {
  #lang = $state<Lang>(initialLang());

  get lang(): Lang {
    return this.#lang;
  }

  set lang(lang: Lang) {
    this.#lang = lang;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, lang);
    } catch {
      // Not persisted; the choice holds for this visit.
    }
    if (globalThis.document) document.documentElement.lang = lang;
  }

  t = (key: MessageKey, params?: MessageParams): string =>
    format(catalogues[this.#lang][key], params);
}

export const i18n = new I18n();
/** Translate: reads the current language, so templates update when it changes. */
export const t = i18n.t;
