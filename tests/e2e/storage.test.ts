/**
 * Storage in a real Chromium, where fake-indexeddb cannot stand in: the data
 * survives a reload and a closed browser; a second tab that upgrades the
 * database makes the first one close and say so instead of blocking it; a
 * database newer than the code is only read; a lost connection is reopened.
 * src/lib/db is bundled on its own and driven through `window.spatz`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { serveStatic, type StaticServer } from './server';
import { SCHEMA_VERSION } from '../../src/lib/db/database';

const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spatz-db-'));
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: dir,
      emptyOutDir: false,
      minify: false,
      lib: {
        entry: resolve(ROOT, 'src/lib/db/index.ts'),
        formats: ['es'],
        fileName: () => 'db.js',
      },
    },
  });
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>db</title><script type="module">
      import * as spatz from './db.js';
      window.spatz = spatz;
      window.statuses = [];
      spatz.onDatabaseStatus((s) => window.statuses.push(s));
      window.ready = true;
    </script>`,
  );
  server = await serveStatic(dir);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

type Spatz = typeof import('../../src/lib/db');
declare global {
  interface Window {
    spatz: Spatz;
    statuses: string[];
    ready: boolean;
  }
}

async function open(page: Page): Promise<void> {
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => window.ready === true);
}

/** Starts a game and records two hands; answers the game's id. */
function enterGame(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { startGame, appendHand } = window.spatz;
    const game = await startGame({
      variant: 'bauerntarock',
      players: ['Anna', 'Bert', 'Chris'],
      firstDealer: 0,
      houseRules: {},
    });
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    for (const declarer of [1, 2]) {
      const hand = {
        kind: 'played',
        declarer,
        contract: 'sumpern',
        announced: 61,
        doublings: 0,
        declarerTricks: 'some',
        declarerPoints: 70,
      } as const;
      const saved = await appendHand(game.value.id, hand);
      if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    }
    await window.spatz.saveDraft(game.value.id, { declarer: 0, points: '4' });
    return game.value.id;
  });
}

function handsOf(page: Page, gameId: string): Promise<number | undefined> {
  return page.evaluate(async (id) => (await window.spatz.loadGame(id))?.game.hands.length, gameId);
}

describe('storage in Chromium', () => {
  it('keeps a game and its draft through a reload and a closed browser', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'spatz-profile-'));
    try {
      // A process of its own: a persistent profile, reopened after a browser restart.
      let launched = await launchChromium(server.url, { userDataDir: profile });
      await open(launched.page);
      const gameId = await enterGame(launched.page);
      await launched.page.reload();
      await launched.page.waitForFunction(() => window.ready === true);
      expect(await handsOf(launched.page, gameId)).toBe(2);
      await launched.close();

      launched = await launchChromium(server.url, { userDataDir: profile });
      await open(launched.page);
      expect(await handsOf(launched.page, gameId)).toBe(2);
      expect(
        await launched.page.evaluate(async (id) => window.spatz.loadDraft(id), gameId),
      ).toEqual({ declarer: 0, points: '4' });
      expect((await launched.page.evaluate(() => window.spatz.latestOpenGame()))?.id).toBe(gameId);
      await launched.close();
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('closes an old tab when another upgrades the database, and that tab then only refuses writes', async () => {
    const launched = await launchChromium(server.url);
    try {
      const { page, context } = launched;
      await open(page);
      const gameId = await enterGame(page);
      // The "new version" in a second tab: the same database at the schema version after
      // this code's (Dexie stores version n as n × 10).
      const other = await context.newPage();
      await open(other);
      const upgraded = await other.evaluate(async (version) => {
        const name = 'spatz';
        const request = indexedDB.open(name, (version + 1) * 10);
        return new Promise<string>((done) => {
          request.onupgradeneeded = () => request.result.createObjectStore('extra');
          request.onsuccess = () => {
            request.result.close();
            done('upgraded');
          };
          request.onblocked = () => done('blocked');
        });
      }, SCHEMA_VERSION);
      expect(upgraded).toBe('upgraded');
      expect(await page.evaluate(() => window.statuses)).toContain('outdated');
      const write = await page.evaluate(async (id) => window.spatz.recordRedeal(id), gameId);
      expect(write).toEqual({ ok: false, error: { kind: 'readOnly' } });

      // A fresh load of the old code on the newer database: reads work, writes are refused.
      await page.reload();
      await page.waitForFunction(() => window.ready === true);
      expect(await handsOf(page, gameId)).toBe(2);
      expect(await page.evaluate(async (id) => window.spatz.recordRedeal(id), gameId)).toEqual({
        ok: false,
        error: { kind: 'readOnly' },
      });
      expect(await page.evaluate(() => window.statuses)).toEqual(['open', 'readOnly']);
      expect(await handsOf(page, gameId)).toBe(2);
    } finally {
      await launched.close();
    }
  });

  it('reopens a lost connection and saves the hand once', async () => {
    const launched = await launchChromium(server.url);
    try {
      const { page } = launched;
      await open(page);
      const gameId = await enterGame(page);
      const saved = await page.evaluate(async (id) => {
        // What a suspended app finds: the connection closed under it.
        window.spatz.db.backendDB().close();
        return window.spatz.recordRedeal(id);
      }, gameId);
      expect(saved.ok).toBe(true);
      expect(await handsOf(page, gameId)).toBe(3);
    } finally {
      await launched.close();
    }
  });
});
