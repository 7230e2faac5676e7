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
