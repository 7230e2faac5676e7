/**
 * A tournament's sheet arriving through the link or the start screen's scanner (the
 * ordinary receive) passes the desk's gate on the organizer's phone (RULES.md §4): refused
 * in words, nothing written; and a tournament export that cannot be a tournament is
 * refused at import.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyReceived,
  createTournament,
  drawRound,
  exportBackup,
  exportForTable,
  exportTournament,
  previewImport,
  previewReceived,
  startTableGame,
  useDatabase,
  type SpatzDatabase,
  type TournamentRow,
} from '../../../src/lib/db';
import { parseImport } from '../../../src/lib/files/backupFormat';
import { problemText } from '../../../src/lib/i18n/problems';
import { readTableStart, tableStart } from '../../../src/lib/tournament';
import { hs, NAMES } from '../tournament/fixtures';
import { freshDatabase, ok } from './helpers';

let organizer: SpatzDatabase;
let table: SpatzDatabase;

beforeEach(async () => {
  table = await freshDatabase();
  organizer = await freshDatabase();
  useDatabase(organizer);
});

async function tournament(): Promise<TournamentRow> {
  const created = ok(
    await createTournament({
      name: 'Preistarock Kirchberg',
      date: '2026-12-04',
      place: 'Gasthof Rose',
      variant: 'bauerntarock',
      houseRules: {},
      rounds: 2,
      roundEnd: { kind: 'gameEnd' },
      players: NAMES.slice(0, 8),
      seed: 7,
    }),
  );
  return ok(await drawRound(created.id, 1));
}

/** Table 1 of round 1 plays one hand on its phone; the text it shows the desk. */
async function sheetText(
  t: TournamentRow,
  edit?: (db: SpatzDatabase, id: string) => Promise<unknown>,
) {
  useDatabase(table);
  const start = readTableStart(JSON.parse(JSON.stringify(tableStart(t, 1, 0))))!;
  const row = ok(await startTableGame(start));
  ok(await appendHand(row.id, hs(0, 80)));
  if (edit) await edit(table, row.id);
  const shown = ok(await exportForTable(row.id, 'Tisch 1'));
  useDatabase(organizer);
  return { id: row.id, text: shown.text };
}

const codes = (answer: { ok: boolean; problems?: { code: string }[] }) =>
  answer.ok ? [] : answer.problems!.map((p) => p.code);

describe('a sheet through the link or the start screen’s scanner', () => {
  it('a sheet naming players never seated there is refused, the roster unchanged', async () => {
    const t = await tournament();
    const { id, text } = await sheetText(t, (db, gameId) =>
      db.games.update(gameId, { players: ['Mallory', 'Eve', 'Trudy', 'Oscar'] }),
    );
    const roster = await organizer.players.count();
    expect(codes(await previewReceived(text))).toEqual(['sheetOtherPlayers']);
    expect((await applyReceived(text)).ok).toBe(false);
    expect(await organizer.games.get(id)).toBeUndefined();
    expect(await organizer.players.count()).toBe(roster);
  });

  it('the genuine sheet passes and is previewed as any received game', async () => {
    const t = await tournament();
    const { text } = await sheetText(t);
    const preview = await previewReceived(text);
    expect(preview.ok && preview.value.games.map((g) => g.hands)).toEqual([1]);
  });
});

describe('a tournament export read back', () => {
  it('with one player at two tables is refused in words naming the player and round', async () => {
    const t = await tournament();
    const backup = JSON.parse(await exportBackup()) as {
      tournaments: { draws: { tables: string[][] }[] }[];
    };
    const tables = backup.tournaments[0]!.draws[0]!.tables;
    const twice = tables[0]![0]!;
    tables[1]![0] = twice;
    const read = await parseImport(JSON.stringify(backup), Date.now());
    expect(codes(read)).toEqual(['tournamentSeatedTwice']);
    const name = t.players.find((p) => p.id === twice)!.name;
    const problem = !read.ok ? read.problems[0]! : undefined;
    expect(problemText(problem!, 'de')).toBe(`setzt ${name} in Runde 1 an zwei Tische`);
  });

  it('is previewed naming the tournament, its rounds and its players', async () => {
    const t = await tournament();
    const made = (await exportTournament(t.id))!;
    useDatabase(await freshDatabase());
    const preview = await previewImport(made.text);
    // Kirchberg: 2 rounds, round 1 drawn, 8 players; new on this phone.
    expect(preview.ok && preview.value.tournaments).toEqual([
      { id: t.id, name: 'Preistarock Kirchberg', rounds: 2, drawn: 1, players: 8, exists: false },
    ]);
  });
});
