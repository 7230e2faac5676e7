import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  plugins: [svelte()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The unit files first, on both cores; then the browser tests on a machine that runs
          // nothing else (their timings assume one browser and nothing beside it).
          sequence: { groupOrder: 0 },
          // Property tests and 60,000-hand cases take 2-6 s on a loaded 2-core machine; the
          // 5 s default failed them for time alone. A hang still fails.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts'],
          // The language pack loads asynchronously in the app too; tests start once it is in.
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium against the built app (tests/e2e/global-setup.ts builds and serves it).
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          // One browser at a time: two cores, and tests that stop servers or go offline.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // No retry: a browser test that fails is fixed or split, never run again until green.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
