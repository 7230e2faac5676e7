import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    svelte(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Spatz – Bauerntarock',
        short_name: 'Spatz',
        start_url: '.',
        scope: '.',
        display: 'standalone',
        theme_color: '#1f3a2e',
        background_color: '#f7f3ea',
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
      },
    }),
  ],
  preview: { port: 4173, strictPort: true },
});
