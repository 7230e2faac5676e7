/**
 * A tournament played in the test's own process with the app's storage code, as the
 * organizer's and the tables' phones would (RULES.md §4), and exported as the backup file
 * the desk's export makes, for a browser test to import instead of typing it all in.
 */
import {
  appendHand,
  createTournament,
  drawRound,
  exportForTable,
  exportTournament,
  readReceivedEvening,
  receiveSheet,
  startTableGame,
  useDatabase,
} from '../../src/lib/db';
import type { Page } from 'playwright-core';
import type { Hand } from '../../src/lib/rules';
import { readTableStart, tableStart, type RoundEnd } from '../../src/lib/tournament';
import { freshDatabase, ok } from '../unit/db/helpers';
import { chooseImport, openSettings } from './settle';
import { tid } from './table';

/** Thirteen players (tables of 4, 4 and 5), a long name and a hyphenated one among them. */
export const THIRTEEN = [
  'Anna',
  'Bert',
  'Maximilian Oberhollenzer',
  'Dora',
  'Emil',
  'Fritz',
  'Gerd',
  'Hanna-Theresia',
  'Ida',
  'Jakob',
  'Kathi',
  'Luis',
  'Maria',
];

export interface BackupPlan {
  names: string[];
  rounds: number;
  /** The hands every table plays, by seat. */
  hands: Hand[];
  /** How many rounds are drawn. */
  drawn: number;
  /** Whether table `table` (0-based) of `round` has handed its sheet in. */
  sheet(round: number, table: number): boolean;
  /** Where a round ends; the game's own end unless given. */
  roundEnd?: RoundEnd;
}

/** The tournament (no automatic game end, RULES.md §1.6 `endAt` null) and its backup text. */
export async function tournamentBackup(plan: BackupPlan): Promise<{ id: string; text: string }> {
  const organizer = await freshDatabase();
  const table = await freshDatabase();
  useDatabase(organizer);
  const made = ok(
    await createTournament({
      name: 'Preistarock Brixen',
      date: '2026-12-05',
      variant: 'bauerntarock',
      houseRules: { endAt: null },
      rounds: plan.rounds,
      roundEnd: plan.roundEnd ?? { kind: 'gameEnd' },
      players: plan.names,
      seed: 22,
    }),
  );
  for (let round = 1; round <= plan.drawn; round++) {
    useDatabase(organizer);
    const drawn = ok(await drawRound(made.id, round));
    const tables = drawn.draws.find((d) => d.round === round)!.tables.length;
    for (let t = 0; t < tables; t++) {
      if (!plan.sheet(round, t)) continue;
      const start = readTableStart(tableStart({ ...drawn, id: made.id }, round, t))!;
      useDatabase(table);
      const game = ok(await startTableGame(start));
      for (const hand of plan.hands) ok(await appendHand(game.id, hand));
      const { text } = ok(await exportForTable(game.id, `Tisch ${t + 1}`));
      useDatabase(organizer);
      const read = await readReceivedEvening(text, Date.now());
      if (!read.ok) throw new Error('sheet not read');
      const sheet = read.value.games.find((g) => g.row.tournament?.id === made.id)!;
      ok(await receiveSheet(made.id, round, sheet));
    }
  }
  useDatabase(organizer);
  return { id: made.id, text: (await exportTournament(made.id))!.text };
}

/** Imports the backup through settings, as a person would, and opens the tournament's desk. */
export async function openImported(
  page: Page,
  baseURL: string,
  backup: { id: string; text: string },
): Promise<void> {
  await page.goto(`${baseURL}/`);
  await openSettings(page);
  await chooseImport(page, 'turnier.json', backup.text);
  await tid(page, 'import-confirm').click();
  await tid(page, 'import-confirm').waitFor({ state: 'detached' });
  await page.goto(`${baseURL}/#/tournament/${encodeURIComponent(backup.id)}`);
  await tid(page, 'desk-round').waitFor();
}
