/** Messages of settings, backup, import and export. */
export const en = {
  settings: 'Settings',
} as const;

export const de: Record<keyof typeof en, string> = {
  settings: 'Einstellungen',
};
