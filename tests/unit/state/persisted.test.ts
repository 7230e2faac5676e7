import { afterEach, describe, expect, it, vi } from 'vitest';
import { Persisted } from '../../../src/lib/persisted.svelte';

type Shade = 'light' | 'dark' | 'system';
const isShade = (value: string): value is Shade => value === 'light' || value === 'dark';

/** A localStorage of its own for each test, counting its reads. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    reads: 0,
    getItem(key: string) {
      storage.reads++;
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { storage, items };
}

const refusing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Persisted', () => {
  it('without localStorage: the fallback, and a choice that holds for the visit', () => {
    vi.stubGlobal('localStorage', undefined);
    const shade = new Persisted<Shade>('spatz.test', 'system', isShade);
    expect(shade.current).toBe('system');
    shade.current = 'dark';
    expect(shade.current).toBe('dark');
    shade.remove();
    expect(shade.current).toBe('system');
  });

  it('with a localStorage that throws: the same, and nothing thrown', () => {
    vi.stubGlobal('localStorage', refusing);
    const shade = new Persisted<Shade>('spatz.test', 'system', isShade);
    expect(shade.current).toBe('system');
    expect(() => (shade.current = 'light')).not.toThrow();
    expect(shade.current).toBe('light');
    expect(() => shade.remove()).not.toThrow();
    expect(shade.current).toBe('system');
  });

  it('reads a stored value once, as the plain string it is', () => {
    const { storage } = memoryStorage({ 'spatz.test': 'dark' });
    vi.stubGlobal('localStorage', storage);
    const shade = new Persisted<Shade>('spatz.test', 'system', isShade);
    expect(shade.current).toBe('dark');
    expect(shade.current).toBe('dark');
    expect(storage.reads).toBe(1);
  });

  it('a stored value it does not accept counts as none', () => {
    vi.stubGlobal('localStorage', memoryStorage({ 'spatz.test': '"dark"' }).storage);
    expect(new Persisted<Shade>('spatz.test', 'system', isShade).current).toBe('system');
  });

  it('writes on set, and remove takes the key out of storage', () => {
    const { storage, items } = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const shade = new Persisted<Shade>('spatz.test', 'system', isShade);
    shade.current = 'light';
    expect(items.get('spatz.test')).toBe('light');
    expect(new Persisted<Shade>('spatz.test', 'system', isShade).current).toBe('light');
    shade.remove();
    expect(items.has('spatz.test')).toBe(false);
    expect(shade.current).toBe('system');
  });
});

describe('the settings kept on the device keep their keys and values', () => {
  it('theme, language and the last game read and write what earlier versions stored', async () => {
    const { storage, items } = memoryStorage({
      'spatz.theme': 'dark',
      'spatz.lang': 'en',
      'spatz.lastGame': 'game-1',
    });
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const { theme } = await import('../../../src/lib/state/theme.svelte');
    const { lastGameHint, rememberOpenGame } = await import('../../../src/lib/state/lastGame');
    const { i18n } = await import('../../../src/lib/i18n/index.svelte');
    await i18n.ready;

    expect(theme.choice).toBe('dark');
    expect(i18n.lang).toBe('en');
    expect(lastGameHint()).toBe('game-1');

    theme.choice = 'system';
    expect(items.has('spatz.theme')).toBe(false);
    i18n.lang = 'de';
    expect(items.get('spatz.lang')).toBe('de');
    rememberOpenGame('game-2');
    expect(items.get('spatz.lastGame')).toBe('game-2');
    expect(lastGameHint()).toBe('game-2');
  });
});
