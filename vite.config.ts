import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';
import { DATABASE_NAME, STATS_STORES } from './src/lib/db/schema';
import { startupLinks } from './scripts/startupImages';

/** Largest file the service worker precaches; tests/unit/build.test.ts holds the build to it. */
export const PRECACHE_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Colours of the two themes (src/theme.css: --accent light, --bg dark and light), for the
 * manifest and the theme-color meta tags in index.html.
 */
export const THEME = { light: '#1f4d36', dark: '#0f1311', background: '#f6f2e8' } as const;

export default defineConfig({
  // Every URL the build writes is relative (assets, manifest, icons, the worker), so the same
  // build works at a server's root and under a sub-path (https://example.org/spatz/).
  base: './',
  resolve: {
    alias: {
      // Dexie's package entry wraps its ES5 build for CommonJS interop; the modern ES module
      // build is the same library, smaller (the 60 KB gzip budget).
      dexie: fileURLToPath(new URL('node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)),
    },
  },
  plugins: [
    svelte(),
    {
      // index.html starts the cold start's open and statistics read before any code loads;
      // it names the database and the stores from the one definition of the schema.
      name: 'spatz-schema',
      transformIndexHtml: (html) =>
        html
          .replace('__SPATZ_DATABASE__', JSON.stringify(DATABASE_NAME))
          .replace('__SPATZ_STATS_STORES__', JSON.stringify(STATS_STORES)),
    },
    {
      // iOS's startup images, one per screen and theme (scripts/startupImages.ts).
      name: 'spatz-startup-images',
      transformIndexHtml: (html) => html.replace('<!-- startup images -->', startupLinks()),
    },
    VitePWA({
      // A new version waits until the person taps "update" (UpdatePrompt.svelte); it never
      // reloads the page by itself, least of all in the middle of a hand.
      registerType: 'prompt',
      // main.ts registers the worker itself, once the first screen has painted.
      injectRegister: false,
      // The icons are in globPatterns already; listing them twice only duplicates entries.
      includeManifestIcons: false,
      manifest: {
        id: './',
        name: 'Spatz – Tarock-Punkte',
        short_name: 'Spatz',
        description:
          'Punkte zählen beim Brixentaler Bauerntarock, Dobbm und Bayerischen Tarock – auch offline.',
        lang: 'de',
        dir: 'ltr',
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: THEME.light,
        background_color: THEME.background,
        // The dark theme's pair (Web App Manifest "user_preferences" incubation), so that an
        // installed app in dark mode does not open on a light splash screen.
        ...{
          user_preferences: {
            color_scheme_dark: { theme_color: THEME.dark, background_color: THEME.dark },
          },
        },
        categories: ['games', 'utilities'],
        // Long-press on the home-screen icon: the start screen's three ways in (its words).
        shortcuts: [
          { name: 'Neue Partie', url: './#/new' },
          { name: 'Partie fortsetzen', short_name: 'Fortsetzen', url: './#/continue' },
          { name: 'Vom anderen Handy empfangen', short_name: 'Empfangen', url: './#/scan' },
        ],
        // A game or backup file (FORMAT.md) opened from the file manager (launchQueue) or
        // shared from a chat (the worker takes the POST, src/swShareTarget.ts): both open in the
        // import preview (#/import), through the same checks as a file chosen in the settings.
        file_handlers: [{ action: './', accept: { 'application/json': ['.json'] } }],
        share_target: {
          action: './share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'file', accept: ['application/json', '.json'] }] },
        },
        // An app already open takes a launched file in its window (launchQueue), not a new one.
        launch_handler: { client_mode: 'focus-existing' },
        // The app itself at a phone's and a desktop's size (made from the real app at
        // 360×740 and 1280×800), for the richer install dialog.
        screenshots: [
          {
            src: 'screenshot-narrow.png',
            sizes: '360x740',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Spatz: eine laufende Partie',
          },
          {
            src: 'screenshot-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Spatz: eine laufende Partie',
          },
        ],
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // Our own worker (src/sw.ts) over Workbox's precache: a first install stores the shell
      // first and the rest once the page asks, so a reload offline works a moment after the
      // first visit; the plugin injects the precache manifest into it.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // Everything the app is made of, so that after one visit nothing leaves the device.
        // The QR decoder's wasm too (about 950 KB, under the limit): scanning works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json,wasm}'],
        // The manifest's screenshots (about 48 and 64 KB) are for the install dialog, which
        // is online anyway: not worth 112 KB of every phone's first visit.
        globIgnores: [
          '**/node_modules/**/*',
          'sw.js',
          'workbox-*.js',
          'screenshot-*.png',
          // iOS reads its startup image when the app is added to the home screen.
          'apple-splash-*.png',
        ],
        // (manifest.webmanifest is added by the plugin itself.)
        maximumFileSizeToCacheInBytes: PRECACHE_LIMIT_BYTES,
      },
    }),
  ],
  // The QR decoder's worker (src/lib/scan/zxing.worker.ts) is a module worker.
  worker: { format: 'es' },
  build: {
    // A <link rel="modulepreload"> per import of a lazy chunk only for the statistics and the
    // season: opened straight from a bookmark or a reload, they fold every stored evening, and
    // their imports come in three levels (the screen, the statistics, the rules they share with
    // other screens), each level one more round trip before the table can show, while
    // index.html has the statistics' read under way. The other screens get none: each link
    // inserted cost about 5 ms at 4x CPU, and the screens the shell loads in the background
    // once the first has painted (App.svelte) inserted dozens, in tasks of 200-300 ms on the
    // game screen and the desk (Lighthouse, mobile; a CPU profile). The service worker holds
    // every file, so their imports come from it at once, a level at a time. (The CSS links stay.)
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/\/(Stats|Season)-[\w-]+\.js$/.test(file) ? deps : []),
    },
    rolldownOptions: {
      output: {
        // A shared chunk is named after one of its modules: the one with Dexie and the database
        // code was "backupFile" (read as the backup's code, loading on every screen). It is the
        // database, which every screen reads and writes through once the first has painted
        // (src/lib/state/coldStart.ts), and is called so.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/dexie/'))
            ? 'assets/database-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Everything a cold start needs before the totals show (index.html's own imports:
          // the shell, the start and game screens, the plain first read) as one file: on a
          // slow phone each further file costs a request and a module of its own.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
