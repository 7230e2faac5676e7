/**
 * The settings a backup carries: only keys the app knows, each with a value
 * it can use. Anything else in a file (an unknown key, a value of 1 MB) is
 * ignored on import and never exported again, so what an import does not
 * show in its preview it does not store. Device settings (collect.ts) are
 * never carried at all.
 */
import type { SettingRow } from './types';

/** Each shared key with the values it may hold (state/theme.svelte.ts, i18n: the same choices). */
const SHARED_SETTINGS: Readonly<Record<string, readonly unknown[]>> = {
  theme: ['system', 'light', 'dark'],
  lang: ['de', 'en'],
};

/** A setting the app knows, with a valid value. */
export function isSharedSetting(setting: SettingRow): boolean {
  const allowed = Object.hasOwn(SHARED_SETTINGS, setting.key)
    ? SHARED_SETTINGS[setting.key]
    : undefined;
  return allowed !== undefined && allowed.includes(setting.value);
}
