import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { FrameCollector, readLinkPayload } from '../../src/lib/share';
import { readGame } from '../../src/lib/rules';
import { bigGameFile } from '../unit/db/games';
import { launch, screenshot, type Launched } from './harness';
import { readQrCodes } from './qrRead';
import { downloadText, example, importGame } from './settle';
import { tid } from './table';
import { plain } from '../unit/plainText';

/**
 * The game shown to the table: every QR frame the screen draws is read back from a
 * screenshot by a real decoder, and the frames together give the game again.
 */
let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The screen as the person sees it with `testId` in the middle: a viewport screenshot. */
async function inView(page: Page, testId: string, name: string): Promise<void> {
  await tid(page, testId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, name, { fullPage: false });
}

const AT = Date.UTC(2026, 10, 28, 19, 0);

/** A 40-hand evening as the app stores it: ids and times for the game, each hand and the evening. */
function fortyHands(): Record<string, unknown> {
  const { file } = bigGameFile(40, 7);
  const hands = (file.hands as unknown[]).map((_, i) => ({
    id: `hand-${i}`,
    createdAt: AT + i * 180_000,
    updatedAt: AT + i * 180_000,
  }));
  const session = {
    id: 'evening-hut',
    createdAt: AT,
    updatedAt: AT,
    date: '2026-11-28',
    place: 'Hütte',
    stakePerPoint: 0.1,
    coin: 0.5,
  };
  const spatz = {
    id: 'game-forty',
    sessionId: session.id,
    createdAt: AT,
    updatedAt: AT + 40 * 180_000,
    stoppedEarly: false,
    deleted: false,
    hands,
    session,
  };
  return { ...file, meta: { spatz } };
}

describe('showing a game to the table', () => {
  test('a 40-hand game: every frame is a readable code, and together they give the same game', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, context, baseURL } = app;
    const elsewhere: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
    });
    await page.goto(baseURL + '/');
    const file = fortyHands();
    await importGame(page, 'forty.json', file);
    await inView(page, 'show-qr', 'share-game-screen');

    await tid(page, 'show-qr').click();
    await tid(page, 'phone-name').fill('Anna');
    await tid(page, 'phone-name').press('Enter');
    await tid(page, 'phone-name').blur();
    const frame = tid(page, 'qr-frame');
    await frame.waitFor();
    expect(plain(await tid(page, 'show-game').innerText())).toContain('Anna, Bert, Chris');
    const box = (await frame.boundingBox())!;
    // As large as the screen allows: full width at 360 px, square.
    expect(box.width).toBeGreaterThanOrEqual(320);
    expect(box.height).toBeCloseTo(box.width, 0);
    const frames = Number(await frame.getAttribute('data-frames'));
    expect(frames).toBeGreaterThan(1);

    // Each frame shown in turn, read from the screen as a camera would.
    const collector = new FrameCollector();
    const seen = new Set<number>();
    let complete: string | undefined;
    for (let shot = 0; shot < frames * 8 && (!complete || seen.size < frames); shot++) {
      const index = Number(await frame.getAttribute('data-index'));
      const png = await frame.screenshot();
      const codes = await readQrCodes(png);
      expect(codes.length).toBe(1);
      seen.add(index);
      const step = await collector.add(codes[0]!);
      expect(step.kind).not.toBe('refused');
      if (step.kind === 'complete') complete = step.text;
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(frames).keys()]);
    expect(complete).toBeDefined();

    // The codes carry the whole evening: a backup envelope whose games[] holds this game.
    const evening = JSON.parse(complete!) as {
      format: string;
      games: { meta: { spatz: { id: string } } }[];
      sessions: Record<string, unknown>[];
    };
    expect(evening.format).toBe('spatz-backup');
    expect(evening.games).toHaveLength(1);
    const sent = readGame(evening.games.find((g) => g.meta.spatz.id === 'game-forty'));
    const original = readGame(file);
    if (!sent.ok || !original.ok) throw new Error('not a game');
    expect(sent.value.hands).toEqual(original.value.hands);
    expect(sent.value.players).toEqual(['Anna', 'Bert', 'Chris']);
    const meta = sent.value.meta!.spatz as Record<string, unknown>;
    expect(meta.id).toBe('game-forty');
    expect(meta.sent).toMatchObject({ from: 'Anna' });
    expect((meta.hands as { id: string }[]).map((h) => h.id)).toEqual(
      Array.from({ length: 40 }, (_, i) => `hand-${i}`),
    );
    expect(evening.sessions[0]).toMatchObject({
      id: 'evening-hut',
      date: '2026-11-28',
      stakePerPoint: 0.1,
      coin: 0.5,
    });

    // Paused (the frame then holds still: tests/unit/state/framePlayer.test.ts); continued,
    // the loop goes on.
    await tid(page, 'qr-pause').click();
    await expect.poll(() => tid(page, 'qr-pause').getAttribute('aria-pressed')).toBe('true');
    const held = await frame.getAttribute('data-index');
    await tid(page, 'qr-pause').click();
    await expect.poll(() => frame.getAttribute('data-index')).not.toBe(held);

    await screenshot(page, 'share-show');

    // A reload (or a deep link) opens the codes again, the phone's name kept on this device.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await frame.waitFor();
    expect(await tid(page, 'phone-name').inputValue()).toBe('Anna');
    expect(await frame.getAttribute('data-frames')).toBe(String(frames));
    await inView(page, 'qr-frame', 'share-show-dark-de');
    expect(elsewhere).toEqual([]);
  });

  test('English, dark: a finished game from its settlement, as black on white codes, a link and a file', async () => {
    app = await launch({ locale: 'en-GB', colorScheme: 'dark' });
    const { page, baseURL } = app;
    // No share sheet (as on most desktops): the link goes to the clipboard, watched here.
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, 'share', { value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    await page.goto(baseURL + '/');
    const file = await example('02-game-to-the-end');
    await importGame(page, '02.json', file);
    // The finished game: its settlement, and the codes and the file beside it.
    await tid(page, 'next-game').waitFor();
    await inView(page, 'show-qr', 'share-settlement-dark-en');
    const exported = JSON.parse(await downloadText(page, 'export-game'));
    expect(exported.hands).toEqual(file.hands);
    await expect.poll(() => tid(page, 'toast').innerText()).toContain('Exported spatz-');

    await tid(page, 'show-qr').click();
    const frame = tid(page, 'qr-frame');
    await frame.waitFor();
    expect(
      await page.getByText('On the other phone: Spatz → “Receive from another phone”').count(),
    ).toBe(1);
    // Black modules on a white ground in the dark theme too, drawn crisp.
    expect(await frame.locator('rect').getAttribute('fill')).toBe('#fff');
    expect(await frame.locator('path').getAttribute('fill')).toBe('#000');
    expect(await frame.getAttribute('shape-rendering')).toBe('crispEdges');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await screenshot(page, 'share-show-dark-en');

    await tid(page, 'share-link').click();
    await expect
      .poll(() => tid(page, 'toast').innerText())
      .toContain('Link copied to the clipboard.');
    const [url] = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(url!.startsWith(`${baseURL}/#/receive/`)).toBe(true);
    const link = await readLinkPayload(url!.slice(`${baseURL}/#/receive/`.length));
    if (!link.ok) throw new Error(`link refused: ${link.reason}`);
    // The link, like the codes, carries the evening: its one game is the one imported.
    const linked = JSON.parse(link.text) as { format: string; games: unknown[] };
    expect(linked.format).toBe('spatz-backup');
    expect(linked.games).toHaveLength(1);
    const sent = readGame(linked.games[0]);
    const original = readGame(file);
    if (!sent.ok || !original.ok) throw new Error('not a game');
    expect(sent.value.hands).toEqual(original.value.hands);
    expect((sent.value.meta!.spatz as { sent: { from: string } }).sent.from).toBe('');

    await tid(page, 'show-back').click();
    await tid(page, 'next-game').waitFor();
  });
});
