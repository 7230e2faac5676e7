/**
 * The app at the edges of the network: a first visit cut short before the service worker
 * is in, and the second part of the German words failing. Every screen shows in the
 * person's language (never a module's address), and what did not load loads once the
 * network is back, without a reload.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { messages as de } from '../../src/lib/i18n/de/all';
import { messages as en } from '../../src/lib/i18n/en';
import { launch, type Launched } from './harness';
import { encodeLink } from '../../src/lib/share';
import { appMounted, saveAGame, serviceWorkerReady } from './pwa';
import { downloadText, openSettings } from './settle';
import { tid } from './table';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * The first page's own files: the document, the entry chunk and its CSS, the English words
 * (an English phone's first screen waits for them, main.ts), icons and manifest.
 */
const FIRST_PAGE =
  /\/(index\.html)?$|\/assets\/(app|en)-[\w-]+\.(js|css)$|\.(png|svg|ico|webmanifest)$/;

/** Refuses every request but the first page's, as a network gone right after it refuses. */
async function cutAfterFirstPage(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (FIRST_PAGE.test(url.pathname)) return route.continue();
    refused.push(url.pathname);
    return route.abort('internetdisconnected');
  });
  return refused;
}

/** The network is back: nothing refused, and the browser says it is online. */
async function networkBack(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

describe('a first visit cut short before the service worker is in', () => {
  test.each([
    ['de-AT', de],
    ['en-GB', en],
  ] as const)(
    '%s: words, never an address, and the app works once online, no reload',
    async (locale, words) => {
      app = await launch({ locale, serviceWorkers: 'block' });
      const { page, context, baseURL } = app;
      const refused = await cutAfterFirstPage(context);
      await page.goto(`${baseURL}/`);
      expect(await appMounted(page)).toBe(true);
      await context.setOffline(true);
      await tid(page, 'new-game').waitFor();
      await tid(page, 'new-game').click();
      const failed = tid(page, 'screen-failed');
      await expect.poll(() => failed.getAttribute('data-kind')).toBe('notReady');
      expect(refused.some((path) => path.endsWith('.js'))).toBe(true);
      const body = await page.locator('body').innerText();
      expect(body).toContain(words.screenNotReady);
      expect(body).not.toMatch(/assets\/|\.js\b|Failed to fetch/);

      await networkBack(context);
      // Loaded by itself once online: the form, in the person's words.
      await tid(page, 'start-game').waitFor();
      expect(await tid(page, 'screen-failed').count()).toBe(0);
      expect(await page.locator('body').innerText()).toContain(words.addPlayer);
    },
  );
});

describe('a reload offline once the page was open', () => {
  test('the shell is stored though the update prompt’s code never arrived', async () => {
    app = await launch({ locale: 'de-AT' });
    const { page, context, baseURL } = app;
    // The page's request only: the service worker's own precache still gets its files.
    await page.route('**/assets/UpdatePrompt-*.js', (route: Route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(`${baseURL}/`);
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    await context.setOffline(true);
    await page.reload();
    expect(await appMounted(page)).toBe(true);
    await tid(page, 'new-game').waitFor();
  });
});

describe('the show-QR screen whose QR encoder did not arrive', () => {
  test('waits in words, and draws the codes once the network is back, no reload', async () => {
    app = await launch({ locale: 'de-AT', serviceWorkers: 'block' });
    const { page, context, baseURL } = app;
    await page.goto(`${baseURL}/`);
    const id = await saveAGame(page);
    const refused: string[] = [];
    await context.route('**/assets/qrCode-*.js', (route: Route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(`${baseURL}/#/game/${encodeURIComponent(id)}/show`);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await context.setOffline(true);
    const body = await page.locator('body').innerText();
    expect(body).toContain(de.showLoading);
    expect(body).not.toMatch(/assets\/|\.js\b|Failed to fetch/);
    expect(await tid(page, 'qr-frame').count()).toBe(0);

    await networkBack(context);
    await tid(page, 'qr-frame').waitFor();
    expect(await tid(page, 'screen-failed').count()).toBe(0);
  });
});

/** This phone's evening as another phone would send it back: marked paid there, a stake set. */
function paidThere(backup: string): string {
  const file = JSON.parse(backup) as {
    sessions: Record<string, unknown>[];
    games: { meta: { spatz: Record<string, unknown> } }[];
  };
  const at = Date.now();
  const [session] = file.sessions;
  const games = file.games.map((game) => ({
    ...game,
    meta: { ...game.meta, spatz: { ...game.meta.spatz, sent: { rev: '', from: 'Eve', at } } },
  }));
  const sent = { ...session, stakePerPoint: 0.5, updatedAt: at, paidAt: at, paidMarkedAt: at };
  return JSON.stringify({ ...file, sessions: [sent], games, players: [], settings: [] });
}

describe('the second part of the German words failing', () => {
  test('de-AT: a game, a hand, a backup and a receive all work; the words come once online', async () => {
    app = await launch({ locale: 'de-AT' });
    const { page, context, baseURL } = app;
    const refused: string[] = [];
    await context.route('**/assets/later-*.js', (route: Route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(`${baseURL}/`);
    await saveAGame(page);
    expect(refused.length).toBeGreaterThan(0);
    await openSettings(page);
    const backup = await downloadText(page, 'export-backup');
    expect((JSON.parse(backup) as { games: unknown[] }).games).toHaveLength(1);

    await page.goto(await encodeLink(paidThere(backup), `${baseURL}/`));
    const button = tid(page, 'import-confirm');
    await button.waitFor();
    // The receive's own words are in the part that failed: English stands in for them.
    expect(await button.innerText()).toMatch(/^Save: .*the evening becomes paid$/);
    expect(await button.innerText()).toContain('0,50');
    expect(await tid(page, 'screen-failed').count()).toBe(0);

    // Back online: the rest of German comes, on the screen already open, no reload.
    await context.setOffline(true);
    await networkBack(context);
    await expect.poll(() => button.innerText()).toMatch(/^Speichern: .*der Abend wird bezahlt$/);
    await button.click();
    await tid(page, 'game-status').waitFor();
  });

  test('a tournament’s name typed the moment the form shows is still there at "start"', async () => {
    app = await launch({ locale: 'de-AT' });
    const { page, context, baseURL } = app;
    await context.route('**/assets/later-*.js', (route: Route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(`${baseURL}/#/tournament`);
    const name = tid(page, 'tournament-name');
    await name.fill('Preistarock Brixen');
    // The rest of German arrives while the form is open: every label is drawn again.
    await context.setOffline(true);
    await networkBack(context);
    await expect.poll(() => page.locator('form').innerText()).toContain(de.tnName);
    expect(await name.inputValue()).toBe('Preistarock Brixen');
    for (const [i, player] of ['Anna', 'Bert', 'Chris', 'Dora'].entries()) {
      await tid(page, `tournament-player-${i}`).fill(player);
    }
    await tid(page, 'start-tournament').click();
    await page.waitForURL(/#\/tournament\/[^/]+$/);
    expect(await page.locator('#desk-title').innerText()).toBe('Preistarock Brixen');
  });
});

/** This phone's evening handed back by Bert's phone: taken over there (`takenOver`) or not. */
function handedBack(backup: string, takenOver: boolean): string {
  const file = JSON.parse(backup) as {
    phone: string;
    games: { meta: { spatz: Record<string, unknown> } }[];
  };
  const at = Date.now();
  const keeper = { phone: 'bert-phone', name: 'Bert', at };
  const copy = { from: 'Ich', phone: file.phone, sentAt: at, receivedAt: at, takenOverAt: at };
  const games = file.games.map((game) => ({
    ...game,
    meta: {
      ...game.meta,
      spatz: {
        ...game.meta.spatz,
        ...(takenOver ? { copy } : {}),
        sent: { rev: '', from: 'Bert', at, phone: 'bert-phone', keeper },
      },
    },
  }));
  return JSON.stringify({ ...file, games, players: [], settings: [] });
}

describe('a hand-back and other texts from Bert’s phone', () => {
  test('a hand-back names its keeper; no take-over leaves the game writable; a moved evening stores nothing; a renaming sheet is labelled by its sender', async () => {
    app = await launch({ locale: 'de-AT' });
    const { page, baseURL } = app;
    await page.goto(`${baseURL}/`);
    const id = await saveAGame(page);
    // Shown to the table once, so this phone has the id a take-over names.
    await page.goto(`${baseURL}/#/game/${encodeURIComponent(id)}/show`);
    await tid(page, 'qr-frame').waitFor();
    await page.goto(`${baseURL}/`);
    await openSettings(page);
    const backup = await downloadText(page, 'export-backup');
    expect((JSON.parse(backup) as { phone?: string }).phone).toBeTruthy();

    await page.goto(await encodeLink(handedBack(backup, true), `${baseURL}/`));
    const action = tid(page, 'receive-action');
    await action.waitFor();
    expect(await action.innerText()).toBe(
      de.receiveGameHanded.replace('{keeper}', '\u2068Bert\u2069'),
    );

    await page.goto(await encodeLink(handedBack(backup, false), `${baseURL}/`));
    await action.waitFor();
    expect(await action.getAttribute('data-action')).toBe('same');
    await tid(page, 'import-confirm').click();
    await tid(page, 'add-hand').waitFor();
    expect(await tid(page, 'add-hand').isEnabled()).toBe(true);

    // The game moved to another evening on the sender: nothing to store, no empty evening.
    const moved = JSON.parse(handedBack(backup, false)) as Envelope;
    moved.sessions[0]!.id = 'elsewhere';
    moved.sessions[0]!.place = 'Elsewhere';
    moved.games[0]!.meta.spatz.sessionId = 'elsewhere';
    await page.goto(await encodeLink(JSON.stringify(moved), `${baseURL}/`));
    await tid(page, 'receive-nothing-changes').waitFor();
    await tid(page, 'import-confirm').click();
    await tid(page, 'add-hand').waitFor();
    expect(await sessionCount(page)).toBe(1);

    // A sheet renaming this phone's people, claiming to be this phone's: kept beside, by Bert.
    const renamed = JSON.parse(handedBack(backup, false)) as Envelope;
    const game = renamed.games[0]!;
    game.players = ['Anna', 'Mallory', 'Chris'];
    (game.meta.spatz.sent as { keeper: object }).keeper = {
      phone: renamed.phone,
      name: 'Ich',
      at: 1,
    };
    await page.goto(await encodeLink(JSON.stringify(renamed), `${baseURL}/`));
    await tid(page, 'import-confirm').click();
    await tid(page, 'copy-banner').waitFor();
    expect(await tid(page, 'copy-banner').innerText()).toContain('Bert');
  });
});

interface Envelope {
  phone: string;
  sessions: Record<string, unknown>[];
  games: { players: string[]; meta: { spatz: Record<string, unknown> } }[];
}

/** How many evenings this phone stores. */
function sessionCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('spatz');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('sessions').objectStore('sessions').count();
          request.onsuccess = () => {
            open.result.close();
            done(request.result);
          };
        };
      }),
  );
}
