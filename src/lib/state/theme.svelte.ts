export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];
const STORAGE_KEY = 'spatz.theme';

function stored(): ThemeChoice {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (value === 'light' || value === 'dark') return value;
  } catch {
    // Storage blocked: follow the system.
  }
  return 'system';
}

/**
 * Light or dark, following the system unless the person chose one. Kept in
 * localStorage (read synchronously before the first paint, so the page never
 * flashes the wrong colours in a dark pub); CSS does the rest through
 * `data-theme` on <html>.
 */
class Theme {
  #choice = $state<ThemeChoice>(stored());

  constructor() {
    this.#apply();
  }

  get choice(): ThemeChoice {
    return this.#choice;
  }

  set choice(choice: ThemeChoice) {
    this.#choice = choice;
    try {
      if (choice === 'system') globalThis.localStorage?.removeItem(STORAGE_KEY);
      else globalThis.localStorage?.setItem(STORAGE_KEY, choice);
    } catch {
      // Not persisted; holds for this visit.
    }
    this.#apply();
  }

  /** system → light → dark → system: one button cycles through. */
  next(): void {
    this.choice = THEMES[(THEMES.indexOf(this.#choice) + 1) % THEMES.length]!;
  }

  #apply(): void {
    const root = globalThis.document?.documentElement;
    if (!root) return;
    if (this.#choice === 'system') delete root.dataset.theme;
    else root.dataset.theme = this.#choice;
  }
}

export const theme = new Theme();
