import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Helpers of the settle browser tests: getting game files in and out through the real screens. */

/** The shared examples, copied byte for byte into the repository. */
export const EXAMPLES = new URL('../fixtures/examples/', import.meta.url);

/**
 * Bavarian Tarock, ante 20, until the pot is empty (RULES.md §3): totals
 * −45, 120, −75 (same facts as tests/unit/settle/fixtures.ts).
 */
export const BAVARIAN_EMPTY_POT = {
  format: 'bauerntarock-game',
  version: 1,
  variant: 'bavarian',
  players: ['Anna', 'Bert', 'Chris'],
  houseRules: { ante: 20 },
  hands: [
    { kind: 'played', declarer: 1, contract: 'hand', announced: 71, declarerPoints: 94 },
    { kind: 'played', declarer: 0, contract: 'widow', declarerPoints: 67 },
    { kind: 'played', declarer: 2, contract: 'widow', declarerPoints: 53 },
    { kind: 'played', declarer: 1, contract: 'widow', declarerPoints: 120 },
  ],
};

export async function example(name: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(new URL(`${name}.json`, EXAMPLES), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** Opens settings from the app bar (of whatever screen is showing). */
export async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('open-settings').click();
  await page.getByTestId('import-file').waitFor({ state: 'attached' });
}

/** Chooses a file in `import-file`, as a person picking it from the phone's files. */
export async function chooseImport(page: Page, name: string, content: unknown): Promise<void> {
  const text = typeof content === 'string' ? content : JSON.stringify(content, null, 1);
  await page.getByTestId('import-file').setInputFiles(
    {
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text, 'utf8'),
    },
    // An 18 MB backup crosses to the browser in base64: seconds on a loaded machine.
    { timeout: 90_000 },
  );
}

/** Imports a game file through settings: preview, confirm; the app then opens the game. */
export async function importGame(page: Page, name: string, content: unknown): Promise<void> {
  await openSettings(page);
  await chooseImport(page, name, content);
  await page.getByTestId('import-confirm').click();
  await page.getByTestId('game-status').waitFor();
}

/** Each seat's settlement net as the screen shows it in `net-{seat}`. */
export async function nets(page: Page, seats: number): Promise<number[]> {
  const values: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const value = await page.getByTestId(`net-${seat}`).first().getAttribute('data-value');
    values.push(Number(value));
  }
  return values;
}

/** Clicks a control that downloads a file and returns the file's text. */
export async function downloadText(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  // Read as a stream: the browser is the run's (chromium.ts), where a path is not at hand.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The season screen's ranking as it shows it: each row's place, player and numbers. */
export function seasonRanking(page: Page) {
  return page.getByTestId('season-row').evaluateAll((rows) =>
    rows.map((row) => {
      const value = (stat: string) =>
        Number(row.querySelector(`[data-stat="${stat}"]`)?.getAttribute('data-value'));
      return {
        rank: value('rank'),
        name: row.getAttribute('data-player'),
        games: value('games'),
        points: value('points'),
        wins: value('wins'),
        last: value('last'),
        money: value('money'),
      };
    }),
  );
}
