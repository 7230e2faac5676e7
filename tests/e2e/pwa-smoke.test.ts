import { expect, test } from 'vitest';
import { launch, screenshot } from './harness';

test('the built app opens in headless Chromium at phone size, in German', async () => {
  const { page, baseURL, close } = await launch();
  try {
    await page.goto(baseURL + '/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Spatz');
    await screenshot(page, 'smoke');
  } finally {
    await close();
  }
});
