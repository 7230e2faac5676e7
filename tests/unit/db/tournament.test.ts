/**
 * A tournament on the organizer's phone and a table's phone (RULES.md §4):
 * created, drawn (again, until a sheet arrives), a table started from its
 * code, its sheet taken back and merged by id, and every step undone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendHand,
  applyImport,
  createTournament,
  drawRound,
  exportBackup,
  exportForTable,
  historyState,
  loadTournament,
  receiveSheet,
  startTableGame,
  undo,
  useDatabase,
  type SpatzDatabase,
  type TournamentRow,
} from '../../../src/lib/db';
import { parseImport } from '../../../src/lib/files/backupFormat';
import {
  readTableStart,
  standings,
  tableResults,
  tableStart,
  tableStates,
} from '../../../src/lib/tournament';
import { hs, NAMES } from '../tournament/fixtures';
import { freshDatabase, ok } from './helpers';

let organizer: SpatzDatabase;
let table: SpatzDatabase;

beforeEach(async () => {
  table = await freshDatabase();
  organizer = await freshDatabase();
});

const input = {
  name: 'Preistarock Brixen',
  date: '2026-12-05',
  place: 'Gasthof Post',
  variant: 'bauerntarock' as const,
  houseRules: { extraPenalty: 30 },
  rounds: 2,
  roundEnd: { kind: 'gameEnd' as const },
  players: [...NAMES, ''],
  seed: 2026,
};

async function drawn(): Promise<TournamentRow> {
  const created = ok(await createTournament(input));
  return ok(await drawRound(created.id, 1));
}

/** Table `t` of round 1 starts from its code on the table's phone; answers the game id. */
async function startAtTable(t: TournamentRow, index: number): Promise<string> {
  const code = JSON.stringify(tableStart(t, 1, index));
  useDatabase(table);
  const row = ok(await startTableGame(readTableStart(JSON.parse(code))!));
  useDatabase(organizer);
  return row.id;
}

/** The table's phone shows its sheet; the organizer's phone reads it. */
async function sheetFromTable(gameId: string) {
  useDatabase(table);
  const shown = ok(await exportForTable(gameId, 'Tisch'));
  useDatabase(organizer);
  const parsed = await parseImport(shown.text, Date.now());
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value.games[0]!;
}

describe('a tournament in storage', () => {
  it('is created with its players as roster entries, in an evening of its own', async () => {
    const row = ok(await createTournament(input));
    // The empty 14th field is no player.
    expect(row.players.map((p) => p.name)).toEqual(NAMES);
    expect(await organizer.players.count()).toBe(13);
    expect((await organizer.sessions.get(row.sessionId))?.place).toBe('Gasthof Post');
    expect(row).toMatchObject({
      rounds: 2,
      seed: 2026,
      draws: [],
      houseRules: { extraPenalty: 30 },
    });
  });

  it('refuses bad input in words, writing nothing', async () => {
    const answer = await createTournament({
      ...input,
      name: ' ',
      rounds: 0,
      players: ['Anna', 'anna'],
    });
    expect(answer.ok).toBe(false);
    const codes = !answer.ok && answer.error.kind === 'invalid' ? answer.error.problems : [];
    expect(codes.map((p) => [p.path, p.code])).toEqual([
      ['name', 'missing'],
      ['rounds', 'notBetween'],
      ['players[1]', 'duplicateName'],
      ['players', 'tooFewForTournament'],
    ]);
    expect(await organizer.tournaments.count()).toBe(0);
  });

  it('draws round 1 as the seed says, and again with new codes until a sheet arrives', async () => {
    const t = await drawn();
    expect(t.draws[0]!.tables.map((x) => x.length)).toEqual([4, 4, 5]);
    const again = ok(await drawRound(t.id, 1));
    expect(again.draws).toHaveLength(1);
    expect(again.draws[0]!.redraw).toBe(1);
    expect(again.draws[0]!.games.some((id) => t.draws[0]!.games.includes(id))).toBe(false);
    // Round 3 of 2, and round 2 twice ahead, are refused.
    expect((await drawRound(t.id, 3)).ok).toBe(false);
  });

  it('a table starts from its code exactly so; the sheet comes back and is merged by id', async () => {
    const t = await drawn();
    const gameId = await startAtTable(t, 0);
    expect(gameId).toBe(t.draws[0]!.games[0]);
    useDatabase(table);
    const started = (await table.games.get(gameId))!;
    const names = new Map(t.players.map((p) => [p.id, p.name]));
    expect(started.players).toEqual(t.draws[0]!.tables[0]!.map((id) => names.get(id)));
    expect(started).toMatchObject({
      firstDealer: 0,
      houseRules: { extraPenalty: 30 },
      tournament: { id: t.id, round: 1, table: 0 },
    });
    // Scanned twice: the same game, not a second one.
    expect(
      ok(await startTableGame(readTableStart(JSON.parse(JSON.stringify(tableStart(t, 1, 0))))!)).id,
    ).toBe(gameId);
    // Seat 0 makes 102: +42; seat 1 makes 50: −10.
    ok(await appendHand(gameId, hs(0, 102)));
    ok(await appendHand(gameId, hs(1, 50)));
    useDatabase(organizer);

    const first = ok(await receiveSheet(t.id, 1, await sheetFromTable(gameId)));
    expect(first).toMatchObject({ status: 'added', table: 0 });
    expect(ok(await receiveSheet(t.id, 1, await sheetFromTable(gameId))).status).toBe('same');

    // A correction at the table (a third hand: seat 2 makes 70, +10) is first only shown:
    // 2 → 3 hands, seat 2's round result 0 → 10; nothing is written until confirmed.
    useDatabase(table);
    ok(await appendHand(gameId, hs(2, 70)));
    useDatabase(organizer);
    const corrected = await sheetFromTable(gameId);
    const shown = ok(await receiveSheet(t.id, 1, corrected));
    expect(shown).toMatchObject({ status: 'changed', table: 0 });
    expect(shown.before!.hands).toHaveLength(2);
    expect(shown.game.hands).toHaveLength(3);
    expect(await organizer.hands.where('gameId').equals(gameId).count()).toBe(2);
    const taken = ok(await receiveSheet(t.id, 1, corrected, true));
    expect(taken.status).toBe('updated');
    // What is handed back is what is stored: the checked game and its result.
    expect(taken.result.totals).toEqual([42, -10, 10, 0]);
    const storedHands = await organizer.hands.where('gameId').equals(gameId).sortBy('position');
    expect(storedHands.map((h) => h.hand)).toEqual(taken.game.hands);

    const loaded = (await loadTournament(t.id))!;
    const states = tableStates({ ...loaded.row }, loaded.games);
    expect(states.map((s) => s.result !== null)).toEqual([true, false, false]);
    const rows = standings(
      loaded.row.players.map((p) => p.id),
      2,
      tableResults(states),
    );
    const seats = t.draws[0]!.tables[0]!;
    // Seat 0: 42; seat 1: −10; seat 2: 10; seat 3: 0.
    expect(seats.map((id) => rows.find((r) => r.player === id)!.total)).toEqual([42, -10, 10, 0]);

    // The round cannot be drawn again now.
    const redo = await drawRound(t.id, 1);
    expect(!redo.ok && redo.error.kind === 'invalid' && redo.error.problems[0]!.code).toBe(
      'sheetArrived',
    );

    // Undo: the correction goes, then the sheet.
    ok(await undo());
    expect(await organizer.hands.where('gameId').equals(gameId).count()).toBe(2);
    ok(await undo());
    expect(await organizer.games.get(gameId)).toBeUndefined();
    expect(await organizer.hands.where('gameId').equals(gameId).count()).toBe(0);
    // Then the draw, then the tournament itself.
    ok(await undo());
    expect((await organizer.tournaments.get(t.id))!.draws).toEqual([]);
    ok(await undo());
    expect(await organizer.tournaments.count()).toBe(0);
    expect((await historyState()).canUndo).toBe(false);
  });

  it('refuses a sheet of another round and of a draw done again, in words', async () => {
    const t = await drawn();
    const gameId = await startAtTable(t, 1);
    const sheet = await sheetFromTable(gameId);
    const round2 = await receiveSheet(t.id, 2, sheet);
    expect(!round2.ok && round2.error.kind === 'invalid' && round2.error.problems[0]).toEqual({
      path: 'sheet',
      code: 'sheetOtherRound',
      params: { round: 1 },
    });
    ok(await drawRound(t.id, 1));
    const old = await receiveSheet(t.id, 1, sheet);
    expect(!old.ok && old.error.kind === 'invalid' && old.error.problems[0]).toEqual({
      path: 'sheet',
      code: 'sheetOldDraw',
      params: { table: 2 },
    });
    const other = ok(await createTournament({ ...input, name: 'Another' }));
    ok(await drawRound(other.id, 1));
    const foreign = await receiveSheet(other.id, 1, sheet);
    expect(!foreign.ok && foreign.error.kind === 'invalid' && foreign.error.problems[0]!.code).toBe(
      'sheetOtherTournament',
    );
    expect(await organizer.games.count()).toBe(0);
  });

  it('travels whole in a backup: the tournament row, and each table’s game as a game file', async () => {
    const t = await drawn();
    const gameId = await startAtTable(t, 2);
    useDatabase(table);
    ok(await appendHand(gameId, hs(1, 80)));
    useDatabase(organizer);
    ok(await receiveSheet(t.id, 1, await sheetFromTable(gameId)));
    const stored = (await organizer.tournaments.get(t.id))!;
    const text = await exportBackup();
    const envelope = JSON.parse(text) as { games: { meta: { spatz: { tournament: unknown } } }[] };
    expect(envelope.games).toHaveLength(1);
    expect(envelope.games[0]!.meta.spatz.tournament).toEqual({
      id: t.id,
      round: 1,
      table: 2,
      name: 'Preistarock Brixen',
      // The round ends at the game's own end.
      hands: null,
    });

    const other = await freshDatabase();
    ok(await applyImport(text));
    expect(await other.tournaments.get(t.id)).toEqual(stored);
    const loaded = (await loadTournament(t.id))!;
    // The table of 5: seat 1 made 80, +20 (dealer seat 0 sat out).
    expect(loaded.games.get(gameId)!.hands).toHaveLength(1);
    const states = tableStates(loaded.row, loaded.games);
    expect(states[2]!.result!.totals).toEqual([0, 20, 0, 0, 0]);
    // Imported again: nothing added twice.
    ok(await applyImport(text));
    expect(await other.tournaments.count()).toBe(1);
  });

  it('refuses a backup whose tournament names a seat nobody plays, by place', async () => {
    await drawn();
    const envelope = JSON.parse(await exportBackup()) as { tournaments: TournamentRow[] };
    envelope.tournaments[0]!.draws[0]!.tables[0]![1] = 'nobody';
    const parsed = await parseImport(JSON.stringify(envelope), Date.now());
    expect(!parsed.ok && parsed.problems).toEqual([
      { path: 'tournaments[0].draws[0].tables[0][1]', code: 'badId', params: { value: 'nobody' } },
    ]);
  });
});
