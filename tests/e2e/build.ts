import { createHash } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = resolve(ROOT, 'dist');

/** Builds the app with the project's own vite.config.ts into `outDir` (another release: `releaseOf`). */
export async function buildApp(outDir: string): Promise<string> {
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
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/**
 * Another release of a built app, made from `dist` without building again: a copy whose
 * index.html carries `<meta name="spatz-build" content=LABEL>`, and whose sw.js precaches
 * that index.html under its new revision (Workbox's revision is the file's MD5). That is
 * all two releases that change one page differ in: a new sw.js the browser's update
 * check sees.
 */
export async function releaseOf(dist: string, outDir: string, label: string): Promise<string> {
  await cp(dist, outDir, { recursive: true });
  const indexPath = resolve(outDir, 'index.html');
  const before = await readFile(indexPath);
  const html = before
    .toString('utf8')
    .replace('<head>', `<head>\n    <meta name="spatz-build" content="${label}">`);
  if (!html.includes(`content="${label}"`)) throw new Error('index.html has no <head>');
  await writeFile(indexPath, html);
  const swPath = resolve(outDir, 'sw.js');
  const sw = await readFile(swPath, 'utf8');
  const oldRevision = md5(before);
  if (!sw.includes(oldRevision)) throw new Error("sw.js does not precache index.html's revision");
  await writeFile(swPath, sw.replace(oldRevision, md5(Buffer.from(html))));
  return outDir;
}

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');
