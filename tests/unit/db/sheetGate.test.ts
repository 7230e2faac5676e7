/**
 * A tournament's sheet arriving through the link or the start screen's scanner (the
 * ordinary receive) passes the desk's gate on the organizer's phone (RULES.md §4): refused
 * in words, nothing written; and a tournament export that cannot be a tournament is
 * refused at import.
 */
import { describe, expect, it } from 'vitest';
import {
  applyReceived,
  exportBackup,
  exportTournament,
  previewImport,
  previewReceived,
  useDatabase,
  type SpatzDatabase,
  type TournamentRow,
} from '../../../src/lib/db';
import { parseImport } from '../../../src/lib/files/backupFormat';
import { problemText } from '../../../src/lib/i18n/problems';
import { hs } from '../tournament/fixtures';
import { freshDatabase } from './helpers';
import { kirchberg as tournament, tableOne, twoPhones } from './kirchberg';

const phones = twoPhones();

/** Table 1 of round 1 plays one hand on its phone; the text it shows the desk. */
async function sheetText(
  t: TournamentRow,
  edit?: (db: SpatzDatabase, id: string) => Promise<unknown>,
) {
  const phone = await tableOne(phones, t);
  if (edit) await phone.onTable(() => edit(phones.table, phone.id));
  await phone.play(hs(0, 80));
  return { id: phone.id, text: await phone.shown() };
}

const codes = (answer: { ok: boolean; problems?: { code: string }[] }) =>
  answer.ok ? [] : answer.problems!.map((p) => p.code);

describe('a sheet through the link or the start screen’s scanner', () => {
  it('a sheet naming players never seated there is refused, the roster unchanged', async () => {
    const t = await tournament();
    const { id, text } = await sheetText(t, (db, gameId) =>
      db.games.update(gameId, { players: ['Mallory', 'Eve', 'Trudy', 'Oscar'] }),
    );
    const roster = await phones.organizer.players.count();
    expect(codes(await previewReceived(text))).toEqual(['sheetOtherPlayers']);
    expect((await applyReceived(text)).ok).toBe(false);
    expect(await phones.organizer.games.get(id)).toBeUndefined();
    expect(await phones.organizer.players.count()).toBe(roster);
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
