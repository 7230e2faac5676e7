/**
 * The organizer's and a table's phone for the tests of the sheets' gate (RULES.md §4): two
 * databases made fresh before each test, Preistarock Kirchberg (8 players, 2 rounds, round 1
 * drawn into two tables of 4) on the organizer's, and table 1 of round 1 started from its
 * code on the table's.
 */
import { beforeEach } from 'vitest';
import {
  appendHand,
  createTournament,
  drawRound,
  exportBackup,
  exportForTable,
  readReceivedEvening,
  receiveSheet,
  startTableGame,
  useDatabase,
  type SpatzDatabase,
  type TournamentRow,
} from '../../../src/lib/db';
import type { Hand } from '../../../src/lib/rules';
import { readTableStart, tableStart, type RoundEnd } from '../../../src/lib/tournament';
import { NAMES } from '../tournament/fixtures';
import { freshDatabase, ok } from './helpers';

export interface Phones {
  readonly organizer: SpatzDatabase;
  readonly table: SpatzDatabase;
}

/** Registers the two fresh databases before each test; the organizer's is the one in use. */
export function twoPhones(): Phones {
  const phones = {} as { organizer: SpatzDatabase; table: SpatzDatabase };
  beforeEach(async () => {
    phones.table = await freshDatabase();
    phones.organizer = await freshDatabase();
    useDatabase(phones.organizer);
  });
  return phones;
}

/** The tournament on the organizer's phone, round 1 drawn. */
export async function kirchberg(roundEnd: RoundEnd = { kind: 'gameEnd' }): Promise<TournamentRow> {
  const created = ok(
    await createTournament({
      name: 'Preistarock Kirchberg',
      date: '2026-12-04',
      place: 'Gasthof Rose',
      variant: 'bauerntarock',
      houseRules: {},
      rounds: 2,
      roundEnd,
      players: NAMES.slice(0, 8),
      seed: 7,
    }),
  );
  return ok(await drawRound(created.id, 1));
}

/** Table 1 of round 1 on the table's phone: its game, and what the phone hands on. */
export async function tableOne(phones: Phones, t: TournamentRow) {
  const onTable = async <T>(work: () => Promise<T>): Promise<T> => {
    useDatabase(phones.table);
    try {
      return await work();
    } finally {
      useDatabase(phones.organizer);
    }
  };
  const start = readTableStart(JSON.parse(JSON.stringify(tableStart(t, 1, 0))))!;
  const row = await onTable(async () => ok(await startTableGame(start)));
  const shown = () => onTable(async () => ok(await exportForTable(row.id, 'Tisch 1')).text);
  return {
    id: row.id,
    names: row.players,
    /** Runs `work` on the table's phone. */
    onTable,
    /** Enters `hands` on the table's phone, then hands back its whole backup file. */
    play: (...hands: Hand[]) =>
      onTable(async () => {
        for (const hand of hands) ok(await appendHand(row.id, hand));
        return exportBackup();
      }),
    /** The text the table shows the desk ("Show to the table"). */
    shown,
    /** The desk takes the table's sheet as it is now, by its camera. */
    async taken() {
      const read = await readReceivedEvening(await shown(), Date.now());
      if (!read.ok) throw new Error('sheet not read');
      ok(await receiveSheet(t.id, 1, read.value.games[0]!));
    },
  };
}
