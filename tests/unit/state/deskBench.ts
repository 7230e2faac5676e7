/**
 * The organizer's phone and one table's phone for the desk's state tests (RULES.md §4):
 * two fresh databases each test, the tournament made through the form, and a table's
 * sheet made as the table's phone makes it (its code read, its hands entered, shown).
 */
import { afterEach, beforeEach, expect } from 'vitest';
import {
  appendHand,
  exportForTable,
  startTableGame,
  useDatabase,
  type SpatzDatabase,
} from '../../../src/lib/db';
import { i18n } from '../../../src/lib/i18n/index.svelte';
import { tableCodeText } from '../../../src/lib/state/tableCode.svelte';
import { tableStartOf } from '../../../src/lib/state/tableStart';
import { toast } from '../../../src/lib/state/toast.svelte';
import { TournamentDesk } from '../../../src/lib/state/tournamentDesk.svelte';
import { TournamentForm } from '../../../src/lib/state/tournamentForm.svelte';
import { hs, NAMES } from '../tournament/fixtures';
import { freshDatabase, ok } from '../db/helpers';

export interface DeskBench {
  readonly organizer: SpatzDatabase;
  readonly table: SpatzDatabase;
  /** The form filled as an organizer would: 13 names, 2 rounds; answers the new id. */
  made(): Promise<string>;
  deskOf(id: string): Promise<TournamentDesk>;
  /** Table `index` starts from the desk's code on the table's phone, plays `hands`, shows its sheet. */
  sheetOf(desk: TournamentDesk, index: number, hands: ReturnType<typeof hs>[]): Promise<string>;
}

/** Registers the databases' and desks' setup and cleanup around each test of the file. */
export function deskBench(): DeskBench {
  let organizer: SpatzDatabase;
  let table: SpatzDatabase;
  const desks: TournamentDesk[] = [];
  beforeEach(async () => {
    table = await freshDatabase();
    organizer = await freshDatabase();
    i18n.lang = 'de';
    toast.dismiss();
  });
  afterEach(() => {
    for (const desk of desks.splice(0)) desk.dispose();
  });
  return {
    get organizer() {
      return organizer;
    },
    get table() {
      return table;
    },
    async made() {
      const form = new TournamentForm();
      form.name = 'Preistarock Brixen';
      form.place = 'Gasthof Post';
      form.date = '2026-12-05';
      form.rounds = 2;
      while (form.players.length < NAMES.length) form.addPlayer();
      NAMES.forEach((name, i) => form.setPlayer(i, name));
      expect(form.tables).toEqual([4, 4, 5]);
      const row = ok(await form.start(2026));
      form.dispose();
      return row.id;
    },
    async deskOf(id) {
      const desk = new TournamentDesk(id);
      desks.push(desk);
      await desk.ready;
      return desk;
    },
    async sheetOf(desk, index, hands) {
      const code = tableCodeText({ ...desk.row!, id: desk.id }, desk.view!.round, index)!;
      useDatabase(table);
      const game = ok(await startTableGame(tableStartOf(code)!));
      for (const hand of hands) ok(await appendHand(game.id, hand));
      const shown = ok(await exportForTable(game.id, `Tisch ${index + 1}`));
      useDatabase(organizer);
      return shown.text;
    },
  };
}
