/**
 * Known answers over two evenings of Bauerntarock (fixtures.ts gives each
 * game's arithmetic, RULES.md §1.5, §1.7). Evening nets: E1 = G1 + G2,
 * E2 = G4; G3 is still running and counts nowhere.
 */
import { describe, expect, it } from 'vitest';
import {
  netSeries,
  owed,
  periodOf,
  periodStats,
  statsTable,
  type StatsRow,
} from '../../../src/lib/stats';
import { E1, E2, ROSTER } from './fixtures';

const table = (period = {}, evenings = [E2, E1]) =>
  statsTable(periodStats(evenings, { period, variant: 'all' }), ROSTER);
const byName = (rows: StatsRow[], name: string) => rows.find((row) => row.name === name)!;

describe('per player over all evenings (RULES.md §1.7)', () => {
  const rows = table();
  // name, evenings, games, wins, last, net, money
  it.each([
    // Anna: G1 + G4; won G1 (64 top) and G4 (tied top); net 276 + 35; money 276 × 0.05 + 3 (see below)
    ['Anna', 2, 2, 2, 0, 311, 16.8],
    // Bert: G1, G2, G4; won G4 (tied); net −68 − 110 + 35; money −178 × 0.05 + 4
    ['Bert', 2, 3, 1, 0, -143, -4.9],
    // Chris: won G2, last in G1 (−60); net −144 + 250 − 20; money 106 × 0.05 − 2
    ['Chris', 2, 3, 1, 1, 86, 3.3],
    // Dora: last in G2 (0, below 10 and 120) and G4 (−10); net −64 − 140 − 50; money −204 × 0.05 − 5
    ['Dora', 2, 3, 0, 2, -254, -15.2],
  ])(
    '%s: %i evenings, %i games, %i wins, %i last, net %d, money %d',
    (name, ev, g, w, l, net, money) => {
      const row = byName(rows, name);
      expect([row.evenings, row.games, row.wins, row.last, row.net]).toEqual([ev, g, w, l, net]);
      expect(row.money).toBeCloseTo(money, 9);
    },
  );

  it('E2 money: 35 × 0.10 = 3.50 each for Anna and Bert rounds half away to 4; the extra coin comes back from the lower seat (Anna), so 3, 4, −2, −5', () => {
    const e2 = table({ evening: 'e2' });
    expect(['Anna', 'Bert', 'Chris', 'Dora'].map((n) => byName(e2, n).money)).toEqual([
      3, 4, -2, -5,
    ]);
  });

  it('ranks by net points: Anna 311, Chris 86, Bert −143, Dora −254', () => {
    expect(rows.map((row) => [row.rank, row.name])).toEqual([
      [1, 'Anna'],
      [2, 'Chris'],
      [3, 'Bert'],
      [4, 'Dora'],
    ]);
  });

  it('best and worst evening by net points', () => {
    const marks = (name: string) => {
      const row = byName(rows, name);
      return [row.best?.evening, row.best?.net, row.worst?.evening, row.worst?.net];
    };
    expect(marks('Anna')).toEqual(['e1', 276, 'e2', 35]);
    expect(marks('Bert')).toEqual(['e2', 35, 'e1', -178]); // E1: −68 − 110
    expect(marks('Chris')).toEqual(['e1', 106, 'e2', -20]); // E1: −144 + 250
    expect(marks('Dora')).toEqual(['e2', -50, 'e1', -204]); // E1: −64 − 140
  });

  it('longest run of games won, in time order G1, G2, G4', () => {
    // Anna won G1 and G4 (her two games); Bert only G4; Chris only G2; Dora none.
    expect(['Anna', 'Bert', 'Chris', 'Dora'].map((n) => byName(rows, n).longestRun)).toEqual([
      2, 1, 1, 0,
    ]);
  });
});

describe('as declarer (RULES.md §1.2 – §1.5)', () => {
  const rows = table();
  it('Anna: 3 declared, 3 made (G1 24 and 40, G4 20)', () => {
    const anna = byName(rows, 'Anna');
    expect(anna.declared).toEqual({ declared: 3, made: 3, rate: 1 });
    expect(anna.contracts.hineinschauen).toEqual({ declared: 2, made: 2, rate: 1 });
    expect(anna.contracts.sumpern).toEqual({ declared: 1, made: 1, rate: 1 });
    // (67 + 80 + 80) / 3
    expect(anna.averagePoints).toBeCloseTo(227 / 3, 12);
    // a Spritzer in G1 hand 1 and G1 hand 5, both made
    expect(anna.doubled).toEqual({ declared: 2, made: 2, rate: 1 });
    expect(anna.spatz).toEqual({ won: 1, wonLast: 0, lost: 0, lostLast: 1 });
    expect(anna.matsch).toBe(0);
  });

  it('Bert: the Sumpern announcing 71 failed at 68; the Sumpern’s own doubling is no call', () => {
    const bert = byName(rows, 'Bert');
    expect(bert.declared).toEqual({ declared: 3, made: 2, rate: 2 / 3 });
    expect(bert.contracts.sumpern).toEqual({ declared: 1, made: 0, rate: 0 });
    expect(bert.announced).toEqual({ declared: 1, made: 0, rate: 0 });
    expect(bert.doubled).toEqual({ declared: 0, made: 0, rate: null });
    // 68 + (120 − 50) + 80
    expect(bert.averagePoints).toBeCloseTo(218 / 3, 12);
  });

  it('Chris: a Matsch (0 card points) and all tricks made (120)', () => {
    const chris = byName(rows, 'Chris');
    expect(chris.declared).toEqual({ declared: 2, made: 1, rate: 0.5 });
    expect(chris.matsch).toBe(1);
    expect(chris.allTricks).toEqual({ declared: 1, made: 1, rate: 1 });
    expect(chris.averagePoints).toBe(60); // (0 + 120) / 2
  });

  it('Dora: one failed Hineinschauen at 50; the redeal in G1 is nobody’s', () => {
    const dora = byName(rows, 'Dora');
    expect(dora.declared).toEqual({ declared: 1, made: 0, rate: 0 });
    expect(dora.averagePoints).toBe(50);
    const all = rows.reduce((sum, row) => sum + row.declared.declared, 0);
    expect(all).toBe(9); // G1 4 played, G2 2, G4 3; G3 running
  });
});

describe('periods', () => {
  it.each([
    [{ kind: '30d' } as const, '2026-04-05', { from: '2026-03-07', to: '2026-04-05' }], // 5 + 24 days back
    [{ kind: '30d' } as const, '2026-03-01', { from: '2026-01-31', to: '2026-03-01' }], // 28 Feb days
    [{ kind: 'year' } as const, '2026-04-05', { from: '2026-01-01', to: '2026-12-31' }],
    [{ kind: 'all' } as const, '2026-04-05', {}],
    [{ kind: 'evening', evening: 'e1' } as const, '2026-04-05', { evening: 'e1' }],
    [
      { kind: 'range', from: '2026-03-10', to: '2026-03-01' } as const,
      '2026-04-05',
      { from: '2026-03-01', to: '2026-03-10' },
    ],
  ])('%o on %s', (choice, today, period) => {
    expect(periodOf(choice, today)).toEqual(period);
  });

  it('the last 30 days from 2026-04-05 hold only E2', () => {
    const rows = table(periodOf({ kind: '30d' }, '2026-04-05'));
    expect(rows.map((row) => [row.name, row.games, row.net])).toEqual([
      ['Anna', 1, 35],
      ['Bert', 1, 35],
      ['Chris', 1, -20],
      ['Dora', 1, -50],
    ]);
  });

  it('one evening: E1, Anna 1 game, net 276, 13.80', () => {
    const anna = byName(table({ evening: 'e1' }), 'Anna');
    expect([anna.games, anna.wins, anna.net, anna.money]).toEqual([1, 1, 276, 13.8]);
  });

  it('a running game counts nowhere: an evening of only G3 has no players', () => {
    const only = { ...E1, id: 'e3', games: [E1.games[2]!] };
    expect(table({}, [only])).toEqual([]);
    // …and is said to be running, so the screen can tell the table why.
    expect(periodStats([only], { period: {}, variant: 'all' }).running).toBe(1);
    expect(periodStats([E1, E2], { period: {}, variant: 'all' }).running).toBe(1);
  });
});

it('the series: cumulative net after E1 and E2', () => {
  const series = netSeries(periodStats([E1, E2], { period: {}, variant: 'all' }), ROSTER);
  expect(series.evenings.map((e) => e.id)).toEqual(['e1', 'e2']);
  expect(series.players.map((p) => [p.name, p.cumulative])).toEqual([
    ['Anna', [276, 311]],
    ['Bert', [-178, -143]],
    ['Chris', [106, 86]],
    ['Dora', [-204, -254]],
  ]);
});

/** What E1 leaves owed, by hand (below): most owed to first. */
const E1_OWED = [
  ['Anna', 13.8],
  ['Chris', 5.3],
  ['Bert', -8.9],
  ['Dora', -10.2],
];

describe('money still owed (E2 is paid)', () => {
  it('E1 alone: +13.80, +5.30, −8.90, −10.20; largest debtor to largest creditor', () => {
    const open = owed([E1, E2], ROSTER);
    expect(open.evenings).toEqual(['e1']);
    expect(open.balances.map((b) => [b.name, b.amount])).toEqual(E1_OWED);
    // Dora pays Anna 10.20 (Anna left 3.60); Bert pays Chris 5.30, then Anna 3.60.
    expect(open.transfers.map((t) => [t.fromName, t.toName, t.amount])).toEqual([
      ['Bert', 'Anna', 3.6],
      ['Bert', 'Chris', 5.3],
      ['Dora', 'Anna', 10.2],
    ]);
  });

  it('marking E1 paid too leaves nothing owed', () => {
    expect(owed([{ ...E1, paidAt: 5 }, E2], ROSTER)).toEqual({
      balances: [],
      transfers: [],
      evenings: [],
    });
  });
});

describe('a tournament evening owes nothing (RULES.md §4: a table’s game settles no money)', () => {
  // The same games as E1's first two, played as tournament tables, at E1's stake, not paid.
  const T = {
    id: 't',
    date: '2026-03-19',
    stakePerPoint: 0.05,
    coin: 0.05,
    games: [E1.games[0]!, E1.games[1]!].map((g, i) => ({
      ...g,
      id: `t${i}`,
      tournament: true as const,
    })),
  };

  it('only E1 is owed, as without it', () => {
    const open = owed([E1, E2, T], ROSTER);
    expect(open.evenings).toEqual(['e1']);
    expect(open.balances.map((b) => [b.name, b.amount])).toEqual(E1_OWED);
  });

  it('its games count as games and wins, but add no net and no money', () => {
    const anna = byName(table({}, [E2, E1, T]), 'Anna');
    // G1 and G4 as before, and G1 again at the tournament (won again, 64 top).
    expect([anna.evenings, anna.games, anna.wins, anna.net]).toEqual([2, 3, 3, 311]);
    expect(anna.money).toBeCloseTo(16.8, 9);
  });
});
