/**
 * iOS shows an installed web app's startup image (`apple-touch-startup-image`) while it
 * opens, else a white screen, in dark mode too. iOS picks the image whose media query matches
 * the device exactly, so there is one per common screen (portrait, CSS size and pixel ratio),
 * in each theme. scripts/icons.ts draws them into public/; vite.config.ts writes their tags
 * into index.html. They are not precached: iOS reads them when the app is added.
 */
export interface StartupScreen {
  /** CSS pixels, portrait. */
  width: number;
  height: number;
  ratio: number;
}

export const STARTUP_SCREENS: readonly StartupScreen[] = [
  { width: 375, height: 667, ratio: 2 }, // iPhone SE (2nd and 3rd), 8
  { width: 414, height: 736, ratio: 3 }, // iPhone 8 Plus
  { width: 375, height: 812, ratio: 3 }, // iPhone X, XS, 11 Pro, 12 mini, 13 mini
  { width: 414, height: 896, ratio: 2 }, // iPhone XR, 11
  { width: 414, height: 896, ratio: 3 }, // iPhone XS Max, 11 Pro Max
  { width: 390, height: 844, ratio: 3 }, // iPhone 12, 13, 14
  { width: 428, height: 926, ratio: 3 }, // iPhone 12 and 13 Pro Max, 14 Plus
  { width: 393, height: 852, ratio: 3 }, // iPhone 14 Pro, 15, 15 Pro, 16
  { width: 430, height: 932, ratio: 3 }, // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
  { width: 402, height: 874, ratio: 3 }, // iPhone 16 Pro
  { width: 440, height: 956, ratio: 3 }, // iPhone 16 Pro Max
  { width: 810, height: 1080, ratio: 2 }, // iPad 10.2"
  { width: 820, height: 1180, ratio: 2 }, // iPad Air, iPad 10.9"
  { width: 834, height: 1194, ratio: 2 }, // iPad Pro 11"
  { width: 1024, height: 1366, ratio: 2 }, // iPad Pro 12.9"
];

export const STARTUP_THEMES = ['light', 'dark'] as const;
export type StartupTheme = (typeof STARTUP_THEMES)[number];

/** The file in public/: device pixels and the theme. */
export function startupFile(screen: StartupScreen, theme: StartupTheme): string {
  return `apple-splash-${screen.width * screen.ratio}x${screen.height * screen.ratio}-${theme}.png`;
}

/** index.html's tags, one per screen and theme, relative like every other URL there. */
export function startupLinks(): string {
  const tags: string[] = [];
  for (const screen of STARTUP_SCREENS) {
    for (const theme of STARTUP_THEMES) {
      const media =
        `(device-width: ${screen.width}px) and (device-height: ${screen.height}px)` +
        ` and (-webkit-device-pixel-ratio: ${screen.ratio}) and (orientation: portrait)` +
        ` and (prefers-color-scheme: ${theme})`;
      tags.push(
        `<link rel="apple-touch-startup-image" media="${media}" href="./${startupFile(screen, theme)}" />`,
      );
    }
  }
  return tags.join('\n    ');
}
