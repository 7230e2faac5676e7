import type { TestProject } from 'vitest/node';
import { buildApp, DIST } from './build';
import { serveStatic } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served, e.g. `http://127.0.0.1:41234` (no trailing slash). */
    baseURL: string;
    /** The built app's folder (`dist/`), for tests that serve it themselves. */
    distDir: string;
  }
}

/** Builds the app once for every browser test and serves it on a free port of 127.0.0.1. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildApp(DIST);
  const server = await serveStatic(DIST);
  project.provide('baseURL', server.url);
  project.provide('distDir', DIST);
  return () => server.close();
}
