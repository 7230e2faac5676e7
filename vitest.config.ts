import { configDefaults, defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

/** The unit files that drive storage and the state classes: they run after tests/unit/setup.ts. */
const STORAGE = [
  'tests/unit/db/**/*.test.ts',
  'tests/unit/state/**/*.test.ts',
  'tests/unit/settle/**/*.test.ts',
];

export default defineConfig({
  plugins: [svelte()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Pure code (rules, stats, share, files, tournament, view, words): no setup file, so
          // no file here waits for the database code and every language to load first.
          name: 'unit',
          environment: 'node',
          // Worker threads, not processes: a file starts in less time and CPU (measured on this
          // machine under load: 50 s user+sys for both unit projects against 60 s with forks).
          pool: 'threads',
          // The unit files first, on both cores; then the browser tests on a machine that runs
          // nothing else (their timings assume one browser and nothing beside it).
          sequence: { groupOrder: 0 },
          // Property tests take seconds on a loaded 2-core machine; the 5 s default failed them
          // for time alone. A hang still fails.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...STORAGE],
        },
      },
      {
        extends: true,
        test: {
          // Storage and the state classes over fake-indexeddb, as the app runs them.
          name: 'unit-storage',
          environment: 'node',
          pool: 'threads',
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          include: STORAGE,
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
