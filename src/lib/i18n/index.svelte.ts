import type { messages as english } from './en';
import type { Lang } from './problems';
import { messages as german } from './de';
import { Persisted } from '../persisted.svelte';
import { onOnline } from '../loading';

export type { Lang } from './problems';
export { problemText } from './problems';
import { addProblemTexts, type Catalogue } from './problems';

/**
 * The messages come in one pack per language (`en/`, `de/`, one file per area
 * of the app inside). German is the first language of the table: the words of
 * its first screens come with the app, so a cold start does not wait for a
 * second file before the first screen, and the rest of German (`de/later.ts`)
 * loads once that screen has shown, before any other screen (`withWords`). The
 * English pack loads whole when it is the language in use. The German words
 * are typed against the English keys.
 */
export type MessageKey = keyof typeof english;
export type MessageParams = Record<string, string | number>;
/** `t`, or one bound to a language of its own (a shared text, a test). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;
type Messages = Record<MessageKey, string>;

const packs: Record<Lang, () => Promise<{ messages: Messages; problems?: Catalogue }>> = {
  // Only the first screens' words until `complete()` has brought the rest (below).
  de: () => Promise.resolve({ messages: german as Messages }),
  en: () => import('./en'),
};
const laterGerman = (): Promise<Partial<Messages>> =>
  import('./de/later').then((pack) => pack.messages);

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

  /** Whether every word was asked for (`complete`): a switch to German then brings the rest too. */
  #wanted = false;
  /** The rest of German, loaded once, the first time German needs it; kept for a switch back. */
  #later: Promise<Partial<Messages>> | undefined;
  /** Whether the words in use hold the rest of German. */
  #laterIn = false;

  /**
   * Settles once the words of the language in use are in as far as they can be: at once in
   * English, after the rest of German has loaded in German. Screens and parts loaded after
   * the first screen wait for it (`withWords`), so none shows a message key. It never fails:
   * where the rest of German does not load (offline before the app was stored, a bad
   * network), the words missing are shown in English where that pack loads, and the rest
   * of German is asked for again when the network returns (`online`) or the next time a
   * screen asks: a failure is not remembered.
   */
  complete(): Promise<void> {
    this.#wanted = true;
    return this.ready.then(async () => {
      if (this.#lang !== 'de' || this.#laterIn) return;
      let words: Partial<Messages>;
      try {
        words = await (this.#later ??= laterGerman());
      } catch {
        this.#later = undefined;
        this.#retryOnline();
        await this.#fillFromEnglish();
        return;
      }
      // Switched to English meanwhile: the English pack is whole.
      if (this.#lang !== 'de' || this.#laterIn) return;
      this.#messages = { ...this.#messages, ...words } as Messages;
      this.#laterIn = true;
    });
  }

  /** The words German lacks for now, in English where that pack loads (else none: no wait). */
  async #fillFromEnglish(): Promise<void> {
    try {
      const { messages } = await packs.en();
      if (this.#lang !== 'de' || this.#laterIn) return;
      this.#messages = { ...messages, ...this.#messages } as Messages;
    } catch {
      // Neither part loads now: the screen shows with the words in, and `online` brings the rest.
    }
  }

  #retrying = false;
  /** Asks for the rest of German again once the network is back (no reload needed). */
  #retryOnline(): void {
    if (this.#retrying) return;
    this.#retrying = true;
    onOnline(() => {
      this.#retrying = false;
      void this.complete();
    });
  }

  async #load(lang: Lang): Promise<void> {
    let pack: Awaited<ReturnType<(typeof packs)[Lang]>>;
    try {
      pack = await packs[lang]();
    } catch {
      // Only the English pack is a file of its own: not loaded (offline before the app was
      // stored), the words in use stay, or at a cold start the German that comes with the
      // app; English is asked for again when the network returns.
      onOnline(() => void this.#load(lang));
      return this.#messages ? undefined : this.#load('de');
    }
    const { messages, problems } = pack;
    if (problems) addProblemTexts(lang, problems);
    let later: Partial<Messages> | undefined;
    if (lang === 'de' && this.#wanted) {
      later = await (this.#later ??= laterGerman()).catch(() => {
        this.#later = undefined;
        this.#retryOnline();
        return undefined;
      });
    }
    // Over the words in use: a word German lacks for now stays in English until it loads.
    this.#messages = { ...this.#messages, ...messages, ...later } as Messages;
    this.#laterIn = later !== undefined;
    this.#lang = lang;
    if (globalThis.document) document.documentElement.lang = lang;
  }

  t = (key: MessageKey, params?: MessageParams): string =>
    format(this.#messages?.[key] ?? key, params);
}

export const i18n = new I18n();

/** A part loaded after the first screen (a screen, the settlement, a print): shown once every word of the language is in. */
export function withWords<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), i18n.complete()]).then(([part]) => part);
}
/** Translate: reads the current language, so templates update when it changes. */
export const t = i18n.t;
