/**
 * Club documents as the app writes them to its club's server (FORMAT.md "A club's season"),
 * for the tests of the server's check.
 */
import { gameToFile } from '../../src/lib/files/gameToFile';
import type { GameRow, HandRow, SessionRow } from '../../src/lib/files/types';

const evening: SessionRow = {
  id: 'evening-1',
  createdAt: 1_764_000_000_000,
  updatedAt: 1_764_000_000_000,
  date: '2026-12-01',
  place: 'Gasthof Post',
  stakePerPoint: 0.1,
  coin: 0.5,
};

/** A game document as the app writes it: the game file, its keeper and its evening. */
export function gameDoc(id: string, keeper: string): Record<string, unknown> {
  const row: GameRow = {
    id,
    createdAt: evening.createdAt,
    updatedAt: evening.createdAt + 60_000,
    sessionId: evening.id,
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Chris'],
    playerIds: ['p1', 'p2', 'p3'],
    firstDealer: 0,
    houseRules: {},
    stoppedEarly: false,
    deleted: false,
  };
  const hands: HandRow[] = [
    {
      id: `${id}-h1`,
      gameId: id,
      position: 0,
      createdAt: row.updatedAt,
      updatedAt: row.updatedAt,
      // As stored: the reader's defaults filled in.
      hand: {
        kind: 'played',
        declarer: 1,
        contract: 'hineinschauen',
        announced: 61,
        doublings: 0,
        declarerTricks: 'some',
        declarerPoints: 67,
      },
    },
  ];
  const e = { id: evening.id, date: evening.date, place: evening.place, stake: 0.1, coin: 0.5 };
  return { _id: id, ...gameToFile(row, hands, evening), keeper, evening: { ...e, paid: null } };
}

/**
 * A tournament its organizer `keeper` shares (the document `tournament:<id>`): round 1 of 1
 * drawn into one table of four, whose sheet holds one Hineinschauen (Bert 67 card points).
 */
export function tournamentDoc(id: string, keeper: string): Record<string, unknown> {
  const names = ['Anna', 'Bert', 'Chris', 'Dora'];
  const players = names.map((name, i) => ({ id: `p${i + 1}`, name, from: 1, until: null }));
  const at = evening.createdAt;
  const tournament = {
    id,
    createdAt: at,
    updatedAt: at,
    sessionId: evening.id,
    name: 'Preistarock Kirchberg',
    date: evening.date,
    place: 'Gasthof Rose',
    variant: 'bauerntarock',
    houseRules: {},
    rounds: 1,
    roundEnd: { kind: 'gameEnd' },
    players,
    seed: 7,
    draws: [{ round: 1, redraw: 0, tables: [['p1', 'p2', 'p3', 'p4']], games: [`${id}-t1`] }],
    prizes: '',
  };
  const { _id: _i, keeper: _k, evening: _e, ...game } = gameDoc(`${id}-t1`, keeper);
  const meta = game.meta as { spatz: Record<string, unknown> };
  const sheet = {
    ...game,
    players: names,
    meta: { ...meta, spatz: { ...meta.spatz, tournament: { id, round: 1, table: 0 } } },
  };
  const file = {
    format: 'spatz-backup',
    version: 1,
    exportedAt: new Date(at).toISOString(),
    games: [sheet],
    sessions: [evening],
    players: [],
    settings: [],
    tournaments: [tournament],
  };
  return { _id: `tournament:${id}`, kind: 'tournament', keeper, tournament: file };
}
