import { expect, test } from 'vitest';
import { launch, screenshot } from './harness';
import { appMounted } from './pwa';

test('the harness opens the built app at phone size, in German, light by default', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(`${baseURL}/`);
    expect(await appMounted(page)).toBe(true);
    expect(
      await page.evaluate(() => ({
        language: navigator.language,
        width: innerWidth,
        height: innerHeight,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
      })),
    ).toEqual({ language: 'de-DE', width: 360, height: 740, dark: false });
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      './manifest.webmanifest',
    );
    await screenshot(page, 'pwa-start-light');
  } finally {
    await close();
  }
});

test('the harness can ask for English and the dark theme', async () => {
  const { page, baseURL, close } = await launch({ locale: 'en-GB', colorScheme: 'dark' });
  try {
    await page.goto(`${baseURL}/`);
    expect(await appMounted(page)).toBe(true);
    expect(await page.evaluate(() => navigator.language)).toBe('en-GB');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      true,
    );
    await screenshot(page, 'pwa-start-dark');
  } finally {
    await close();
  }
});
