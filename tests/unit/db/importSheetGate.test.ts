/**
 * A tournament table's sheet arriving in an imported file (a table phone's backup or evening
 * file) passes the desk's gate on the organizer's phone (RULES.md §4): refused in words with
 * nothing stored, or previewed with its table and, for a stored sheet it replaces, each
 * seat's round result old → new. Numbers by hand: a Hineinschauen with p card points gives
 * the declarer p − 60, the others 0.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyImport,
  createTournament,
  drawRound,
  exportBackup,
  exportTournament,
  previewImport,
  readReceivedEvening,
  receiveSheet,
  exportForTable,
  startTableGame,
  useDatabase,
  type SpatzDatabase,
  type TournamentRow,
} from '../../../src/lib/db';
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
      roundEnd: { kind: 'hands', hands: 4 },
      players: NAMES.slice(0, 8),
      seed: 7,
    }),
  );
  return ok(await drawRound(created.id, 1));
}

/** Table 1 of round 1 starts from its code on the table's phone; `play` enters its hands. */
async function tablePhone(t: TournamentRow) {
  useDatabase(table);
  const start = readTableStart(JSON.parse(JSON.stringify(tableStart(t, 1, 0))))!;
  const row = ok(await startTableGame(start));
  useDatabase(organizer);
  return {
    id: row.id,
    names: row.players,
    /** Enters `hands` on the table's phone, then hands back its whole backup file. */
    async play(...hands: Parameters<typeof appendHand>[1][]) {
      useDatabase(table);
      for (const hand of hands) ok(await appendHand(row.id, hand));
      const text = await exportBackup();
      useDatabase(organizer);
      return text;
    },
  };
}

const codes = (answer: { ok: boolean; problems?: { code: string }[] }) =>
  answer.ok ? [] : answer.problems!.map((p) => p.code);

/** The import's answer: applied or refused, and the codes of its problems. */
async function imported(text: string, resolution?: 'newer') {
  const applied = await applyImport(text, resolution);
  return applied.ok ? 'imported' : applied.error.kind === 'invalid' ? applied.error.problems : [];
}

describe('a tournament sheet in an imported file', () => {
  it('naming players never seated there is refused, nothing stored, the roster unchanged', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    useDatabase(table);
    await table.games.update(phone.id, { players: ['Mallory', 'Eve', 'Trudy', 'Oscar'] });
    const text = await phone.play(hs(0, 80));
    const roster = await organizer.players.count();
    expect(codes(await previewImport(text))).toEqual(['sheetOtherPlayers']);
    expect(await imported(text)).toMatchObject([{ code: 'sheetOtherPlayers' }]);
    expect(await organizer.games.get(phone.id)).toBeUndefined();
    expect(await organizer.players.count()).toBe(roster);
  });

  it('of round 1 after round 2 was drawn is refused, nothing stored', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    const text = await phone.play(hs(0, 80));
    ok(await drawRound(t.id, 2));
    expect(codes(await previewImport(text))).toEqual(['sheetOtherRound']);
    expect(await imported(text)).toMatchObject([{ code: 'sheetOtherRound' }]);
    expect(await organizer.games.get(phone.id)).toBeUndefined();
  });

  it('with more hands than the round allows is refused', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    // The round has 4 hands at a table of 4: a fifth is one too many.
    const text = await phone.play(hs(0, 80), hs(1, 70), hs(2, 61), hs(3, 90), hs(0, 65));
    expect(codes(await previewImport(text))).toEqual(['sheetTooManyHands']);
  });

  it('with its tag taken off is still the table’s game, and refused as no sheet', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    useDatabase(table);
    await table.games.update(phone.id, { tournament: undefined });
    const text = await phone.play(hs(0, 80));
    expect(codes(await previewImport(text))).toEqual(['sheetNotTournament']);
  });

  it('new here passes and is previewed as that table’s sheet', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    const text = await phone.play(hs(0, 80));
    const preview = await previewImport(text);
    expect(preview.ok && preview.value.sheets).toEqual([{ gameId: phone.id, table: 1, round: 1 }]);
    expect(await imported(text)).toBe('imported');
    expect((await organizer.games.get(phone.id))?.players).toEqual(phone.names);
  });

  it('changing the stored sheet shows each seat old → new and changes nothing unchosen', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    // The desk took the sheet after one hand: seat 0 made 80, +20.
    useDatabase(table);
    ok(await appendHand(phone.id, hs(0, 80)));
    const shown = ok(await exportForTable(phone.id, 'Tisch 1')).text;
    useDatabase(organizer);
    const read = await readReceivedEvening(shown, Date.now());
    ok(await receiveSheet(t.id, 1, read.ok ? read.value.games[0]! : (undefined as never)));
    // The table then adds a hand: seat 1 makes 50, −10.
    const text = await phone.play(hs(1, 50));
    const preview = await previewImport(text);
    expect(preview.ok && preview.value.sheets).toEqual([
      {
        gameId: phone.id,
        table: 1,
        round: 1,
        change: {
          hands: { before: 1, after: 2 },
          seats: [
            { name: phone.names[0], before: 20, after: 20 },
            { name: phone.names[1], before: 0, after: -10 },
            { name: phone.names[2], before: 0, after: 0 },
            { name: phone.names[3], before: 0, after: 0 },
          ],
        },
      },
    ]);
    expect(preview.ok && preview.value.games[0]!.difference).toBe('newer');
    // Imported without choosing the newer version: the stored sheet stays as it was.
    expect(await imported(text)).toBe('imported');
    expect(await organizer.hands.where('gameId').equals(phone.id).count()).toBe(1);
    expect(await imported(text, 'newer')).toBe('imported');
    expect(await organizer.hands.where('gameId').equals(phone.id).count()).toBe(2);
  });

  it('the organizer’s own backup read back after the next draw passes: nothing in it changes', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    ok(await applyImport(await phone.play(hs(0, 80))));
    ok(await drawRound(t.id, 2));
    const own = await exportBackup();
    expect(codes(await previewImport(own))).toEqual([]);
    expect(await imported(own)).toBe('imported');
  });
});

describe('a tournament export read back on another phone', () => {
  it('whose table game names other players than its draw is refused in words', async () => {
    const t = await tournament();
    const phone = await tablePhone(t);
    ok(await applyImport(await phone.play(hs(0, 80))));
    const made = (await exportTournament(t.id))!;
    const file = JSON.parse(made.text) as { games: { players: string[] }[] };
    file.games[0]!.players = ['Mallory', 'Eve', 'Trudy', 'Oscar'];
    useDatabase(await freshDatabase());
    expect(codes(await previewImport(JSON.stringify(file)))).toEqual(['sheetOtherPlayers']);
    expect(codes(await previewImport(made.text))).toEqual([]);
  });
});
