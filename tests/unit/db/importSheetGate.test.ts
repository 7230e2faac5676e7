/**
 * A tournament table's sheet arriving in an imported file (a table phone's backup or evening
 * file, or through the link) passes the desk's gate on the organizer's phone (RULES.md §4):
 * refused in words with nothing stored, or previewed with its table and, for a stored sheet
 * it replaces, each seat's round result old → new. Numbers by hand: a Hineinschauen with p
 * card points gives the declarer p − 60, the others 0.
 */
import { describe, expect, it } from 'vitest';
import {
  applyImport,
  deleteGame,
  drawRound,
  exportBackup,
  exportTournament,
  previewImport,
  previewReceived,
  useDatabase,
} from '../../../src/lib/db';
import { hs } from '../tournament/fixtures';
import { freshDatabase, ok } from './helpers';
import { kirchberg, tableOne, twoPhones } from './kirchberg';

const phones = twoPhones();
/** 4 hands a round at a table of 4. */
const tournament = () => kirchberg({ kind: 'hands', hands: 4 });

const codes = (answer: { ok: boolean; problems?: { code: string }[] }) =>
  answer.ok ? [] : answer.problems!.map((p) => p.code);

/** The import's answer: 'imported', or its problems. */
async function imported(text: string, resolution?: 'newer') {
  const applied = await applyImport(text, resolution);
  return applied.ok ? 'imported' : applied.error.kind === 'invalid' ? applied.error.problems : [];
}

/** Each seat's round result at table 1 from `before` to `after`, in seat order. */
const seats = (names: string[], before: number[], after: number[]) =>
  names.map((name, i) => ({ name, before: before[i], after: after[i] }));

describe('a tournament sheet in an imported file', () => {
  it('naming players never seated there is refused, nothing stored, the roster unchanged', async () => {
    const phone = await tableOne(phones, await tournament());
    await phone.onTable(() =>
      phones.table.games.update(phone.id, { players: ['Mallory', 'Eve', 'Trudy', 'Oscar'] }),
    );
    const text = await phone.play(hs(0, 80));
    const roster = await phones.organizer.players.count();
    expect(codes(await previewImport(text))).toEqual(['sheetOtherPlayers']);
    expect(await imported(text)).toMatchObject([{ code: 'sheetOtherPlayers' }]);
    expect(await phones.organizer.games.get(phone.id)).toBeUndefined();
    expect(await phones.organizer.players.count()).toBe(roster);
  });

  it('of round 1 after round 2 was drawn is refused, nothing stored', async () => {
    const t = await tournament();
    const phone = await tableOne(phones, t);
    const text = await phone.play(hs(0, 80));
    ok(await drawRound(t.id, 2));
    expect(codes(await previewImport(text))).toEqual(['sheetOtherRound']);
    expect(await imported(text)).toMatchObject([{ code: 'sheetOtherRound' }]);
    expect(await phones.organizer.games.get(phone.id)).toBeUndefined();
  });

  it('with more hands than the round allows is refused', async () => {
    const phone = await tableOne(phones, await tournament());
    // The round has 4 hands at a table of 4: a fifth is one too many.
    const text = await phone.play(hs(0, 80), hs(1, 70), hs(2, 61), hs(3, 90), hs(0, 65));
    expect(codes(await previewImport(text))).toEqual(['sheetTooManyHands']);
  });

  it('with its tag taken off is still the table’s game, and refused as no sheet', async () => {
    const phone = await tableOne(phones, await tournament());
    await phone.onTable(() => phones.table.games.update(phone.id, { tournament: undefined }));
    const text = await phone.play(hs(0, 80));
    expect(codes(await previewImport(text))).toEqual(['sheetNotTournament']);
  });

  it('new here passes and is previewed as that table’s sheet', async () => {
    const phone = await tableOne(phones, await tournament());
    const text = await phone.play(hs(0, 80));
    const preview = await previewImport(text);
    expect(preview.ok && preview.value.sheets).toEqual([{ gameId: phone.id, table: 1, round: 1 }]);
    expect(await imported(text)).toBe('imported');
    expect((await phones.organizer.games.get(phone.id))?.players).toEqual(phone.names);
  });

  it('changing the stored sheet shows each seat old → new and changes nothing unchosen', async () => {
    const phone = await tableOne(phones, await tournament());
    // The desk took the sheet after one hand: seat 0 made 80, +20.
    await phone.play(hs(0, 80));
    await phone.taken();
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
          seats: seats(phone.names, [20, 0, 0, 0], [20, -10, 0, 0]),
        },
      },
    ]);
    expect(preview.ok && preview.value.games[0]!.difference).toBe('newer');
    // Imported without choosing the newer version: the stored sheet stays as it was.
    const stored = () => phones.organizer.hands.where('gameId').equals(phone.id).count();
    expect(await imported(text)).toBe('imported');
    expect(await stored()).toBe(1);
    expect(await imported(text, 'newer')).toBe('imported');
    expect(await stored()).toBe(2);
  });

  it('changing the stored sheet through the link shows the same change before the confirm', async () => {
    const phone = await tableOne(phones, await tournament());
    await phone.play(hs(0, 80));
    await phone.taken();
    // Seat 2 makes 90: +30.
    await phone.play(hs(2, 90));
    const preview = await previewReceived(await phone.shown());
    expect(preview.ok && preview.value.games[0]!.sheet).toEqual({
      gameId: phone.id,
      table: 1,
      round: 1,
      change: {
        hands: { before: 1, after: 2 },
        seats: seats(phone.names, [20, 0, 0, 0], [20, 0, 30, 0]),
      },
    });
    expect(await phones.organizer.hands.where('gameId').equals(phone.id).count()).toBe(1);
  });

  it('deleted on the table’s phone is refused: the desk keeps the sheet it holds', async () => {
    const phone = await tableOne(phones, await tournament());
    await phone.play(hs(0, 80));
    await phone.taken();
    await phone.onTable(async () => ok(await deleteGame(phone.id)));
    const text = await phone.play();
    expect(codes(await previewImport(text))).toEqual(['sheetDeleted']);
    expect(await imported(text, 'newer')).toMatchObject([{ code: 'sheetDeleted' }]);
    expect((await phones.organizer.games.get(phone.id))?.deleted).toBe(false);
  });

  it('the organizer’s own backup read back after the next draw passes: nothing in it changes', async () => {
    const t = await tournament();
    const phone = await tableOne(phones, t);
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
    const phone = await tableOne(phones, t);
    ok(await applyImport(await phone.play(hs(0, 80))));
    const made = (await exportTournament(t.id))!;
    const file = JSON.parse(made.text) as { games: { players: string[] }[] };
    file.games[0]!.players = ['Mallory', 'Eve', 'Trudy', 'Oscar'];
    useDatabase(await freshDatabase());
    expect(codes(await previewImport(JSON.stringify(file)))).toEqual(['sheetOtherPlayers']);
    expect(codes(await previewImport(made.text))).toEqual([]);
  });
});
