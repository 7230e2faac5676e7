/**
 * Draws the app's icons, and iOS's startup images (scripts/startupImages.ts: the icon on
 * the theme's background), from scripts/icons/spatz.svg with headless Chromium
 * (the same browser the tests use), so no image tool is needed:
 *   npx tsx scripts/icons.ts
 * The PNGs are committed; run this again only when the SVG changes.
 */
import { copyFile, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, assertChromium } from '../tests/e2e/chromium';
import { THEME } from '../vite.config';
import { STARTUP_SCREENS, STARTUP_THEMES, startupFile } from './startupImages';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = resolve(ROOT, 'scripts/icons/spatz.svg');
const PUBLIC = resolve(ROOT, 'public');

interface Icon {
  file: string;
  size: number;
  /** Square full-bleed background: the platform (Android mask, iOS) rounds the corners itself. */
  square: boolean;
  /** Shrinks the motif into the maskable safe zone (a circle of 40% of the size). */
  scale: number;
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, square: false, scale: 1 },
  { file: 'icon-512.png', size: 512, square: false, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, square: true, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, square: true, scale: 0.9 },
];

function variant(svg: string, icon: Icon): string {
  let out = svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
  if (icon.square) out = out.replace('rx="112" ', '');
  if (icon.scale !== 1) {
    const shift = (512 * (1 - icon.scale)) / 2;
    out = out.replace(
      '<g id="motif">',
      `<g id="motif" transform="translate(${shift} ${shift}) scale(${icon.scale})">`,
    );
  }
  return out;
}

async function main(): Promise<void> {
  assertChromium();
  const svg = await readFile(SOURCE, 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(
        `<body style="margin:0;background:transparent">${variant(svg, icon)}</body>`,
      );
      await page.screenshot({ path: resolve(PUBLIC, icon.file), omitBackground: !icon.square });
      await page.close();
      console.log(`public/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
  await startupImages(svg);
  await copyFile(SOURCE, resolve(PUBLIC, 'favicon.svg'));
  console.log('public/favicon.svg');
}

/** The icon, a quarter of the shorter side, in the middle of the theme's background. */
async function startupImages(svg: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const background = { light: THEME.background, dark: THEME.dark };
  try {
    for (const screen of STARTUP_SCREENS) {
      for (const theme of STARTUP_THEMES) {
        const page = await browser.newPage({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: screen.ratio,
        });
        const size = Math.round(Math.min(screen.width, screen.height) / 4);
        const icon = variant(svg, { file: '', size, square: false, scale: 1 });
        await page.setContent(
          `<body style="margin:0;height:100vh;display:grid;place-items:center;background:${background[theme]}">${icon}</body>`,
        );
        const file = startupFile(screen, theme);
        await page.screenshot({ path: resolve(PUBLIC, file) });
        await page.close();
        console.log(`public/${file}`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
