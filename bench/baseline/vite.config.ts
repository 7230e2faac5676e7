import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';
import app from '../../vite.config';

/** The bench's baseline page, built with the app's own tools and settings. */
export default defineConfig({
  root: import.meta.dirname,
  // The same module resolution as the app (which Dexie build, for one).
  resolve: app.resolve,
  // Two pages: the game (figures b, c) and the statistics (figure g, stats.ts).
  build: {
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        stats: resolve(import.meta.dirname, 'stats.html'),
      },
    },
  },
  plugins: [
    svelte({ configFile: resolve(import.meta.dirname, '../../svelte.config.js') }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: { globPatterns: ['**/*.{js,css,html}'], navigateFallback: 'index.html' },
    }),
  ],
});
