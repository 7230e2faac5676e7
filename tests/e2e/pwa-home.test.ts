import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { launch } from './harness';
import { appMounted, saveAGame, serviceWorkerReady, showsSavedGame } from './pwa';
import { serveStatic, type StaticServer } from './server';
import { example } from './settle';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The built app in a folder of a server that answers nothing outside it. */
let server: StaticServer;
let app: string;
beforeAll(async () => {
  server = await serveStatic(inject('distDir'), 0, '/spatz');
  app = `${server.url}/spatz/`;
});
afterAll(() => server.close());

async function openApp(): Promise<Page> {
  const phone = await launchChromium(server.url);
  cleanups.push(phone.close);
  await phone.page.goto(app);
  expect(await appMounted(phone.page)).toBe(true);
  return phone.page;
}

/** The example game the import preview should show, as a chat hands it over: a file. */
async function exampleText(): Promise<string> {
  return JSON.stringify(await example('01-three-players-first-hands'));
}

/** The preview shows the file, and confirming it opens the game (Anna, Bert, Chris). */
async function previewOpensGame(page: Page, name: string): Promise<void> {
  const preview = page.getByTestId('import-preview');
  await preview.waitFor();
  expect(await preview.innerText()).toContain(name);
  await page.getByTestId('import-confirm').click();
  await page.getByTestId('game-status').waitFor();
  const totals = await page.locator('.totals').innerText();
  for (const name of ['Anna', 'Bert', 'Chris']) expect(totals).toContain(name);
}

describe('under a sub-path', () => {
  test('the app installs in its folder and opens offline there, a deeper link too', async () => {
    const page = await openApp();
    expect(await serviceWorkerReady(page)).toBe(`${app}sw.js`);
    const gameId = await saveAGame(page);

    await page.context().setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await showsSavedGame(page);
    const response = await page.goto(`${app}some/path?x=1#/game/${gameId}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await showsSavedGame(page);
    // Nothing was asked of the server outside the app's folder (no absolute URL left).
    expect(server.requests.filter((path) => !path.startsWith('/spatz/'))).toEqual([]);
  });

  test('a game file shared to the app (share target) opens in the import preview', async () => {
    const page = await openApp();
    await serviceWorkerReady(page);
    // What the system share sheet does: a POST of a multipart form to the manifest's action.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
      return (await fetch(link.href)).json() as Promise<{ share_target: { action: string } }>;
    });
    await page.evaluate(
      ({ action, text }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.enctype = 'multipart/form-data';
        form.action = action;
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'file';
        const files = new DataTransfer();
        files.items.add(new File([text], 'geteilt.json', { type: 'application/json' }));
        input.files = files.files;
        form.append(input);
        document.body.append(form);
        form.submit();
      },
      { action: manifest.share_target.action, text: await exampleText() },
    );
    await page.waitForURL(`${app}#/import`);
    await previewOpensGame(page, 'geteilt.json');
  });
});

test('a game file the app is opened with (launchQueue) opens in the import preview', async () => {
  // Headless Chromium cannot launch an installed app with a file: the browser's launchQueue
  // is played by a stand-in that hands the app a file handle as the browser would.
  const { page, context, baseURL, close } = await launch();
  cleanups.push(close);
  await context.addInitScript(() => {
    type Params = { files: unknown[] };
    // Like the browser's, the queue keeps what arrives until the app sets its consumer.
    const waiting: Params[] = [];
    let consumer = (params: Params): void => void waiting.push(params);
    Object.defineProperty(window, 'launchQueue', {
      value: {
        setConsumer: (given: (params: Params) => void) => {
          consumer = given;
          for (const params of waiting.splice(0)) given(params);
        },
      },
    });
    Object.defineProperty(window, 'launchFile', {
      value: (text: string, name: string) =>
        consumer({ files: [{ kind: 'file', getFile: async () => new File([text], name) }] }),
    });
  });
  await page.goto(`${baseURL}/`);
  expect(await appMounted(page)).toBe(true);
  await page.evaluate(
    (text) =>
      (window as unknown as { launchFile(t: string, n: string): void }).launchFile(
        text,
        'partie.json',
      ),
    await exampleText(),
  );
  await previewOpensGame(page, 'partie.json');
});

test("the status bar's colour follows the theme chosen in the app", async () => {
  const { page, baseURL, close } = await launch();
  cleanups.push(close);
  await page.goto(`${baseURL}/`);
  expect(await appMounted(page)).toBe(true);
  const colours = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'),
        (m): [string, string] => [m.media, m.content],
      ),
    );
  const system = await colours();
  const light = system.find(([media]) => media.includes('light'))![1];
  const dark = system.find(([media]) => media.includes('dark'))![1];
  expect(system).toHaveLength(2);
  expect(light).not.toBe(dark);
  // The button cycles system → light → dark → system.
  const expected = [light, dark];
  for (const colour of expected) {
    await page.getByTestId('theme').click();
    expect((await colours()).map(([, content]) => content)).toEqual([colour, colour]);
  }
  await page.getByTestId('theme').click();
  expect(await colours()).toEqual(system);
});

test('the home-screen shortcut "continue" opens the running game', async () => {
  const { page, baseURL, close } = await launch();
  cleanups.push(close);
  await page.goto(`${baseURL}/`);
  const gameId = await saveAGame(page);
  await page.goto('about:blank');
  await page.goto(`${baseURL}/#/continue`);
  await page.waitForURL(`${baseURL}/#/game/${encodeURIComponent(gameId)}`);
  await expect.poll(() => page.getByTestId('total-1').getAttribute('data-value')).toBe('14');
});
