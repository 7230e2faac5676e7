/**
 * Evenings for the statistics tests, each game a FORMAT.md file read through
 * the real reader. The arithmetic beside each hand is RULES.md's, worked by hand.
 */
import type { RosterEntry, StatsEvening, StatsGame } from '../../../src/lib/stats';
import { gameFile, played, readValid, redeal, type FileHand } from '../rules/helpers';

export const ROSTER: RosterEntry[] = [
  { id: 'a', name: 'Anna' },
  { id: 'b', name: 'Bert' },
  { id: 'c', name: 'Chris' },
  { id: 'd', name: 'Dora' },
  { id: 'e', name: 'Emil' },
];
const NAME: Record<string, string> = Object.fromEntries(ROSTER.map((r) => [r.id, r.name]));

export function statsGame(
  id: string,
  variant: string,
  ids: string[],
  hands: FileHand[],
  options: { stopped?: boolean; updatedAt?: number; houseRules?: Record<string, unknown> } = {},
): StatsGame {
  const file = gameFile(
    variant,
    ids.map((player) => NAME[player]!),
    hands,
    options.houseRules ? { houseRules: options.houseRules } : {},
  );
  return {
    id,
    game: readValid(file),
    playerIds: ids,
    stoppedEarly: options.stopped ?? true,
    updatedAt: options.updatedAt ?? 0,
  };
}

const spatz = (side: string, result: string, lastTrick: boolean) => ({ side, result, lastTrick });

/**
 * G1, 4 players, stopped (endAt 100 not reached; firstDealer 0):
 *   Anna  Hineinschauen, 1 Spritzer, 67, Spatz won early: (67 + 5 − 60) × 2 = 24
 *   redeal
 *   Bert  Sumpern 71, 68: failed, k = 1 (Sumpern): (68 − 70) × 2 = −4
 *   Chris Hineinschauen, Matsch: p = 0, (0 − 60) × 1 = −60
 *   Anna  Sumpern, 1 Spritzer, 80, Spatz lost in the last trick: k = 2,
 *         (80 − 10 − 60) × 4 = 40
 * Totals 64, −4, −60, 0. Winner Anna; Bert pays 68, Chris 124 + 20 = 144,
 * Dora 64. Net +276, −68, −144, −64.
 */
export const G1 = statsGame(
  'g1',
  'bauerntarock',
  ['a', 'b', 'c', 'd'],
  [
    played(0, 'hineinschauen', {
      doublings: 1,
      declarerPoints: 67,
      spatz: spatz('declarer', 'won', false),
    }),
    redeal,
    played(1, 'sumpern', { announced: 71, declarerPoints: 68 }),
    played(2, 'hineinschauen', { declarerTricks: 'none' }),
    played(0, 'sumpern', {
      doublings: 1,
      declarerPoints: 80,
      spatz: spatz('declarer', 'lost', true),
    }),
  ],
  { updatedAt: 100 },
);

/**
 * G2, 3 players (Bert, Chris, Dora), stopped:
 *   Bert  Hineinschauen, defenders 50: p = 70, (70 − 60) = 10
 *   Chris Sumpern all tricks, made: (60 + 0) × 2 = 120
 * Totals 10, 120, 0. Winner Chris; Bert pays 110, Dora 120 + 20 = 140.
 * Net Bert −110, Chris +250, Dora −140.
 */
export const G2 = statsGame(
  'g2',
  'bauerntarock',
  ['b', 'c', 'd'],
  [
    played(0, 'hineinschauen', { defenderPoints: 50 }),
    played(1, 'sumpern', { announced: 'all', declarerTricks: 'all' }),
  ],
  { updatedAt: 200 },
);

/** G3: still running (one hand, nobody near 100): counts nowhere. */
export const G3 = statsGame(
  'g3',
  'bauerntarock',
  ['a', 'b', 'c', 'd'],
  [played(0, 'hineinschauen', { declarerPoints: 90 })],
  { stopped: false, updatedAt: 300 },
);

/**
 * G4, 4 players, stopped, a tie for the top:
 *   Anna  Hineinschauen 80: 20;  Bert Hineinschauen 80: 20;  Dora Hineinschauen 50: −10
 * Totals 20, 20, 0, −10. Winners Anna and Bert (each payment split in two):
 * Chris pays 10 to each; Dora 30 / 2 + 20 / 2 = 25 to each.
 * Net +35, +35, −20, −50.
 */
export const G4 = statsGame(
  'g4',
  'bauerntarock',
  ['a', 'b', 'c', 'd'],
  [
    played(0, 'hineinschauen', { declarerPoints: 80 }),
    played(1, 'hineinschauen', { declarerPoints: 80 }),
    played(3, 'hineinschauen', { declarerPoints: 50 }),
  ],
  { updatedAt: 400 },
);

/** E1 at 0.05 a point, coin 0.05; not paid. */
export const E1: StatsEvening = {
  id: 'e1',
  date: '2026-03-05',
  stakePerPoint: 0.05,
  coin: 0.05,
  games: [G1, G2, G3],
};

/** E2 at 0.10 a point, coin 1.00; paid. */
export const E2: StatsEvening = {
  id: 'e2',
  date: '2026-03-12',
  stakePerPoint: 0.1,
  coin: 1,
  paidAt: 1_000,
  games: [G4],
};
