import { Persisted } from '../persisted.svelte';

const THEMES = ['system', 'light', 'dark'] as const;
type ThemeChoice = (typeof THEMES)[number];

/** 'system' is stored as no key at all: a device that never chose follows the system. */
const isChosen = (value: string): value is ThemeChoice => value === 'light' || value === 'dark';

/**
 * Light or dark, following the system unless the person chose one. Kept in
 * localStorage (read synchronously before the first paint, so the page never
 * flashes the wrong colours in a dark pub); CSS does the rest through
 * `data-theme` on <html>.
 */
class Theme {
  #choice = new Persisted<ThemeChoice>('spatz.theme', 'system', isChosen);

  constructor() {
    this.#apply();
  }

  get choice(): ThemeChoice {
    return this.#choice.current;
  }

  set choice(choice: ThemeChoice) {
    if (choice === 'system') this.#choice.remove();
    else this.#choice.current = choice;
    this.#apply();
  }

  /** system → light → dark → system: one button cycles through. */
  next(): void {
    this.choice = THEMES[(THEMES.indexOf(this.choice) + 1) % THEMES.length]!;
  }

  #apply(): void {
    const root = globalThis.document?.documentElement;
    if (!root) return;
    if (this.choice === 'system') delete root.dataset.theme;
    else root.dataset.theme = this.choice;
    followThemeColor(root.ownerDocument, this.choice);
  }
}

/** Each theme-color tag's own colour, as index.html wrote it. */
const systemColours = new WeakMap<HTMLMetaElement, string>();

/**
 * The status bar's colour (`theme-color`) follows the app's theme, not only the system's:
 * index.html has one tag per system scheme; a chosen theme gives both tags its own colour,
 * 'system' gives each its own back. A tag is written only when its colour changes: each write
 * makes the browser take up the page's colours again, several milliseconds at 4x CPU in the
 * task that starts the app, where the system's theme (the usual case) changes nothing.
 */
function followThemeColor(document: Document, choice: ThemeChoice): void {
  const tags = Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'));
  for (const tag of tags) if (!systemColours.has(tag)) systemColours.set(tag, tag.content);
  const chosen = tags.find((tag) => tag.media.includes(choice));
  for (const tag of tags) {
    const colour = systemColours.get(chosen ?? tag)!;
    if (tag.content !== colour) tag.content = colour;
  }
}

export const theme = new Theme();
