import type { TestProject } from 'vitest/node';
import { buildApp, DIST } from './build';
import { launchServer } from './chromium';
import { serveStatic } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served, e.g. `http://127.0.0.1:41234` (no trailing slash). */
    baseURL: string;
    /** The built app's folder (`dist/`), for tests that serve it themselves. */
    distDir: string;
    /** The run's one Chromium (tests/e2e/chromium.ts connects each test file to it). */
    chromiumEndpoint: string;
  }
}

/**
 * Builds the app once for every browser test, serves it on a free port of 127.0.0.1 and
 * starts the one Chromium that every test file connects to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildApp(DIST);
  const server = await serveStatic(DIST);
  const browser = await launchServer();
  project.provide('baseURL', server.url);
  project.provide('distDir', DIST);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
