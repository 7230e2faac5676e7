import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { launch, screenshot, type Launched } from './harness';
import { example, importGame } from './settle';
import { tid } from './table';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const RLO = '\u202e';

/**
 * The characters of an element outside any FSI … PDI isolate (a name's own letters may run
 * as the name says), each with where it is drawn (line by line, the line's top weighing
 * more than any left): read left to right they must be the text
 * in its order, so the words and the amount around a name read as written.
 */
async function drawnOutsideNames(element: Locator): Promise<{ text: string; lefts: number[] }[]> {
  return element.evaluate((root) => {
    const runs: { text: string; lefts: number[] }[] = [];
    let run = { text: '', lefts: [] as number[] };
    let depth = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      // A <bdi> isolates as FSI … PDI does.
      const inBdi = node.parentElement?.closest('bdi') !== null;
      for (let i = 0; i < value.length; i++) {
        const char = value[i]!;
        if (char === '\u2068') depth++;
        else if (char === '\u2069') depth = Math.max(0, depth - 1);
        if (depth > 0 || inBdi || char === '\u2068' || char === '\u2069') {
          if (run.text) runs.push(run);
          run = { text: '', lefts: [] };
          continue;
        }
        if (/\s/.test(char) || /[\u202a-\u202e]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        // Not drawn (a column hidden at this width): nothing to read out of order.
        if (box.width === 0 && box.height === 0) continue;
        run.text += char;
        // A wrapped line starts again at the left: count each line apart (its top).
        run.lefts.push(box.left + 1e5 * Math.round(box.top));
      }
    }
    if (run.text) runs.push(run);
    return runs;
  });
}

/**
 * Puts U+202E in front of every stored name (the games' seats and the roster) and place,
 * as rows stored before the reader refused bidi controls (FORMAT.md "Names") would hold
 * them. Returns how many game rows changed.
 */
function markStoredNames(page: Page): Promise<number> {
  return page.evaluate(
    (mark) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('spatz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['games', 'players', 'sessions'], 'readwrite');
          let games = 0;
          const each = (store: string, change: (row: Record<string, unknown>) => void) => {
            const cursor = tx.objectStore(store).openCursor();
            cursor.onsuccess = () => {
              const at = cursor.result;
              if (!at) return;
              const row = at.value as Record<string, unknown>;
              change(row);
              at.update(row);
              at.continue();
            };
          };
          each('games', (row) => {
            row.players = (row.players as string[]).map((name) => mark + name);
            games++;
          });
          each('players', (row) => (row.name = mark + String(row.name)));
          each('sessions', (row) => {
            if (typeof row.place === 'string') row.place = mark + row.place;
          });
          tx.oncomplete = () => {
            db.close();
            resolve(games);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    RLO,
  );
}

function expectInOrder(runs: { text: string; lefts: number[] }[], what: string): void {
  expect(runs.length, what).toBeGreaterThan(0);
  for (const { text, lefts } of runs) {
    for (let i = 1; i < lefts.length; i++) {
      expect(lefts[i]!, `${what}: "${text}" drawn out of order at "${text[i]}"`).toBeGreaterThan(
        lefts[i - 1]!,
      );
    }
  }
}

describe('a name holding U+202E turns nothing around it', () => {
  test('settlement lines and the chart label read in order, amounts unchanged', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    // The reader refuses bidi controls in names (FORMAT.md "Names"), so the name is put
    // into the stored row afterwards, as a game stored before that rule would hold it.
    await importGame(page, 'names.json', await example('02-game-to-the-end'));
    const changed = await markStoredNames(page);
    expect(changed).toBe(1);
    await page.reload();
    const lines = page.locator('section.settlement ul.payments li');
    await lines.first().waitFor();
    const texts = (await lines.allInnerTexts()).map((text) =>
      text
        .replace(/[\u2068\u2069\u202e]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // The stored row's name holds the mark: the screen shows it (isolated), never "Anna" alone.
    expect(await page.locator('section.settlement').innerText()).toContain(`${RLO}Anna`);
    // In the logical order every payment line is "X zahlt Y <amount>".
    for (const text of texts)
      expect(text).toMatch(/^(Anna|Bert|Chris) zahlt (Anna|Bert|Chris)( · Extrapönale)? \d+$/);
    for (const [i, line] of (await lines.all()).entries()) {
      expectInOrder(await drawnOutsideNames(line), `payment line ${i + 1} (${texts[i]})`);
    }
    const labels = page.locator('svg text.label');
    // Example 02's game screen draws the running chart: one end label per player.
    expect(await labels.count()).toBe(3);
    for (const [i, label] of (await labels.all()).entries()) {
      const runs = await drawnOutsideNames(label);
      // "Anna 10": the number after the name, its digits left to right.
      expectInOrder(runs, `chart label ${i + 1}`);
      expect(runs.map((run) => run.text).join('')).toMatch(/^[−+-]?\d+$/);
    }
    await screenshot(page, 'bidi-names-settlement');
  });

  test('the evening, the money still owed, the players list and the ranking read in order', async () => {
    app = await launch({ locale: 'de-DE' });
    const { page, baseURL } = app;
    await page.goto(baseURL + '/');
    // Example 02 on an evening at 5 cents a point in 10-cent coins, in Gasthof Post (as
    // settle-money.test.ts): Chris pays Anna and Bert, in money, and the evening is not paid.
    const sessionId = randomUUID();
    const now = Date.UTC(2026, 10, 30, 20);
    const session = { id: sessionId, createdAt: now, updatedAt: now, date: '2026-11-30' };
    const meta = {
      spatz: {
        id: randomUUID(),
        sessionId,
        session: { ...session, place: 'Gasthof Post', stakePerPoint: 0.05, coin: 0.1 },
      },
    };
    await importGame(page, '02.json', { ...(await example('02-game-to-the-end')), meta });
    expect(await markStoredNames(page)).toBe(1);

    await page.goto(`${baseURL}/#/evening/${sessionId}`);
    const evening = page.locator('section.evening');
    await evening.locator('ul.payments li').first().waitFor();
    expect(await evening.innerText()).toContain(`${RLO}Gasthof Post`);
    expectInOrder(await drawnOutsideNames(page.locator('#evening-heading')), 'evening heading');
    expectInOrder(await drawnOutsideNames(tid(page, 'evening-game-0')), 'evening game line');
    for (const [i, line] of (await evening.locator('ul.payments li').all()).entries()) {
      expectInOrder(await drawnOutsideNames(line), `evening payment ${i + 1}`);
    }
    await screenshot(page, 'bidi-names-evening');

    // The start screen's money still owed: "Chris zahlt an Anna € 9,80".
    await page.goto(`${baseURL}/#/`);
    const owed = tid(page, 'owed-row');
    await owed.first().waitFor();
    expect(await owed.count()).toBeGreaterThan(0);
    for (const [i, row] of (await owed.all()).entries()) {
      expectInOrder(await drawnOutsideNames(row), `owed row ${i + 1}`);
    }

    // The players list ("1 Partie" after each name) and the ranking's rows.
    await page.goto(`${baseURL}/#/players`);
    const players = tid(page, 'players-row');
    await players.first().waitFor();
    expect(await players.count()).toBe(3);
    for (const [i, row] of (await players.all()).entries()) {
      expectInOrder(await drawnOutsideNames(row), `players row ${i + 1}`);
    }
    await page.goto(`${baseURL}/#/stats`);
    const ranking = tid(page, 'stats-row');
    await ranking.first().waitFor();
    expect(await ranking.count()).toBe(3);
    // Each cell is a box of its own (a name cannot reach the next cell): read cell by cell.
    for (const [i, row] of (await ranking.all()).entries()) {
      let read = 0;
      for (const [j, cell] of (await row.locator('th, td').all()).entries()) {
        const runs = await drawnOutsideNames(cell);
        if (runs.length === 0) continue;
        read += runs.length;
        expectInOrder(runs, `ranking row ${i + 1}, cell ${j + 1}`);
      }
      expect(read, `ranking row ${i + 1}`).toBeGreaterThan(0);
    }
  });
});
