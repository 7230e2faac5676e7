/**
 * A game from another phone, through a link (FORMAT.md "Between phones"), in a fresh browser
 * profile: the import's preview, a read-only copy with the same totals, status, dealer and
 * settlement as the shared example's .expected.json (what `npm run score` gives for it), a
 * second link with 3 more hands updating it, and "take over keeping score" going on.
 */
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { encodeLink } from '../../src/lib/share';
import { launch, screenshot, type Launched } from './harness';
import { playedExample, shownAt } from './expected';
import { fillHand, shown, shownNet, tid } from './table';
import { plain as plainText } from '../unit/plainText';

let app: Launched | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const example = playedExample('02-game-to-the-end');
const START = Date.UTC(2026, 10, 30, 19, 0);

/** The example's first `count` hands as Anna's phone sends them: ids, evening, `sent`. */
function sentText(count: number, id = 'anna-game-02'): string {
  const at = (i: number) => START + (i + 1) * 600_000;
  const sessionId = 'evening-at-the-post';
  return JSON.stringify({
    format: 'bauerntarock-game',
    version: 1,
    ...example.game,
    hands: example.game.hands.slice(0, count),
    meta: {
      spatz: {
        id,
        sessionId,
        createdAt: START,
        updatedAt: at(count),
        stoppedEarly: false,
        deleted: false,
        hands: Array.from({ length: count }, (_, i) => ({
          id: `${id}-hand-${i}`,
          createdAt: at(i),
          updatedAt: at(i),
        })),
        session: {
          id: sessionId,
          createdAt: START,
          updatedAt: START,
          date: '2026-11-30',
          place: 'Gasthof Post',
          stakePerPoint: 0.05,
          coin: 0.1,
        },
        sent: { rev: `rev-${count}`, from: 'Anna', at: at(count) },
      },
    },
  });
}

async function receiveLink(page: Page, baseURL: string, text: string): Promise<void> {
  await page.goto(await encodeLink(text, `${baseURL}/`));
  await tid(page, 'import-preview').waitFor();
}

async function confirm(page: Page): Promise<void> {
  await tid(page, 'import-confirm').click();
  await tid(page, 'game-status').waitFor();
}

test('a link: preview, a read-only copy, an update with 3 more hands, and taking over', async () => {
  app = await launch({ locale: 'de-DE' });
  const { page, baseURL } = app;
  const seats = example.game.players.length;
  const hands = example.game.hands.length;

  // Nothing waiting: says so, with the other ways in.
  await page.goto(`${baseURL}/#/receive`);
  await tid(page, 'receive-nothing').waitFor();

  // The first transfer: all but the last 3 hands.
  await receiveLink(page, baseURL, sentText(hands - 3));
  expect(plainText(await tid(page, 'receive-from').innerText())).toMatch(/Handy von Anna/);
  await screenshot(page, 'share-receive-preview-de');
  // A game this phone does not have: imported.
  expect(await tid(page, 'import-confirm').innerText()).toBe('Importieren');
  await confirm(page);
  expect(await shown(page, seats)).toEqual(shownAt(example.steps[hands - 4]!));
  await tid(page, 'copy-banner').waitFor();
  expect(await tid(page, 'copy-banner').innerText()).toMatch(/Anna/);
  expect(await tid(page, 'add-hand').count()).toBe(0);
  expect(await tid(page, 'redeal').count()).toBe(0);
  expect(await tid(page, 'settle-now').count()).toBe(0);
  expect(await tid(page, 'hand-row-0').isDisabled()).toBe(true);
  await screenshot(page, 'share-receive-copy-de');

  // The second transfer, 3 more hands: it updates the copy, to the end of the game.
  await receiveLink(page, baseURL, sentText(hands));
  expect(await tid(page, 'receive-game').innerText()).toMatch(/\(4 → \d+ Spiele\)/);
  // A later version of a stored game: the button says what it does.
  expect(await tid(page, 'import-confirm').innerText()).toBe('Auf den neuen Stand bringen');
  await confirm(page);
  await tid(page, `hand-row-${hands - 1}`).waitFor();
  expect(await shown(page, seats)).toEqual(shownAt(example.final));
  await tid(page, 'net-0').waitFor();
  expect(await shownNet(page, seats)).toEqual(example.final.net);
  // The evening came along: its money reads as on Anna's phone.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const settlement = page.locator('section.settlement');
  await expect
    .poll(async () => plain(await settlement.innerText()))
    .toContain('In Geld: € 0,05 je Punkt, gerundet auf Münzen zu € 0,10');
  await tid(page, 'open-evening').click();
  await tid(page, 'evening-game-0').waitFor();
  expect(plainText(await tid(page, 'evening-game-0').innerText())).toMatch(
    /Kopie vom Handy von Anna/,
  );

  // The same link once more: nothing new, and the button does not offer an import.
  await receiveLink(page, baseURL, sentText(hands));
  expect(await tid(page, 'receive-action').getAttribute('data-action')).toBe('same');
  expect(await tid(page, 'import-confirm').innerText()).toBe('Nichts Neues: zur Partie');
  await confirm(page);
  await tid(page, `hand-row-${hands - 1}`).waitFor();

  // Another game of Anna's, taken over: it goes on with the next dealer of the sheet.
  await receiveLink(page, baseURL, sentText(hands - 3, 'anna-game-02-again'));
  await confirm(page);
  await tid(page, 'take-over').click();
  await tid(page, 'add-hand').waitFor();
  expect(await tid(page, 'copy-banner').count()).toBe(0);
  expect(await shown(page, seats)).toEqual(shownAt(example.steps[hands - 4]!));
  await tid(page, 'add-hand').click();
  const next = example.game.hands[hands - 3]!;
  if (next.kind === 'redeal') throw new Error('the example’s hand is played');
  await fillHand(page, next);
  await tid(page, 'save-hand').click();
  await tid(page, `hand-row-${hands - 3}`).waitFor();
  expect(await shown(page, seats)).toEqual(shownAt(example.steps[hands - 3]!));
});

test('a damaged link is refused in words and stores nothing', async () => {
  app = await launch({ locale: 'en-GB' });
  const { page, baseURL } = app;
  const link = await encodeLink(sentText(3), `${baseURL}/`);
  await page.goto(link.slice(0, -12));
  await tid(page, 'receive-refused').waitFor();
  expect(await tid(page, 'receive-refused').innerText()).toMatch(/incomplete or damaged/);
  await page.goto(`${baseURL}/#/`);
  await tid(page, 'new-game').waitFor();
  expect(await tid(page, 'resume-game').count()).toBe(0);
});
