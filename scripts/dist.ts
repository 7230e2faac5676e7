/**
 * Reading a built app folder (`dist/`): what index.html loads before any dynamic import,
 * what the service worker precaches, and sizes in gzip bytes. Shared by
 * tests/e2e/dist.test.ts and scripts/bench.ts so both measure the same thing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every file under `dir`, as paths relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The URLs of the precache manifest that vite-plugin-pwa (injectManifest) writes into sw.js
 * in place of `self.__WB_MANIFEST`: a JSON list of `{"revision", "url"}`.
 */
export function precacheUrls(swSource: string): string[] {
  const list = /\[\{"revision":[\s\S]*?\}\]/.exec(swSource)?.[0];
  if (!list) throw new Error('sw.js has no precache manifest');
  return (JSON.parse(list) as { url: string }[]).map((entry) => entry.url);
}

export interface HtmlRefs {
  /** `<script type="module" src>` entries. */
  scripts: string[];
  /** `<link rel="modulepreload">`: static chunks the entry needs at once. */
  preloads: string[];
  styles: string[];
  /** Every other local `href`/`src` (icons, manifest). */
  others: string[];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];
}

/** Local files index.html refers to, as dist-relative paths. */
export function htmlRefs(html: string): HtmlRefs {
  const refs: HtmlRefs = { scripts: [], preloads: [], styles: [], others: [] };
  const local = (url: string | undefined): string | undefined =>
    url === undefined || /^[a-z]+:|^\/\//i.test(url) ? undefined : url.replace(/^\.?\//, '');
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const url = local(attr(tag, 'src') ?? attr(tag, 'href'));
    if (url === undefined) continue;
    if (tag.toLowerCase().startsWith('<script')) refs.scripts.push(url);
    else if (rel === 'modulepreload') refs.preloads.push(url);
    else if (rel === 'stylesheet') refs.styles.push(url);
    else refs.others.push(url);
  }
  return refs;
}

/** Static `import ... from "./x.js"` of a built chunk (not `import("./x.js")`). */
export function staticImports(code: string): string[] {
  const found = code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
  );
  return [...found].map((match) => match[1]!);
}

/**
 * The JS and CSS the browser must fetch before the app can run: index.html's scripts,
 * module preloads and stylesheets, and whatever those scripts import statically.
 */
export async function initialAssets(dir: string): Promise<string[]> {
  const refs = htmlRefs(await readFile(join(dir, 'index.html'), 'utf8'));
  const seen = new Set<string>(refs.styles);
  const queue = [...refs.scripts, ...refs.preloads];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = await readFile(join(dir, file), 'utf8');
    for (const spec of staticImports(code)) {
      if (spec.startsWith('.')) queue.push(posix.normalize(posix.join(posix.dirname(file), spec)));
    }
  }
  return [...seen].sort();
}

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export interface SizedFile {
  file: string;
  bytes: number;
  gzip: number;
}

/** Initial JS + CSS, each file and the total, in gzip bytes. */
export async function initialSize(dir: string): Promise<{ files: SizedFile[]; gzip: number }> {
  const files: SizedFile[] = [];
  for (const file of await initialAssets(dir)) {
    const content = await readFile(join(dir, file));
    files.push({ file, bytes: content.length, gzip: gzipBytes(content) });
  }
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}
