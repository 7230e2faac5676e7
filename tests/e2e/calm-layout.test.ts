import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, settled } from './harness';
import { example, importGame } from './settle';
import { tid } from './table';

/**
 * What arrives late (the backup reminder, the money still owed, the running chart, the
 * older hand rows) takes space that was kept for it or comes below what is already shown:
 * nothing on the start or the game screen moves once it has been drawn, on a phone-slow CPU
 * (4× throttle, so that the late parts arrive frames after the first). Every element with a
 * test id is looked at in every frame from the first; where it sits on the screen (its
 * offsets, which a transition's transform does not change) must stay where it was drawn
 * while it is in view. As in the browser's own layout shift: what is below the fold may
 * move, and a move of less than 3 px is none.
 */
declare global {
  interface Window {
    moved: string[];
  }
}

/** Each element that moved after it was first drawn: where it was, where it went. */
async function whatMoved(page: Page): Promise<string[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))),
  );
  await settled(page);
  return page.evaluate(() => window.moved);
}

/** Installed before the page's own scripts: watches every frame from the first. */
function watchEveryFrame(): void {
  window.moved = [];
  const first = new Map<Element, [number, number]>();
  const at = (element: HTMLElement): [number, number] => {
    let left = -window.scrollX;
    let top = -window.scrollY;
    for (let e: HTMLElement | null = element; e; e = e.offsetParent as HTMLElement | null) {
      left += e.offsetLeft;
      top += e.offsetTop;
    }
    return [left, top];
  };
  const inView = (element: HTMLElement, [left, top]: [number, number]) =>
    top < innerHeight &&
    top + element.offsetHeight > 0 &&
    left < innerWidth &&
    left + element.offsetWidth > 0;
  const look = () => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-testid]'))) {
      if (element.offsetWidth === 0 && element.offsetHeight === 0) continue;
      const now = at(element);
      const was = first.get(element);
      first.set(element, now);
      if (!was || (inView(element, was) === false && inView(element, now) === false)) continue;
      if (Math.abs(now[0] - was[0]) >= 3 || Math.abs(now[1] - was[1]) >= 3) {
        window.moved.push(`${element.dataset.testid}: ${was.join(',')} → ${now.join(',')}`);
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

describe('calm layout', () => {
  test(
    'nothing drawn moves on the start and the game screen at 4× CPU',
    { timeout: 300_000 },
    async () => {
      const { page, context, baseURL, close } = await launch();
      try {
        await page.goto(baseURL + '/');
        await tid(page, 'new-game').waitFor();
        // An evening played for money and not marked paid (the owed list), with a finished
        // game and a running one of 40 hands (the chart, the rows that follow when idle).
        const sessionId = randomUUID();
        const now = Date.UTC(2026, 10, 30, 20);
        const session = { id: sessionId, createdAt: now, updatedAt: now, date: '2026-11-30' };
        const evening = { ...session, place: 'Gasthof Post', stakePerPoint: 0.05, coin: 0.1 };
        const finished = await example('02-game-to-the-end');
        await importGame(page, 'finished.json', {
          ...finished,
          meta: { spatz: { id: randomUUID(), sessionId, session: evening } },
        });
        const hands = Array.from({ length: 40 }, (_, i) => ({
          kind: 'played',
          declarer: i % 3,
          contract: 'hineinschauen',
          declarerPoints: i % 2 === 0 ? 70 : 50,
        }));
        await importGame(page, 'long.json', {
          format: 'bauerntarock-game',
          version: 1,
          variant: 'bauerntarock',
          players: ['Anna', 'Bert', 'Chris'],
          firstDealer: 0,
          houseRules: { endAt: null },
          hands,
          meta: { spatz: { id: randomUUID(), sessionId, session: evening } },
        });
        const gameId = /#\/game\/([^/]+)/.exec(page.url())![1]!;
        // The backup reminder is the other late arrival on the start screen. A file imported
        // into an empty phone counts as its backup for a week, so the last backup is made a
        // month old: the reminder shows, as it does on a phone long in use.
        await page.evaluate(
          () =>
            new Promise<void>((done, fail) => {
              const open = indexedDB.open('spatz');
              open.onerror = () => fail(open.error);
              open.onsuccess = () => {
                const write = open.result.transaction('settings', 'readwrite');
                write.objectStore('settings').put({
                  key: 'lastBackupAt',
                  value: Date.now() - 30 * 24 * 60 * 60 * 1000,
                });
                write.oncomplete = () => {
                  open.result.close();
                  done();
                };
                write.onerror = () => fail(write.error);
              };
            }),
        );

        await page.addInitScript(watchEveryFrame);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

        await page.goto(baseURL + '/#/');
        await page.reload();
        await tid(page, 'owed').waitFor();
        await tid(page, 'backup-reminder').waitFor();
        const start = await whatMoved(page);

        await page.goto(`${baseURL}/#/game/${gameId}`);
        await page.reload();
        await page.locator('figure.chart').waitFor();
        await tid(page, 'hand-row-0').waitFor({ state: 'attached' });
        const game = await whatMoved(page);

        expect(start, 'the start screen').toEqual([]);
        expect(game, 'the game screen').toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
