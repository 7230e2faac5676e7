import type { messages as english } from './en';
import type { Lang } from './problems';
import { messages as german } from './de';
import { Persisted } from '../persisted.svelte';

export type { Lang } from './problems';
export { problemText } from './problems';
import { addProblemTexts, type Catalogue } from './problems';

/**
 * The messages come in one pack per language (`en/`, `de/`, one file per area
 * of the app inside). German is the first language of the table: its pack
 * comes with the app, so a cold start does not wait for a second file before
 * the first screen; the English pack loads when it is the language
 * in use. The German pack is typed against the English keys.
 */
export type MessageKey = keyof typeof english;
export type MessageParams = Record<string, string | number>;
/** `t`, or one bound to a language of its own (a shared text, a test). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;
type Messages = Record<MessageKey, string>;

const packs: Record<Lang, () => Promise<{ messages: Messages; problems?: Catalogue }>> = {
  de: () => Promise.resolve({ messages: german }),
  en: () => import('./en'),
};

const isLang = (value: string): value is Lang => value === 'de' || value === 'en';

/** German where the browser prefers it; a choice made on this device wins (`#choice`). */
function browserLang(): Lang {
  const preferred = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'de'];
  for (const tag of preferred) {
    const base = tag.toLowerCase().slice(0, 2);
    if (isLang(base)) return base;
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
  /** The language chosen on this device; index.html reads the same key before the app loads. */
  #choice = new Persisted<Lang>('spatz.lang', browserLang(), isLang);
  /** The language whose pack is in: the choice, once its pack has loaded. */
  #lang = $state<Lang>(this.#choice.current);
  #messages = $state.raw<Messages | undefined>(undefined);
  /** Settles once the first pack is in; main.ts mounts the app after it. */
  readonly ready: Promise<void>;

  constructor() {
    this.ready = this.#load(this.#lang);
  }

  get lang(): Lang {
    return this.#lang;
  }

  /** Switches once the other pack is loaded, so no screen shows keys in between. */
  set lang(lang: Lang) {
    this.#choice.current = lang;
    void this.#load(lang);
  }

  async #load(lang: Lang): Promise<void> {
    const { messages, problems } = await packs[lang]();
    if (problems) addProblemTexts(lang, problems);
    this.#messages = messages;
    this.#lang = lang;
    if (globalThis.document) document.documentElement.lang = lang;
  }

  t = (key: MessageKey, params?: MessageParams): string =>
    format(this.#messages?.[key] ?? key, params);
}

export const i18n = new I18n();
/** Translate: reads the current language, so templates update when it changes. */
export const t = i18n.t;
