import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = resolve(ROOT, 'dist');

/**
 * Builds the app with the project's own vite.config.ts into `outDir`.
 * `label` marks a build (a `<meta name="spatz-build">` in index.html), so that two
 * builds differ the way two releases do: a new index.html revision, hence a new sw.js.
 */
export async function buildApp(outDir: string, label?: string): Promise<string> {
  const plugins: Plugin[] = [];
  if (label !== undefined) {
    plugins.push({
      name: 'spatz-build-label',
      transformIndexHtml: () => [
        { tag: 'meta', attrs: { name: 'spatz-build', content: label }, injectTo: 'head' },
      ],
    });
  }
  // Inside Vitest NODE_ENV is "test", which would give a development build (Svelte dev
  // mode, Workbox's logging service worker); the tests must see what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins,
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}
