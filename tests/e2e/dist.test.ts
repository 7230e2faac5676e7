import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { gzipBytes, htmlRefs, initialSize, listFiles, precacheUrls } from '../../scripts/dist';
import { PRECACHE_LIMIT_BYTES, THEME } from '../../vite.config';
import { messages as germanLater } from '../../src/lib/i18n/de/later';
import { messages as germanFirst } from '../../src/lib/i18n/de';

/** Initial JS + CSS, gzip, at most 60 KB. */
const INITIAL_BUDGET_BYTES = 60 * 1024;

/** Files the service worker itself is made of: fetched by the browser, never precached. */
const SERVICE_WORKER_FILES = /^(sw\.js|workbox-[\w-]+\.js)$/;
/** iOS's startup images: read when the app is added to the home screen, not offline. */
const STARTUP_IMAGE = /^apple-splash-\d+x\d+-(light|dark)\.png$/;

let dist: string;
let files: string[];
let precache: string[];
let html: string;

beforeAll(async () => {
  // The one build every browser test runs against (global-setup.ts): what ships is checked.
  dist = inject('distDir');
  files = await listFiles(dist);
  precache = precacheUrls(await readFile(join(dist, 'sw.js'), 'utf8'));
  html = await readFile(join(dist, 'index.html'), 'utf8');
});

describe('the built app (dist/)', () => {
  test('has a service worker with a precache manifest that includes index.html', () => {
    expect(files).toContain('sw.js');
    expect(precache).toContain('index.html');
    expect(new Set(precache).size).toBe(precache.length);
  });

  test('precaches every file the app needs, so nothing is fetched after the first visit', () => {
    // Not for the app offline: the crawlers' robots.txt and the install dialog's screenshots.
    const needed = files.filter(
      (file) =>
        !SERVICE_WORKER_FILES.test(file) &&
        !STARTUP_IMAGE.test(file) &&
        !/^(robots\.txt|screenshot-\w+\.png)$/.test(file),
    );
    expect(needed.filter((file) => !precache.includes(file))).toEqual([]);
    expect(precache.filter((url) => !files.includes(url))).toEqual([]);
  });

  test('precaches everything index.html loads, and all of it exists', () => {
    const refs = htmlRefs(html);
    const loaded = [...refs.scripts, ...refs.preloads, ...refs.styles, ...refs.others].filter(
      (file) => !STARTUP_IMAGE.test(file),
    );
    expect(loaded).toContain('manifest.webmanifest');
    expect(loaded.filter((file) => !files.includes(file))).toEqual([]);
    expect(loaded.filter((file) => !precache.includes(file))).toEqual([]);
  });

  test('has no file above the precache size limit (Workbox would leave it out silently)', async () => {
    const sizes = await Promise.all(
      files.map(async (file) => ({ file, bytes: (await stat(join(dist, file))).size })),
    );
    expect(sizes.filter(({ bytes }) => bytes > PRECACHE_LIMIT_BYTES)).toEqual([]);
  });

  test('precaches the QR decoder (its worker and wasm), so scanning works offline after one visit', async () => {
    const wasm = precache.filter((url) => /^assets\/zxing_reader-[\w-]+\.wasm$/.test(url));
    const worker = precache.filter((url) => /^assets\/zxing\.worker-[\w-]+\.js$/.test(url));
    expect(wasm).toHaveLength(1);
    expect(worker).toHaveLength(1);
    // The worker asks for the wasm it was built with, beside itself on this origin (not
    // zxing-wasm's CDN): a URL relative to the worker's own, as every URL of the build.
    const code = await readFile(join(dist, worker[0]!), 'utf8');
    expect(code).toContain(`new URL(\`${wasm[0]!.replace(/^assets\//, '')}\`,import.meta.url)`);
    // ...and the wasm really is the decoder (not a stub): about 950 KB.
    expect((await stat(join(dist, wasm[0]!))).size).toBeGreaterThan(500_000);
    // None of the scanner, the QR encoder (uqr) or the share codec is in the first load:
    // they come with the screens that show or read codes. (uqr's message for text outside
    // the alphanumeric set, the codec's frame prefix.)
    const initial = await initialSize(dist);
    const withScanner: string[] = [];
    const sharing = /zxing|BarcodeDetector|unencodable characters in alphanumeric|SPATZ:/;
    for (const { file } of initial.files) {
      if (sharing.test(await readFile(join(dist, file), 'utf8'))) withScanner.push(file);
    }
    expect(withScanner).toEqual([]);
    // ...and they are there, in chunks of their own (so the test above can fail).
    const all = await readdir(join(dist, 'assets'));
    const lazy: string[] = [];
    for (const file of all.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(join(dist, 'assets', file), 'utf8');
      if (/unencodable characters in alphanumeric/.test(code)) lazy.push('uqr');
      if (/SPATZ:/.test(code)) lazy.push('codec');
    }
    expect(lazy).toEqual(expect.arrayContaining(['uqr', 'codec']));
  });

  test('loads nothing from another host (no CDN, fonts or analytics) in its HTML, CSS or manifest', async () => {
    // JS is checked in the browser (pwa-offline.test.ts watches every request), since
    // libraries carry links in their error messages that are never fetched.
    const texts = files.filter((file) => /\.(html|css|webmanifest)$/.test(file));
    const outside: string[] = [];
    for (const file of texts) {
      const text = (await readFile(join(dist, file), 'utf8')).replace(
        /http:\/\/www\.w3\.org\//g,
        '',
      );
      for (const [url] of text.matchAll(/(?:https?:)?\/\/[a-z0-9-]+\.[a-z0-9.-]+[^\s"'`)]*/gi)) {
        outside.push(`${file}: ${url}`);
      }
    }
    expect(texts).toContain('index.html');
    expect(outside).toEqual([]);
  });

  test(`loads at most ${INITIAL_BUDGET_BYTES / 1024} KB of JS + CSS (gzip) before any dynamic import`, async () => {
    const initial = await initialSize(dist);
    expect(initial.files.length).toBeGreaterThan(0);
    expect(initial.files.some(({ file }) => file.includes('UpdatePrompt'))).toBe(false);
    const breakdown = initial.files.map(({ file, gzip }) => `${file} ${gzip} B`).join(', ');
    expect(initial.gzip, `initial gzip: ${breakdown}`).toBeLessThanOrEqual(INITIAL_BUDGET_BYTES);
    expect(gzipBytes('x'.repeat(1000))).toBeLessThan(1000);
  });

  test('the first load shows no German word it does not carry (the rest comes with later screens)', async () => {
    // i18n: the first screens' German words come with the app, the rest (de/later.ts) once a
    // later screen or part loads. A key of the rest named in first-load code would show as
    // the key on a cold start: code names keys as quoted strings (`t('key')`), while the
    // packs' own object keys are bare, so a quoted key of the rest means a use.
    const initial = await initialSize(dist);
    const code = (
      await Promise.all(initial.files.map(({ file }) => readFile(join(dist, file), 'utf8')))
    ).join('\n');
    const keys = Object.keys(germanLater);
    const used = keys.filter((key) => new RegExp(`["'\`]${key}["'\`]`).test(code));
    expect(keys.length).toBeGreaterThan(100);
    expect(used).toEqual([]);
    // ...and the first screens' words are there (so the search above can find keys).
    expect(code).toContain(germanFirst.tagline);
    expect(code).toMatch(/["'`]tagline["'`]/);
  });

  test('the first load has no Dexie: a cold start paints from a plain IndexedDB read first', async () => {
    // src/lib/db/lazy.ts: Dexie is most of the app's JavaScript and loads after the first screen.
    const initial = await initialSize(dist);
    const withDexie: string[] = [];
    for (const { file } of initial.files) {
      if ((await readFile(join(dist, file), 'utf8')).includes('DatabaseClosedError')) {
        withDexie.push(file);
      }
    }
    expect(withDexie).toEqual([]);
    // ...and it is in the build (the marker string is a real one).
    const all = await Promise.all(
      files.filter((f) => f.endsWith('.js')).map((f) => readFile(join(dist, f), 'utf8')),
    );
    expect(all.some((code) => code.includes('DatabaseClosedError'))).toBe(true);
  });

  test("index.html's early open names the app's database and the statistics' tables", () => {
    // Filled in at build time from src/lib/db/schema.ts: no placeholder may ship.
    expect(html).toContain('indexedDB.open("spatz")');
    expect(html).toContain('var stores = ["sessions","games","hands","players"];');
    expect(html).not.toContain('__SPATZ_');
  });
});

describe('installation', () => {
  test('the manifest has what installing the app needs', async () => {
    const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Spatz'),
      short_name: 'Spatz',
      description: expect.stringContaining('Tarock'),
      lang: 'de',
      start_url: './',
      scope: './',
      display: 'standalone',
      theme_color: THEME.light,
      background_color: THEME.background,
    });
    const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      expect(await pngSize(join(dist, icon!.src))).toEqual([size, size]);
      expect(precache).toContain(icon!.src);
    }
  });

  test('the manifest shows the app at a phone and a desktop size, and has a dark pair', async () => {
    const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8'));
    const shots: { src: string; sizes: string; form_factor: string }[] = manifest.screenshots;
    for (const [factor, width, height] of [
      ['narrow', 360, 740],
      ['wide', 1280, 800],
    ] as const) {
      const shot = shots.find((s) => s.form_factor === factor);
      expect(shot?.sizes).toBe(`${width}x${height}`);
      expect(await pngSize(join(dist, shot!.src))).toEqual([width, height]);
    }
    expect(manifest.user_preferences.color_scheme_dark).toEqual({
      theme_color: THEME.dark,
      background_color: THEME.dark,
    });
    // A real robots.txt, not the app's index.html answering for it.
    expect(await readFile(join(dist, 'robots.txt'), 'utf8')).toMatch(/^User-agent: \*$/m);
  });

  test('index.html has the iOS icon and meta tags and a theme colour for each theme', async () => {
    const touch = /<link rel="apple-touch-icon" href="(?:\.\/)?([^"]+)"/.exec(html)?.[1];
    expect(touch).toBe('apple-touch-icon.png');
    expect(await pngSize(join(dist, touch!))).toEqual([180, 180]);
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes"');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Spatz"');
    expect(html).toMatch(
      /name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)"/,
    );
    expect(html).toMatch(
      /name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)"/,
    );
    expect(html).toContain(`content="${THEME.dark}" media="(prefers-color-scheme: dark)"`);
  });

  test('iOS has a startup image for each common screen in each theme, drawn at its size', async () => {
    const tags = [
      ...html.matchAll(/<link rel="apple-touch-startup-image" media="([^"]+)" href="\.\/([^"]+)"/g),
    ];
    // iPhones from the SE to the 16 Pro Max and four iPads, light and dark.
    expect(tags.length).toBeGreaterThanOrEqual(2 * 12);
    for (const [, media, file] of tags) {
      const width = Number(/device-width: (\d+)px/.exec(media!)?.[1]);
      const height = Number(/device-height: (\d+)px/.exec(media!)?.[1]);
      const ratio = Number(/pixel-ratio: (\d+)/.exec(media!)?.[1]);
      expect(await pngSize(join(dist, file!)), file).toEqual([width * ratio, height * ratio]);
      expect(media).toMatch(/\(prefers-color-scheme: (light|dark)\)$/);
    }
    const themes = tags.map(([, media]) => /(light|dark)\)$/.exec(media!)?.[1]);
    expect(themes.filter((theme) => theme === 'dark').length).toBe(tags.length / 2);
  });

  test('the manifest has the shortcuts, and takes .json files opened with or shared to the app', async () => {
    const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8'));
    const urls = (manifest.shortcuts as { url: string }[]).map((shortcut) => shortcut.url);
    expect(urls).toEqual(['./#/new', './#/continue', './#/scan']);
    expect(manifest.file_handlers).toEqual([
      { action: './', accept: { 'application/json': ['.json'] } },
    ]);
    expect(manifest.share_target).toMatchObject({ action: './share-target', method: 'POST' });
    expect(manifest.share_target.enctype).toBe('multipart/form-data');
    // Every URL relative, so the app works under a sub-path.
    expect(html).not.toMatch(/(href|src)="\/(?!\/)/);
  });
});

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(path: string): Promise<[number, number]> {
  const png = await readFile(path);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
